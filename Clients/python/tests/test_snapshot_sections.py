"""The snapshot's `sections`, read with `section_offsets`, on the carousel of test_sections.py; and against an
impostor, a daemon that has none."""

import pytest

from fake_server import FakeServer
from scrollsim import Client, ScrollSimError
from test_sections import CAROUSEL, FLING_REST

pytestmark = pytest.mark.usefixtures("bounded")


def test_the_snapshot_carries_each_sections_offset(scrollsim_client):
    client = scrollsim_client
    view = client.create_view(CAROUSEL)["view"]
    # Only section 0 scrolls on its own; untouched, it rests at 0.
    assert client.section_offsets(view) == {0: [0, 0]}
    client.scroll_to(view, [300, 0], section=0)
    assert client.section_offsets(view) == {0: [300, 0]}
    # A fling from there rests 499.4998 pt further: 799.4998 (the row ends at 3,222 - 375 = 2,847).
    client.fling(view, [-1000, 0], section=0)
    client.step(until_idle=True)
    section = client.snapshot(view)["sections"][0]
    assert (section["section"], section["phase"], section["velocity"]) == (0, "idle", [0, 0])
    assert section["contentOffset"] == pytest.approx([300 + FLING_REST, 0], abs=0.001)


def test_a_daemon_without_sections_is_a_protocol_error_not_a_key_error(tmp_path):
    # A daemon from before `sections`: its snapshot has the other fields only; `drag` sends what it is given
    # and nothing else (no null keys for the daemon to refuse).
    sent = []

    def script(peer):
        peer.handshake()
        snapshot = peer.request()
        peer.reply(snapshot, {"views": [{"view": "v1", "contentOffset": [0, 0], "phase": "idle"}]})
        drag = peer.request()
        sent.append(drag)
        peer.reply(drag, {"view": "v1", "contentOffset": [0, 0]})

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=2) as client:
        with pytest.raises(ScrollSimError) as missing:
            client.section_offsets("v1")
        assert (missing.value.code, missing.value.path) == ("protocol", "sections")
        client.drag("v1", samples=[(0, 0, 0), (50, -60, 0)], at=(100, 100))
    assert server.error is None
    assert {key: value for key, value in sent[0].items() if key != "id"} == {
        "cmd": "drag", "view": "v1", "samples": [[0, 0, 0], [50, -60, 0]], "at": [100, 100]}


def test_section_offsets_reads_every_page_of_a_view_with_many_sections(scrollsim_client):
    # 2,500 carousels (the carousel's section layout alone, serving every section): the daemon lists 1,000
    # a snapshot, so section_offsets reads three pages, 0-999, 1,000-1,999 and 2,000-2,499.
    client = scrollsim_client
    layout = dict(CAROUSEL["layout"], sections=CAROUSEL["layout"]["sections"][:1])
    spec = dict(CAROUSEL, id="many", layout=layout, sections=[{"items": 5}] * 2500)
    view = client.create_view(spec)["view"]
    first = client.snapshot(view)
    assert (len(first["sections"]), first["sectionCount"], first["sectionsNext"]) == (1000, 2500, 1000)
    offsets = client.section_offsets(view)
    assert sorted(offsets) == list(range(2500))
    assert set(map(tuple, offsets.values())) == {(0, 0)}
    last = client.snapshot(view, sections_from=2000)
    assert (len(last["sections"]), last["sectionCount"], "sectionsNext" in last) == (500, 2500, False)


def test_a_page_that_does_not_move_forward_is_a_protocol_error_not_a_loop(tmp_path):
    # An impostor that always answers with section 0 and `sectionsNext: 0`: the client stops at once.
    def script(peer):
        peer.handshake()
        request = peer.request()
        assert "sectionsFrom" not in request
        peer.reply(request, {"views": [{"view": "v1", "sections": [
            {"section": 0, "contentOffset": [0, 0], "phase": "idle", "velocity": [0, 0]}],
            "sectionCount": 2, "sectionsNext": 0}]})

    with FakeServer(tmp_path, script) as server, Client(server.path, timeout=2) as client:
        with pytest.raises(ScrollSimError) as stuck:
            client.section_offsets("v1")
        assert (stuck.value.code, stuck.value.path) == ("protocol", "sectionsNext")
    assert server.error is None
