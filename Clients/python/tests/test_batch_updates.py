"""`batch_updates` against the daemon, on the list of `row_list`."""

import pytest

from row_list import LIST, display_events
from scrollsim import Clock, ScrollSimError


def test_a_batch_moves_deletes_and_reloads_as_uikit_does(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["willDisplay", "didEndDisplaying", "deleted"])
    view = client.create_view(LIST)["view"]
    display_events(client)
    # "0-5" goes; "0-1" moves to place 4 and keeps its cell; "0-2" (now [0, 1]) gets a new cell; rows close
    # up by one, so "0-7" comes in at [0, 6] (y 600).
    client.batch_updates(view, deleteItems=[[0, 5]], moveItems=[{"from": [0, 1], "to": [0, 4]}],
                         reloadItems=[[0, 2]], animated=False)
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



def test_an_animated_delete_fades_out_and_completes(scrollsim_client):
    client = scrollsim_client
    clock = Clock(client)
    client.subscribe(events=["willDisplay", "didEndDisplaying", "deleted", "didEndBatchUpdates"])
    view = client.create_view(LIST)["view"]
    display_events(client)
    # Linear over 0.1 s (12 ticks): "0-1" gets `deleted` at once and stays at y 100 until the end, alpha
    # 1 -> 0; rows 2...7 move up 100 pt, "0-7" from y 700 to 600 enters the 667-pt viewport once
    # 700 - 100 k/12 < 667, at tick 4; at tick 12 "0-1" ends (alpha 0), then the completion.
    client.batch_updates(view, deleteItems=[[0, 1]], animation={"duration": 0.1, "curve": "linear"})
    assert display_events(client) == [("deleted", [0, 1], "0-1")]
    client.step(ticks=12)
    client.sync()
    events = [(clock.ticks(event), event["event"], event.get("id"), event.get("alpha"), event.get("finished"))
              for event in client.take_events()]
    assert events == [
        (4, "willDisplay", "0-7", 1, None), (12, "didEndDisplaying", "0-1", 0, None),
        (12, "didEndBatchUpdates", None, None, True),
    ]
