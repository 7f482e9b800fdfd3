import LayoutCore
import Layouts
import WireFormat

/// A compositional layout as the `compositional` keys of a view spec (Docs/Formats.md), the inverse of the
/// spec decoder: what the decoder reads back is the configuration written. A member at its default is left
/// out, except the layout-wide ones. Element kinds are the engine's (an app's long kind string is its
/// alias, as the transcript names it).
enum CompositionalSpecExport {
    typealias Unsupported = ViewSpecExport.Unsupported

    /// `configuration` as a `layout` mapping. - Throws: `Unsupported` for what the spec cannot say (a
    /// length of 0 in a dimension, a custom group with no frames or with edge spacing).
    /// - Complexity: O(elements) over every section layout.
    static func layout(_ configuration: CompositionalConfiguration) throws(Unsupported) -> JSONValue {
        var sections: [JSONValue] = []
        for section in configuration.sections { sections.append(try self.section(section)) }
        var fields: [String: JSONValue] = [
            "type": "compositional", "sections": .array(sections),
            "scrollDirection": .string(configuration.scrollDirection.rawValue),
            "interSectionSpacing": .number(configuration.interSectionSpacing),
            "contentInsetsReference": .string(configuration.contentInsetsReference.rawValue),
            "safeArea": ViewSpecExport.insets(configuration.safeArea),
            "layoutMargins": ViewSpecExport.insets(configuration.layoutMargins),
            "readableContentWidth": .number(configuration.readableContentWidth),
        ]
        if !configuration.boundaryItems.isEmpty {
            fields["boundarySupplementaryItems"] = try .array(configuration.boundaryItems.map(boundary))
        }
        return .object(fields)
    }

    private static func section(_ section: CompositionalSection) throws(Unsupported) -> JSONValue {
        var fields: [String: JSONValue] = ["group": try group(section.group)]
        if section.orthogonalScrollingBehavior != .none {
            fields["orthogonalScrollingBehavior"] = .string(section.orthogonalScrollingBehavior.rawValue)
        }
        let properties = section.orthogonalScrollingProperties
        if properties != OrthogonalScrollingProperties() {
            var written: [String: JSONValue] = ["bounce": .string(properties.bounce.rawValue)]
            written["decelerationRate"] = properties.decelerationRate.map { .number($0) } ?? "automatic"
            fields["orthogonalScrollingProperties"] = .object(written)
        }
        if let effect = section.visibleItemsEffect {
            fields["visibleItemsEffect"] = [
                "minimumScale": .number(effect.minimumScale), "minimumAlpha": .number(effect.minimumAlpha),
            ]
        }
        if section.contentInsets != .zero { fields["contentInsets"] = ViewSpecExport.insets(section.contentInsets) }
        if let reference = section.contentInsetsReference {
            fields["contentInsetsReference"] = .string(reference.rawValue)
        }
        if section.interGroupSpacing != 0 { fields["interGroupSpacing"] = .number(section.interGroupSpacing) }
        if !section.boundaryItems.isEmpty {
            fields["boundarySupplementaryItems"] = try .array(section.boundaryItems.map(boundary))
        }
        if !section.supplementariesFollowContentInsets { fields["supplementariesFollowContentInsets"] = false }
        if let reference = section.supplementaryContentInsetsReference {
            fields["supplementaryContentInsetsReference"] = .string(reference.rawValue)
        }
        if !section.decorationItems.isEmpty {
            fields["decorationItems"] = .array(
                section.decorationItems.map {
                    [
                        "kind": .string($0.kind.rawValue), "contentInsets": ViewSpecExport.insets($0.contentInsets),
                        "zIndex": JSONValue($0.zIndex),
                    ]
                })
        }
        return .object(fields)
    }

    /// A group: custom frames, one subitem repeated `count` times, or its subitems listed.
    private static func group(_ group: CompositionalGroup) throws(Unsupported) -> JSONValue {
        var fields: [String: JSONValue] = ["size": try size(group.size)]
        if !group.supplementaryItems.isEmpty {
            fields["supplementaryItems"] = try .array(group.supplementaryItems.map(supplementary))
        }
        if let frames = group.customFrames {
            guard !frames.isEmpty, group.edgeSpacing == nil else {
                throw Unsupported(what: "a custom group with no frames or with edge spacing")
            }
            fields["custom"] = .array(
                frames.map { [.number($0.minX), .number($0.minY), .number($0.width), .number($0.height)] })
            return .object(fields)
        }
        fields["direction"] = .string(group.direction.rawValue)
        var subitems: [JSONValue] = []
        for subitem in group.subitems { subitems.append(try self.subitem(subitem)) }
        if let count = group.count, let only = subitems.first {
            fields["subitem"] = only
            fields["count"] = JSONValue(count)
        } else {
            fields["subitems"] = .array(subitems)
        }
        if group.isSpacingFlexible {
            fields["interItemSpacing"] = ["flexible": .number(group.interItemSpacing)]
        } else if group.interItemSpacing != 0 {
            fields["interItemSpacing"] = .number(group.interItemSpacing)
        }
        if group.contentInsets != .zero { fields["contentInsets"] = ViewSpecExport.insets(group.contentInsets) }
        if let spacing = group.edgeSpacing { fields["edgeSpacing"] = edgeSpacing(spacing) }
        return .object(fields)
    }

