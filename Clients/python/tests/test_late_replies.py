"""Replies are matched to requests by id: a request that timed out is abandoned, and its reply, arriving
late, is discarded instead of being taken for the next request's (against an impostor server)."""

import time

import pytest

from fake_server import FakeServer
from scrollsim import Client, ScrollSimError, ScrollSimTimeout

pytestmark = pytest.mark.usefixtures("bounded")
# The client's timeout in these tests, in seconds: long enough for a thread on a busy machine to answer,
# short enough to keep the suite quick.
TIMEOUT = 0.5


def test_a_late_reply_is_discarded_and_the_next_request_gets_its_own(tmp_path):
    # The server holds the reply to ping (id 2) until the client has timed out and sent stats (id 3), then
    # sends both replies: the client must drop the first and return the second's result.
    def script(peer):
        peer.handshake()
        ping = peer.request()
        stats = peer.request()
        peer.reply(ping, {"tick": 2})
        peer.reply(stats, {"views": 3})

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        with pytest.raises(ScrollSimError) as late:
            client.request("ping")
        assert late.value.code == "timeout"
        assert isinstance(late.value, ScrollSimTimeout) and isinstance(late.value, TimeoutError)
        assert client.request("stats") == {"views": 3}
    assert server.error is None


def test_late_replies_of_several_timed_out_requests_are_all_discarded(tmp_path):
    # Ids 2 and 3 time out; their replies come, in order, ahead of 4's, with an event between them that
    # is kept.
    def script(peer):
        peer.handshake()
        first, second, third = peer.request(), peer.request(), peer.request()
        peer.reply(first)
        peer.send({"event": "didScroll", "seq": 7})
        peer.reply(second)
        peer.reply(third, {"answer": 4})

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        for _ in range(2):
            with pytest.raises(ScrollSimTimeout):
                client.request("ping")
        assert client.request("ping") == {"answer": 4}
        assert client.take_events() == [{"event": "didScroll", "seq": 7}]


def test_a_reply_with_a_null_id_answers_the_oldest_request_without_one(tmp_path):
    # The daemon replies in order and echoes id null for a line it could not read: while id 2 is
    # abandoned, such a reply is 2's and is discarded; with none abandoned, it is the request's own.
    def script(peer):
        peer.handshake()
        first, second = peer.request(), peer.request()
        peer.send({"id": None, "ok": False, "error": {"code": "parse_error", "message": "bad line"}})
        peer.reply(second, {"n": 3})
        peer.request()
        peer.send({"id": None, "ok": False, "error": {"code": "parse_error", "message": "bad line"}})

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        with pytest.raises(ScrollSimTimeout):
            client.request("ping")
        assert client.request("ping") == {"n": 3}
        with pytest.raises(ScrollSimError) as unread:
            client.request("ping")
        assert unread.value.code == "parse_error"


def test_a_reply_to_a_request_never_sent_is_a_protocol_error_and_the_next_request_still_works(tmp_path):
    def script(peer):
        peer.handshake()
        peer.request()
        peer.send({"id": 99, "ok": True, "result": {}})
        peer.reply(peer.request(), {"n": 3})

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        with pytest.raises(ScrollSimError) as stray:
            client.request("ping")
        assert (stray.value.code, stray.value.path) == ("protocol", "id")
        assert client.request("ping") == {"n": 3}


def test_a_late_reply_met_while_reading_events_is_discarded(tmp_path):
    # The reply to ping comes well after the client has given up on it (twice its timeout), while the
    # client reads events.
    def script(peer):
        peer.handshake()
        ping = peer.request()
        time.sleep(2 * TIMEOUT)
        peer.reply(ping)
        peer.send({"event": "didScroll", "seq": 1})

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        with pytest.raises(ScrollSimTimeout):
            client.request("ping")
        assert list(client.events(timeout=4 * TIMEOUT)) == [{"event": "didScroll", "seq": 1}]
