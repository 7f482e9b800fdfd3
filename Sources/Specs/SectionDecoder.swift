import LayoutCore
import Layouts
import Simulation
import WireFormat

/// Reads a view spec's `sections`: item counts or lists, per-item answers and section answers, within the
/// limit of `ViewSpec.maximumItemCount` items per view.
enum SectionDecoder {
    static let sectionKeys = [
        "id", "items", "item", "pattern", "overrides", "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing",
        "header", "footer", "plugin", "effects",
    ]
    /// The answers every layout may ask, then each layout's own.
    static let itemKeys =
        ["id", "size", "inset"] + LayoutSpecDecoder.expandedItemKeys + PluginSpecDecoder.itemKeys
        + LNZSpecDecoder.safariItemKeys

    /// At most this many sections in a view; each costs memory even when empty.
    static let maximumSectionCount = 1_000_000

    static func decodeSections(_ value: SpecValue, layout: LayoutSpec) throws(InputError) -> CollectionData {
        let elements = try value.list("a list of sections")
        guard elements.count <= maximumSectionCount else {
            throw value.error("expected at most \(maximumSectionCount) sections, got \(elements.count)")
        }
        if layout.isSingleSection, elements.count > 1 {
            let reason = layout.type == .expanded ? "its index paths are flat, [0, i]" : "the seed stops on more"
            throw value.error(
                "the \(layout.typeName) layout shows a single section (\(reason)), got \(elements.count)")
        }
        var remaining = ViewSpec.maximumItemCount
        var ids = ExplicitIDs()
        var sections: [SectionData] = []
        sections.reserveCapacity(elements.count)
        var sectionIDs = SectionIDs(count: elements.count)
        for element in elements {
            var section = try decodeSection(element, layout: layout, remaining: remaining, ids: &ids)
            section.id = try sectionIDs.given(element, at: sections.count)
            if case .plugin(let configuration) = layout, configuration.defaultPlugin == nil,
                section.answers.plugin == nil, section.itemCount > 0
            {
                throw element.error(
                    "no plugin places this section's \(section.itemCount) items: give it a \"plugin\" or the layout a \"defaultPlugin\""
                )
            }
            remaining -= section.itemCount
            sections.append(section)
        }
        let data = CollectionData(sections: sections)
        try ids.checkAgainstDefaults(of: data)
        return data
    }

    /// One section a batch inserts, as a view spec writes it (its items within the view's limit, its
    /// ids distinct from one another; the simulator checks them against the view's).
    static func decodeInsertedSection(_ value: SpecValue, layout: LayoutSpec) throws(InputError) -> SectionData {
        if case .mapping = value.node, let id = try value.fields(allowed: sectionKeys, "a section mapping")["id"] {
            throw id.error(
                "a section inserted by a batch takes its id from where it lands; give ids with applySnapshot")
        }
        var ids = ExplicitIDs()
        return try decodeSection(value, layout: layout, remaining: ViewSpec.maximumItemCount, ids: &ids)
    }

    private static func decodeSection(
        _ value: SpecValue, layout: LayoutSpec, remaining: Int, ids: inout ExplicitIDs
    ) throws(InputError) -> SectionData {
        let fields = try value.fields(allowed: sectionKeys, "a section mapping")
        for key in ["plugin", "effects"] where layout.type != .plugin {
            if let value = fields[key] {
                throw value.error("only the plugin layout reads \"\(key)\" (this view's layout is \(layout.typeName))")
            }
        }
        let common =
            try fields["item"].map { value throws(InputError) in try decodeItem(value, allowsID: false) } ?? .none
        var pattern: [ItemAnswers] = []
        if let patternValue = fields["pattern"] {
            let elements = try patternValue.list("a list of item answers")
            guard !elements.isEmpty else { throw patternValue.error("expected at least one entry, got an empty list") }
            for element in elements { pattern.append(try decodeItem(element, allowsID: false)) }
        }
        var section = try decodeItems(fields.required("items"), remaining: remaining, common: common, ids: &ids)
        section.pattern = pattern
        if let overrides = fields["overrides"] {
            section.overrides = try decodeOverrides(overrides, itemCount: section.itemCount, ids: &ids)
        }
        section.answers = try decodeSectionAnswers(fields)
        if let plugin = fields["plugin"] { section.answers.plugin = try PluginSpecDecoder.decodePlugin(plugin) }
        if let effects = fields["effects"] {
            section.answers.effects = try PluginSpecDecoder.decodeEffects(effects, answers: section.answers)
        }
        return section
    }

    /// `items`: a count, or a list of item answers.
    private static func decodeItems(
        _ value: SpecValue, remaining: Int, common: ItemAnswers, ids: inout ExplicitIDs
    ) throws(InputError) -> SectionData {
        let limitMessage = "the view would hold more than \(ViewSpec.maximumItemCount) items"
        if case .sequence(let sequence, _) = value.node {
            guard sequence.count <= remaining else { throw value.error(limitMessage) }
            var listed: [ItemAnswers] = []
            listed.reserveCapacity(sequence.count)
            for element in try value.list() {
                let item = try decodeItem(element, allowsID: true)
                if let id = item.id { try ids.insert(id, at: element) }
                listed.append(item)
            }
            return SectionData(listed: listed, common: common)
        }
        guard value.plainText.flatMap(Double.init) != nil else {
            throw value.error("expected a count or a list, got \(value.shown)")
        }
        let count = try value.integer(in: 0...Int.max >> 1, "a count")
        guard count <= remaining else { throw value.error("\(limitMessage) (\(value.plainText ?? "") given here)") }
        return SectionData(itemCount: count, common: common)
    }

