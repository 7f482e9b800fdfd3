"""Parameters of the wrong type reach the daemon as given, which refuses them with `invalid_params` naming
the parameter, as it refuses `batch_updates`' lists; the client turns a mapping into an object and any other
iterable but text into a list, and nothing else into either."""

import types

import pytest

from row_list import LIST
from scrollsim import ScrollSimError

SECTIONS = [{"id": "0", "items": [f"0-{item}" for item in range(20)]}]


@pytest.mark.parametrize("call, path", [
    # `dict([])` made `{}` of these: the default animation, applied.
    (lambda client, view: client.batch_updates(view, deleteItems=[[0, 1]], animation=[]), "animation"),
    (lambda client, view: client.apply_snapshot(view, SECTIONS, animation=[]), "animation"),
    (lambda client, view: client.batch_updates(view, deleteItems=[[0, 1]], animation="linear"), "animation"),
    # `{} or []` made `[]` of this: nothing reloaded.
    (lambda client, view: client.apply_snapshot(view, SECTIONS, reload_items={}), "reloadItems"),
    # `list()` made the keys of a mapping, or the characters of a string, of these.
    (lambda client, view: client.apply_snapshot(view, {"id": "0", "items": ["0-0"]}), "sections"),
    (lambda client, view: client.fling(view, {"dx": 0, "dy": -1000}), "velocity"),
    (lambda client, view: client.fling(view, "ab"), "velocity"),
    (lambda client, view: client.drag(view, samples=[[0, 0, 0], "abc"]), "samples[1]"),
])
def test_a_parameter_of_the_wrong_type_is_refused_by_the_daemon(scrollsim_client, call, path):
    view = scrollsim_client.create_view(LIST)["view"]
    with pytest.raises(ScrollSimError) as raised:
        call(scrollsim_client, view)
    assert (raised.value.code, raised.value.path) == ("invalid_params", path)


def test_a_refused_animation_changes_nothing(scrollsim_client):
    client = scrollsim_client
    view = client.create_view(LIST)["view"]
    client.subscribe(events=["deleted", "didEndBatchUpdates"])
    with pytest.raises(ScrollSimError):
        client.batch_updates(view, deleteItems=[[0, 1]], animation=[])
    client.sync()
    assert client.take_events() == []


def test_tuples_generators_and_mappings_are_taken(scrollsim_client):
    client = scrollsim_client
    view = client.create_view(LIST)["view"]
    client.subscribe(events=["deleted"])
    # A tuple, a generator and a mapping that is not a dict are a list, a list and an object.
    client.scroll_to(view, (value for value in (0, 100)))
    assert client.snapshot(view)["contentOffset"] == [0, 100]
    client.batch_updates(view, deleteItems=[(0, 1)],
                         animation=types.MappingProxyType({"duration": 0.1, "curve": "linear"}))
    client.sync()
    assert [(event["event"], event["indexPath"]) for event in client.take_events()] == [("deleted", [0, 1])]
