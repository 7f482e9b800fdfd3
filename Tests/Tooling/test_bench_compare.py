"""Benchmarks/Scripts/bench_compare.py (make bench-compare): what it reads from package-benchmark's markdown, the
ratios and ranges it prints, and how it refuses bad arguments before building anything. No timing is taken
here: the figures are made up, the sample output's shape is package-benchmark's."""

import os
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "Benchmarks", "Scripts", "bench_compare.py")
sys.path.insert(0, os.path.dirname(SCRIPT))

import bench_compare  # noqa: E402

# `swift package benchmark --target LayoutBenchmarks --filter ... --format markdown --no-progress`, as printed
# (the build's lines and the other metrics' rows trimmed).
SAMPLE = """
Build complete!

## LayoutBenchmarks

### flow attributes(in: viewport), 1000 items, patterned

| Metric                        |        p0 |       p25 |       p50 |       p75 |       p90 |       p99 |      p100 |   Samples |
|:------------------------------|----------:|----------:|----------:|----------:|----------:|----------:|----------:|----------:|
| Instructions *                |      1788 |      1791 |      1791 |      1791 |      1791 |      1791 |      1793 |      2894 |
| Malloc (total) *              |         1 |         1 |         1 |         1 |         1 |         1 |         1 |      2894 |
| Time (total CPU) (ns) *       |       531 |       555 |       571 |       611 |       727 |     1,113 |     2,004 |      2894 |
| Time (wall clock) (ns) *      |       523 |       546 |       566 |       603 |       719 |     1,102 |     1,996 |      2894 |

### table prepare, 1000×1000 cells

| Metric                        |        p0 |       p25 |       p50 |       p75 |       p90 |       p99 |      p100 |   Samples |
|:------------------------------|----------:|----------:|----------:|----------:|----------:|----------:|----------:|----------:|
| Malloc (total) *              |        20 |        20 |        20 |        20 |        20 |        24 |        24 |     11582 |
| Time (wall clock) (μs) *      |       221 |       224 |     1,225 |       231 |       241 |       278 |      1610 |     11582 |

### flow prepare, 1000000 items, uniform

| Metric                        |        p0 |       p25 |       p50 |       p75 |       p90 |       p99 |      p100 |   Samples |
|:------------------------------|----------:|----------:|----------:|----------:|----------:|----------:|----------:|----------:|
| Time (wall clock) (ms) *      |         2 |         2 |         3 |         3 |         4 |         5 |         6 |       100 |
"""

QUERY = "flow attributes(in: viewport), 1000 items, patterned"
TABLE = "table prepare, 1000×1000 cells"
PREPARE = "flow prepare, 1000000 items, uniform"


class ReadingTests(unittest.TestCase):
    def test_each_benchmark_reads_as_its_p0_and_p50_wall_clock_in_nanoseconds(self):
        # p0 and p50 of each `Time (wall clock)` row, times its unit: ns 1, μs 1,000 (the thousands' comma
        # dropped: 1,225 μs is 1,225,000 ns), ms 1,000,000. The CPU time row above it is not read.
        self.assertEqual(bench_compare.parse_markdown(SAMPLE), {
            QUERY: {"p0": 523.0, "p50": 566.0},
            TABLE: {"p0": 221_000.0, "p50": 1_225_000.0},
            PREPARE: {"p0": 2e6, "p50": 3e6}})

    def test_output_without_benchmarks_reads_as_none(self):
        self.assertEqual(bench_compare.parse_markdown("Build complete!\nerror: nothing\n"), {})


class TableTests(unittest.TestCase):
    def test_a_row_gives_medians_and_the_ratio_of_each_round_with_its_range(self):
        base = [{QUERY: {"p0": 500.0, "p50": 600.0}}, {QUERY: {"p0": 520.0, "p50": 800.0}},
                {QUERY: {"p0": 510.0, "p50": 700.0}}]
        new = [{QUERY: {"p0": 250.0, "p50": 300.0}}, {QUERY: {"p0": 260.0, "p50": 600.0}},
               {QUERY: {"p0": 255.0, "p50": 420.0}}]
        # p50 ratios by round: 300/600 = 0.50, 600/800 = 0.75, 420/700 = 0.60: median 0.60, range 0.50–0.75.
        # p0: 250/500, 260/520, 255/510 are 0.50 each. Medians: base p50 700, new 420, base p0 510, new 255.
        self.assertEqual(bench_compare.table(base, new)[2],
                         "| %s | 700 ns | 420 ns | 0.60× (0.50–0.75) | 510 ns | 255 ns | 0.50× (0.50–0.50) |" % QUERY)

    def test_a_row_slower_in_every_round_by_more_than_five_percent_is_marked(self):
        base = [{PREPARE: {"p0": 2e6, "p50": 2e6}}, {PREPARE: {"p0": 2e6, "p50": 2e6}}]
        slower = [{PREPARE: {"p0": 2e6, "p50": 2.2e6}}, {PREPARE: {"p0": 2e6, "p50": 2.4e6}}]
        # 2.2 / 2 = 1.10 and 2.4 / 2 = 1.20, both above 1.05: median 1.15.
        self.assertIn("1.15× (1.10–1.20) **slower**", bench_compare.table(base, slower)[2])
        # 2.2 / 2 = 1.10 but 2.0 / 2 = 1.00: one round was not slower, so the row is not marked.
        mixed = [{PREPARE: {"p0": 2e6, "p50": 2.2e6}}, {PREPARE: {"p0": 2e6, "p50": 2e6}}]
        self.assertNotIn("slower", bench_compare.table(base, mixed)[2])

    def test_a_benchmark_one_side_lacks_is_named_as_such(self):
        lines = bench_compare.table([{TABLE: {"p0": 1.0, "p50": 1.0}}], [{QUERY: {"p0": 1.0, "p50": 1.0}}])
        self.assertEqual(lines[2:], ["| %s | only in base |" % TABLE, "| %s | only in new |" % QUERY])

    def test_times_print_in_the_largest_unit_with_a_whole_part(self):
        self.assertEqual([bench_compare.format_ns(value) for value in (999.0, 1_500.0, 2.25e6, 3e9)],
                         ["999 ns", "1.5 µs", "2.25 ms", "3 s"])


