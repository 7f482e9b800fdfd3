import LayoutCore
import Simulation
import WireFormat

/// The `applySnapshot` step: `{view, sections: [{id, items: [ids or {id, …answers}]}], reloadItems: [ids],
/// reconfigureItems: [ids], reloadSections: [section ids], animated, animation: {duration, curve}, anchor}`,
/// read into a `SnapshotApplication` (`animated` true when missing, as UIKit's `animatingDifferences`).
/// Identifiers are strings (quoted, or plain words that do not read as a number, a bool or null); section
/// identifiers are unique among sections and item identifiers among all items; the items to update are in
/// the snapshot, each named once in one of the two lists, and so are the sections to reload, each named
/// once. At most `SectionDecoder.maximumSectionCount` sections and `ViewSpec.maximumItemCount` items,
/// refused before their identifiers are read.
extension StepDecoder {
    /// Reads the body of an `applySnapshot` step. - Complexity: O(identifiers), one set insertion each.
    package mutating func applySnapshot(_ body: SpecValue) throws(InputError) -> SnapshotApplication {
        let fields = try body.fields(allowed: [
            "view", "sections", "reloadItems", "reconfigureItems", "reloadSections", "animated", "animation",
            "anchor",
        ])
        let id = try views.id(fields)
        let (animated, timing) = try Self.animation(fields)
        var answers: [String: ItemAnswers] = [:]
        let (snapshot, items) = try Self.snapshot(fields.required("sections"), answers: &answers)
        var named: [String: String] = [:]
        let reload = try Self.updates(fields["reloadItems"], in: items, named: &named)
        let reconfigure = try Self.updates(fields["reconfigureItems"], in: items, named: &named)
        var sectionsNamed: [String: String] = [:]
        let sectionIDs = Dictionary(snapshot.sections.map { ($0.id, "") }, uniquingKeysWith: { first, _ in first })
        let reloadSections = try Self.updates(
            fields["reloadSections"], in: sectionIDs, named: &sectionsNamed, what: "section")
        changedViews.insert(id)
        return SnapshotApplication(
            view: id, snapshot: snapshot, reloadItems: reload, reconfigureItems: reconfigure,
            reloadSections: reloadSections, answers: answers, animated: animated, timing: timing,
            anchor: try Self.anchor(fields["anchor"]))
    }

    /// The snapshot's sections, and the key path of each item identifier; the answers of the items
    /// written as objects go into `answers`.
    private static func snapshot(_ value: SpecValue, answers: inout [String: ItemAnswers]) throws(InputError)
        -> (DiffableSnapshot<String>, items: [String: String])
    {
        let list = try value.list("a list of sections {id, items}")
        let limit = SectionDecoder.maximumSectionCount
        guard list.count <= limit else { throw value.error("expected at most \(limit) sections, got \(list.count)") }
        var sections: [DiffableSnapshot<String>.Section] = []
        var sectionPaths: [String: String] = [:]
        var itemPaths: [String: String] = [:]
        for element in list {
            let fields = try element.fields(allowed: ["id", "items"], "a section {id, items}")
            let idValue = try fields.required("id")
            let id = try identifier(idValue)
            if let first = sectionPaths.updateValue(idValue.path, forKey: id) {
                throw idValue.error("duplicate section id \"\(id)\" (first given at \(first))")
            }
            let itemsValue = try fields.required("items")
            let itemList = try itemsValue.list("a list of item ids")
            let remaining = ViewSpec.maximumItemCount - itemPaths.count
            guard itemList.count <= remaining else {
                throw itemsValue.error("expected at most \(ViewSpec.maximumItemCount) items in all sections")
            }
            var items: [String] = []
            items.reserveCapacity(itemList.count)
            for item in itemList {
                let itemID = try itemIdentifier(item, answers: &answers)
                if let first = itemPaths.updateValue(item.path, forKey: itemID) {
                    throw item.error("duplicate item id \"\(itemID)\" (first given at \(first))")
                }
                items.append(itemID)
            }
            sections.append(.init(id: id, items: items))
        }
        return (DiffableSnapshot(sections: sections), itemPaths)
    }

    /// A list of items (or, `what` being "section", sections) to update (nil: none), each in `items` and not
    /// in `named` (the ids named so far, with their key paths), which it joins.
    private static func updates(
        _ value: SpecValue?, in items: [String: String], named: inout [String: String], what: String = "item"
    ) throws(InputError) -> [String] {
        guard let value else { return [] }
        var ids: [String] = []
        for element in try value.list("a list of \(what) ids") {
            let id = try identifier(element)
            guard items[id] != nil else { throw element.error("\(what) \"\(id)\" is not in the snapshot's sections") }
            if let first = named.updateValue(element.path, forKey: id) {
                throw element.error("\(what) \"\(id)\" is named twice (first at \(first))")
            }
            ids.append(id)
        }
        return ids
    }

    /// An item's identifier: written alone, or as the `id` of an item object `{id, …answers}` (the keys
    /// of a view spec's items), whose answers go into `answers` under it.
    private static func itemIdentifier(_ value: SpecValue, answers: inout [String: ItemAnswers]) throws(InputError)
        -> String
    {
        guard case .mapping = value.node else { return try identifier(value) }
        let item = try SectionDecoder.decodeItem(value, allowsID: true)
        guard let idValue = value.member("id") else { throw value.error("an item object needs its \"id\"") }
        let id = try identifier(idValue)
        answers[id] = item
        return id
    }

    /// An identifier: a non-empty string of at most `SpecValue.maximumIdentifierBytes` UTF-8 bytes, quoted
    /// or written plain, but not a plain number, bool or null (JSON's `5` is a number; a snapshot's
    /// identifiers are strings).
    private static func identifier(_ value: SpecValue) throws(InputError) -> String {
        guard case .scalar(let scalar) = value.node else {
            throw value.error("expected an id (a string), got \(value.shown)")
        }
        switch scalar.kind {
        case .quoted: break
        case .tagged(let tag):
            guard tag == "tag:yaml.org,2002:str" else {
                throw value.error("expected an id (a string), got \(value.shown)")
            }
        case .plain:
            guard Double(scalar.text) == nil, !nonStrings.contains(scalar.text),
                !SpecValue.isNonFiniteSpelling(scalar.text)
            else {
                throw value.error("expected an id (a string), got \(value.shown); quote it to use it as a string")
            }
        }
        return try value.identifier()
    }

    /// Plain words YAML reads as a bool or null.
    private static let nonStrings: Set<String> = [
        "", "~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE",
    ]
}
