"""`expect_event`, the assertion a scenario's `expectEvent` step makes, for a Python test: an event of that
name (and view) whose fields match, within a window of time; when there is none, an `ExpectationError` whose
message is the one `scrollsim run` prints for the step, the near misses first:

    expected viewable, indexPath [0, 1] within 995 ms, in [0, 995] ms, got 2 viewable event(s): at 1000 ms,
    indexPath [0, 1] (matches, after the window); at 1000 ms, indexPath [0, 0] (differs in indexPath)
"""

from .clock import DECIMALS

# How many events of the expected name a failure describes; numbers match within this many units.
CANDIDATES_SHOWN = 3
TOLERANCE = 0.5


class ExpectationError(AssertionError):
    """An expected event that did not happen: `expected` and `actual` are the two halves of the message
    (`expected {expected}, got {actual}`). An `AssertionError`, so pytest reports it as a failed assert."""

    def __init__(self, expected, actual):
        super().__init__(f"expected {expected}, got {actual}")
        self.expected = expected
        self.actual = actual


def expect_event(events, event, view=None, within=None, since=0, clock=None, **fields):
    """The first of `events` named `event` (and of `view`, when given) whose fields match `fields` (by their
    wire names: `indexPath=[0, 1]`; numbers within 0.5, lists element by element, anything else equal) and,
    with `within` (ms), whose time lies in `[since, since + within]` ms. Times are the `clock`'s (a
    `scrollsim.Clock`: from the test's origin) when it is given, else the events' own `t`. Raises
    `ExpectationError` when none does, naming the window and up to three events of that name and view,
    those that match but fall outside the window first, each with its time, the fields named and what kept
    it from counting. O(len(events))."""
    time = clock.ms if clock is not None else (lambda candidate: candidate["t"])
    end = None if within is None else since + within
    concerned = [candidate for candidate in events
                 if candidate.get("event") == event and (view is None or candidate.get("view") == view)]
    matching = [candidate for candidate in concerned if _fields_match(candidate, fields)]
    for candidate in matching:
        if end is None or since <= time(candidate) <= end:
            return candidate
    expected = ", ".join([event] + [f"{key} {show(fields[key])}" for key in sorted(fields)])
    if end is not None:
        expected += f" within {show(within)} ms, in [{show(since)}, {show(end)}] ms"
    if not concerned:
        raise ExpectationError(expected, f"no {event} event")
    differing = [candidate for candidate in concerned if not _fields_match(candidate, fields)]
    shown = (matching + differing)[:CANDIDATES_SHOWN]
    described = "; ".join(_candidate(candidate, fields, time(candidate), since) for candidate in shown)
    more = f"; {len(concerned) - len(shown)} more" if len(concerned) > len(shown) else ""
    raise ExpectationError(expected, f"{len(concerned)} {event} event(s): {described}{more}")


def matches(expected, actual):
    """Whether `actual` is what `expected` says: numbers within `TOLERANCE`, lists of the same length
    element by element, anything else equal (a bool is not a number)."""
    if _is_number(expected) and _is_number(actual):
        return abs(expected - actual) <= TOLERANCE
    if isinstance(expected, (list, tuple)) and isinstance(actual, (list, tuple)):
        return len(expected) == len(actual) and all(map(matches, expected, actual))
    return type(expected) is type(actual) and expected == actual


def show(value):
    """`value` as the CLI's messages write it: a number to three decimals (a whole one without any),
    a string in quotes with its control characters escaped, `true`, `false`, `null`, `[a, b]`."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if _is_number(value):
        rounded = round(value, DECIMALS)
        return str(int(rounded)) if rounded == int(rounded) else repr(rounded)
    if isinstance(value, str):
        return '"' + "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode() for ch in value) + '"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(show(item) for item in value) + "]"
    return repr(value)


def _candidate(candidate, fields, at, since):
    """One event of the expected name: when, the fields named, and why it did not count."""
    differing = [key for key in sorted(fields) if key not in candidate or not matches(fields[key], candidate[key])]
    if differing:
        verdict = "differs in " + ", ".join(differing)
    else:
        verdict = "matches, before the window" if at < since else "matches, after the window"
    shown = [f"{key} {show(candidate[key]) if key in candidate else 'absent'}" for key in sorted(fields)]
    return ", ".join([f"at {show(at)} ms"] + shown) + f" ({verdict})"


def _fields_match(candidate, fields):
    return all(key in candidate and matches(expected, candidate[key]) for key, expected in fields.items())


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)
