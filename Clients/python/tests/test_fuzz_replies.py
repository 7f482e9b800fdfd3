"""A short seeded run of the reply-parser fuzz loop (fuzz_replies.py; `make fuzz-python` runs it longer):
no input makes the client raise anything but its own error."""

import pytest

import fuzz_replies

pytestmark = pytest.mark.usefixtures("bounded")


def test_a_few_seconds_of_fuzzing_find_nothing(tmp_path):
    counts = fuzz_replies.run(seconds=3, seed=49, folder=str(tmp_path), report=lambda _: None)
    # Both paths ran: the parser directly, and a connected client through the impostor server.
    assert counts["parser refused: protocol"] > 0 and counts["server reply"] > 0
