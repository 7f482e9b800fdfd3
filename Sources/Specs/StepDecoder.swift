import LayoutCore
import Layouts
import Simulation
import WireFormat

/// Reads one scenario step: a mapping with a single key, the step's name.
package struct StepDecoder {
    let views: ScenarioViews
    let maxWait: Double
    /// Views whose data an earlier step changes: their index paths are checked when the step runs.
    package var changedViews: Set<String> = []

    package init(views: ScenarioViews, maxWait: Double) {
        self.views = views
        self.maxWait = maxWait
    }

    /// The steps that are not commands: they wait for time or rest, or check what happened.
    package enum Control: String, CaseIterable {
        case wait, waitUntil, expect, expectEvent
    }

    /// Every step name: the commands' (the daemon's commands of the same names), then the others.
    package static let available = Command.Name.allCases.map(\.rawValue) + Control.allCases.map(\.rawValue)

    mutating func decode(_ value: SpecValue) throws(InputError) -> ScenarioStep {
        guard case .mapping(let mapping, _) = value.node, mapping.count == 1, let step = mapping.first else {
            throw value.error(
                "expected a step: a mapping with one key, the step's name (\(Self.available.joined(separator: ", ")))")
        }
        let name = step.key.text
        let body = SpecValue(node: step.value, path: value.child(name), document: value.document)
        guard let action = try action(named: name, body) else {
            throw SpecValue(node: .scalar(step.key), path: value.path, document: value.document).error(
                "unknown step \"\(name)\"\(KeySuggestion.hint(for: name, among: Self.available)) (expected one of \(Self.available.joined(separator: ", ")))"
            )
        }
        return ScenarioStep(action, line: value.line)
    }

    /// The action of the step named `name` with its body; nil for a name that is not a step.
    package mutating func action(named name: String, _ body: SpecValue) throws(InputError) -> StepAction? {
        if let command = Command.Name(rawValue: name) { return .command(try self.command(command, body)) }
        switch Control(rawValue: name) {
        case .wait: return .wait(milliseconds: try body.milliseconds(atMost: maxWait, what: "a wait"))
        case .waitUntil: return try waitUntil(body)
        case .expect: return .expect(try ExpectationDecoder(views: views).state(body))
        case .expectEvent: return .expectEvent(try ExpectationDecoder(views: views).event(body, maxWait: maxWait))
        case nil: return nil
        }
    }

    /// The command `name` with its body (a scenario step, or the daemon's command of the same name).
    package mutating func command(_ name: Command.Name, _ body: SpecValue) throws(InputError) -> Command {
        switch name {
        case .drag: return try drag(body)
        case .fling:
            let fields = try body.fields(allowed: ["view", "velocity", "section", "at"])
            let velocity = try fields.required("velocity").velocity()
            return .fling(view: try views.id(fields), velocity: velocity, target: try target(fields))
        case .scrollTo:
            let fields = try body.fields(allowed: ["view", "offset", "animated", "section"])
            return .scrollTo(
                view: try views.id(fields), offset: try fields.required("offset").point(),
                animated: try fields["animated"]?.bool() ?? false, section: try section(fields))
        case .scrollToItem: return try scrollToItem(body)
        case .swipe:
            let fields = try body.fields(allowed: ["view", "item", "by", "duration"])
            let id = try views.id(fields)
            let item = try item(fields.required("item"), in: id)
            let by = try fields.required("by").point()
            let milliseconds = try fields.required("duration").milliseconds(atMost: maxWait, what: "a swipe")
            let path = TouchPath(linear: Vector(dx: by.x, dy: by.y), duration: milliseconds / 1000)
            return .swipe(view: id, item: item, path: path)
        case .select:
            let fields = try body.fields(allowed: ["view", "item"])
            let id = try views.id(fields)
            return .select(view: id, item: try item(fields.required("item"), in: id))
        case .resize:
            let fields = try body.fields(allowed: ["view", "viewport"])
            let viewport = try fields.required("viewport")
            let size = try viewport.size()
            guard size.width > 0, size.height > 0 else { throw viewport.error("expected both sides larger than zero") }
            return .resize(view: try views.id(fields), viewport: size)
        case .reload:
            let fields = try body.fields(allowed: ["view", "sections"])
            let id = try views.id(fields)
            let layout = views.spec(id).layout
            let data = try fields["sections"].map { value throws(InputError) in
                try SectionDecoder.decodeSections(value, layout: layout)
            }
            changedViews.insert(id)
            return .reload(view: id, data: data)
        case .deleteItems: return try deleteItems(body)
        case .insertItems: return try insertItems(body)
        case .batchUpdates: return try batchUpdates(body)
        case .applySnapshot: return .applySnapshot(try applySnapshot(body))
        }
    }

    private mutating func deleteItems(_ body: SpecValue) throws(InputError) -> Command {
        let fields = try body.fields(allowed: ["view", "items"])
        let id = try views.id(fields)
        var items: [IndexPath] = []
        let itemsValue = try fields.required("items")
        let list = try itemsValue.list("a list of [section, item]")
        guard list.count <= ViewSpec.maximumItemsPerChange else {
            throw itemsValue.error(
                "expected at most \(ViewSpec.maximumItemsPerChange) items in one deleteItems, got \(list.count)")
        }
        var named: Set<IndexPath> = []
        for element in list {
            let indexPath = try item(element, in: id)
            guard named.insert(indexPath).inserted else { throw element.error("\(indexPath) is named twice") }
            items.append(indexPath)
        }
        changedViews.insert(id)
        return .deleteItems(view: id, items: items)
    }

    private func drag(_ body: SpecValue) throws(InputError) -> Command {
        let fields = try body.fields(allowed: ["view", "by", "duration", "samples", "release", "section", "at"])
        let id = try views.id(fields)
        var path = try touchPath(fields)
        if let release = fields["release"] {
            path.release = try release.choice(TouchPath.Release.self)
        }
        return .drag(view: id, path: path, target: try target(fields))
    }

    /// What a gesture moves: `section: N`, the point `at: [x, y]` it goes down at (hit-tested when the
    /// step runs), or the view.
    private func target(_ fields: SpecFields) throws(InputError) -> GestureTarget {
        let point = try fields["at"]?.point()
        if let section = try section(fields) {
            guard point == nil else { throw fields["at"]!.error("give either section or at, not both") }
            return .section(section)
        }
        return point.map(GestureTarget.point) ?? .view
    }

    /// The orthogonal section a gesture addresses (`section: N`); nil for the view itself. Whether the
    /// section scrolls on its own is checked when the step runs.
    private func section(_ fields: SpecFields) throws(InputError) -> Int? {
        try fields["section"]?.integer(in: 0...ViewSpec.maximumItemCount)
    }

    /// A drag's path: `samples`, or `by` over `duration`.
    private func touchPath(_ fields: SpecFields) throws(InputError) -> TouchPath {
        if let samples = fields["samples"] {
            var points: [(time: Double, translation: Vector)] = []
            let list = try samples.list("a list of [t, x, y]")
            guard list.count <= NumericDomain.maximumDragSamples else {
                throw samples.error("expected at most \(NumericDomain.maximumDragSamples) samples, got \(list.count)")
            }
            for sample in list {
                let values = try sample.numbers(3, "[t, x, y]") { v throws(InputError) in try v.coordinate() }
                guard values[0] >= 0, values[0] > (points.last?.time ?? -1) * 1000 else {
                    throw sample.error(
                        "sample times must be non-negative and increasing, got \(CanonicalNumber.format(values[0]))")
                }
                guard values[0] <= maxWait else {
                    throw sample.error(
                        "a drag of \(CanonicalNumber.format(values[0])) ms is longer than the scenario's maxWait (\(CanonicalNumber.format(maxWait)) ms)"
                    )
                }
                points.append((values[0] / 1000, Vector(dx: values[1], dy: values[2])))
            }
            return TouchPath(samples: points)
        }
        let by = try fields.required("by").point()
        let milliseconds = try fields.required("duration").milliseconds(atMost: maxWait, what: "a drag")
        return TouchPath(linear: Vector(dx: by.x, dy: by.y), duration: milliseconds / 1000)
    }

    private mutating func insertItems(_ body: SpecValue) throws(InputError) -> Command {
        let fields = try body.fields(allowed: ["view", "at", "items"])
        let id = try views.id(fields)
        let at = try fields.required("at")
        let position = try at.indexPath()
        if !changedViews.contains(id) {
            let count = views.spec(id).data.itemCount(inSection: position.section)
            guard let count, position.item <= count else {
                throw at.error("view \"\(id)\" has no insertion point [\(position.section), \(position.item)]")
            }
        }
        let itemsValue = try fields.required("items")
        var items: [ItemAnswers] = []
        let limit = ViewSpec.maximumItemsPerChange
        if case .sequence(let sequence, _) = itemsValue.node {
            guard sequence.count <= limit else {
                throw itemsValue.error("expected at most \(limit) items in one insertItems, got \(sequence.count)")
            }
            for element in try itemsValue.list() {
                items.append(try SectionDecoder.decodeItem(element, allowsID: true))
            }
        } else {
            let count = try itemsValue.integer(in: 1...limit, "a count or a list of items")
            items = Array(repeating: ItemAnswers(), count: count)
        }
        changedViews.insert(id)
        return .insertItems(view: id, at: position, items: items)
    }

    private func scrollToItem(_ body: SpecValue) throws(InputError) -> Command {
        let fields = try body.fields(allowed: ["view", "item", "position", "animated"])
        let id = try views.id(fields)
        let position = try fields["position"].map { value throws(InputError) in try value.choice(ScrollPosition.self) }
        return .scrollToItem(
            view: id, item: try item(fields.required("item"), in: id), position: position,
            animated: try fields["animated"]?.bool() ?? false)
    }

    private func waitUntil(_ body: SpecValue) throws(InputError) -> StepAction {
        if body.text == "idle" { return .waitUntilIdle(view: nil) }
        guard case .mapping = body.node else { throw body.error("expected idle or {view: ID}, got \(body.shown)") }
        let fields = try body.fields(allowed: ["view"])
        return .waitUntilIdle(view: try views.id(fields))
    }

    /// `[section, item]`, which must exist in the view's data (checked when the step runs if an earlier
    /// step changes the data).
    func item(_ value: SpecValue, in view: String) throws(InputError) -> IndexPath {
        let indexPath = try value.indexPath()
        guard changedViews.contains(view) || views.spec(view).data.contains(indexPath) else {
            throw value.error("view \"\(view)\" has no item [\(indexPath.section), \(indexPath.item)]")
        }
        return indexPath
    }
}
