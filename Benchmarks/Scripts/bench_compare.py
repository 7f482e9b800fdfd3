#!/usr/bin/env python3
"""Head to head: one revision's benchmarks against the working tree's (make bench-compare runs it).

  bench_compare.py BASE FILTER ROUNDS TARGET

builds BASE (any git revision) in a worktree of its own under .build-bench-compare/ (kept between runs, with
its own Benchmarks/.build, so a second comparison against the same BASE rebuilds nothing), then runs BASE's and
the working tree's package-benchmark target TARGET (e.g. LayoutBenchmarks), benchmarks matching the regular
expression FILTER, alternately ROUNDS times (base, new, base, new...). The working tree is measured as it is,
uncommitted changes included. It prints one markdown row per benchmark: base and new p50 and p0 wall clock
(medians over the rounds) and the ratio new / base of each round's p50 and p0, as the median of the rounds
with their range. A ratio above 1 is slower; a row whose every round is more than 5 % slower is marked.

A benchmark only one side has is listed as such. Rounds run one after the other on this machine: on a busy
machine read the ranges, not only the medians."""

import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORKTREES = os.path.join(ROOT, ".build-bench-compare")
UNITS = {"ns": 1.0, "us": 1e3, "μs": 1e3, "µs": 1e3, "ms": 1e6, "s": 1e9}
WALL_CLOCK = re.compile(r"\|\s*Time \(wall clock\) \((\w+)\)\s*\*?\s*\|(.*)$")
# A row every round of which is more than this much slower is marked.
SLOWER = 1.05


def parse_markdown(output):
    """NAME -> {"p0": ns, "p50": ns}, wall clock, from package-benchmark's `--format markdown` output: a
    `### NAME` heading per benchmark, then a table whose header names the percentile columns."""
    results, current, columns = {}, None, []
    for line in output.splitlines():
        if line.startswith("### "):
            current, columns = line[4:].strip(), []
        elif line.startswith("| Metric"):
            columns = [cell.strip() for cell in line.strip().strip("|").split("|")]
        match = WALL_CLOCK.match(line)
        if current is not None and match and "p0" in columns and "p50" in columns:
            cells = [cell.strip() for cell in match.group(2).strip().strip("|").split("|")]
            scale = UNITS[match.group(1)]
            values = dict(zip(columns[1:], cells))
            results[current] = {key: float(values[key].replace(",", "")) * scale for key in ("p0", "p50")}
    return results


def ratio_spread(new, base):
    """`1.02× (0.98–1.10)`: the median of the rounds' ratios new / base, and their range."""
    ratios = sorted(n / b for n, b in zip(new, base))
    return "%.2f× (%.2f–%.2f)" % (statistics.median(ratios), ratios[0], ratios[-1])


def format_ns(value):
    """Nanoseconds in the largest unit that keeps a whole part, three significant digits."""
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if value >= scale:
            return "%.3g %s" % (value / scale, unit)
    return "%.0f ns" % value


def table(base_rounds, new_rounds):
    """The comparison as markdown lines, from each side's parsed rounds (lists of `parse_markdown` results)."""
    names = list(dict.fromkeys([name for run in base_rounds + new_rounds for name in run]))
    lines = ["| benchmark | base p50 | new p50 | new / base p50 | base p0 | new p0 | new / base p0 |",
             "|---|---|---|---|---|---|---|"]
    for name in names:
        base = [run[name] for run in base_rounds if name in run]
        new = [run[name] for run in new_rounds if name in run]
        if not base or not new:
            lines.append("| %s | %s |" % (name, "only in new" if new else "only in base"))
            continue
        rounds = min(len(base), len(new))
        base, new = base[:rounds], new[:rounds]
        cells = [name]
        for key in ("p50", "p0"):
            base_values, new_values = [run[key] for run in base], [run[key] for run in new]
            ratio = ratio_spread(new_values, base_values)
            if key == "p50" and min(n / b for n, b in zip(new_values, base_values)) > SLOWER:
                ratio += " **slower**"
            cells += [format_ns(statistics.median(base_values)), format_ns(statistics.median(new_values)), ratio]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def git(*arguments, cwd=ROOT):
    return subprocess.run(["git"] + list(arguments), cwd=cwd, check=True, capture_output=True, text=True).stdout


