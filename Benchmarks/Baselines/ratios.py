#!/usr/bin/env python3
"""Ours against C, back to back: runs the C layout baseline and our LayoutBenchmarks (package-benchmark)
alternately ROUNDS times and prints, for each benchmark the baseline mirrors, the median over the rounds of
our p50 wall-clock time, the C median, and their ratio (ours / C), with the issue's target.

Usage: python3 Benchmarks/Baselines/ratios.py BASELINE_BINARY [ROUNDS]   (make baseline-ratios runs it)."""

import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
UNITS = {"ns": 1.0, "us": 1e3, "μs": 1e3, "µs": 1e3, "ms": 1e6, "s": 1e9}
TARGETS = {"prepare": 2.0, "attributes": 3.0}


def c_run(binary):
    """NAME -> nanoseconds per operation, from the baseline's `NAME<TAB>NS` lines."""
    output = subprocess.run([binary], check=True, capture_output=True, text=True).stdout
    return {name: float(value) for name, value in (line.split("\t") for line in output.splitlines())}


def our_run(names):
    """NAME -> our p50 wall clock in nanoseconds, from package-benchmark's markdown output."""
    pattern = "^(" + "|".join(re.escape(name) for name in names) + ")$"
    output = subprocess.run(
        ["swift", "package", "--allow-writing-to-package-directory", "benchmark", "--target", "LayoutBenchmarks",
         "--filter", pattern, "--format", "markdown", "--no-progress"],
        cwd=PACKAGE, check=True, capture_output=True, text=True).stdout
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


def main():
    binary, rounds = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3
    ours, theirs = {}, {}
    for round_number in range(rounds):
        print("round %d of %d: C baseline, then ours" % (round_number + 1, rounds), file=sys.stderr)
        for name, value in c_run(binary).items():
            theirs.setdefault(name, []).append(value)
        for name, value in our_run(list(theirs)).items():
            ours.setdefault(name, []).append(value)
    print("| benchmark | ours (p50, median of %d) | C (median) | ours / C | target |" % rounds)
    print("|---|---|---|---|---|")
    for name in theirs:
        if name not in ours:
            print("| %s | not measured | %s | — | — |" % (name, format_ns(statistics.median(theirs[name]))))
            continue
        mine, c = statistics.median(ours[name]), statistics.median(theirs[name])
        ratios = sorted(m / t for m, t in zip(ours[name], theirs[name]))
        target = next((limit for key, limit in TARGETS.items() if key in name), None)
        spread = "%.1f× (%.1f–%.1f)" % (statistics.median(ratios), ratios[0], ratios[-1])
        print("| %s | %s | %s | %s | %s |" % (
            name, format_ns(mine), format_ns(c), spread, "≤ %g×" % target if target else "—"))


if __name__ == "__main__":
    main()
