"""The per-test clock and the golden-transcript fixture, against the daemon, on the feed of test_feed.py:
375 x 200 cards in a 375 x 400 view at 120 Hz, with the display viewability rule (half visible for
1,000 ms)."""

import hashlib
import json
import os
import subprocess

import pytest

from scrollsim import Clock, ExpectationError, expect_event
from scrollsim.golden import golden_path

from test_feed import FEED

CLIENT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_the_clock_counts_from_the_test_not_the_daemon(scrollsim_client):
    client = scrollsim_client
    client.step(ticks=7)  # the daemon's clock is past 0 whatever ran before
    clock = Clock(client)
    client.subscribe(events=["willDisplay", "viewable"])
    view = client.create_view({**FEED, "id": "feed"})["view"]
    client.step(ticks=120)
    client.sync()
    events = client.take_events()
    shown = expect_event(events, "willDisplay", view=view, clock=clock, within=0, indexPath=[0, 0])
    assert (clock.ticks(shown), clock.ms(shown)) == (0, 0)
    # Cards 0 and 1 show whole from the start: viewable 1,000 ms (120 ticks) later.
    seen = expect_event(events, "viewable", view=view, clock=clock, within=1000, indexPath=[0, 1])
    assert (clock.ticks(seen), clock.ms(seen)) == (120, 1000)
    assert clock.now() == (120, 1000)
    assert seen["tick"] - clock.origin_tick == 120


def test_the_message_is_the_clis_for_the_same_expectation(scrollsim_client, tmp_path):
    # The CLI runs the same feed with `expectEvent: viewable [0, 1] within 995 ms`: a window that closes
    # 5 ms before the card becomes viewable. The client's message for the same events is the CLI's.
    # JSON is YAML: the scenario is the feed and that one step.
    scenario = tmp_path / "late.yaml"
    scenario.write_text(json.dumps({"name": "late", "views": [{**FEED, "id": "feed"}], "steps": [
        {"expectEvent": {"event": "viewable", "view": "feed", "indexPath": [0, 1], "within": 995}}]}))
    run = subprocess.run([os.environ["SCROLLSIM"], "run", str(scenario)], capture_output=True, text=True)
    assert run.returncode == 1
    client = scrollsim_client
    clock = Clock(client)
    client.subscribe(events=["viewable"])
    client.create_view({**FEED, "id": "feed"})
    client.step(ticks=120)
    client.sync()
    with pytest.raises(ExpectationError) as failure:
        expect_event(client.take_events(), "viewable", view="feed", clock=clock, within=995, indexPath=[0, 1])
    assert str(failure.value) in run.stderr, run.stderr


INNER_TEST = '''
def test_feed(scrollsim_client, scrollsim_golden):
    client = scrollsim_client
    client.step(ticks=3)
    client.subscribe(events=["willDisplay"])
    client.create_view({"id": "feed", "viewport": [375, 400],
                        "layout": {"type": "flow", "itemSize": [375, 200], "minimumLineSpacing": 0},
                        "sections": [{"items": 20}]})
    client.sync()
    scrollsim_golden.check(client.take_events())
'''
# The two cards of the feed at rest, as the golden writes them: ticks and times from the test's origin (the
# view made 3 ticks after it: 3 x 1000 / 120 = 25 ms), seq from the first event's.
GOLDEN = (
    '{"category":"cell","event":"willDisplay","frame":[0,0,375,200],"id":"0-0","indexPath":[0,0],'
    '"kind":"cell","seq":0,"t":25,"tick":3,"view":"feed"}\n'
    '{"category":"cell","event":"willDisplay","frame":[0,200,375,200],"id":"0-1","indexPath":[0,1],'
    '"kind":"cell","seq":1,"t":25,"tick":3,"view":"feed"}\n')


def test_a_golden_is_recorded_with_the_flag_then_checked(pytester):
    pytester.makepyfile(test_inner=INNER_TEST)
    plugin = ["-p", "scrollsim.pytest_plugin", "-p", "no:cacheprovider"]
    golden = pytester.path / "__goldens__" / "test_inner" / "test_feed.ndjson"
    missing = pytester.runpytest_subprocess(*plugin)
    missing.assert_outcomes(failed=1)
    missing.stdout.fnmatch_lines([f"*no golden transcript at {golden}; run pytest with --update-goldens*"])
    pytester.runpytest_subprocess(*plugin, "--update-goldens").assert_outcomes(passed=1)
    assert golden.read_text() == GOLDEN
    pytester.runpytest_subprocess(*plugin).assert_outcomes(passed=1)
    golden.write_text(GOLDEN.replace("[0,200,375,200]", "[0,201,375,200]"))
    changed = pytester.runpytest_subprocess(*plugin)
    changed.assert_outcomes(failed=1)
    changed.stdout.fnmatch_lines([
        f"*{golden}: the events differ from the golden at line 2 (golden 2 lines, now 2); --update-goldens*",
        '*- {"category":"cell","event":"willDisplay","frame":[[]0,201,375,200[]]*',
        '*+ {"category":"cell","event":"willDisplay","frame":[[]0,200,375,200[]]*'])


@pytest.fixture(autouse=True)
def _client_on_the_path(monkeypatch):
    """The inner pytest runs import the package from this checkout."""
    monkeypatch.setenv("PYTHONPATH", CLIENT + os.pathsep + os.environ.get("PYTHONPATH", ""))


def test_names_that_differ_only_in_replaced_characters_keep_two_goldens():
    # "t[a b]" and "t[a/b]" both read "t[a_b]" once replaced, as "t[a_b]" is: each replaced name ends in
    # the first 8 hex digits of its own SHA-256; a name with nothing replaced keeps its path, and "/" in a
    # name never leaves the module's folder.
    folder = os.path.join(os.sep, "x", "__goldens__", "t")
    plain = golden_path("/x/t.py", "t[a_b]")
    spaced = golden_path("/x/t.py", "t[a b]")
    slashed = golden_path("/x/t.py", "t[../a/b]")
    assert plain == os.path.join(folder, "t[a_b].ndjson")
    assert spaced == os.path.join(folder, "t[a_b]-" + hashlib.sha256(b"t[a b]").hexdigest()[:8] + ".ndjson")
    assert slashed == os.path.join(folder, "t[.._a_b]-" + hashlib.sha256(b"t[../a/b]").hexdigest()[:8] + ".ndjson")
