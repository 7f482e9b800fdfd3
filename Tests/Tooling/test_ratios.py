"""Benchmarks/Baselines/ratios.py: what it reads from the C baselines, package-benchmark and scrollsim-load, and
how it refuses bad arguments. The ratios in Docs/Benchmarks.md come from these readings."""

import os
import subprocess
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "Benchmarks", "Baselines", "ratios.py")
sys.path.insert(0, os.path.dirname(SCRIPT))

import ratios  # noqa: E402

# package-benchmark's markdown for two benchmarks, the shape `--format markdown` prints (trimmed rows).
BENCHMARK_MARKDOWN = """
## LayoutBenchmarks

### table prepare, 1000×1000 cells

| Metric                        |        p0 |       p25 |       p50 |       p75 |       p90 |       p99 |      p100 |   Samples |
|:------------------------------|----------:|----------:|----------:|----------:|----------:|----------:|----------:|----------:|
| Malloc (total) *              |        20 |        20 |        20 |        20 |        20 |        24 |        24 |     11582 |
| Time (wall clock) (μs) *      |       221 |       224 |       225 |       231 |       241 |       278 |      1610 |     11582 |

### flow attributes(in: viewport), 1000 items, uniform

| Metric                        |        p0 |       p25 |       p50 |       p75 |       p90 |       p99 |      p100 |   Samples |
|:------------------------------|----------:|----------:|----------:|----------:|----------:|----------:|----------:|----------:|
| Time (wall clock) (ns) *      |       301 |       320 |     1,329 |       340 |       360 |       400 |       900 |       999 |

### flow prepare, 1000 items, uniform

| Metric                        |        p0 |       p25 |       p50 |       p75 |       p90 |       p99 |      p100 |   Samples |
|:------------------------------|----------:|----------:|----------:|----------:|----------:|----------:|----------:|----------:|
| Time (wall clock) (ms) *      |         1 |         2 |         3 |         4 |         5 |         6 |         7 |       100 |
"""

# scrollsim-load's flood lines as it prints them, with a ping line under each flood.
LOAD_OUTPUT = """ready to accept after start: p50 9.879 ms, max 23.599 ms (5 starts)
flood, manual clock, 1 subscriber(s): 631941 events in 0.185 s = 3414395 events/s, 3414395 deliveries/s
  another client's ping meanwhile (ms): p50 0.641 p99 3.445 max 3.445 (31 pings)
flood, manual clock, 8 subscriber(s): 631941 events in 0.258 s = 2448279 events/s, 19586233 deliveries/s
  another client's ping meanwhile (ms): p50 0.413 p99 5.208 max 5.211 (42 pings)
flood, manual clock, 16 subscriber(s): 631941 events in 0.342 s = 1849011 events/s, 29584182 deliveries/s
  another client's ping meanwhile (ms): p50 0.610 p99 5.162 max 5.163 (54 pings)
"""


class ReadingTests(unittest.TestCase):
    def test_the_baseline_lines_are_names_and_nanoseconds(self):
        self.assertEqual(
            ratios.parse_baseline("flow prepare, 1000 items, uniform\t2210.5\nfloor: twelve\t68\n"),
            {"flow prepare, 1000 items, uniform": 2210.5, "floor: twelve": 68.0})

    def test_a_benchmark_reads_as_its_p50_wall_clock_in_nanoseconds(self):
        names = ["table prepare, 1000×1000 cells", "flow attributes(in: viewport), 1000 items, uniform"]
        self.assertEqual(
            ratios.parse_benchmark_markdown(BENCHMARK_MARKDOWN, names),
            {names[0]: 225_000.0, names[1]: 1_329.0})

    def test_a_benchmark_not_asked_for_is_left_out(self):
        results = ratios.parse_benchmark_markdown(BENCHMARK_MARKDOWN, ["flow prepare, 1000 items, uniform"])
        self.assertEqual(results, {"flow prepare, 1000 items, uniform": 3e6})

    def test_the_floods_read_as_events_per_second_and_the_eight_reader_pings_p99(self):
        self.assertEqual(ratios.parse_floods(LOAD_OUTPUT), ({1: 3414395.0, 8: 2448279.0}, 5.208))

    def test_a_missing_flood_line_is_named(self):
        without_eight = "\n".join(line for line in LOAD_OUTPUT.splitlines() if "8 subscriber" not in line)
        with self.assertRaises(SystemExit) as refusal:
            ratios.parse_floods(without_eight)
        self.assertIn("8 subscriber(s)", str(refusal.exception.code))

    def test_a_flood_without_its_ping_line_is_named(self):
        without_pings = "\n".join(line for line in LOAD_OUTPUT.splitlines() if "ping" not in line)
        with self.assertRaises(SystemExit) as refusal:
            ratios.parse_floods(without_pings)
        self.assertIn("ping", str(refusal.exception.code))


class ArgumentTests(unittest.TestCase):
    def test_rounds_is_a_whole_number_from_one_to_a_hundred(self):
        self.assertEqual(ratios.rounds_argument("1"), 1)
        self.assertEqual(ratios.rounds_argument("100"), 100)
        for text in ("0", "101", "-1", "1e9", "3.5", "", "99999999999999999999"):
            with self.assertRaises(SystemExit) as refusal:
                ratios.rounds_argument(text)
            self.assertIn("ROUNDS", str(refusal.exception.code))

    def test_wrong_arguments_print_the_usage_and_fail(self):
        for arguments in ([], ["layout"], ["layout", "a", "3", "extra"], ["fanout", "a", "b", "c"], ["other"]):
            run = subprocess.run([sys.executable, SCRIPT] + arguments, capture_output=True, text=True)
            self.assertNotEqual(run.returncode, 0, arguments)
            self.assertIn("ratios.py layout LAYOUT_BASELINE ROUNDS", run.stderr, arguments)
            self.assertNotIn("Traceback", run.stderr, arguments)

    def test_bad_rounds_fail_before_anything_runs(self):
        run = subprocess.run([sys.executable, SCRIPT, "layout", "/nonexistent/baseline", "many"],
                             capture_output=True, text=True)
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("ROUNDS must be a whole number from 1 to 100, not 'many'", run.stderr)
        self.assertNotIn("Traceback", run.stderr)


if __name__ == "__main__":
    unittest.main()
