"""`fling`, `drag` and `scroll_to` aimed at an orthogonal section (`section`) or at a point (`at`), against
the daemon, on a carousel worked out by hand (the geometry of Scenarios/orthogonal-carousel.yaml): a
375 x 600 view at 120 Hz whose section 0 is a row of 150 x 200 cards, 160 pt apart from x 16 (the row
16 + 20 x 160 - 10 + 16 = 3,222 pt long), over section 1's 375 x 100 rows from y 200."""

import pytest

from scrollsim import expect_event

CAROUSEL = {
    "id": "carousel",
    "viewport": [375, 600],
    "layout": {"type": "compositional", "sections": [
        {"group": {"direction": "horizontal", "size": {"width": {"absolute": 150}, "height": {"absolute": 200}},
                   "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1},
                                                   "height": {"fractionalHeight": 1}}}}]},
         "orthogonalScrollingBehavior": "continuous", "interGroupSpacing": 10, "contentInsets": [0, 16, 0, 16]},
        {"group": {"direction": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                   "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1},
                                                   "height": {"fractionalHeight": 1}}}}]}}]},
    "sections": [{"items": 20}, {"items": 10}],
}
# UIKit's normal deceleration carries a fling of 1,000 pt/s 1 / ln(1 / 0.998) = 499.4998 pt (Physics.md).
FLING_REST = 499.4998


def moved_sections(client):
    client.sync()
    return [event for event in client.take_events() if event["event"] == "sectionDidScroll"]


def test_a_fling_of_a_section_moves_it_and_not_the_view(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["sectionDidScroll", "didScroll"])
    view = client.create_view(CAROUSEL)["view"]
    # The finger moving left at 1,000 pt/s: the row's content moves toward its end.
    client.fling(view, [-1000, 0], section=0)
    assert client.step(until_idle=True)["idle"] is True
    moved = moved_sections(client)
    assert {event["section"] for event in moved} == {0}
    assert moved[-1]["contentOffset"] == pytest.approx([FLING_REST, 0], abs=0.001)
    assert moved[-1]["velocity"] == [0, 0]
    assert client.snapshot(view)["contentOffset"] == [0, 0]


def test_at_a_point_the_hit_test_picks_the_section_or_the_view(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["sectionDidScroll", "didEndDecelerating"])
    view = client.create_view(CAROUSEL)["view"]
    # (100, 100) is on section 0 (y 0...200): a sideways fling there moves the section.
    client.fling(view, [-1000, 0], at=[100, 100])
    client.step(until_idle=True)
    assert moved_sections(client)[-1]["contentOffset"] == pytest.approx([FLING_REST, 0], abs=0.001)
    # (100, 300) is on section 1, which does not scroll on its own: an upward fling there moves the view,
    # 499.4998 pt down (the content is 200 + 10 x 100 = 1,200 pt tall, the bottom edge at 600).
    client.fling(view, [0, -1000], at=[100, 300])
    client.step(until_idle=True)
    client.sync()
    rest = expect_event(client.take_events(), "didEndDecelerating", view=view)
    assert rest["contentOffset"] == pytest.approx([0, FLING_REST], abs=0.001)


def test_a_drag_of_a_section_released_still_stays_where_it_was_let_go(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["sectionDidScroll"])
    view = client.create_view(CAROUSEL)["view"]
    # The finger 100 pt left over 100 ms, lifted still: the section's content 100 pt along, at rest.
    client.drag(view, by=[-100, 0], duration=100, release="still", section=0)
    assert client.step(until_idle=True)["idle"] is True
    moved = moved_sections(client)
    assert moved[-1]["contentOffset"] == pytest.approx([100, 0], abs=0.001)
    # The same along samples [[t, dx, dy]]: 60 pt more over 50 ms.
    client.drag(view, samples=[[0, 0, 0], [50, -60, 0]], release="still", section=0)
    client.step(until_idle=True)
    assert moved_sections(client)[-1]["contentOffset"] == pytest.approx([160, 0], abs=0.001)


def test_scroll_to_a_section_offset(scrollsim_client):
    client = scrollsim_client
    client.subscribe(events=["sectionDidScroll"])
    view = client.create_view(CAROUSEL)["view"]
    client.scroll_to(view, [300, 0], section=0)
    assert moved_sections(client)[-1]["contentOffset"] == [300, 0]
    assert client.snapshot(view)["contentOffset"] == [0, 0]

