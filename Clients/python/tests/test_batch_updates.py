"""`batch_updates` against the daemon, on a list worked out by hand: 375 x 100 rows in a 375 x 667 view,
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


def test_a_batch_moves_deletes_and_reloads_as_uikit_does(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["willDisplay", "didEndDisplaying", "deleted"])
    view = client.create_view(LIST)["view"]
    display_events(client)
    # "0-5" goes; "0-1" moves to place 4 and keeps its cell; "0-2" (now [0, 1]) gets a new cell; rows close
    # up by one, so "0-7" comes in at [0, 6] (y 600).
    client.batch_updates(view, deleteItems=[[0, 5]], moveItems=[{"from": [0, 1], "to": [0, 4]}],
                         reloadItems=[[0, 2]])
    assert display_events(client) == [
        ("didEndDisplaying", [0, 5], "0-5"), ("deleted", [0, 5], "0-5"), ("didEndDisplaying", [0, 2], "0-2"),
        ("willDisplay", [0, 1], "0-2"), ("willDisplay", [0, 6], "0-7"),
    ]


def test_an_inconsistent_batch_names_its_entry(scrollsim_client):
    client = scrollsim_client
    view = client.create_view(LIST)["view"]
    with pytest.raises(ScrollSimError) as raised:
        client.batch_updates(view, deleteItems=[[0, 1]], reloadItems=[[0, 1]])
    assert raised.value.code == "invalid_params"
    assert raised.value.path == "reloadItems[0]"
