"""Tests/Tooling/module_graph.py: the graph it reads from dump-package's JSON, the arrows it keeps, its
layers, that its output depends on nothing but the manifest, and that Docs/module-graph.svg is what it draws
from the current Package.swift (`make module-graph` rewrites it)."""

import os
import shutil
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import module_graph  # noqa: E402


def target(name, *dependencies, kind="regular", plugins=()):
    """A target as dump-package writes it: `X` a target of the package, `package/Product` a product."""
    uses = []
    for dependency in dependencies:
        if "/" in dependency:
            package, product = dependency.split("/")
            uses.append({"product": [product, package, None, None]})
        else:
            uses.append({"byName": [dependency, None]})
    usages = [{"plugin": [plugin, None]} for plugin in plugins]
    return {"name": name, "type": kind, "dependencies": uses, "pluginUsages": usages or None}


# A tool on a library on a core, the tool also naming the core (an arrow the library already implies), the
# core using two products of one outside package, a test target, and a plugin the library uses.
PACKAGE = {"targets": [
    target("tool", "Library", "Core", kind="executable"),
    target("Library", "Core", "swift-collections/DequeModule", plugins=["Embed"]),
    target("Core", "swift-collections/HeapModule", "swift-collections/DequeModule"),
    target("Embed", kind="plugin"),
    target("CoreTests", "Core", kind="test"),
]}


class Graph(unittest.TestCase):
    def test_targets_but_tests_and_one_node_per_outside_package_listing_its_products(self):
        nodes, edges = module_graph.graph(PACKAGE)
        self.assertEqual(nodes, {
            "tool": ("executable", "tool", ""),
            "Library": ("regular", "Library", ""),
            "Core": ("regular", "Core", ""),
            "Embed": ("plugin", "Embed", ""),
            "package:swift-collections": ("package", "swift-collections", "DequeModule, HeapModule"),
        })
        self.assertEqual(edges, {("tool", "Library"), ("tool", "Core"), ("Library", "Core"),
                                 ("Library", "Embed"), ("Library", "package:swift-collections"),
                                 ("Core", "package:swift-collections")})

    def test_an_arrow_implied_by_another_path_is_left_out(self):
        # tool → Core is implied by tool → Library → Core, Library → swift-collections by Library → Core →
        # swift-collections: four of the six arrows stay.
        nodes, edges = module_graph.graph(PACKAGE)
        self.assertEqual(module_graph.reduced(nodes, edges), {
            ("tool", "Library"), ("Library", "Core"), ("Library", "Embed"), ("Core", "package:swift-collections")})

    def test_layers_count_the_longest_path_down_to_what_depends_on_nothing(self):
        nodes, edges = module_graph.graph(PACKAGE)
        self.assertEqual(module_graph.layers(nodes, edges), {
            "package:swift-collections": 0, "Embed": 0, "Core": 1, "Library": 2, "tool": 3})

    def test_an_arrow_across_layers_passes_one_waypoint_per_layer_between(self):
        chains, waypoints = module_graph.split_long_edges({("a", "b")}, {"a": 3, "b": 0})
        self.assertEqual(chains, [["a", "·a→b@2", "·a→b@1", "b"]])
        self.assertEqual(waypoints, {"·a→b@2": 2, "·a→b@1": 1})


class Drawing(unittest.TestCase):
    def test_the_same_manifest_draws_the_same_bytes_whatever_the_order_of_its_targets(self):
        shuffled = {"targets": list(reversed(PACKAGE["targets"]))}
        self.assertEqual(module_graph.draw(*module_graph.graph(PACKAGE)),
                         module_graph.draw(*module_graph.graph(shuffled)))

    def test_a_new_target_is_drawn_with_its_arrows(self):
        grown = {"targets": PACKAGE["targets"] + [target("WireFormat", "Core")]}
        svg = module_graph.draw(*module_graph.graph(grown))
        self.assertIn(">WireFormat</text>", svg)
        self.assertEqual(svg.count("marker-end=\"url(#arrow)\""), 5)

    def test_each_box_is_drawn_once_and_a_dependency_lies_below_what_depends_on_it(self):
        svg = module_graph.draw(*module_graph.graph(PACKAGE))
        rows = {}
        for line in svg.splitlines():
            if line.startswith("<text") and 'text-anchor="middle"' in line and 'font-weight="600"' in line:
                name = line.rsplit(">", 2)[-2].split("<")[0]
                y = float(line.split(' y="')[1].split('"')[0])
                self.assertNotIn(name, rows)
                rows[name] = y
        self.assertLess(rows["tool"], rows["Library"])
        self.assertLess(rows["Library"], rows["Core"])
        self.assertLess(rows["Core"], rows["swift-collections"])


@unittest.skipUnless(shutil.which("swift"), "swift is missing: the committed graph is not checked")
class CommittedGraph(unittest.TestCase):
    def test_docs_module_graph_svg_is_what_the_current_package_swift_draws(self):
        drawn = module_graph.draw(*module_graph.graph(module_graph.dump_package(ROOT)))
        with open(os.path.join(ROOT, "Docs", "module-graph.svg"), encoding="utf-8") as file:
            committed = file.read()
        self.assertEqual(committed, drawn, "Docs/module-graph.svg is stale: run `make module-graph`")


if __name__ == "__main__":
    unittest.main()
