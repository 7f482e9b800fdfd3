import LayoutCore
import Layouts
import WireFormat

/// The compositional layout's supplementary and decoration views: anchored supplementary items (on items
/// and groups), boundary items (on sections and the layout) and decoration items, each of an open element
/// kind, and the checks that no two of them would be reported with one kind at one index path.
extension CompositionalSpecDecoder {
    static let supplementaryKeys = ["kind", "size", "containerAnchor", "itemAnchor", "zIndex"]
    static let anchorKeys = ["edges", "fractionalOffset", "absoluteOffset"]
    static let boundaryKeys = [
        "kind", "size", "alignment", "contentInsets", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds",
        "zIndex",
    ]
    static let decorationKeys = ["kind", "contentInsets", "zIndex"]
    static let backgroundKeys = ["contentInsets", "zIndex"]
    /// The most supplementary items an item or a group lists, boundary items a section or the layout lists,
    /// and decoration items a section lists: each is a view per cell, group or section, and each list's
    /// kinds differ.
    static let maximumViews = 16

    /// An element kind other than `cell`: a name of 1 to 16 UTF-8 bytes with no NUL.
    static func elementKind(_ value: SpecValue) throws(InputError) -> ElementKind {
        let name = try value.string()
        guard let kind = ElementKind(rawValue: name), kind != .cell else {
            throw value.error(
                "an element kind is a name of 1 to \(ElementKind.maximumNameLength) UTF-8 bytes other than cell, "
                    + "got \(value.shown)")
        }
        return kind
    }

    /// A list of at most `maximumViews` entries read by `read`, no two of one kind. - Complexity: O(n²) for
    /// n ≤ 16 entries.
    private static func views<View>(
        _ list: SpecValue, _ what: String, kind: (View) -> ElementKind,
        _ read: (SpecValue) throws(InputError) -> View
    ) throws(InputError) -> [View] {
        let entries = try list.list("a list of \(what)")
        guard entries.count <= maximumViews else {
            throw list.error("expected at most \(maximumViews) \(what), got \(entries.count)")
        }
        var views: [View] = []
        for entry in entries {
            let view = try read(entry)
            guard !views.contains(where: { kind($0) == kind(view) }) else {
                throw entry.error("the kind \(kind(view).rawValue) is given twice (no two \(what) share a kind)")
            }
            views.append(view)
        }
        return views
    }

    /// `supplementaryItems` of an item or a group.
    static func supplementaryItems(_ list: SpecValue) throws(InputError) -> [CompositionalSupplementaryItem] {
        try views(list, "supplementary items", kind: \.kind) { entry throws(InputError) in
            try supplementaryItem(entry)
        }
    }

    /// `{kind, size, containerAnchor, itemAnchor, zIndex}`.
    private static func supplementaryItem(_ value: SpecValue) throws(InputError) -> CompositionalSupplementaryItem {
        let fields = try value.fields(allowed: supplementaryKeys, "a supplementary item mapping")
        var item = CompositionalSupplementaryItem(
            kind: try elementKind(fields.required("kind")), size: try size(fields.required("size")),
            containerAnchor: try anchor(fields.required("containerAnchor")))
        if let anchor = fields["itemAnchor"] { item.itemAnchor = try self.anchor(anchor) }
        if let value = fields["zIndex"] { item.zIndex = try zIndex(value) }
        return item
    }

    /// `{edges, fractionalOffset, absoluteOffset}`: at most one edge of each axis.
    private static func anchor(_ value: SpecValue) throws(InputError) -> CompositionalAnchor {
        let fields = try value.fields(allowed: anchorKeys, "an anchor mapping")
        let edgeList = try fields.required("edges")
        var edges: Set<CompositionalAnchor.Edge> = []
        for edge in try edgeList.list("a list of edges") {
            edges.insert(try edge.choice(CompositionalAnchor.Edge.self))
        }
        if edges.isSuperset(of: [.top, .bottom]) || edges.isSuperset(of: [.leading, .trailing]) {
            throw edgeList.error("an anchor meets at most one of top and bottom, and of leading and trailing")
        }
        var anchor = CompositionalAnchor(edges: edges)
        if let offset = fields["fractionalOffset"] {
            let values = try offset.numbers(2, "[x, y]") { v throws(InputError) in
                try v.number(in: -100...100, "from -100 to 100")
            }
            anchor.fractionalOffset = Vector(dx: values[0], dy: values[1])
        }
        if let offset = fields["absoluteOffset"] {
            let point = try offset.point()
            anchor.absoluteOffset = Vector(dx: point.x, dy: point.y)
        }
        return anchor
    }

    /// `boundarySupplementaryItems` of a section or the layout.
    static func boundaryItems(_ list: SpecValue) throws(InputError) -> [CompositionalBoundaryItem] {
        try views(list, "boundary supplementary items", kind: \.kind) { entry throws(InputError) in
            try boundaryItem(entry)
        }
    }

