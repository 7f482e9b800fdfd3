import Wire
import WireFormat

/// Small view specs of every layout for the daemon front end's `createView`, their shape chosen by bytes:
/// compositional ones from `CompositionalSpecGenerator` (orthogonal sections included), the others from a
/// template per layout with sizes and counts drawn. Each comes with its sections' item counts, the model
/// the request generator aims its index paths with.
struct DaemonViewTemplates {
    /// A spec (without `id`) and its sections' item counts.
    struct Drawn {
        var spec: [String: JSONValue]
        var counts: [Int]
    }

    static let layouts = [
        "compositional", "compositional", "compositional", "flow", "cellInsetFlow", "table", "snapToCenter",
        "infinite", "carousel", "safari", "expanded", "plugin",
    ]
    static let viewports: [[Double]] = [[375, 667], [320, 480], [375, 300], [100, 100], [1024, 768]]
    static let itemSizes: [[Double]] = [[375, 100], [100, 100], [50, 50], [300, 200], [150, 44], [1, 1]]

    /// A view of a layout the bytes choose; now and then a large flow view (more than the 50,000 items a
    /// daemon lays out off its loop).
    static func draw(_ bytes: inout FuzzBytes) -> Drawn {
        let layout = bytes.pick(layouts)
        if layout == "compositional" {
            var generator = CompositionalSpecGenerator(bytes)
            let spec = generator.viewSpec(id: nil, maximumItems: 30)
            bytes = generator.bytes
            return Drawn(spec: spec, counts: counts(of: spec["sections"]))
        }
        let single = ["snapToCenter", "infinite", "carousel", "safari", "expanded"].contains(layout)
        let large = layout == "flow" && bytes.chance(1, in: 32)
        let counts =
            large
            ? [bytes.pick([50_001, 60_000])]
            : (0..<(single ? 1 : bytes.int(in: 1...4))).map { _ in bytes.pick([0, 1, 2, 5, 12, 30, 100]) }
        var keys = layoutKeys(layout, bytes: &bytes)
        // A large view's cells are not tiny: thousands displayed at once would cost every tick.
        if large { keys["itemSize"] = JSONValue.numbers([100, 50]) }
        var spec: [String: JSONValue] = [
            "viewport": JSONValue.numbers(bytes.pick(viewports)), "layout": .object(keys),
        ]
        spec["sections"] = .array(counts.map { section($0, layout: layout, bytes: &bytes) })
        if bytes.chance(1, in: 6) { spec["contentInset"] = JSONValue.numbers([20, 0, 20, 0]) }
        if bytes.chance(1, in: 6) {
            spec["physics"] = .object([
                "profile": .string(bytes.pick(["ios", "android", "flutter"])),
                "pagingEnabled": .bool(bytes.chance(1, in: 3)),
            ])
        }
        if bytes.chance(1, in: 6) { spec["prefetch"] = .object(["leading": .number(1), "trailing": .number(2)]) }
        if bytes.chance(1, in: 6) { spec["visibility"] = .object([:]) }
        return Drawn(spec: spec, counts: counts)
    }

    /// The layout mapping of a template.
    private static func layoutKeys(_ layout: String, bytes: inout FuzzBytes) -> [String: JSONValue] {
        var keys: [String: JSONValue] = ["type": .string(layout)]
        let size = JSONValue.numbers(bytes.pick(itemSizes))
        switch layout {
        case "flow", "cellInsetFlow":
            keys["itemSize"] = size
            keys["minimumLineSpacing"] = .number(bytes.pick([0, 10]))
            if bytes.chance(1, in: 4) { keys["scrollDirection"] = .string("horizontal") }
            if bytes.chance(1, in: 3) {
                keys["headerReferenceSize"] = JSONValue.numbers([375, 30])
                keys["sectionHeadersPinToVisibleBounds"] = .bool(bytes.chance(1, in: 2))
            }
        case "table":
            keys["cellSize"] = size
            keys["rowHeaderWidth"] = .number(bytes.pick([0, 60]))
            keys["columnHeaderHeight"] = .number(bytes.pick([0, 40]))
            keys["stickyHeaders"] = .bool(bytes.chance(1, in: 2))
            keys["cornerDecoration"] = .bool(bytes.chance(1, in: 2))
        case "snapToCenter", "infinite", "carousel", "safari": keys["itemSize"] = size
        case "plugin":
            keys["defaultPlugin"] = .object([
                "type": .string(bytes.pick(["staggered", "mosaic", "grid", "flow"])), "lineCount": .number(3),
            ])
        default: break
        }
        return keys
    }

    /// A data section of `count` items, with the answers its layout reads now and then.
    private static func section(_ count: Int, layout: String, bytes: inout FuzzBytes) -> JSONValue {
        var section: [String: JSONValue] = ["items": .number(Double(count))]
        switch layout {
        case "safari": section["item"] = .object(["canDelete": .bool(!bytes.chance(1, in: 4))])
        case "expanded":
            section["pattern"] = .array(
                (0..<bytes.int(in: 1...4)).map { _ in .object(["scale": .string(bytes.pick(["one", "two", "four"]))]) })
        case "plugin": section["item"] = .object(["aspectRatio": .number(bytes.pick([0.5, 1, 1.5]))])
        case "cellInsetFlow": section["item"] = .object(["inset": JSONValue.numbers([4, 3, 6, 2])])
        case "flow" where bytes.chance(1, in: 4):
            section["pattern"] = .array([
                .object(["size": JSONValue.numbers([100, 40])]), .object(["size": JSONValue.numbers([375, 80])]),
            ])
        default: break
        }
        return .object(section)
    }

    /// The item counts of a spec's `sections` list (0 for a section whose count is not a number).
    static func counts(of sections: JSONValue?) -> [Int] {
        guard case .array(let list)? = sections else { return [] }
        return list.map { section in
            guard case .number(let count)? = section["items"], count >= 0, count <= 1e9 else { return 0 }
            return Int(count)
        }
    }

}
