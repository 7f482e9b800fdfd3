"""The package's module graph, read from `swift package describe --type json`: what each module may depend on
(Docs/Architecture.md, "Project layout") and which products the package ships. Skipped without `swift`."""

import json
import os
import shutil
import subprocess
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class ModuleRulesTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        swift = os.environ.get("SWIFT") or shutil.which("swift")
        if not swift:
            raise unittest.SkipTest("no swift on the PATH")
        described = subprocess.run([swift, "package", "describe", "--type", "json"], cwd=ROOT, check=True,
                                   capture_output=True, text=True, timeout=600)
        cls.package = json.loads(described.stdout)
        cls.targets = {target["name"]: target for target in cls.package["targets"]}

    def closure(self, name):
        """Every target and product `name` depends on, directly or not (products by their own name)."""
        seen, pending = set(), [name]
        while pending:
            target = self.targets.get(pending.pop())
            if target is None:
                continue
            for dependency in target.get("target_dependencies", []) + target.get("product_dependencies", []):
                if dependency not in seen:
                    seen.add(dependency)
                    pending.append(dependency)
        return seen

    def test_the_wire_format_stands_on_platform_alone(self):
        self.assertEqual(self.closure("WireFormat"), {"Platform"})

    def test_the_client_builds_no_layout_yaml_libuv_or_argument_parser(self):
        self.assertEqual(self.closure("ScrollSimClient"), {"WireFormat", "Platform"})

    def test_the_testing_library_builds_no_protocol_daemon_libuv_or_argument_parser(self):
        # What a package testing with ScrollSimTesting compiles: the events' encoding but not the protocol
        # (Wire), so that its first build does not wait for the protocol after the decoders (Specs).
        closure = self.closure("ScrollSimTesting")
        self.assertIn("EventEncoding", closure)
        self.assertEqual(closure & {"Wire", "DaemonCore", "Daemon", "CLibUV", "ArgumentParser", "Logging"}, set())

    def test_the_daemon_and_the_load_tool_do_without_what_they_do_not_use(self):
        self.assertNotIn("ScrollSimClient", self.closure("Daemon"))
        self.assertNotIn("Daemon", self.closure("scrollsim-load"))

    def test_testing_the_layout_core_builds_no_daemon(self):
        closure = self.closure("LayoutCoreTests")
        self.assertNotIn("DaemonCore", closure)
        self.assertNotIn("Wire", closure)

    def test_only_the_stable_libraries_and_the_marked_internals_ship(self):
        libraries = {product["name"] for product in self.package["products"] if "library" in product["type"]}
        self.assertEqual(libraries, {"ScrollSimTesting", "ScrollSimClient", "ScrollSimUIKit", "_ScrollSimInternals"})

    def test_the_uikit_library_builds_no_daemon(self):
        closure = self.closure("ScrollSimUIKit")
        for module in ("DaemonCore", "Daemon", "CLibUV", "scrollsim"):
            self.assertNotIn(module, closure)


if __name__ == "__main__":
    unittest.main()
