import LayoutCore
import Simulation
import WireFormat

/// The `batchUpdates` step: the lists of one `performBatchUpdates`, each optional. Shapes are checked
/// here; index paths against the view's data when the step runs (`BatchCheck`).
extension StepDecoder {
    static let batchKeys = [
        "view", "animated", "animation", "deleteSections", "insertSections", "moveSections", "reloadSections",
        "deleteItems", "insertItems", "moveItems", "reloadItems", "reconfigureItems", "anchor",
    ]

    /// A data change's `animated` (true when missing, UIKit's default) and `animation: {duration, curve}`
    /// (seconds in (0, 10], `UpdateTiming.Curve`; each optional, UIKit's default as assumed otherwise).
    static func animation(_ fields: SpecFields) throws(InputError) -> (animated: Bool, timing: UpdateTiming) {
        let animated = try fields["animated"]?.bool() ?? true
        guard let value = fields["animation"] else { return (animated, .standard) }
        let entry = try value.fields(allowed: ["duration", "curve"])
        let curve = try entry["curve"]?.choice(UpdateTiming.Curve.self) ?? .easeInOut
        guard let duration = entry["duration"] else { return (animated, try Self.timing(curve: curve, at: value)) }
        let seconds = try duration.number(
            in: 0...UpdateTiming.maximumDuration, excluding: [0], "in (0, \(Int(UpdateTiming.maximumDuration))] seconds"
        )
        return (animated, try Self.timing(duration: seconds, curve: curve, at: duration))
    }

    /// `UpdateTiming(duration:curve:)`, its refusal (none for a duration read in range) as `value`'s error.
    private static func timing(
        duration: Double = UpdateTiming.defaultDuration, curve: UpdateTiming.Curve, at value: SpecValue
    ) throws(InputError) -> UpdateTiming {
        do {
            return try UpdateTiming(duration: duration, curve: curve)
        } catch {
            throw value.error(error.message)
        }
    }

    mutating func batchUpdates(_ body: SpecValue) throws(InputError) -> Command {
        let fields = try body.fields(allowed: Self.batchKeys)
        let id = try views.id(fields)
        let (animated, timing) = try Self.animation(fields)
        let layout = views.spec(id).layout
        var batch = BatchUpdate()
        batch.deleteSections = try entries(fields["deleteSections"]) { value throws(InputError) in try section(value) }
        batch.insertSections = try entries(fields["insertSections"]) { value throws(InputError) in
            guard Self.isMapping(value) else { return BatchUpdate.SectionInsertion(try section(value)) }
            let entry = try value.fields(allowed: ["at", "section"])
            let data = try entry["section"].map { value throws(InputError) in
                try SectionDecoder.decodeInsertedSection(value, layout: layout)
            }
            return BatchUpdate.SectionInsertion(
                try section(entry.required("at")), section: data ?? SectionData(itemCount: 0))
        }
        batch.moveSections = try entries(fields["moveSections"]) { value throws(InputError) in
            let entry = try value.fields(allowed: ["from", "to"])
            return BatchUpdate.SectionMove(
                from: try section(entry.required("from")), to: try section(entry.required("to")))
        }
        batch.reloadSections = try entries(fields["reloadSections"]) { value throws(InputError) in try section(value) }
        batch.deleteItems = try entries(fields["deleteItems"]) { value throws(InputError) in try value.indexPath() }
        batch.insertItems = try entries(fields["insertItems"]) { value throws(InputError) in
            let (path, answers) = try answeredItem(value)
            return BatchUpdate.ItemInsertion(path, answers: answers ?? .none)
        }
        batch.moveItems = try entries(fields["moveItems"]) { value throws(InputError) in
            let entry = try value.fields(allowed: ["from", "to"])
            return BatchUpdate.ItemMove(
                from: try entry.required("from").indexPath(), to: try entry.required("to").indexPath())
        }
        batch.reloadItems = try entries(fields["reloadItems"], update)
        batch.reconfigureItems = try entries(fields["reconfigureItems"], update)
        guard batch.operationCount <= ViewSpec.maximumItemsPerChange else {
            throw body.error(
                "expected at most \(ViewSpec.maximumItemsPerChange) entries over a batch's lists, got \(batch.operationCount)"
            )
        }
        changedViews.insert(id)
        return .batchUpdates(
            view: id, batch: batch, animated: animated, timing: timing, anchor: try Self.anchor(fields["anchor"]))
    }

    /// A data change's `anchor` (`OffsetAnchor`): `none` when not given.
    static func anchor(_ value: SpecValue?) throws(InputError) -> OffsetAnchor {
        try value.map { value throws(InputError) in try value.choice(OffsetAnchor.self) } ?? .none
    }

    /// The entries of an optional list, each read by `read`, at most `ViewSpec.maximumItemsPerChange`.
    private func entries<Entry>(_ value: SpecValue?, _ read: (SpecValue) throws(InputError) -> Entry)
        throws(InputError) -> [Entry]
    {
        guard let value else { return [] }
        let list = try value.list()
        guard list.count <= ViewSpec.maximumItemsPerChange else {
            throw value.error("expected at most \(ViewSpec.maximumItemsPerChange) entries, got \(list.count)")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(list.count)
        for element in list { entries.append(try read(element)) }
        return entries
    }

    /// A section index.
    private func section(_ value: SpecValue) throws(InputError) -> Int {
        try value.integer(in: 0...SectionDecoder.maximumSectionCount, "a section index")
    }

    /// `[section, item]`, or `{at: [section, item], item: {answers}}`.
    private func answeredItem(_ value: SpecValue) throws(InputError) -> (IndexPath, ItemAnswers?) {
        guard Self.isMapping(value) else { return (try value.indexPath(), nil) }
        let entry = try value.fields(allowed: ["at", "item"])
        let answers = try entry["item"].map { value throws(InputError) in
            try SectionDecoder.decodeItem(value, allowsID: true)
        }
        return (try entry.required("at").indexPath(), answers)
    }

    /// A reload's or reconfigure's entry: its answers replace the item's, which keeps its id.
    private func update(_ value: SpecValue) throws(InputError) -> BatchUpdate.ItemUpdate {
        let (path, answers) = try answeredItem(value)
        if let id = answers?.id, let item = value.member("item") {
            throw (item.member("id") ?? item).error("an item reloaded or reconfigured keeps its id; got \"\(id)\"")
        }
        return BatchUpdate.ItemUpdate(path, answers: answers)
    }
}

extension StepDecoder {
    /// Whether `value` is a mapping (an entry's long form) rather than a number or a list.
    fileprivate static func isMapping(_ value: SpecValue) -> Bool {
        if case .mapping = value.node { return true }
        return false
    }
}