def base_worktree(revision):
    """The directory of a worktree checked out at `revision` (a commit hash), made once and kept. Exits when
    .build-bench-compare or the revision's folder in it is a symbolic link or not a folder: the worktree
    and its build are written there, and never through a link to elsewhere."""
    path = os.path.join(WORKTREES, revision)
    for folder in (WORKTREES, path):
        if os.path.islink(folder) or (os.path.lexists(folder) and not os.path.isdir(folder)):
            sys.exit("bench_compare.py: %s is a symbolic link or a file, not a folder; remove it" % folder)
    if not os.path.isdir(os.path.join(path, "Benchmarks")):
        git("worktree", "prune")
        os.makedirs(WORKTREES, exist_ok=True)
        git("worktree", "add", "--detach", path, revision)
    return path


def run_benchmarks(package_root, filter_text, target):
    """One run of `target`'s benchmarks matching `filter_text` in `package_root`/Benchmarks, parsed; times in
    whole nanoseconds (package-benchmark's automatic unit prints a 2.6 µs query as `2`)."""
    command = ["swift", "package", "--allow-writing-to-package-directory", "benchmark", "--target", target,
               "--filter", filter_text, "--format", "markdown", "--no-progress", "--time-units", "nanoseconds"]
    result = subprocess.run(command, cwd=os.path.join(package_root, "Benchmarks"), capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("bench_compare.py: `%s` in %s failed:\n%s%s" % (
            " ".join(command), package_root, result.stdout[-4000:], result.stderr[-4000:]))
    return parse_markdown(result.stdout)


def compare(base_text, filter_text, rounds, target):
    try:
        revision = git("rev-parse", "--verify", "--quiet", base_text + "^{commit}").strip()
    except subprocess.CalledProcessError:
        sys.exit("bench_compare.py: BASE %r names no commit" % base_text)
    base_root = base_worktree(revision)
    base_rounds, new_rounds = [], []
    for number in range(1, rounds + 1):
        for label, root, runs in (("base " + revision[:7], base_root, base_rounds), ("new (working tree)", ROOT,
                                                                                      new_rounds)):
            print("round %d of %d: %s" % (number, rounds, label), file=sys.stderr, flush=True)
            runs.append(run_benchmarks(root, filter_text, target))
    if not any(base_rounds + new_rounds):
        sys.exit("bench_compare.py: no benchmark of %s matches %r" % (target, filter_text))
    print("%s, filter %r, base %s against the working tree, %d round(s), wall clock; ratios are new / base "
          "(median of the rounds, range)\n" % (target, filter_text, revision[:7], rounds))
    print("\n".join(table(base_rounds, new_rounds)))


def rounds_argument(text):
    """ROUNDS as a count from 1 to 100 (ASCII digits only), or exits naming what was wrong."""
    if not re.fullmatch(r"[0-9]{1,3}", text) or not 1 <= int(text) <= 100:
        sys.exit("bench_compare.py: ROUNDS must be a whole number from 1 to 100, not %r" % text)
    return int(text)


def filter_argument(text):
    """FILTER as a regular expression not starting with `-` (the benchmark tool would read it as an
    option), or exits naming what was wrong."""
    if text.startswith("-"):
        sys.exit("bench_compare.py: FILTER %r starts with '-'; write it as [-]... to match a dash" % text)
    try:
        re.compile(text)
    except re.error as error:
        sys.exit("bench_compare.py: FILTER %r is not a regular expression: %s" % (text, error))
    return text


def base_argument(text):
    """BASE as given, unless it starts with `-` (git would read it as an option); exits naming it then."""
    if text.startswith("-"):
        sys.exit("bench_compare.py: BASE %r starts with '-'; give a revision (a branch, tag or commit)" % text)
    return text


def target_argument(text):
    """TARGET as a package-benchmark target name (letters, digits, `_`), or exits naming what was wrong."""
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", text):
        sys.exit("bench_compare.py: TARGET %r is not a benchmark target name (letters, digits, _)" % text)
    return text


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if len(arguments) != 4 or not arguments[0] or not arguments[3]:
        sys.exit(__doc__)
    compare(base_argument(arguments[0]), filter_argument(arguments[1]), rounds_argument(arguments[2]),
            target_argument(arguments[3]))
