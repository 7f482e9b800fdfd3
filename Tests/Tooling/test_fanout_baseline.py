"""Benchmarks/Baselines/fanout_baseline.c refuses arguments it cannot run with, naming them, before it binds a
socket. Built by the Makefile's own rule (`make baselines`), into a temporary directory, with the C compiler
on the PATH (`cc`, or the Swift toolchain's `clang`)."""

import os
import shutil
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class FanoutBaselineArgumentTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        compiler = shutil.which("cc") or shutil.which("clang")
        if not compiler or subprocess.run(["pkg-config", "--exists", "libuv"]).returncode != 0:
            raise unittest.SkipTest("no C compiler or no libuv (make deps installs libuv)")
        cls.directory = tempfile.mkdtemp(prefix="fanout-baseline-test-")
        cls.binary = os.path.join(cls.directory, "fanout_baseline")
        subprocess.run(["make", "--no-print-directory", "-C", ROOT, "CC=" + compiler, "BASELINES=" + cls.directory,
                        cls.binary], check=True, stdout=subprocess.DEVNULL)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.directory)

    def run_baseline(self, *arguments):
        return subprocess.run([self.binary] + list(arguments), capture_output=True, text=True, timeout=10)

    def test_a_reader_count_outside_one_to_sixty_four_is_named(self):
        socket = os.path.join(self.directory, "never-bound.sock")
        for readers in ("0", "65", "-3", "1e308", "99999999999999999999999", "8x", ""):
            run = self.run_baseline(socket, readers)
            self.assertEqual(run.returncode, 64, readers)
            self.assertIn("READERS: a whole number from 1 to 64, not '%s'" % readers, run.stderr)
            self.assertFalse(os.path.exists(socket), readers)

    def test_wrong_arguments_print_the_usage(self):
        for arguments in ((), ("socket",), ("socket", "1", "theirs"), ("socket", "1", "ours", "more")):
            run = self.run_baseline(*arguments)
            self.assertEqual(run.returncode, 64, arguments)
            self.assertIn("usage:", run.stderr, arguments)


if __name__ == "__main__":
    unittest.main()
