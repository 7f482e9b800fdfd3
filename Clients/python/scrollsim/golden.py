"""Golden transcripts for Python tests, as snapshot-testing plugins keep them: the events a test saw are
compared with a file next to the test, `__goldens__/<test file's name>/<test's name>.ndjson`, one canonical
JSON event a line (keys sorted, no spaces, numbers to three decimals: the daemon's transcript format). Run
pytest with `--update-goldens` to write the files anew instead of comparing.

So that a golden does not depend on what ran before, its times and sequence numbers are the test's own:
`tick` and `t` from the test's clock origin, `seq` from the first event's (the gaps between them kept).
Give views an `id`: a view named by the daemon (`v1`, `v2`, ...) gets the next free name of the session."""

import hashlib
import json
import os
import re

from .clock import DECIMALS
from .golden_files import read_golden, write_golden

# How many differing lines a failure quotes.
LINES_SHOWN = 5


class GoldenMismatch(AssertionError):
    """The events differ from the golden file (or there is none): the message names the file, the first
    differing lines and the flag that rewrites it."""


def golden_path(test_file, test_name):
    """`__goldens__/<module>/<test>.ndjson` beside `test_file`; characters other than letters, digits,
    `-`, `_`, `.`, `[` and `]` in the test's name (a parametrized id) become `_`, and a name that changed so
    ends in `-` and the first 8 hex digits of the SHA-256 of the name as given, so that two names that
    differ only there (`t[a b]` and `t[a_b]`) keep two files."""
    folder = os.path.dirname(os.path.abspath(test_file))
    module = os.path.splitext(os.path.basename(test_file))[0]
    name = re.sub(r"[^A-Za-z0-9_.\[\]-]", "_", test_name)
    if name != test_name:
        name += "-" + hashlib.sha256(test_name.encode("utf-8")).hexdigest()[:8]
    return os.path.join(folder, "__goldens__", module, name + ".ndjson")


def canonical_lines(events, clock=None):
    """`events` as the golden's lines: `tick` and `t` from `clock`'s origin (when given), `seq` from the
    first event's, keys sorted, numbers to three decimals. O(size of the events)."""
    first = next((event["seq"] for event in events if isinstance(event.get("seq"), int)), None)
    lines = []
    for event in (clock.relative(events) if clock is not None else events):
        copy = dict(event)
        if first is not None and isinstance(copy.get("seq"), int):
            copy["seq"] -= first
        lines.append(json.dumps(_rounded(copy), sort_keys=True, separators=(",", ":"), ensure_ascii=False))
    return lines


class Golden:
    """The golden transcript of one test at `path`; `update` rewrites it instead of comparing. `root` is the
    folder below which every component of `path` must be a real folder, not a symbolic link, for `update`
    to write it (`golden_files.write_golden`); by default the golden's own folder, so that only the file
    itself is checked."""

    def __init__(self, path, update=False, clock=None, root=None):
        self.path = path
        self.update = update
        self.clock = clock
        self.root = os.path.dirname(os.path.abspath(path)) if root is None else root

    def check(self, events):
        """Compares `events` (made relative, `canonical_lines`) with the golden file; with `update`, writes
        them there instead (creating its folders). Raises `GoldenMismatch` when they differ or the file is
        missing, `GoldenPathError` when the golden (or a folder below `root`) is a symbolic link to be
        written through, or is not a regular file."""
        lines = canonical_lines(events, self.clock)
        text = "".join(line + "\n" for line in lines)
        if self.update:
            write_golden(self.root, os.path.abspath(self.path), text)
            return
        recorded = read_golden(self.path)
        if recorded is None:
            raise GoldenMismatch(
                f"no golden transcript at {self.path}; run pytest with --update-goldens to record it")
        if recorded != text:
            raise GoldenMismatch(_difference(self.path, recorded.splitlines(), lines))


def _difference(path, recorded, lines):
    """The first differing line, the next few, and the lengths: what a failure says."""
    first = next((index for index, (old, new) in enumerate(zip(recorded, lines)) if old != new),
                 min(len(recorded), len(lines)))
    report = [f"{path}: the events differ from the golden at line {first + 1} "
              f"(golden {len(recorded)} lines, now {len(lines)}); --update-goldens rewrites it"]
    for index in range(first, min(first + LINES_SHOWN, max(len(recorded), len(lines)))):
        report.append(f"  line {index + 1}")
        report.append(f"    - {recorded[index] if index < len(recorded) else '(none)'}")
        report.append(f"    + {lines[index] if index < len(lines) else '(none)'}")
    return "\n".join(report)


def _rounded(value):
    """`value` with every float rounded to three decimals, and to an int when whole."""
    if isinstance(value, float):
        rounded = round(value, DECIMALS)
        return int(rounded) if rounded == int(rounded) else rounded
    if isinstance(value, list):
        return [_rounded(item) for item in value]
    if isinstance(value, dict):
        return {key: _rounded(item) for key, item in value.items()}
    return value