    private static func decodeOverrides(_ value: SpecValue, itemCount: Int, ids: inout ExplicitIDs) throws(InputError)
        -> [Int: ItemAnswers]
    {
        guard case .mapping(let mapping, _) = value.node else {
            throw value.error("expected a mapping from item index to answers, got \(value.shown)")
        }
        var overrides: [Int: ItemAnswers] = [:]
        for member in mapping {
            let key = member.key.text
            let entry = SpecValue(node: member.value, path: "\(value.path)[\"\(key)\"]", document: value.document)
            let keyValue = SpecValue(node: .scalar(member.key), path: entry.path, document: value.document)
            if let index = Int(key), String(index) != key {
                throw keyValue.error(
                    "item index \"\(key)\" is ambiguous: write it as \"\(index)\", without a sign or leading zeros")
            }
            guard let index = Int(key), index >= 0, index < itemCount else {
                let range = itemCount == 0 ? "the section has no items" : "expected an index from 0 to \(itemCount - 1)"
                throw keyValue.error("no item \"\(key)\": \(range)")
            }
            let item = try decodeItem(entry, allowsID: true)
            if let id = item.id { try ids.insert(id, at: entry) }
            overrides[index] = item
        }
        return overrides
    }

    static func decodeItem(_ value: SpecValue, allowsID: Bool) throws(InputError) -> ItemAnswers {
        let fields = try value.fields(allowed: itemKeys, "a mapping of item answers")
        var item = ItemAnswers()
        if let id = fields["id"] {
            guard allowsID else {
                throw id.error("an id here would repeat over many items; give ids in an items list or in overrides")
            }
            item.id = try id.identifier()
        }
        if let size = fields["size"] { item.size = try size.size() }
        if let inset = fields["inset"] { item.inset = try inset.insets() }
        try LayoutSpecDecoder.decodeExpandedItem(fields, into: &item)
        try PluginSpecDecoder.decodeItem(fields, into: &item)
        try LNZSpecDecoder.decodeSafariItem(fields, into: &item)
        return item
    }

    private static func decodeSectionAnswers(_ fields: SpecFields) throws(InputError) -> SectionAnswers {
        var answers = SectionAnswers()
        if let inset = fields["sectionInset"] { answers.sectionInset = try inset.insets() }
        if let spacing = fields["minimumLineSpacing"] { answers.minimumLineSpacing = try spacing.length() }
        if let spacing = fields["minimumInteritemSpacing"] {
            answers.minimumInteritemSpacing = try spacing.length()
        }
        if let header = fields["header"] { answers.header = try header.size() }
        if let footer = fields["footer"] { answers.footer = try footer.size() }
        return answers
    }
}

/// The sections' diffable identifiers in a view spec: an `id` given, else the section's index as a
/// string (`SectionData.sectionID(at:)`); each once. O(1) per section.
private struct SectionIDs {
    private var firstUse: [String: String] = [:]

    init(count: Int) {
        firstUse.reserveCapacity(count)
    }

    /// The `id` section `index` (`element`) gives, or nil; refused when it, or its default, is taken.
    mutating func given(_ element: SpecValue, at index: Int) throws(InputError) -> String? {
        let value = try element.fields(allowed: SectionDecoder.sectionKeys, "a section mapping")["id"]
        let id = try value?.identifier() ?? String(index)
        let path = value?.path ?? element.path
        if let first = firstUse.updateValue(path, forKey: id) {
            throw (value ?? element).error("duplicate section id \"\(id)\" (first given at \(first))")
        }
        return value == nil ? nil : id
    }
}

/// The ids given in a view's data: each once, and none equal to another item's default `"S-I"` id.
private struct ExplicitIDs {
    private var firstUse: [String: SpecValue] = [:]

    mutating func insert(_ id: String, at value: SpecValue) throws(InputError) {
        if let first = firstUse[id] { throw value.error("duplicate id \"\(id)\" (first given at \(first.path))") }
        firstUse[id] = value
    }

    /// An explicit id that reads `"S-I"` would clash with the default id of item `[S, I]`, unless that
    /// item has an explicit id of its own.
    func checkAgainstDefaults(of data: CollectionData) throws(InputError) {
        for (id, value) in firstUse.sorted(by: { $0.value.path < $1.value.path }) {
            let parts = id.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]) else { continue }
            let indexPath = IndexPath(section: section, item: item)
            if case .positional = data.itemID(at: indexPath) {
                throw value.error(
                    "id \"\(id)\" is the default id of item [\(section), \(item)], which has no id of its own")
            }
        }
    }
}