    private static func boundaryItem(_ value: SpecValue) throws(InputError) -> CompositionalBoundaryItem {
        let fields = try value.fields(allowed: boundaryKeys, "a boundary supplementary item mapping")
        var item = CompositionalBoundaryItem(
            kind: try elementKind(fields.required("kind")), size: try size(fields.required("size")))
        if let alignment = fields["alignment"] {
            item.alignment = try alignment.choice(CompositionalBoundaryItem.Alignment.self)
        }
        if let insets = fields["contentInsets"] { item.contentInsets = try insets.insets() }
        if let offset = fields["absoluteOffset"] {
            let point = try offset.point()
            item.absoluteOffset = Vector(dx: point.x, dy: point.y)
        }
        if let extends = fields["extendsBoundary"] { item.extendsBoundary = try extends.bool() }
        if let pin = fields["pinToVisibleBounds"] { item.pinToVisibleBounds = try pin.bool() }
        if let value = fields["zIndex"] { item.zIndex = try zIndex(value) }
        return item
    }

    /// A section's `decorationItems` and its `background` (a decoration of kind `background`), one list.
    static func decorationItems(list: SpecValue?, background: SpecValue?) throws(InputError)
        -> [CompositionalDecorationItem]
    {
        var items: [CompositionalDecorationItem] = []
        if let background {
            let fields = try background.fields(allowed: backgroundKeys, "a background mapping")
            var item = CompositionalDecorationItem(kind: .background)
            if let insets = fields["contentInsets"] { item.contentInsets = try insets.insets() }
            if let value = fields["zIndex"] { item.zIndex = try zIndex(value) }
            items.append(item)
        }
        guard let list else { return items }
        let listed = try views(list, "decoration items", kind: \.kind) { entry throws(InputError) in
            let fields = try entry.fields(allowed: decorationKeys, "a decoration item mapping")
            var item = CompositionalDecorationItem(kind: try elementKind(fields.required("kind")))
            if let insets = fields["contentInsets"] { item.contentInsets = try insets.insets() }
            if let value = fields["zIndex"] { item.zIndex = try zIndex(value) }
            return item
        }
        if background != nil, listed.contains(where: { $0.kind == .background }) {
            throw list.error("the section has a background already: drop \"background\" or this one")
        }
        return items + listed
    }

    /// The kinds of the supplementary items anchored to `group`'s cells and groups, its own included.
    /// - Complexity: O(subitems, nested).
    static func anchoredKinds(of group: CompositionalGroup) -> Set<ElementKind> {
        var kinds = Set(group.supplementaryItems.map(\.kind))
        for subitem in group.subitems {
            switch subitem {
            case .item(let item): kinds.formUnion(item.supplementaryItems.map(\.kind))
            case .group(let nested): kinds.formUnion(anchoredKinds(of: nested))
            }
        }
        return kinds
    }

    /// Refuses a group whose own supplementary kinds are given again inside it (both would be reported at its
    /// first cell's index path).
    static func checkGroupKinds(_ group: CompositionalGroup, at value: SpecValue?) throws(InputError) {
        guard let value, !group.supplementaryItems.isEmpty else { return }
        var inside = Set<ElementKind>()
        for subitem in group.subitems {
            switch subitem {
            case .item(let item): inside.formUnion(item.supplementaryItems.map(\.kind))
            case .group(let nested): inside.formUnion(anchoredKinds(of: nested))
            }
        }
        if let kind = group.supplementaryItems.map(\.kind).first(where: inside.contains) {
            throw value.error("the kind \(kind.rawValue) is given inside this group too: a group's kinds are its own")
        }
    }

    /// Refuses a section whose boundary items share a kind with its anchored supplementary items (both would
    /// be reported at `[section, 0]`).
    static func checkSectionKinds(_ section: CompositionalSection, at value: SpecValue?) throws(InputError) {
        guard let value else { return }
        let anchored = anchoredKinds(of: section.group)
        if let item = section.boundaryItems.first(where: { anchored.contains($0.kind) }) {
            throw value.error(
                "the kind \(item.kind.rawValue) is a supplementary item of the section's items too: give it another")
        }
    }

    /// Refuses layout boundary items reported with one kind (`header` and `layoutHeader` are both reported as
    /// `layoutHeader`) or with a kind a section uses (both would be at `[0, 0]`).
    /// - Complexity: O(n) for the n boundary items (at most `maximumViews`) and the sections' kinds.
    static func checkLayoutKinds(_ configuration: CompositionalConfiguration, at value: SpecValue?) throws(InputError) {
        guard let value else { return }
        var reported = Set<ElementKind>()
        for (item, entry) in zip(configuration.boundaryItems, try value.list("a list of boundary supplementary items"))
        where !reported.insert(CompositionalLayout.globalKind(item.kind)).inserted {
            throw entry.error(
                "the layout's \(CompositionalLayout.globalKind(item.kind).rawValue) is given twice "
                    + "(its header is reported as layoutHeader, its footer as layoutFooter)")
        }
        var used = Set<ElementKind>()
        for section in configuration.sections {
            used.formUnion(section.boundaryItems.map(\.kind))
            used.formUnion(anchoredKinds(of: section.group))
        }
        if let item = configuration.boundaryItems.first(where: {
            used.contains(CompositionalLayout.globalKind($0.kind))
        }) {
            throw value.error(
                "the layout's \(CompositionalLayout.globalKind(item.kind).rawValue) is a kind a section uses: give it another"
            )
        }
    }
}
