import Wire
import WireFormat

/// A compositional view spec built from bytes, choice by choice (`FuzzBytes`), so that libFuzzer explores
/// layouts — nested groups, fractional, absolute, estimated and uniform dimensions, custom groups, orthogonal
/// behaviours, supplementary items of any kind on items and groups, boundary items on sections and the
/// layout, decoration items, backgrounds, insets and their references — instead of YAML syntax. The spec is JSON, read
/// by the same decoder as a user's file, so what the decoder refuses is refused here too; about one value in
/// 256 is drawn from outside its domain (about one spec in eight is refused) to keep the refusals
/// exercised.
struct CompositionalSpecGenerator {
    var bytes: FuzzBytes

    /// The most section layouts, data sections and subitems of a group drawn: enough for every shape, few
    /// enough that one input costs milliseconds.
    static let maximumSectionLayouts = 4
    static let maximumDataSections = 6
    static let maximumSubitems = 4
    /// How deep groups nest (the decoder allows 8).
    static let maximumDepth = 4

    /// Lengths in points, from none to far past any viewport (100,000: the decoder's largest).
    static let lengths: [Double] = [
        0, 0.5, 1, 2, 5, 10, 16, 20, 30, 44, 50, 60, 80, 100, 150, 200, 300, 375, 667, 1_000, 10_000, 100_000, 0.001,
    ]
    /// Fractions of a container, the decoder's limit (100) included.
    static let fractions: [Double] = [0.01, 0.1, 0.2, 0.25, 0.3, 0.333, 0.4, 0.5, 0.7, 0.8, 1, 1, 1, 1.5, 2, 100]
    /// Values outside some domain: refused wherever they are drawn.
    static let outOfDomain: [Double] = [-1, 0, 101, -0.001, 1e6]
    static let viewports: [[Double]] = [[375, 667], [320, 480], [100, 100], [1024, 768], [1, 1], [375, 50]]
    static let behaviours = [
        "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
    ]

    init(_ bytes: FuzzBytes) {
        self.bytes = bytes
    }

    /// A whole view spec's members: its id when given, viewport, insets, physics, the layout and its data,
    /// at most `maximumItems` items per data section.
    mutating func viewSpec(id: String?, maximumItems: Int = 60) -> [String: JSONValue] {
        var spec: [String: JSONValue] = [
            "viewport": JSONValue.numbers(bytes.pick(Self.viewports)), "layout": layout(),
        ]
        spec["id"] = id.map { .string($0) }
        if bytes.chance(1, in: 4) { spec["contentInset"] = insets() }
        if bytes.chance(1, in: 4) {
            spec["physics"] = .object([
                "profile": .string(bytes.pick(["ios", "android", "flutter"])),
                "pagingEnabled": .bool(bytes.chance(1, in: 3)), "bounces": .bool(!bytes.chance(1, in: 4)),
            ])
        }
        spec["sections"] = .array(
            (0..<bytes.int(in: 1...Self.maximumDataSections)).map { _ in dataSection(maximumItems: maximumItems) })
        return spec
    }

    /// A `compositional` layout: its section layouts and the layout-wide keys.
    mutating func layout() -> JSONValue {
        var layout: [String: JSONValue] = [
            "type": .string("compositional"),
            "sections": .array((0..<bytes.int(in: 1...Self.maximumSectionLayouts)).map { _ in section() }),
        ]
        if bytes.chance(1, in: 4) { layout["scrollDirection"] = .string("horizontal") }
        if bytes.chance(1, in: 2) { layout["interSectionSpacing"] = .number(length()) }
        if bytes.chance(1, in: 6) {
            layout["boundarySupplementaryItems"] = boundaryItems(kinds: Self.layoutBoundaryKinds)
        }
        if bytes.chance(1, in: 6) { layout["contentInsetsReference"] = .string(insetsReference()) }
        if bytes.chance(1, in: 6) { layout["safeArea"] = insets() }
        if bytes.chance(1, in: 6) { layout["layoutMargins"] = insets() }
        if bytes.chance(1, in: 8) { layout["readableContentWidth"] = .number(length()) }
        return .object(layout)
    }

