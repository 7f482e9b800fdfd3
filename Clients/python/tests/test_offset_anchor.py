"""`anchor` on `batch_updates` and `apply_snapshot` against the daemon, on the list of `row_list` (20 rows
of 100 pt, a 667-pt viewport: the content ends at 2000 - 667 = 1333)."""

import pytest

from row_list import LIST, display_events
from scrollsim import ScrollSimError


def anchoring_events(client):
    """The offsetAnchored events received so far, with the display events (as `display_events`)."""
    client.sync()
    events = client.take_events()
    return ([event for event in events if event["event"] == "offsetAnchored"],
            [event["event"] for event in events if event["event"] in ("willDisplay", "didEndDisplaying")])


def test_first_visible_item_keeps_the_rows_on_screen(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["willDisplay", "didEndDisplaying", "offsetAnchored"])
    view = client.create_view(LIST)["view"]
    client.scroll_to(view, [0, 500])
    display_events(client)
    # Ten rows inserted above: "0-5", the first row meeting y 500...1167, moves from y 500 to 1500, and the
    # offset with it; the same seven rows stay on screen, so no display event.
    reply = client.batch_updates(view, anchor="firstVisibleItem", insertItems=[[0, item] for item in range(10)])
    assert reply["contentOffset"] == [0, 1500]
    anchored, displayed = anchoring_events(client)
    assert displayed == []
    assert [(event["anchor"], event["from"], event["to"], event["id"], event["indexPath"]) for event in anchored] == [
        ("firstVisibleItem", [0, 500], [0, 1500], "0-5", [0, 15])]


def test_bottom_keeps_a_chat_at_its_end(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["offsetAnchored"])
    view = client.create_view(LIST)["view"]
    client.scroll_to(view, [0, 1333])
    # Five older messages prepended: the content grows 500 pt, so the offset moves to 1833 = 2500 - 667.
    items = ["older-%d" % item for item in range(5)] + ["0-%d" % item for item in range(20)]
    reply = client.apply_snapshot(view, [{"id": "0", "items": items}], anchor="bottom")
    assert reply["contentOffset"] == [0, 1833]
    anchored, _ = anchoring_events(client)
    assert [(event["anchor"], event["id"], event["indexPath"]) for event in anchored] == [("bottom", None, None)]


def test_an_unknown_anchor_is_refused_with_its_path(scrollsim_client):
    client = scrollsim_client
    view = client.create_view(LIST)["view"]
    with pytest.raises(ScrollSimError) as raised:
        client.batch_updates(view, anchor="top", insertItems=[[0, 0]])
    assert raised.value.code == "invalid_params"
    assert raised.value.path == "anchor"
