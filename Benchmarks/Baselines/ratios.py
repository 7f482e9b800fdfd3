#!/usr/bin/env python3
"""Ours against C, back to back (make baseline-ratios runs both):

  ratios.py layout LAYOUT_BASELINE ROUNDS
      runs the C layout baseline and our LayoutBenchmarks (package-benchmark) alternately ROUNDS times and
      prints, for each benchmark the baseline mirrors, our p50 wall clock and the C time (medians over the
      rounds) and their ratio, ours / C, and the C floor of a query returning our attributes; then, from
      the same runs, the expanded and plugin layouts' `prepare` at 1,000,000 items against flow's
      patterned one (all one item per frame, so the ratio of the times is the ratio per item).
  ratios.py fanout FANOUT_BASELINE LOAD_TOOL SCROLLSIM ROUNDS
      runs the C fan-out server and scrollsim-load's floods (the real daemon, manual clock, readers in the
      load tool's process) alternately and prints events per second to 1 and 8 readers and their ratio,
      with another client's ping p99 during our 8-subscriber flood; then the same against the C server
      writing our flood's lines (`ours`: about 170 bytes each where its own are about 100)."""

import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
UNITS = {"ns": 1.0, "us": 1e3, "μs": 1e3, "µs": 1e3, "ms": 1e6, "s": 1e9}
TARGETS = {"prepare": 2.0, "attributes": 3.0}
# The layouts whose `prepare` is held within 1.5× of flow's per item, and the flow benchmark they are held to.
FLOW_PREPARE = "flow prepare, 1000000 items, patterned"
AGAINST_FLOW = ["expanded prepare, 1,000,000 items, mixed scales"] + [
    "plugin %s prepare, 1,000,000 items" % plugin for plugin in ("flow", "grid", "staggered", "mosaic")]
AGAINST_FLOW_TARGET = 1.5
# The prefix of the C baseline's lines that measure a floor, not a benchmark of ours.
FLOOR = "floor: "


def c_run(binary):
    """NAME -> nanoseconds per operation, from a run of the C layout baseline."""
    return parse_baseline(subprocess.run([binary], check=True, capture_output=True, text=True).stdout)


def parse_baseline(output):
    """NAME -> nanoseconds per operation, from the baseline's `NAME<TAB>NS` lines."""
    return {name: float(value) for name, value in (line.split("\t") for line in output.splitlines())}


def our_run(names):
    """NAME -> our p50 wall clock in nanoseconds, from package-benchmark's markdown output."""
    pattern = "^(" + "|".join(re.escape(name) for name in names) + ")$"
    output = subprocess.run(
        ["swift", "package", "--allow-writing-to-package-directory", "benchmark", "--target", "LayoutBenchmarks",
         "--filter", pattern, "--format", "markdown", "--no-progress"],
        cwd=PACKAGE, check=True, capture_output=True, text=True).stdout
    return parse_benchmark_markdown(output, names)


def parse_benchmark_markdown(output, names):
    """NAME -> p50 wall clock in nanoseconds, for each of `names` in package-benchmark's markdown output."""
    results, current = {}, None
    for line in output.splitlines():
        if line.startswith("### "):
            current = line[4:].strip()
        match = re.match(r"\|\s*Time \(wall clock\) \((\w+)\)\s*\*?\s*\|([^|]*)\|([^|]*)\|([^|]*)\|", line)
        if current in names and match:
            unit, p50 = match.group(1), match.group(4)
            results[current] = float(p50.replace(",", "")) * UNITS[unit]
    return results


def format_ns(value):
    for unit, scale in (("ms", 1e6), ("µs", 1e3)):
        if value >= scale:
            return "%.3g %s" % (value / scale, unit)
    return "%.0f ns" % value


def fanout(baseline, load_tool, scrollsim, rounds):
    ours, theirs, theirs_our_lines, pings = {1: [], 8: []}, {1: [], 8: []}, {1: [], 8: []}, []
    socket = "/tmp/scrollsim-fanout-baseline-%d.sock" % os.getpid()
    for round_number in range(rounds):
        print("round %d of %d: C fan-out, then our floods" % (round_number + 1, rounds), file=sys.stderr)
        for readers in (1, 8):
            for variant, results in (([], theirs), (["ours"], theirs_our_lines)):
                line = subprocess.run([baseline, socket, str(readers)] + variant, check=True, capture_output=True,
                                      text=True).stdout
                results[readers].append(float(line.split("\t")[1]))
        output = subprocess.run([load_tool, scrollsim, "0"], check=True, capture_output=True, text=True)
        rates, ping = parse_floods(output.stdout + output.stderr)
        for readers in (1, 8):
            ours[readers].append(rates[readers])
        pings.append(ping)
    print("| flood (events per second per reader) | ours (median of %d) | C (median) | ours / C | target |" % rounds)
    print("|---|---|---|---|---|")
    for readers, target in ((1, "≥ 0.8×"), (8, "≥ 1×")):
        print_ratio("%d reader(s)" % readers, ours[readers], theirs[readers], target)
    for readers in (1, 8):
        print_ratio("%d reader(s), C writing our lines" % readers, ours[readers], theirs_our_lines[readers], "—")
    print("\nanother client's ping during our 8-subscriber flood, p99: %s ms (target ≤ 100 ms)"
          % " / ".join("%.1f" % p for p in pings))