    private mutating func section() -> JSONValue {
        var section: [String: JSONValue] = ["group": group(depth: 1)]
        if bytes.chance(1, in: 2) {
            section["orthogonalScrollingBehavior"] = .string(bytes.pick(Self.behaviours))
            if bytes.chance(1, in: 3) {
                section["orthogonalScrollingProperties"] = .object([
                    "decelerationRate": bytes.chance(1, in: 2)
                        ? .string(bytes.pick(["automatic", "normal", "fast"]))
                        : .number(bytes.pick([0.5, 0.9, 0.998, 0.999999])),
                    "bounce": .string(bytes.pick(["automatic", "always", "never"])),
                ])
            }
            if bytes.chance(1, in: 3) {
                section["visibleItemsEffect"] = .object([
                    "minimumScale": .number(bytes.pick([0.001, 0.5, 0.8, 1])),
                    "minimumAlpha": .number(bytes.pick([0, 0.5, 1])),
                ])
            }
        }
        if bytes.chance(1, in: 2) { section["contentInsets"] = insets() }
        if bytes.chance(1, in: 6) { section["contentInsetsReference"] = .string(insetsReference()) }
        if bytes.chance(1, in: 2) { section["interGroupSpacing"] = .number(length()) }
        if bytes.chance(1, in: 3) {
            section["boundarySupplementaryItems"] = boundaryItems(kinds: Self.sectionBoundaryKinds)
            if bytes.chance(1, in: 4) { section["supplementariesFollowContentInsets"] = .bool(bytes.chance(1, in: 2)) }
            if bytes.chance(1, in: 4) { section["supplementaryContentInsetsReference"] = .string(insetsReference()) }
        }
        if bytes.chance(1, in: 4) {
            section["background"] = .object(["contentInsets": insets(), "zIndex": .number(Double(zIndex()))])
        }
        if bytes.chance(1, in: 5) { section["decorationItems"] = decorationItems() }
        return .object(section)
    }

    /// A group: subitems listed, one subitem repeated `count` times, or custom frames.
    private mutating func group(depth: Int) -> JSONValue {
        var group: [String: JSONValue] = ["size": size()]
        switch bytes.below(8) {
        case 0:
            group["custom"] = .array(
                (0..<bytes.int(in: 1...12)).map { _ in
                    JSONValue.numbers([coordinate(), coordinate(), max(0, length()), max(0, length())])
                })
            return .object(group)
        case 1, 2:
            group["subitem"] = subitem(depth: depth)
            group["count"] = .number(
                Double(outOfDomain() ? bytes.pick([0, 1_001]) : bytes.pick([1, 2, 3, 4, 5, 10, 50, 1_000])))
        default:
            group["subitems"] = .array((0..<bytes.int(in: 1...Self.maximumSubitems)).map { _ in subitem(depth: depth) })
        }
        group["direction"] = .string(bytes.pick(["horizontal", "vertical"]))
        if bytes.chance(1, in: 3) { group["interItemSpacing"] = spacing() }
        if bytes.chance(1, in: 4) { group["contentInsets"] = insets() }
        if bytes.chance(1, in: 6) { group["edgeSpacing"] = edgeSpacing() }
        if bytes.chance(1, in: 6) { group["supplementaryItems"] = supplementaryItems(kinds: Self.groupKinds) }
        return .object(group)
    }

    private mutating func subitem(depth: Int) -> JSONValue {
        if depth < Self.maximumDepth, bytes.chance(1, in: 3) {
            return .object(["group": group(depth: depth + 1)])
        }
        var item: [String: JSONValue] = ["size": size(ofItem: true)]
        if bytes.chance(1, in: 3) { item["contentInsets"] = insets() }
        if bytes.chance(1, in: 5) { item["edgeSpacing"] = edgeSpacing() }
        if bytes.chance(1, in: 5) { item["supplementaryItems"] = supplementaryItems(kinds: Self.itemKinds) }
        return .object(["item": .object(item)])
    }

