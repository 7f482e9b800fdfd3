"""What cross-module inlining needs, read from the sources: a `package` type whose members are `@inlinable`
is itself `@usableFromInline`. Without it the compiler (Swift 6.3) inlines none of those members into another
module: each call stays a call, as the event writer's byte writes in `WireFormat.StagedBytes` did after the
Wire split (encode 1,000 events 1.42x the instructions of the same code inside one module)."""

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DECLARATION = re.compile(r"^(?P<attributes>(?:@\w+(?:\([^)]*\))?\s+)*)package\s+(?:final\s+)?(?:struct|enum|class)\s+(?P<name>\w+)",
                         re.MULTILINE)


def package_types_with_inlinable_members():
    """(file, type name, whether it is `@usableFromInline`) for each top-level `package` type declared in a
    file that holds `@inlinable` code."""
    found = []
    for directory, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in files:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as source:
                text = source.read()
            if "@inlinable" not in text:
                continue
            for match in DECLARATION.finditer(text):
                found.append((os.path.relpath(path, ROOT), match.group("name"),
                              "@usableFromInline" in match.group("attributes")))
    return found


class InliningRulesTests(unittest.TestCase):
    def test_package_types_with_inlinable_members_are_usable_from_inline(self):
        found = package_types_with_inlinable_members()
        self.assertIn("StagedBytes", {name for _, name, _ in found})
        for path, name, usable in found:
            with self.subTest(type=name):
                self.assertTrue(usable, f"{path}: package type {name} has @inlinable members; mark it @usableFromInline")


if __name__ == "__main__":
    unittest.main()
