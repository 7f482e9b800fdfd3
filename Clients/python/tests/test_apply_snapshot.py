"""`apply_snapshot` against the daemon, on the list of `row_list`."""

import pytest

from row_list import LIST, display_events
from scrollsim import ScrollSimError


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
    client.apply_snapshot(view, [{"id": "0", "items": items}], reload_items=["0-2"], animated=False)
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


def test_a_reloaded_section_ends_its_cells_and_shows_them_again(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["willDisplay", "didEndDisplaying", "deleted"])
    view = client.create_view(LIST)["view"]
    display_events(client)
    # The same snapshot with section "0" reloaded, instantly: the seven rows displayed (0...6) end, then are
    # displayed again at the same index paths, ids kept.
    items = ["0-%d" % item for item in range(20)]
    client.apply_snapshot(view, [{"id": "0", "items": items}], reload_sections=["0"], animated=False)
    rows = [([0, row], "0-%d" % row) for row in range(7)]
    assert display_events(client) == (
        [("didEndDisplaying", path, id) for path, id in rows] + [("willDisplay", path, id) for path, id in rows])
