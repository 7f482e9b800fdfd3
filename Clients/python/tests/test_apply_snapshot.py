"""`apply_snapshot` against the daemon, on a list worked out by hand: 375 x 100 rows in a 375 x 667 view,
so rows 0...6 are displayed (row 6 spans y 600...700)."""

import pytest

from scrollsim import ScrollSimError

LIST = {
    "id": "list",
    "viewport": [375, 667],
    "layout": {"type": "flow", "itemSize": [375, 100], "minimumLineSpacing": 0},
    "sections": [{"items": 20}],
}


def display_events(client):
    client.sync()
    return [(event["event"], event.get("indexPath"), event.get("id")) for event in client.take_events()
            if event["event"] in ("willDisplay", "didEndDisplaying", "deleted")]


def test_a_snapshot_is_applied_as_the_batch_of_its_difference(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["willDisplay", "didEndDisplaying", "deleted"])
    view = client.create_view(LIST)["view"]
    display_events(client)
    # The new snapshot drops "0-5" and puts "0-1" after "0-4": the difference deletes [0, 5] and moves
    # [0, 1] to [0, 4] (the others keep their order); "0-2" is reloaded where it stood, [0, 2]. So the
    # events are batch_updates' for that batch: "0-5" ends and goes, "0-2" gets a new cell at [0, 1], and
    # with the rows closed up by one "0-7" comes in at [0, 6] (y 600).
    items = ["0-0", "0-2", "0-3", "0-4", "0-1"] + ["0-%d" % item for item in range(6, 20)]
    client.apply_snapshot(view, [{"id": "0", "items": items}], reload_items=["0-2"])
    assert display_events(client) == [
        ("didEndDisplaying", [0, 5], "0-5"), ("deleted", [0, 5], "0-5"), ("didEndDisplaying", [0, 2], "0-2"),
        ("willDisplay", [0, 1], "0-2"), ("willDisplay", [0, 6], "0-7"),
    ]


def test_a_duplicate_identifier_is_refused_with_its_path(scrollsim_client):
    client = scrollsim_client
    view = client.create_view(LIST)["view"]
    with pytest.raises(ScrollSimError) as raised:
        client.apply_snapshot(view, [{"id": "0", "items": ["a", "b", "a"]}])
    assert raised.value.code == "invalid_params"
    assert raised.value.path == "sections[0].items[2]"