class ArgumentTests(unittest.TestCase):
    def run_script(self, *arguments):
        return subprocess.run([sys.executable, SCRIPT] + list(arguments), capture_output=True, text=True, cwd=ROOT)

    def test_wrong_argument_counts_print_the_usage_and_fail(self):
        for arguments in ([], ["HEAD"], ["HEAD", ".*", "3"], ["HEAD", ".*", "3", "LayoutBenchmarks", "extra"]):
            run = self.run_script(*arguments)
            self.assertNotEqual(run.returncode, 0, arguments)
            self.assertIn("bench_compare.py BASE FILTER ROUNDS TARGET", run.stderr, arguments)
            self.assertNotIn("Traceback", run.stderr, arguments)

    def test_bad_rounds_filter_and_base_are_named_before_anything_is_built(self):
        for arguments, message in (
            (["HEAD", ".*", "0", "LayoutBenchmarks"], "ROUNDS must be a whole number from 1 to 100, not '0'"),
            (["HEAD", "flow (", "3", "LayoutBenchmarks"], "FILTER 'flow (' is not a regular expression"),
            (["no-such-revision-anywhere", ".*", "3", "LayoutBenchmarks"],
             "BASE 'no-such-revision-anywhere' names no commit"),
        ):
            run = self.run_script(*arguments)
            self.assertNotEqual(run.returncode, 0, arguments)
            self.assertIn(message, run.stderr, arguments)
            self.assertNotIn("Traceback", run.stderr, arguments)
        self.assertFalse(os.path.isdir(os.path.join(ROOT, ".build-bench-compare", "no-such-revision-anywhere")))

    def test_hostile_rounds_base_filter_and_target_are_refused_without_a_traceback(self):
        for arguments, message in (
            (["HEAD", ".*", "\u00b2", "LayoutBenchmarks"], "ROUNDS must be a whole number from 1 to 100"),
            (["HEAD", ".*", "-1", "LayoutBenchmarks"], "ROUNDS must be a whole number from 1 to 100"),
            (["HEAD", ".*", "99999999999999999999", "LayoutBenchmarks"], "ROUNDS must be a whole number"),
            (["--output=x", ".*", "3", "LayoutBenchmarks"], "BASE '--output=x' starts with '-'"),
            (["HEAD", "--help", "3", "LayoutBenchmarks"], "FILTER '--help' starts with '-'"),
            (["HEAD", ".*", "3", "--help"], "TARGET '--help' is not a benchmark target name"),
            (["HEAD", ".*", "3", "Layout; rm"], "is not a benchmark target name"),
        ):
            run = self.run_script(*arguments)
            self.assertNotEqual(run.returncode, 0, arguments)
            self.assertIn(message, run.stderr, arguments)
            self.assertNotIn("Traceback", run.stderr, arguments)

    def test_a_worktrees_folder_that_is_a_link_or_a_file_is_refused(self):
        with tempfile.TemporaryDirectory() as folder:
            outside = os.path.join(folder, "outside")
            os.mkdir(outside)
            link, plain = os.path.join(folder, "link"), os.path.join(folder, "plain")
            os.symlink(outside, link)
            open(plain, "w").close()
            for worktrees in (link, plain):
                with mock.patch.object(bench_compare, "WORKTREES", worktrees):
                    with self.assertRaises(SystemExit) as exit:
                        bench_compare.base_worktree("0" * 40)
                self.assertIn("is a symbolic link or a file", str(exit.exception.code))
            self.assertEqual(os.listdir(outside), [])

    def test_make_passes_the_arguments_as_written_to_the_script(self):
        """make used to paste BASE into a double-quoted shell word: `$(...)` in it ran. A fake python3 on
        PATH records what the script would be given."""
        with tempfile.TemporaryDirectory() as folder:
            marker = os.path.join(folder, "ran")
            record = os.path.join(folder, "arguments")
            fake = os.path.join(folder, "python3")
            with open(fake, "w") as script:
                script.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + record + "'\n")
            os.chmod(fake, 0o755)
            base = "x$$(touch " + marker + ")`touch " + marker + "`\"'"
            environment = dict(os.environ, PATH=folder + os.pathsep + os.environ["PATH"])
            run = subprocess.run(["make", "-s", "bench-compare", "BASE=" + base, "FILTER=flow a.*", "ROUNDS=2"],
                                 cwd=ROOT, env=environment, capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            self.assertFalse(os.path.exists(marker))
            with open(record) as recorded:
                self.assertEqual(recorded.read().splitlines(),
                                 ["Benchmarks/Scripts/bench_compare.py", base, "flow a.*", "2", "LayoutBenchmarks"])


if __name__ == "__main__":
    unittest.main()
