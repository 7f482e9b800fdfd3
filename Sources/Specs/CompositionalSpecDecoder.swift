import LayoutCore
import Layouts
import ScrollPhysics
import WireFormat

/// Reads a `compositional` layout: the configuration, its section layouts, their groups, items and
/// dimensions, with UIKit's names, each error at its key path.
enum CompositionalSpecDecoder {
    static let layoutKeys = [
        "type", "scrollDirection", "interSectionSpacing", "sections", "boundarySupplementaryItems",
        "contentInsetsReference", "safeArea", "layoutMargins", "readableContentWidth",
    ]
    static let sectionKeys = [
        "group", "orthogonalScrollingBehavior", "orthogonalScrollingProperties", "contentInsets", "interGroupSpacing",
        "boundarySupplementaryItems", "supplementariesFollowContentInsets", "supplementaryContentInsetsReference",
        "background", "decorationItems", "visibleItemsEffect", "contentInsetsReference",
    ]
    static let orthogonalPropertiesKeys = ["decelerationRate", "bounce"]
    static let effectKeys = ["minimumScale", "minimumAlpha"]
    static let spacingKinds = ["fixed", "flexible"]
    static let groupKeys = [
        "direction", "size", "subitems", "subitem", "count", "custom", "interItemSpacing", "contentInsets",
        "edgeSpacing", "supplementaryItems",
    ]
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    static let edgeKeys = ["leading", "top", "trailing", "bottom"]
    static let dimensionKinds = [
        "absolute", "fractionalWidth", "fractionalHeight", "estimated", "uniformAcrossSiblings",
    ]

    /// The most section layouts a spec lists (one per section index; the last serves the rest): each
    /// solves its group once, up to 1,000 cells, so a layout's templates stay within a million frames.
    static let maximumSections = 1_000
    /// The most subitems a group lists, and the most times `count` repeats one.
    static let maximumSubitems = 100
    static let maximumCount = 1_000
    /// How deep groups nest in groups.
    static let maximumDepth = 8
    /// The largest fraction of a container a dimension may take.
    static let maximumFraction = NumericDomain.largestFraction

    static func decode(_ value: SpecValue) throws(InputError) -> CompositionalConfiguration {
        let fields = try value.fields(allowed: layoutKeys)
        let list = try fields.required("sections")
        let entries = try list.list("a list of section layouts")
        guard !entries.isEmpty else { throw list.error("expected at least one section layout") }
        guard entries.count <= maximumSections else {
            throw list.error("expected at most \(maximumSections) section layouts, got \(entries.count)")
        }
        var sections: [CompositionalSection] = []
        for entry in entries { sections.append(try section(entry)) }
        var configuration = CompositionalConfiguration(sections: sections)
        if let direction = fields["scrollDirection"] {
            configuration.scrollDirection = Axis(rawValue: try direction.choice(Axis.allCases.map(\.rawValue)))!
        }
        if let spacing = fields["interSectionSpacing"] { configuration.interSectionSpacing = try spacing.length() }
        if let list = fields["boundarySupplementaryItems"] { configuration.boundaryItems = try boundaryItems(list) }
        try checkLayoutKinds(configuration, at: fields["boundarySupplementaryItems"])
        if let reference = fields["contentInsetsReference"] {
            configuration.contentInsetsReference = try insetsReference(reference)
        }
        if let safeArea = fields["safeArea"] { configuration.safeArea = try safeArea.insets() }
        if let margins = fields["layoutMargins"] { configuration.layoutMargins = try margins.insets() }
        if let width = fields["readableContentWidth"] {
            configuration.readableContentWidth = try width.positiveLength()
        }
        return configuration
    }

    private static func section(_ value: SpecValue) throws(InputError) -> CompositionalSection {
        let fields = try value.fields(allowed: sectionKeys, "a section layout mapping")
        var section = CompositionalSection(group: try group(try fields.required("group"), depth: 1))
        if let behavior = fields["orthogonalScrollingBehavior"] {
            section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior(
                rawValue: try behavior.choice(OrthogonalScrollingBehavior.allCases.map(\.rawValue)))!
        }
        if let properties = fields["orthogonalScrollingProperties"] {
            section.orthogonalScrollingProperties = try orthogonalProperties(properties)
        }
        if let effect = fields["visibleItemsEffect"] {
            guard section.orthogonalScrollingBehavior != .none else {
                throw effect.error("a visibleItemsEffect needs an orthogonalScrollingBehavior other than none")
            }
            section.visibleItemsEffect = try itemsEffect(effect)
        }
        if let insets = fields["contentInsets"] { section.contentInsets = try insets.insets() }
        if let reference = fields["contentInsetsReference"] {
            section.contentInsetsReference = try insetsReference(reference)
        }
        if let spacing = fields["interGroupSpacing"] { section.interGroupSpacing = try spacing.length() }
        if let list = fields["boundarySupplementaryItems"] { section.boundaryItems = try boundaryItems(list) }
        try checkSectionKinds(section, at: fields["boundarySupplementaryItems"])
        if let follow = fields["supplementariesFollowContentInsets"] {
            section.supplementariesFollowContentInsets = try follow.bool()
        }
        if let reference = fields["supplementaryContentInsetsReference"] {
            section.supplementaryContentInsetsReference = try insetsReference(reference)
        }
        section.decorationItems = try decorationItems(list: fields["decorationItems"], background: fields["background"])
        return section
    }

