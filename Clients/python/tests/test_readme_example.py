"""The first test of README.md, word for word, so that the example runs (the fling rests after about
3,450 ms: 499.4998 x 0.998^t < 0.5 pt for t > 3,450 ms, within the 5,000 ms the example allows)."""

import pytest

from scrollsim import expect_event

FEED = {"id": "feed", "viewport": [375, 400], "sections": [{"items": 20}],
        "layout": {"type": "flow", "itemSize": [375, 200], "minimumLineSpacing": 0}}


def test_a_fling_comes_to_rest_where_uikit_would(scrollsim_client, scrollsim_clock):
    # The finger at 1,000 pt/s upward: UIKit's normal deceleration (0.998 a millisecond) carries the
    # content 1 / ln(1 / 0.998) = 499.4998 pt down.
    client = scrollsim_client
    client.subscribe()
    client.create_view(FEED)
    client.fling("feed", [0, -1000])
    assert client.step(until_idle=True)["idle"] is True
    client.sync()
    rest = expect_event(client.take_events(), "didEndDecelerating", view="feed", clock=scrollsim_clock,
                        within=5000, contentOffset=[0, 499.4998])
    assert rest["contentOffset"] == pytest.approx([0, 499.4998], abs=0.001)
