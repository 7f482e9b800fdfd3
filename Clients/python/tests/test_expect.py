"""`expect_event` and its message, on events written by hand: the message is the one `scrollsim run` prints
for a failed `expectEvent` (Docs/Formats.md quotes it), field for field."""

import pytest

from scrollsim import ExpectationError, expect_event


def viewable(t, index_path, view="feed"):
    return {"event": "viewable", "view": view, "t": t, "tick": round(t * 120 / 1000), "indexPath": index_path,
            "id": f"{index_path[0]}-{index_path[1]}", "dwell": 1000}


def test_the_formats_example_word_for_word():
    # Formats.md: a window of 995 ms from 0 that saw both cards viewable at 1000 ms, the matching one late.
    events = [viewable(1000, [0, 0]), viewable(1000, [0, 1])]
    with pytest.raises(ExpectationError) as failure:
        expect_event(events, "viewable", within=995, indexPath=[0, 1])
    assert str(failure.value) == (
        "expected viewable, indexPath [0, 1] within 995 ms, in [0, 995] ms, got 2 viewable event(s): "
        "at 1000 ms, indexPath [0, 1] (matches, after the window); "
        "at 1000 ms, indexPath [0, 0] (differs in indexPath)")
    assert isinstance(failure.value, AssertionError)


def test_a_match_is_returned_numbers_within_half_a_point():
    event = {"event": "didEndDecelerating", "view": "feed", "t": 2000, "contentOffset": [0, 499.5]}
    assert expect_event([event], "didEndDecelerating", view="feed", contentOffset=[0, 499.1]) is event
    assert expect_event([event], "didEndDecelerating", within=2000, contentOffset=[0, 500]) is event
    with pytest.raises(ExpectationError) as failure:
        expect_event([event], "didEndDecelerating", contentOffset=[0, 498.9])
    # 499.5 - 498.9 = 0.6 > 0.5: no match, and no window to name.
    assert str(failure.value) == (
        "expected didEndDecelerating, contentOffset [0, 498.9], got 1 didEndDecelerating event(s): "
        "at 2000 ms, contentOffset [0, 499.5] (differs in contentOffset)")


def test_no_event_of_the_name_other_views_and_a_missing_field():
    events = [viewable(1000, [0, 0], view="other"), {"event": "willDisplay", "view": "feed", "t": 0}]
    with pytest.raises(ExpectationError) as failure:
        expect_event(events, "viewable", view="feed", within=1000, since=500)
    assert str(failure.value) == "expected viewable within 1000 ms, in [500, 1500] ms, got no viewable event"
    with pytest.raises(ExpectationError) as failure:
        expect_event(events, "willDisplay", kind="header")
    assert failure.value.actual == "1 willDisplay event(s): at 0 ms, kind absent (differs in kind)"


def test_three_near_misses_then_how_many_more():
    # Five cards viewable at 1000, 1008.333, ... ms (a tick apart at 120 Hz); the one wanted is none of them.
    events = [viewable(1000 + 25 * k / 3, [0, k]) for k in range(5)]
    with pytest.raises(ExpectationError) as failure:
        expect_event(events, "viewable", since=1000, within=20, indexPath=[1, 0])
    assert failure.value.expected == "viewable, indexPath [1, 0] within 20 ms, in [1000, 1020] ms"
    assert failure.value.actual == (
        "5 viewable event(s): at 1000 ms, indexPath [0, 0] (differs in indexPath); "
        "at 1008.333 ms, indexPath [0, 1] (differs in indexPath); "
        "at 1016.667 ms, indexPath [0, 2] (differs in indexPath); 2 more")


def test_a_match_before_the_window_says_so_and_types_are_kept_apart():
    event = {"event": "didEndDragging", "view": "feed", "t": 100, "willDecelerate": True}
    with pytest.raises(ExpectationError) as failure:
        expect_event([event], "didEndDragging", since=200, within=50, willDecelerate=True)
    assert failure.value.actual == (
        "1 didEndDragging event(s): at 100 ms, willDecelerate true (matches, before the window)")
    # true is not 1, as in the CLI's comparison.
    with pytest.raises(ExpectationError):
        expect_event([event], "didEndDragging", willDecelerate=1)
