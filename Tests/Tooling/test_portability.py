"""Tests/Tooling/portability.py: which uses of Linux's C library it refuses outside `Platform` and
`#if os(Linux)`, and that the sources pass it."""

import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import portability  # noqa: E402


class RefusedUses(unittest.TestCase):
    def test_a_linux_call_outside_a_linux_branch_is_refused_with_its_line(self):
        text = "import Platform\n\nlet fd = timerfd_create(CLOCK_MONOTONIC, 0)\n"
        self.assertEqual(portability.refused_uses(text), [(3, "timerfd_create outside #if os(Linux) "
                                                          "(Linux's C library only; add a form to Platform)")])

    def test_a_linux_branch_may_use_them_and_its_else_may_not(self):
        text = "\n".join([
            "#if os(Linux)",
            "    send(fd, buffer, count, Int32(MSG_NOSIGNAL))",
            "#elseif canImport(Darwin)",
            "    send(fd, buffer, count, MSG_NOSIGNAL)",
            "#else",
            "    _ = SOCK_CLOEXEC",
            "#endif",
            "let after = accept4(fd, nil, nil, 0)",
        ])
        self.assertEqual([line for line, _ in portability.refused_uses(text)], [4, 6, 8])

    def test_nested_branches_inside_a_linux_branch_stay_linux_only(self):
        text = "#if canImport(Glibc)\n#if DEBUG\nlet x = SO_PEERCRED\n#endif\n#endif\n"
        self.assertEqual(portability.refused_uses(text), [])

    def test_a_negated_linux_condition_is_not_linux_only(self):
        self.assertEqual(len(portability.refused_uses("#if !os(Linux)\nlet x = SO_PEERCRED\n#endif\n")), 1)

    def test_the_glibc_enum_shape_and_a_named_c_library_are_refused(self):
        text = "import Glibc\nlet t = Int32(SOCK_STREAM.rawValue)\n"
        self.assertEqual([line for line, _ in portability.refused_uses(text)], [1, 2])

    def test_comments_strings_and_longer_names_are_not_uses(self):
        text = "\n".join([
            "/// Arms the timerfd_settime alarm (SO_PEERCRED).",
            "// MSG_NOSIGNAL",
            'let message = "timerfd_create: failed"',
            "let ok = myprctlHelper + pipe2Count",
            "let fine = value // accept4 in a trailing comment",
        ])
        self.assertEqual(portability.refused_uses(text), [])

    def test_a_linux_header_in_c_needs_its_guard(self):
        bare = "#include <uv.h>\n#include <sys/timerfd.h>\n"
        guarded = "#include <uv.h>\n#if defined(__linux__)\n#include <sys/timerfd.h>\n#endif\n"
        self.assertEqual([line for line, _ in portability.refused_uses(bare, is_c=True)], [2])
        self.assertEqual(portability.refused_uses(guarded, is_c=True), [])


class TheCheck(unittest.TestCase):
    def test_the_platform_folder_is_the_one_place_allowed(self):
        with tempfile.TemporaryDirectory() as sources:
            for folder, text in (("Platform", "@_exported import Glibc\n"), ("Daemon", "let x = MSG_NOSIGNAL\n")):
                os.makedirs(os.path.join(sources, folder))
                with open(os.path.join(sources, folder, "File.swift"), "w") as file:
                    file.write(text)
            self.assertEqual(len(portability.check(sources)), 1)
            self.assertIn(os.path.join("Daemon", "File.swift") + ":1:", portability.check(sources)[0])

    def test_the_project_sources_pass(self):
        result = subprocess.run([sys.executable, os.path.join(HERE, "portability.py"), os.path.join(ROOT, "Sources")],
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_a_missing_directory_is_refused(self):
        result = subprocess.run([sys.executable, os.path.join(HERE, "portability.py"), "/nonexistent/Sources"],
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 64)
        self.assertIn("/nonexistent/Sources is not a directory", result.stderr)


if __name__ == "__main__":
    unittest.main()