    /// `{item: …}` or `{group: …}`.
    private static func subitem(_ subitem: CompositionalGroup.Subitem) throws(Unsupported) -> JSONValue {
        switch subitem {
        case .group(let nested): return ["group": try group(nested)]
        case .item(let item):
            var fields: [String: JSONValue] = ["size": try size(item.size)]
            if item.contentInsets != .zero { fields["contentInsets"] = ViewSpecExport.insets(item.contentInsets) }
            if let spacing = item.edgeSpacing { fields["edgeSpacing"] = edgeSpacing(spacing) }
            if !item.supplementaryItems.isEmpty {
                fields["supplementaryItems"] = try .array(item.supplementaryItems.map(supplementary))
            }
            return ["item": .object(fields)]
        }
    }

    private static func supplementary(_ item: CompositionalSupplementaryItem) throws(Unsupported) -> JSONValue {
        var fields: [String: JSONValue] = [
            "kind": .string(item.kind.rawValue), "size": try size(item.size),
            "containerAnchor": anchor(item.containerAnchor), "zIndex": JSONValue(item.zIndex),
        ]
        if let anchor = item.itemAnchor { fields["itemAnchor"] = self.anchor(anchor) }
        return .object(fields)
    }

    private static func anchor(_ anchor: CompositionalAnchor) -> JSONValue {
        var fields: [String: JSONValue] = [
            "edges": .array(
                CompositionalAnchor.Edge.allCases.filter(anchor.edges.contains).map { .string($0.rawValue) })
        ]
        if anchor.fractionalOffset != Vector(dx: 0, dy: 0) {
            fields["fractionalOffset"] = vector(anchor.fractionalOffset)
        }
        if anchor.absoluteOffset != Vector(dx: 0, dy: 0) { fields["absoluteOffset"] = vector(anchor.absoluteOffset) }
        return .object(fields)
    }

    private static func boundary(_ item: CompositionalBoundaryItem) throws(Unsupported) -> JSONValue {
        var fields: [String: JSONValue] = [
            "kind": .string(item.kind.rawValue), "size": try size(item.size),
            "contentInsets": ViewSpecExport.insets(item.contentInsets), "absoluteOffset": vector(item.absoluteOffset),
            "extendsBoundary": .bool(item.extendsBoundary), "pinToVisibleBounds": .bool(item.pinToVisibleBounds),
            "zIndex": JSONValue(item.zIndex),
        ]
        if let alignment = item.alignment { fields["alignment"] = .string(alignment.rawValue) }
        return .object(fields)
    }

    private static func edgeSpacing(_ spacing: CompositionalEdgeSpacing) -> JSONValue {
        var fields: [String: JSONValue] = [:]
        let edges = [
            ("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing),
            ("bottom", spacing.bottom),
        ]
        for (key, edge) in edges {
            if let edge { fields[key] = [edge.isFlexible ? "flexible" : "fixed": .number(edge.points)] }
        }
        return .object(fields)
    }

    /// `{width: D, height: D}`.
    private static func size(_ size: CompositionalSize) throws(Unsupported) -> JSONValue {
        ["width": try dimension(size.width), "height": try dimension(size.height)]
    }

    /// `{absolute: points}`, `{fractionalWidth: f}`, …: each above 0, as the decoder takes them.
    private static func dimension(_ dimension: CompositionalDimension) throws(Unsupported) -> JSONValue {
        let (key, value): (String, Double) =
            switch dimension {
            case .absolute(let points): ("absolute", points)
            case .estimated(let points): ("estimated", points)
            case .uniformAcrossSiblings(let points): ("uniformAcrossSiblings", points)
            case .fractionalWidth(let fraction): ("fractionalWidth", fraction)
            case .fractionalHeight(let fraction): ("fractionalHeight", fraction)
            }
        guard value > 0 else {
            throw Unsupported(
                what: "the dimension {\(key): \(CanonicalNumber.format(value))} (a spec's dimensions are above 0)")
        }
        return [key: .number(value)]
    }

    private static func vector(_ vector: Vector) -> JSONValue { [.number(vector.dx), .number(vector.dy)] }
}
