"""The layout core and the physics (LayoutCore, Layouts, ScrollPhysics) stand on nothing impure: none of
their sources imports the C library, `Platform` (which re-exports it), Foundation or libuv, and none of those
targets reaches `Platform` or `CLibUV` through Package.swift. Its maths comes from swift-numerics'
`RealModule`; the flow and plugin layouts' huge-page advice from `MemoryAdvice`, which imports the C library
privately and on Linux only (Docs/Architecture.md)."""

import os
import re
import shutil
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import module_graph  # noqa: E402

PURE = ["LayoutCore", "Layouts", "ScrollPhysics"]
IMPURE_IMPORT = re.compile(r"^\s*(?:@_exported\s+)?(?:\w+\s+)?import\s+(Platform|Glibc|Musl|Darwin|Foundation|CLibUV)\b",
                           re.MULTILINE)


class PureSources(unittest.TestCase):
    def test_no_pure_source_imports_the_c_library_platform_foundation_or_libuv(self):
        found = []
        for target in PURE:
            for directory, _, files in os.walk(os.path.join(ROOT, "Sources", target)):
                for name in sorted(f for f in files if f.endswith(".swift")):
                    path = os.path.join(directory, name)
                    with open(path, encoding="utf-8") as file:
                        for module in IMPURE_IMPORT.findall(file.read()):
                            found.append(f"{os.path.relpath(path, ROOT)}: import {module}")
        self.assertEqual(found, [])

    def test_the_check_sees_an_import_of_platform(self):
        self.assertEqual(IMPURE_IMPORT.findall("import LayoutCore\nimport Platform\n"), ["Platform"])
        self.assertEqual(IMPURE_IMPORT.findall("internal import Glibc\n"), ["Glibc"])
        self.assertEqual(IMPURE_IMPORT.findall("import RealModule\n"), [])


@unittest.skipUnless(shutil.which("swift"), "swift is missing: Package.swift's dependencies are not checked")
class PureDependencies(unittest.TestCase):
    def test_no_pure_target_reaches_platform_or_libuv_in_package_swift(self):
        nodes, edges = module_graph.graph(module_graph.dump_package(ROOT))
        for target in PURE:
            reached, frontier = set(), [target]
            while frontier:
                node = frontier.pop()
                for a, b in edges:
                    if a == node and b not in reached:
                        reached.add(b)
                        frontier.append(b)
            with self.subTest(target=target):
                self.assertEqual(reached & {"Platform", "CLibUV"}, set())


if __name__ == "__main__":
    unittest.main()
