import WireFormat

/// The supplementary and decoration views of a generated compositional spec: supplementary items anchored
/// to items and groups, boundary items on sections and on the layout, decoration items on sections. Each
/// list draws its kinds from its own pool, so that most specs pass the decoder's kind checks (no kind twice
/// in a list, none shared between a section's boundary items and its items' supplementary items, none
/// given by a group and again inside it); about one list in 256 gets a kind twice or a kind the decoder
/// refuses, to keep those refusals exercised.
extension CompositionalSpecGenerator {
    /// Kinds of the supplementary items of items, and of groups (a group's must differ from those inside).
    static let itemKinds = ["badge", "dot", "tag", "check"]
    static let groupKinds = ["ribbon", "groupBadge"]
    /// Kinds of a section's boundary items, and of the layout's (its `header` and `footer` are reported as
    /// `layoutHeader` and `layoutFooter`).
    static let sectionBoundaryKinds = ["header", "footer", "banner", "sectionTitle"]
    static let layoutBoundaryKinds = ["header", "footer", "legend"]
    /// Kinds of decoration items: `tag` is an item's supplementary kind too (another category, one name).
    static let decorationKinds = ["frame", "glow", "stripe", "tag"]
    /// Element kinds the decoder refuses: the cells' own, a 17-byte name, an empty one.
    static let refusedKinds = ["cell", "seventeen-letters", ""]
    static let edges = ["top", "bottom", "leading", "trailing"]
    static let alignments = [
        "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]

    /// Up to all of `pool`'s kinds, each kept with chance 2 in 3 (at least the first when none is), now and
    /// then with a kind given twice or one the decoder refuses. - Complexity: O(pool).
    mutating func kinds(from pool: [String]) -> [String] {
        var kinds = pool.filter { _ in bytes.chance(2, in: 3) }
        if kinds.isEmpty { kinds = [pool[0]] }
        if outOfDomain() { kinds.append(bytes.pick(kinds + Self.refusedKinds)) }
        return kinds
    }

    /// `supplementaryItems` of an item or a group: each `{kind, size, containerAnchor, itemAnchor?, zIndex?}`.
    mutating func supplementaryItems(kinds pool: [String]) -> JSONValue {
        .array(
            kinds(from: pool).map { kind in
                var item: [String: JSONValue] = [
                    "kind": .string(kind), "size": size(), "containerAnchor": anchor(),
                ]
                if bytes.chance(1, in: 3) { item["itemAnchor"] = anchor() }
                if bytes.chance(1, in: 2) { item["zIndex"] = .number(Double(zIndex())) }
                return .object(item)
            })
    }

    /// `{edges, fractionalOffset?, absoluteOffset?}`: at most one edge of each axis (now and then both, to be
    /// refused), or none (the centre).
    private mutating func anchor() -> JSONValue {
        var edges = [bytes.pick(["top", "bottom", ""]), bytes.pick(["leading", "trailing", ""])].filter { !$0.isEmpty }
        if outOfDomain() { edges.append(bytes.pick(Self.edges)) }
        var anchor: [String: JSONValue] = ["edges": .array(edges.map { .string($0) })]
        if bytes.chance(1, in: 2) {
            anchor["fractionalOffset"] = JSONValue.numbers([
                bytes.pick([-0.5, -0.3, 0, 0.3, 1]), bytes.pick([-0.3, 0, 0.5]),
            ])
        }
        if bytes.chance(1, in: 3) { anchor["absoluteOffset"] = JSONValue.numbers([coordinate(), coordinate()]) }
        return .object(anchor)
    }

    /// Boundary items of a section or of the layout, several of one end or corner at times.
    mutating func boundaryItems(kinds pool: [String]) -> JSONValue {
        .array(
            kinds(from: pool).map { kind in
                var item: [String: JSONValue] = ["kind": .string(kind), "size": size()]
                if bytes.chance(1, in: 2) { item["alignment"] = .string(bytes.pick(Self.alignments)) }
                if bytes.chance(1, in: 4) { item["contentInsets"] = insets() }
                if bytes.chance(1, in: 4) { item["absoluteOffset"] = JSONValue.numbers([coordinate(), coordinate()]) }
                if bytes.chance(1, in: 4) { item["extendsBoundary"] = .bool(bytes.chance(1, in: 2)) }
                if bytes.chance(1, in: 2) { item["pinToVisibleBounds"] = .bool(bytes.chance(2, in: 3)) }
                if bytes.chance(1, in: 4) { item["zIndex"] = .number(Double(zIndex())) }
                return .object(item)
            })
    }

    /// A section's `decorationItems`: `{kind, contentInsets?, zIndex?}` each; now and then one of kind
    /// `background`, refused when the section has a `background` too.
    mutating func decorationItems() -> JSONValue {
        .array(
            kinds(from: Self.decorationKinds + (outOfDomain() ? ["background"] : [])).map { kind in
                var item: [String: JSONValue] = ["kind": .string(kind)]
                if bytes.chance(1, in: 2) { item["contentInsets"] = insets() }
                if bytes.chance(1, in: 2) { item["zIndex"] = .number(Double(zIndex())) }
                return .object(item)
            })
    }
}
