#!/usr/bin/env python3
"""Draws the package's module graph as an SVG from Package.swift, so that the picture in Docs/Architecture.md
cannot drift from the manifest: every target but the tests, and each outside package the targets use, with an
arrow from a target to each target it depends on directly and does not already reach through another
(the transitive reduction). Layers by longest path (what depends on nothing at the bottom), orders each
layer to cut crossings (barycentres, a fixed number of sweeps) and breaks every tie by name, so the same
manifest always gives the same bytes.

    python3 Tests/Tooling/module_graph.py [--package DIR] [--dump FILE] [--output FILE]

Reads `swift package dump-package` of DIR (the repository by default), or the JSON in FILE; writes the SVG to
--output (standard output by default). `make module-graph` rewrites Docs/module-graph.svg; the tooling test
`test_module_graph.py` fails when the committed one differs."""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from xml.sax.saxutils import escape

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Drawing sizes, in SVG user units (pixels): a monospace character's advance at the 12-px font, a box's
# height and padding, the gaps between boxes and between layers.
CHARACTER = 7.2
BOX_HEIGHT = 40
PADDING = 10
GAP = 24
LAYER_GAP = 56
MARGIN = 16
SWEEPS = 8

# Fill and stroke by kind of node, and the legend's words for each.
STYLES = {
    "executable": ("#dcfce7", "#15803d", "executable"),
    "regular": ("#dbeafe", "#1d4ed8", "library target"),
    "system": ("#ffedd5", "#c2410c", "system library"),
    "plugin": ("#f3e8ff", "#7e22ce", "plugin"),
    "macro": ("#fef9c3", "#a16207", "macro"),
    "package": ("#f3f4f6", "#6b7280", "outside package (its products used)"),
}


