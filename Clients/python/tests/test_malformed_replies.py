"""Whatever an impostor sends, the client raises its own error (`ScrollSimError`, code `protocol`), never
a JSON, attribute, type, value, recursion or Unicode error; only `"ok": true`, a JSON boolean, is success.
After a malformed reply the connection still serves the next request."""

import pytest

from fake_server import FakeServer
from scrollsim import Client, ScrollSimError

pytestmark = pytest.mark.usefixtures("bounded")
TIMEOUT = 2.0

# Lines in place of the reply to request id 2, each malformed for the reason in its id.
MALFORMED = {
    "not JSON": b"{not json",
    "cut short": b'{"id":2,"ok":tr',
    "an array": b"[1,2]",
    "a string": b'"ok"',
    "null": b"null",
    "ok as a string": b'{"id":2,"ok":"false","result":{}}',
    "ok as a number": b'{"id":2,"ok":1,"result":{}}',
    "ok as null": b'{"id":2,"ok":null}',
    "error as a string": b'{"id":2,"ok":false,"error":"boom"}',
    "no error": b'{"id":2,"ok":false}',
    "error code a number": b'{"id":2,"ok":false,"error":{"code":5,"message":"m"}}',
    "error path an array": b'{"id":2,"ok":false,"error":{"code":"c","message":"m","path":[1]}}',
    "result an array": b'{"id":2,"ok":true,"result":[1]}',
    "id a string": b'{"id":"2","ok":true,"result":{}}',
    "id a boolean": b'{"id":true,"ok":true,"result":{}}',
    "id a float": b'{"id":2.5,"ok":true,"result":{}}',
    "neither ok nor event": b'{"id":2,"result":{}}',
    "event name a number": b'{"event":5}',
    "seq a string": b'{"event":"didScroll","seq":"1"}',
    "deep nesting": b'{"id":2,"ok":true,"result":{"x":' + b"[" * 100_000 + b"]" * 100_000 + b"}}",
    "NaN": b'{"id":2,"ok":true,"result":{"x":NaN}}',
    "Infinity": b'{"id":2,"ok":true,"result":{"x":Infinity}}',
    "-Infinity": b'{"id":2,"ok":true,"result":{"x":-Infinity}}',
    "a float past a double": b'{"id":2,"ok":true,"result":{"x":1e400}}',
    "an integer of 5,000 digits": b'{"id":2,"ok":true,"result":{"x":' + b"9" * 5000 + b"}}",
    "invalid UTF-8": b'{"id":2,"ok":true,"result":{"s":"\xc3\x28"}}',
    "a lone continuation byte": b"\x80",
    "a byte-order mark": b'\xef\xbb\xbf{"id":2,"ok":true}',
    "control character in a string": b'{"id":2,"ok":true,"result":{"s":"\x1b[2J"}}',
}


@pytest.mark.parametrize("line", MALFORMED.values(), ids=MALFORMED.keys())
def test_a_malformed_reply_raises_the_clients_error_and_the_next_request_works(tmp_path, line):
    def script(peer):
        peer.handshake()
        peer.request()
        peer.send(line + b"\n")
        peer.reply(peer.request(), {"n": 3})

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        with pytest.raises(ScrollSimError) as malformed:
            client.request("ping")
        assert malformed.value.code == "protocol"
        assert client.request("ping") == {"n": 3}


@pytest.mark.parametrize("result", [{}, {"views": 5}, {"views": []}, {"views": ["v1"]}])
def test_a_snapshot_without_a_view_raises_the_clients_error(tmp_path, result):
    def script(peer):
        peer.handshake()
        peer.reply(peer.request(), result)

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        with pytest.raises(ScrollSimError) as empty:
            client.snapshot("v1")
        assert (empty.value.code, empty.value.path) == ("protocol", "views")


@pytest.mark.parametrize("greeting", [b"[]\n", b"\xff\n", b'{"event":"hello","protocol":"other/9"}\n',
                                      b'{"id":1,"ok":true}\n'])
def test_a_greeting_that_is_not_a_hello_raises_the_clients_error(tmp_path, greeting):
    with FakeServer(tmp_path, lambda peer: None, greeting=greeting) as server:
        with pytest.raises(ScrollSimError) as refused:
            Client(server.path, timeout=TIMEOUT)
        assert refused.value.code == "protocol"


def test_an_event_with_ok_is_an_event_not_a_reply(tmp_path):
    # The daemon's scenarioDone carries `ok` (the run's outcome, Protocol.md): it is kept as an event, and
    # the reply after it is the request's.
    done = {"event": "scenarioDone", "scenario": "fling", "run": 1, "ok": False, "failure": "f", "seq": 9}

    def script(peer):
        peer.handshake()
        request = peer.request()
        peer.send(done)
        peer.reply(request, {"n": 2})

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        assert client.request("step", ticks=1) == {"n": 2}
        assert client.take_events() == [done]


def test_a_malformed_event_raises_the_clients_error_while_iterating(tmp_path):
    def script(peer):
        peer.handshake()
        peer.send({"event": "didScroll", "seq": 1}, b'{"event":"didScroll","seq":NaN}\n')

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        events = client.events(timeout=TIMEOUT)
        assert next(events) == {"event": "didScroll", "seq": 1}
        with pytest.raises(ScrollSimError) as malformed:
            next(events)
        assert malformed.value.code == "protocol"


def test_a_line_over_max_line_closes_the_connection_with_the_clients_error(tmp_path):
    # 1,001 bytes and no newline, against a bound of 1,000: refused without waiting for the rest.
    def script(peer):
        peer.handshake()
        peer.request()
        peer.send(b"x" * 1001)
        peer.request()  # returns at end of file: the client closed the connection

    with FakeServer(tmp_path, script) as server, \
            Client(server.path, timeout=TIMEOUT, max_line=1000) as client:
        with pytest.raises(ScrollSimError) as long_line:
            client.request("ping")
        assert long_line.value.code == "protocol"
        assert "max_line" in long_line.value.message
        with pytest.raises(ScrollSimError) as closed:
            client.request("ping")
        assert closed.value.code == "connection"


def test_a_connection_closed_before_the_reply_raises_the_clients_error(tmp_path):
    def script(peer):
        peer.handshake()
        peer.request()

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT) as client:
        with pytest.raises(ScrollSimError) as closed:
            client.request("ping")
        assert closed.value.code == "connection"