    /// `decelerationRate` (`automatic`, `normal`, `fast` or a rate per millisecond) and `bounce`
    /// (`automatic`, `always`, `never`).
    private static func orthogonalProperties(_ value: SpecValue) throws(InputError) -> OrthogonalScrollingProperties {
        let fields = try value.fields(allowed: orthogonalPropertiesKeys, "an orthogonalScrollingProperties mapping")
        var properties = OrthogonalScrollingProperties()
        if let rate = fields["decelerationRate"], rate.text != "automatic" {
            properties.decelerationRate = try ViewSpecDecoder.decelerationRate(rate).perMillisecond
        }
        if let bounce = fields["bounce"] {
            properties.bounce = .init(
                rawValue: try bounce.choice(OrthogonalScrollingProperties.Bounce.allCases.map(\.rawValue)))!
        }
        return properties
    }

    /// `automatic`, `none`, `safeArea`, `layoutMargins` or `readableContent`.
    private static func insetsReference(_ value: SpecValue) throws(InputError) -> ContentInsetsReference {
        ContentInsetsReference(rawValue: try value.choice(ContentInsetsReference.allCases.map(\.rawValue)))!
    }

    /// `NSCollectionLayoutSpacing`: points (fixed), `{fixed: points}` or `{flexible: points}`.
    private static func spacing(_ value: SpecValue) throws(InputError) -> (points: Double, isFlexible: Bool) {
        guard case .mapping = value.node else { return (try value.length(), false) }
        let fields = try value.fields(allowed: spacingKinds, "a spacing mapping: {fixed: points} or {flexible: points}")
        let given = spacingKinds.filter { fields[$0] != nil }
        guard given.count == 1, let kind = given.first else {
            throw value.error("a spacing is exactly one of fixed, flexible")
        }
        return (try fields.required(kind).length(), kind == "flexible")
    }

    /// `minimumScale` in (0, 1] and `minimumAlpha` in [0, 1], each 1 unless given.
    private static func itemsEffect(_ value: SpecValue) throws(InputError) -> CompositionalItemsEffect {
        let fields = try value.fields(allowed: effectKeys, "a visibleItemsEffect mapping")
        var effect = CompositionalItemsEffect()
        if let scale = fields["minimumScale"] {
            effect.minimumScale = try scale.number(in: 0...1, excluding: [0], "above 0 and at most 1")
        }
        if let alpha = fields["minimumAlpha"] { effect.minimumAlpha = try alpha.number(in: 0...1, "from 0 to 1") }
        return effect
    }

    private static func group(_ value: SpecValue, depth: Int) throws(InputError) -> CompositionalGroup {
        guard depth <= maximumDepth else {
            throw value.error("groups nest at most \(maximumDepth) deep")
        }
        let fields = try value.fields(allowed: groupKeys, "a group mapping")
        let size = try size(fields.required("size"))
        if let custom = fields["custom"] { return try customGroup(custom, size: size, fields: fields) }
        let direction = Axis(rawValue: try fields.required("direction").choice(Axis.allCases.map(\.rawValue)))!
        var subitems: [CompositionalGroup.Subitem] = []
        var count: Int?
        switch (fields["subitems"], fields["subitem"]) {
        case (let list?, nil):
            guard fields["count"] == nil else {
                throw list.error("count repeats one subitem: give \"subitem\", not \"subitems\"")
            }
            let entries = try list.list("a list of subitems")
            guard (1...maximumSubitems).contains(entries.count) else {
                throw list.error("expected 1 to \(maximumSubitems) subitems, got \(entries.count)")
            }
            for entry in entries { subitems.append(try subitem(entry, depth: depth)) }
        case (nil, let single?):
            subitems = [try subitem(single, depth: depth)]
            count = try fields.required("count").integer(in: 1...maximumCount, "a count")
        default:
            throw value.error(
                "expected exactly one of \"subitems\" (a list), \"subitem\" with \"count\", and \"custom\" (frames)")
        }
        var group = CompositionalGroup(direction: direction, size: size, subitems: subitems, count: count)
        if let spacing = fields["interItemSpacing"] {
            (group.interItemSpacing, group.isSpacingFlexible) = try self.spacing(spacing)
        }
        if let insets = fields["contentInsets"] { group.contentInsets = try insets.insets() }
        if let edges = fields["edgeSpacing"] { group.edgeSpacing = try edgeSpacing(edges) }
        if let list = fields["supplementaryItems"] { group.supplementaryItems = try supplementaryItems(list) }
        try checkGroupKinds(group, at: fields["supplementaryItems"])
        return group
    }