def parse_floods(text):
    """({1: events/s, 8: events/s per reader}, another client's ping p99 in ms during the 8-subscriber flood),
    from scrollsim-load's output; exits naming the line it did not find."""
    rates = {}
    for readers in (1, 8):
        match = re.search(r"flood, manual clock, %d subscriber\(s\): .*= (\d+) events/s" % readers, text)
        if not match:
            sys.exit("ratios.py: scrollsim-load printed no 'flood, manual clock, %d subscriber(s)' line" % readers)
        rates[readers] = float(match.group(1))
    ping = re.search(r"flood, manual clock, 8 subscriber.*\n.*ping meanwhile \(ms\): p50 [0-9.]+ p99 ([0-9.]+)",
                     text)
    if not ping:
        sys.exit("ratios.py: scrollsim-load printed no ping line under its 8-subscriber flood")
    return rates, float(ping.group(1))


def ratio_spread(mine, theirs, digits):
    """The median of the rounds' ratios, mine / theirs, and their range: `1.5× (1.4–1.6)` to `digits` places."""
    ratios = sorted(m / t for m, t in zip(mine, theirs))
    return "%.*f× (%.*f–%.*f)" % (digits, statistics.median(ratios), digits, ratios[0], digits, ratios[-1])


def print_ratio(label, mine, theirs, target):
    """One row: our median, C's, and the median and range of the rounds' ratios."""
    print("| %s | %.2f M/s | %.2f M/s | %s | %s |" % (
        label, statistics.median(mine) / 1e6, statistics.median(theirs) / 1e6, ratio_spread(mine, theirs, 2),
        target))


def layout(binary, rounds):
    ours, theirs = {}, {}
    for round_number in range(rounds):
        print("round %d of %d: C baseline, then ours" % (round_number + 1, rounds), file=sys.stderr)
        for name, value in c_run(binary).items():
            theirs.setdefault(name, []).append(value)
        mirrored = [name for name in theirs if not name.startswith(FLOOR)]
        for name, value in our_run(mirrored + AGAINST_FLOW).items():
            ours.setdefault(name, []).append(value)
    print_against_c(ours, theirs, mirrored, rounds)
    for name in theirs:
        if name.startswith(FLOOR):
            print("\nC, %s: %s" % (name[len(FLOOR):], format_ns(statistics.median(theirs[name]))))
    print()
    print_against_flow(ours, rounds)


def print_against_c(ours, theirs, mirrored, rounds):
    """The table of the benchmarks the C baseline mirrors: our p50, C's time, the ratio and its target."""
    print("| benchmark | ours (p50, median of %d) | C (median) | ours / C | target |" % rounds)
    print("|---|---|---|---|---|")
    for name in mirrored:
        if name not in ours:
            print("| %s | not measured | %s | — | — |" % (name, format_ns(statistics.median(theirs[name]))))
            continue
        target = next((limit for key, limit in TARGETS.items() if key in name), None)
        print("| %s | %s | %s | %s | %s |" % (
            name, format_ns(statistics.median(ours[name])), format_ns(statistics.median(theirs[name])),
            ratio_spread(ours[name], theirs[name], 1), "≤ %g×" % target if target else "—"))


def print_against_flow(ours, rounds):
    """The table of the expanded and plugin `prepare`s against flow's patterned one, round by round."""
    print("| `prepare`, 1,000,000 items | ours (p50, median of %d) | flow's patterned (median) | per item / flow's "
          "| target |" % rounds)
    print("|---|---|---|---|---|")
    flow = ours.get(FLOW_PREPARE)
    for name in AGAINST_FLOW:
        if name not in ours or not flow:
            print("| %s | not measured | — | — | — |" % name)
            continue
        print("| %s | %s | %s | %s | ≤ %g× |" % (
            name, format_ns(statistics.median(ours[name])), format_ns(statistics.median(flow)),
            ratio_spread(ours[name], flow, 2), AGAINST_FLOW_TARGET))


def rounds_argument(text):
    """ROUNDS as a count from 1 to 100, or exits naming what was wrong."""
    if not text.isdigit() or not 1 <= int(text) <= 100:
        sys.exit("ratios.py: ROUNDS must be a whole number from 1 to 100, not %r" % text)
    return int(text)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["layout"] and len(arguments) == 3:
        layout(arguments[1], rounds_argument(arguments[2]))
    elif arguments[:1] == ["fanout"] and len(arguments) == 5:
        fanout(arguments[1], arguments[2], arguments[3], rounds_argument(arguments[4]))
    else:
        sys.exit(__doc__)