def dump_package(directory):
    """`swift package dump-package` of `directory`, parsed. A scratch folder of its own keeps it from waiting
    on a build that holds the package's .build."""
    with tempfile.TemporaryDirectory(prefix="module-graph-") as scratch:
        output = subprocess.run(
            ["swift", "package", "--package-path", directory, "--scratch-path", scratch, "dump-package"],
            check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def graph(package):
    """The nodes {id: (kind, label, sublabel)} and the edges {(from, to)} of `package` (dump-package's JSON):
    the targets but tests, one node per outside package listing the products used, and plugin usages as
    edges to the plugin."""
    targets = {t["name"]: t for t in package["targets"] if t["type"] != "test"}
    nodes = {name: (target["type"], name, "") for name, target in targets.items()}
    products = {}
    edges = set()
    for name, target in targets.items():
        uses = [(kind, value) for dependency in target.get("dependencies", [])
                for kind, value in dependency.items()]
        uses += [("plugin", usage["plugin"]) for usage in target.get("pluginUsages") or []]
        for kind, value in uses:
            used, owner = value[0], value[1] if kind in ("product", "plugin") and len(value) > 1 else None
            if used in targets and owner is None:
                edges.add((name, used))
                continue
            package_name = owner or used
            products.setdefault(package_name, set()).add(used)
            edges.add((name, "package:" + package_name))
    for package_name, used in products.items():
        nodes["package:" + package_name] = ("package", package_name, ", ".join(sorted(used)))
    return nodes, edges


def reduced(nodes, edges):
    """The edges of the transitive reduction: (a, b) stays unless b is reached from a through another
    dependency. - Complexity: O(V·E)."""
    successors = {node: sorted(b for a, b in edges if a == node) for node in nodes}
    reach = {}

    def reachable(node):
        if node not in reach:
            found = set()
            for successor in successors[node]:
                found.add(successor)
                found |= reachable(successor)
            reach[node] = found
        return reach[node]

    return {(a, b) for a, b in edges
            if not any(b in reachable(other) for other in successors[a] if other != b)}


def layers(nodes, edges):
    """Each node's layer: 0 for a node that depends on nothing, else one more than its highest dependency."""
    successors = {node: [b for a, b in edges if a == node] for node in nodes}
    layer = {}

    def place(node):
        if node not in layer:
            layer[node] = 1 + max((place(s) for s in successors[node]), default=-1)
        return layer[node]

    for node in sorted(nodes):
        place(node)
    return layer


def split_long_edges(edges, layer):
    """Each edge as a chain through one waypoint per layer it crosses: (chains, waypoints' layers)."""
    chains = []
    waypoints = {}
    for a, b in sorted(edges):
        chain = [a]
        for level in range(layer[a] - 1, layer[b], -1):
            point = f"·{a}→{b}@{level}"
            waypoints[point] = level
            chain.append(point)
        chain.append(b)
        chains.append(chain)
    return chains, waypoints


def order(rows, chains):
    """Orders each row (a layer's nodes, top row first) by the mean position of its neighbours in the row
    above, then below, SWEEPS times, ties kept in their order; the first order is by name."""
    rows = [sorted(row) for row in rows]
    neighbours = {}
    for chain in chains:
        for upper, lower in zip(chain, chain[1:]):
            neighbours.setdefault(lower, {}).setdefault("up", []).append(upper)
            neighbours.setdefault(upper, {}).setdefault("down", []).append(lower)
    for sweep in range(SWEEPS):
        downward = sweep % 2 == 0
        indices = range(1, len(rows)) if downward else range(len(rows) - 2, -1, -1)
        for index in indices:
            reference = rows[index - 1] if downward else rows[index + 1]
            position = {node: i for i, node in enumerate(reference)}
            side = "up" if downward else "down"

            def key(item, position=position, side=side):
                at, node = item
                linked = [position[n] for n in neighbours.get(node, {}).get(side, []) if n in position]
                return (sum(linked) / len(linked) if linked else at, at)

            rows[index] = [node for _, node in sorted(enumerate(rows[index]), key=key)]
    return rows


def width(node, nodes):
    """A box's width: its longer line of text at CHARACTER per character, padded; a waypoint is a point."""
    if node not in nodes:
        return 0
    _, label, sublabel = nodes[node]
    return round(max(len(label), len(sublabel)) * CHARACTER + 2 * PADDING)


def draw(nodes, edges):
    """The SVG text of the graph."""
    kept = reduced(nodes, edges)
    layer = layers(nodes, edges)
    chains, waypoints = split_long_edges(kept, layer)
    top = max(layer.values(), default=0)
    rows = [[n for n in list(nodes) + list(waypoints) if {**layer, **waypoints}[n] == level]
            for level in range(top, -1, -1)]
    rows = order(rows, chains)
    widths = [sum(width(n, nodes) for n in row) + GAP * (len(row) - 1) for row in rows]
    total = max(widths, default=0)
    centre = {}
    for index, row in enumerate(rows):
        x = MARGIN + (total - widths[index]) / 2
        y = MARGIN + index * (BOX_HEIGHT + LAYER_GAP)
        for node in row:
            w = width(node, nodes)
            centre[node] = (x + w / 2, y)
            x += w + GAP
    legend_y = MARGIN + len(rows) * (BOX_HEIGHT + LAYER_GAP)
    kinds = sorted({kind for kind, _, _ in nodes.values()}, key=list(STYLES).index)
    size = (round(total + 2 * MARGIN), round(legend_y + 22 * len(kinds) + MARGIN))
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
        'font-family="ui-monospace, Menlo, Consolas, monospace" font-size="12">' % (*size, *size),
        "<title>ScrollSim's module graph (generated from Package.swift by Tests/Tooling/module_graph.py)</title>",
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" '
        'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#4b5563"/></marker></defs>',
        '<rect width="100%" height="100%" fill="#ffffff"/>',
    ]
    for chain in chains:
        points = [(centre[chain[0]][0], centre[chain[0]][1] + BOX_HEIGHT)]
        points += [(centre[p][0], centre[p][1] + BOX_HEIGHT / 2) for p in chain[1:-1]]
        points.append(centre[chain[-1]])
        path = "M%s" % _point(points[0])
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            middle = (y0 + y1) / 2
            path += " C%s %s %s" % (_point((x0, middle)), _point((x1, middle)), _point((x1, y1)))
        dashed = ' stroke-dasharray="4 3"' if nodes[chain[-1]][0] == "package" else ""
        out.append('<path d="%s" fill="none" stroke="#4b5563" stroke-width="1.2"%s marker-end="url(#arrow)"/>'
                   % (path, dashed))
    for node in sorted(nodes):
        kind, label, sublabel = nodes[node]
        fill, stroke, _ = STYLES.get(kind, STYLES["regular"])
        x, y = centre[node]
        w = width(node, nodes)
        dashed = ' stroke-dasharray="4 3"' if kind == "package" else ""
        out.append('<rect x="%s" y="%s" width="%d" height="%d" rx="6" fill="%s" stroke="%s"%s/>'
                   % (_number(x - w / 2), _number(y), w, BOX_HEIGHT, fill, stroke, dashed))
        if sublabel:
            out.append(_text(x, y + 16, label, 'font-weight="600"'))
            out.append(_text(x, y + 31, sublabel, 'font-size="10" fill="#4b5563"'))
        else:
            out.append(_text(x, y + 24, label, 'font-weight="600"'))
    for index, kind in enumerate(kinds):
        fill, stroke, words = STYLES[kind]
        y = legend_y + 22 * index
        out.append('<rect x="%d" y="%d" width="24" height="14" rx="3" fill="%s" stroke="%s"/>'
                   % (MARGIN, y, fill, stroke))
        out.append('<text x="%d" y="%d">%s</text>' % (MARGIN + 32, y + 11, escape(words)))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _number(value):
    """`value` with at most one decimal, no trailing zero: the same text for the same layout everywhere."""
    text = "%.1f" % value
    return text[:-2] if text.endswith(".0") else text


def _point(point):
    return "%s,%s" % (_number(point[0]), _number(point[1]))


def _text(x, y, words, attributes):
    return '<text x="%s" y="%s" text-anchor="middle" %s>%s</text>' % (_number(x), _number(y), attributes,
                                                                      escape(words))


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", default=ROOT, help="the package's folder (the repository by default)")
    parser.add_argument("--dump", help="dump-package's JSON, instead of running it")
    parser.add_argument("--output", help="where to write the SVG (standard output by default)")
    options = parser.parse_args(arguments)
    if options.dump:
        with open(options.dump, encoding="utf-8") as file:
            package = json.load(file)
    else:
        package = dump_package(options.package)
    svg = draw(*graph(package))
    if options.output:
        with open(options.output, "w", encoding="utf-8") as file:
            file.write(svg)
    else:
        sys.stdout.write(svg)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