    /// `{leading, top, trailing, bottom}`, each a spacing (points, `{fixed: points}` or `{flexible: points}`).
    private static func edgeSpacing(_ value: SpecValue) throws(InputError) -> CompositionalEdgeSpacing {
        let fields = try value.fields(allowed: edgeKeys, "an edgeSpacing mapping")
        func edge(_ key: String) throws(InputError) -> CompositionalSpacing? {
            try fields[key].map { value throws(InputError) in
                let (points, isFlexible) = try spacing(value)
                return CompositionalSpacing(points: points, isFlexible: isFlexible)
            }
        }
        return CompositionalEdgeSpacing(
            leading: try edge("leading"), top: try edge("top"), trailing: try edge("trailing"),
            bottom: try edge("bottom"))
    }

    /// A custom group: `custom`, its cells' frames `[x, y, width, height]` relative to the group, alone with
    /// its `size` (a custom group has no direction, subitems or spacing).
    private static func customGroup(_ custom: SpecValue, size: CompositionalSize, fields: SpecFields)
        throws(InputError) -> CompositionalGroup
    {
        for key in ["direction", "subitems", "subitem", "count", "interItemSpacing", "contentInsets"] {
            if let member = fields[key] {
                throw member.error("a custom group places its cells itself: drop \"\(key)\"")
            }
        }
        let entries = try custom.list("a list of frames [x, y, width, height]")
        guard (1...CompositionalGroup.maximumCells).contains(entries.count) else {
            throw custom.error("expected 1 to \(CompositionalGroup.maximumCells) frames, got \(entries.count)")
        }
        var frames: [Rect] = []
        for entry in entries {
            let values = try entry.numbers(4, "[x, y, width, height]") { v throws(InputError) in try v.coordinate() }
            guard values[2] >= 0, values[3] >= 0 else {
                throw entry.error("a frame's width and height are not below 0")
            }
            frames.append(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
        var group = CompositionalGroup(direction: .horizontal, size: size, subitems: [])
        group.customFrames = frames
        if let list = fields["supplementaryItems"] { group.supplementaryItems = try supplementaryItems(list) }
        return group
    }

    /// `{item: {...}}` or `{group: {...}}`.
    private static func subitem(_ value: SpecValue, depth: Int) throws(InputError) -> CompositionalGroup.Subitem {
        let fields = try value.fields(allowed: ["item", "group"], "a subitem: {item: …} or {group: …}")
        switch (fields["item"], fields["group"]) {
        case (let item?, nil):
            let itemFields = try item.fields(allowed: itemKeys, "an item mapping")
            var decoded = CompositionalItem(size: try size(itemFields.required("size"), ofItem: true))
            if let insets = itemFields["contentInsets"] { decoded.contentInsets = try insets.insets() }
            if let edges = itemFields["edgeSpacing"] { decoded.edgeSpacing = try edgeSpacing(edges) }
            if let list = itemFields["supplementaryItems"] { decoded.supplementaryItems = try supplementaryItems(list) }
            return .item(decoded)
        case (nil, let group?):
            return .group(try self.group(group, depth: depth + 1))
        default:
            throw value.error("expected a subitem: {item: …} or {group: …}")
        }
    }

    /// A zIndex: a whole number from -10,000 to 10,000.
    static func zIndex(_ value: SpecValue) throws(InputError) -> Int {
        try value.integer(in: -10_000...10_000)
    }

    /// `{width: DIMENSION, height: DIMENSION}`; `uniformAcrossSiblings` only `ofItem`.
    static func size(_ value: SpecValue, ofItem: Bool = false) throws(InputError) -> CompositionalSize {
        let fields = try value.fields(allowed: ["width", "height"], "a size: {width: …, height: …}")
        return CompositionalSize(
            width: try dimension(fields.required("width"), ofItem: ofItem),
            height: try dimension(fields.required("height"), ofItem: ofItem))
    }

    /// `{absolute: points}`, `{fractionalWidth: f}`, `{fractionalHeight: f}`, `{estimated: points}` or, for an
    /// item, `{uniformAcrossSiblings: points}`.
    private static func dimension(_ value: SpecValue, ofItem: Bool) throws(InputError) -> CompositionalDimension {
        let fields = try value.fields(
            allowed: dimensionKinds, "a dimension: {absolute: points} or {fractionalWidth: f}, …")
        let given = fields.members
        guard given.count == 1, let (kind, number) = given.first else {
            let got = given.isEmpty ? "none" : given.map(\.key).joined(separator: " and ")
            throw value.error("a dimension is exactly one of \(dimensionKinds.joined(separator: ", ")); got \(got)")
        }
        let fractionText = "above 0 and at most \(Int(maximumFraction))"
        switch kind {
        case "absolute": return .absolute(try number.positiveLength())
        case "estimated": return .estimated(try number.positiveLength())
        case "uniformAcrossSiblings":
            guard ofItem else { throw number.error("uniformAcrossSiblings is an item's dimension (its siblings')") }
            return .uniformAcrossSiblings(try number.positiveLength())
        case "fractionalWidth":
            return .fractionalWidth(try number.number(in: 0...maximumFraction, excluding: [0], fractionText))
        default:
            return .fractionalHeight(try number.number(in: 0...maximumFraction, excluding: [0], fractionText))
        }
    }
}
