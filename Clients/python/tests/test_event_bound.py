"""The events kept between reads are bounded: past `max_pending`, the newest are dropped and counted, and
the caller reads a `lagged` record where they were, shaped as the daemon's own notice (against an
impostor server)."""

import pytest

from fake_server import FakeServer
from scrollsim import Client
from scrollsim.client import MAX_PENDING

pytestmark = pytest.mark.usefixtures("bounded")
TIMEOUT = 2.0


def scrolls(first, last):
    """didScroll events numbered `first` to `last`, both included."""
    return [{"event": "didScroll", "seq": seq} for seq in range(first, last + 1)]


def flood_then_reply(count, then=()):
    """A script: `count` events (seq 1...count) before the reply to the first request, then for each
    number in `then` that many more events before the reply to the next request."""
    def script(peer):
        peer.handshake()
        seq = 0
        for size in (count, *then):
            request = peer.request()
            peer.send(*scrolls(seq + 1, seq + size))
            seq += size
            peer.reply(request)
    return script


def test_events_past_the_bound_become_one_lagged_record(tmp_path):
    # 1,000 events before the reply, 100 kept: events 1-100, then a record of the 900 dropped from seq 101.
    # The next request's 5 events (1,001-1,005) come after it, with no loss.
    with FakeServer(tmp_path, flood_then_reply(1000, then=[5])) as server, \
            Client(server.path, timeout=TIMEOUT, max_pending=100) as client:
        client.request("step", ticks=1)
        assert len(client._events) == 101
        assert client.take_events() == scrolls(1, 100) + [
            {"event": "lagged", "dropped": 900, "sinceSeq": 101, "origin": "client"}]
        client.request("step", ticks=1)
        assert client.take_events() == scrolls(1001, 1005)


def test_the_default_bound_holds_a_flood(tmp_path):
    # MAX_PENDING + 10 events: MAX_PENDING kept, 10 counted (from seq MAX_PENDING + 1).
    with FakeServer(tmp_path, flood_then_reply(MAX_PENDING + 10)) as server, \
            Client(server.path, timeout=TIMEOUT) as client:
        client.request("step", ticks=1)
        taken = client.take_events()
    assert len(taken) == MAX_PENDING + 1
    assert taken[-1] == {"event": "lagged", "dropped": 10, "sinceSeq": MAX_PENDING + 1, "origin": "client"}


def test_iterating_events_meets_the_record_where_the_loss_was(tmp_path):
    # 3 kept of 7 (record: 4 from seq 4); then events read as they come, after the record.
    def script(peer):
        flood_then_reply(7)(peer)
        peer.send(*scrolls(8, 9))

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT, max_pending=3) as client:
        client.request("step", ticks=1)
        read = list(client.events(timeout=TIMEOUT))
    assert read == scrolls(1, 3) + [
        {"event": "lagged", "dropped": 4, "sinceSeq": 4, "origin": "client"}] + scrolls(8, 9)


def test_a_dropped_lagged_notice_of_the_daemon_adds_what_it_counted(tmp_path):
    # Kept: event 1 and 2. Dropped: event 3, the daemon's notice of 50 events dropped from seq 4, event 55.
    # The record counts 1 + 50 + 1 = 52 from seq 3.
    def script(peer):
        peer.handshake()
        request = peer.request()
        peer.send(*scrolls(1, 3), {"event": "lagged", "dropped": 50, "sinceSeq": 4, "seq": 54},
                  *scrolls(55, 55))
        peer.reply(request)

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT, max_pending=2) as client:
        client.request("step", ticks=1)
        assert client.take_events() == scrolls(1, 2) + [
            {"event": "lagged", "dropped": 52, "sinceSeq": 3, "origin": "client"}]


def test_the_record_waits_for_room_for_itself_and_the_next_event(tmp_path):
    # Capacity 3: events 1-3 kept, 4 dropped; the caller reads one (2 left); event 5 finds room for the
    # record but not for itself after it: dropped too. The caller reads all: 2, 3, then a record of 2.
    def script(peer):
        flood_then_reply(4)(peer)
        peer.send(*scrolls(5, 5))
        peer.reply(peer.request())

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=TIMEOUT, max_pending=3) as client:
        client.request("step", ticks=1)
        assert next(client.events()) == scrolls(1, 1)[0]
        client.request("sync")
        assert client.take_events() == scrolls(2, 3) + [
            {"event": "lagged", "dropped": 2, "sinceSeq": 4, "origin": "client"}]


@pytest.mark.parametrize("bound", [0, -1, 1.5, True, "10"])
def test_a_bound_that_is_not_a_positive_integer_is_refused(tmp_path, bound):
    with pytest.raises(ValueError, match="max_pending"):
        Client(str(tmp_path / "none.sock"), max_pending=bound)
