"""Two tests as a Python user writes them, on a feed worked out by hand: 375x200 cards, no spacing, in a
375x400 view (two cards fill it), 20 cards (4,000 pt tall), with the display viewability rule (half
visible for 1,000 ms)."""

import pytest

from scrollsim import ScrollSimError

FEED = {
    "viewport": [375, 400],
    "layout": {"type": "flow", "itemSize": [375, 200], "minimumLineSpacing": 0},
    "sections": [{"items": 20}],
    "visibility": {"thresholds": [0, 0.5, 1], "viewable": "display"},
}


def of_view(events, view):
    return [event for event in events if event.get("view") == view]


def test_a_fling_comes_to_rest_where_uikit_would(scrollsim_client):
    # The finger at 1,000 pt/s upward: UIKit's normal deceleration (0.998 a millisecond) carries the content
    # 1 / ln(1 / 0.998) = 499.4998 pt down; cards 2 (400-600), 3 and 4 (800-1000) then show.
    client = scrollsim_client
    client.subscribe()
    view = client.create_view(FEED)["view"]
    client.fling(view, [0, -1000])
    stepped = client.step(until_idle=True)
    assert stepped["idle"] is True
    client.sync()
    rest = [e for e in of_view(client.take_events(), view) if e["event"] == "didEndDecelerating"]
    assert rest[-1]["contentOffset"] == pytest.approx([0, 499.4998], abs=0.001)
    assert rest[-1]["tick"] == stepped["tick"]
    assert client.snapshot(view)["visible"] == [[0, 2], [0, 3], [0, 4]]


def test_cards_on_screen_are_viewed_after_a_second(scrollsim_client):
    # At rest, cards 0 and 1 are fully visible from the tick the view is made: each is viewable 120 ticks
    # (1,000 ms at 120 Hz) later, with a dwell of 1,000 ms; card 2 never shows.
    client = scrollsim_client
    client.subscribe(events=["willDisplay", "viewable"])
    view = client.create_view(FEED)["view"]
    shown = of_view(client.take_events(), view)
    created = shown[0]["tick"]
    client.step(ticks=120)
    client.sync()
    viewable = [e for e in of_view(client.take_events(), view) if e["event"] == "viewable"]
    assert [(e["indexPath"], e["tick"], e["dwell"]) for e in viewable] == [
        ([0, 0], created + 120, 1000), ([0, 1], created + 120, 1000)]


def test_errors_name_their_code_and_key(scrollsim_client):
    # Protocol.md: a missing view is not_found, a bad parameter invalid_params, each with its key.
    with pytest.raises(ScrollSimError) as missing:
        scrollsim_client.fling("no-such-view", [0, -1000])
    assert (missing.value.code, missing.value.path) == ("not_found", "view")
    view = scrollsim_client.create_view(FEED)["view"]
    with pytest.raises(ScrollSimError) as bad:
        scrollsim_client.step(until_idle=True, max_ticks=0)
    assert (bad.value.code, bad.value.path) == ("invalid_params", "maxTicks")
    assert scrollsim_client.snapshot(view)["phase"] == "idle"