    /// `{width: D, height: D}`; an item's (`ofItem`) may be `uniformAcrossSiblings`.
    mutating func size(ofItem: Bool = false) -> JSONValue {
        .object(["width": dimension(ofItem: ofItem), "height": dimension(ofItem: ofItem)])
    }

    /// `absolute`, `estimated`, `fractionalWidth` or `fractionalHeight`, and for an item `uniformAcrossSiblings`
    /// (now and then elsewhere, to be refused).
    private mutating func dimension(ofItem: Bool) -> JSONValue {
        let kinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]
        let uniform = ofItem || outOfDomain()
        let kind = bytes.pick(uniform ? kinds + ["uniformAcrossSiblings"] : kinds)
        let value: Double
        if outOfDomain() {
            value = bytes.pick(Self.outOfDomain)
        } else if kind.hasPrefix("fractional") {
            value = bytes.pick(Self.fractions)
        } else {
            value = max(0.001, length())
        }
        return .object([kind: .number(value)])
    }

    /// Points, `{fixed: points}` or `{flexible: points}`.
    private mutating func spacing() -> JSONValue {
        switch bytes.below(3) {
        case 0: .number(length())
        case 1: .object(["fixed": .number(length())])
        default: .object(["flexible": .number(length())])
        }
    }

    private mutating func edgeSpacing() -> JSONValue {
        var edges: [String: JSONValue] = [:]
        for edge in ["leading", "top", "trailing", "bottom"] where bytes.chance(1, in: 2) { edges[edge] = spacing() }
        return .object(edges)
    }

    /// `[top, left, bottom, right]`, mostly small.
    mutating func insets() -> JSONValue {
        JSONValue.numbers((0..<4).map { _ in bytes.chance(3, in: 4) ? bytes.pick([0, 0, 5, 10, 16, 20]) : length() })
    }

    mutating func insetsReference() -> String {
        bytes.pick(["automatic", "safeArea", "none", "layoutMargins", "readableContent"])
    }

    /// A data section: a count, now and then with sizes for the self-sizing cells (`item`, a `pattern`, or
    /// `overrides`).
    private mutating func dataSection(maximumItems: Int) -> JSONValue {
        let count = bytes.chance(1, in: 16) ? bytes.int(in: 0...(maximumItems * 20)) : bytes.int(in: 0...maximumItems)
        var section: [String: JSONValue] = ["items": .number(Double(count))]
        switch bytes.below(6) {
        case 0: section["item"] = .object(["size": JSONValue.numbers([length(), length()])])
        case 1:
            section["pattern"] = .array(
                (0..<bytes.int(in: 1...4)).map { _ in .object(["size": JSONValue.numbers([length(), length()])]) })
        case 2 where count > 0:
            section["overrides"] = .object([
                String(bytes.below(count)): .object(["size": JSONValue.numbers([length(), length()])])
            ])
        default: break
        }
        return .object(section)
    }

    /// A length, from none to far past the viewport; now and then out of the domain.
    mutating func length() -> Double {
        outOfDomain() ? bytes.pick(Self.outOfDomain) : bytes.pick(Self.lengths)
    }

    /// A coordinate: a length either side of zero.
    mutating func coordinate() -> Double {
        bytes.chance(1, in: 4) ? -length() : length()
    }

    mutating func zIndex() -> Int {
        outOfDomain() ? -10_001 : bytes.pick([-1, 0, 1, 2, 10_000])
    }

    /// Whether the next value is drawn from outside its domain: one time in 256.
    mutating func outOfDomain() -> Bool {
        bytes.chance(1, in: 256)
    }

}
