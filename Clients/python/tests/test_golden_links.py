"""Golden files and symbolic links: `--update-goldens` never writes through a link (a golden that is one, or
a folder on the way below the test's folder that is one, is refused, naming it); it replaces the file by
renaming a new one over it. Comparing reads through a link, but only a regular file."""

import os

import pytest

from scrollsim import Golden, GoldenPathError

EVENTS = [{"event": "willDisplay", "seq": 7, "view": "feed"}]
# The golden of EVENTS: seq counted from the first event's, keys sorted.
TEXT = '{"event":"willDisplay","seq":0,"view":"feed"}\n'


def test_an_update_writes_the_folders_and_the_file(tmp_path):
    path = tmp_path / "__goldens__" / "test_x" / "t.ndjson"
    Golden(str(path), update=True, root=str(tmp_path)).check(EVENTS)
    assert path.read_text() == TEXT
    assert os.listdir(path.parent) == ["t.ndjson"]
    Golden(str(path), root=str(tmp_path)).check(EVENTS)


def test_an_update_refuses_a_golden_that_is_a_link_and_leaves_its_target(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep\n")
    folder = tmp_path / "tests" / "__goldens__" / "test_x"
    folder.mkdir(parents=True)
    link = folder / "t.ndjson"
    link.symlink_to(outside)
    with pytest.raises(GoldenPathError, match=f"{link}: a symbolic link"):
        Golden(str(link), update=True, root=str(tmp_path / "tests")).check(EVENTS)
    assert outside.read_text() == "keep\n"
    assert link.is_symlink()
    assert os.listdir(folder) == ["t.ndjson"]


@pytest.mark.parametrize("linked", ["__goldens__", "__goldens__/test_x"])
def test_an_update_refuses_a_folder_below_the_tests_that_is_a_link(tmp_path, linked):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    tests = tmp_path / "tests"
    (tests / linked).parent.mkdir(parents=True, exist_ok=True)
    (tests / linked).symlink_to(elsewhere, target_is_directory=True)
    path = tests / "__goldens__" / "test_x" / "t.ndjson"
    with pytest.raises(GoldenPathError, match=f"{tests / linked}: a symbolic link"):
        Golden(str(path), update=True, root=str(tests)).check(EVENTS)
    assert list(elsewhere.iterdir()) == []


def test_a_test_folder_reached_through_a_link_is_written(tmp_path):
    # Only the folders below the test's own are checked: a checkout reached through a link is fine.
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "checkout").symlink_to(real, target_is_directory=True)
    tests = tmp_path / "checkout"
    path = tests / "__goldens__" / "test_x" / "t.ndjson"
    Golden(str(path), update=True, root=str(tests)).check(EVENTS)
    assert (real / "__goldens__" / "test_x" / "t.ndjson").read_text() == TEXT


def test_comparing_reads_through_a_link_but_only_a_regular_file(tmp_path):
    shared = tmp_path / "shared.ndjson"
    shared.write_text(TEXT)
    link = tmp_path / "t.ndjson"
    link.symlink_to(shared)
    Golden(str(link)).check(EVENTS)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    pipe = tmp_path / "p.ndjson"
    pipe.symlink_to(fifo)
    with pytest.raises(GoldenPathError, match=f"{pipe}: a golden transcript must be a regular file"):
        Golden(str(pipe)).check(EVENTS)
