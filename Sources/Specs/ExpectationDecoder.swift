import LayoutCore
import Layouts
import Simulation
import WireFormat

/// Reads `expect` and `expectEvent` steps, rejecting fields that do not exist before anything runs.
struct ExpectationDecoder {
    let views: ScenarioViews

    func state(_ body: SpecValue) throws(InputError) -> StateExpectation {
        let fields = try body.fields(allowed: ["view", "contentOffset", "tolerance", "visible", "phase", "focus"])
        let id = try views.id(fields)
        var expectation = StateExpectation(view: id)
        if let focus = fields["focus"] {
            let layout = views.spec(id).layout
            guard layout.hasFocus else {
                throw focus.error(
                    "the field focus does not exist for view \"\(id)\": the \(layout.typeName) layout has no focus")
            }
            expectation.focus = try focus.indexPath()
        }
        expectation.contentOffset = try fields["contentOffset"]?.point()
        if let tolerance = fields["tolerance"] { expectation.tolerance = try tolerance.length() }
        if let visible = fields["visible"] {
            var paths: [IndexPath] = []
            for element in try visible.list("a list of [section, item]") { paths.append(try element.indexPath()) }
            expectation.visible = paths
        }
        if let phase = fields["phase"] {
            expectation.phase = ScrollPhase(rawValue: try phase.choice(ScrollPhase.allCases.map(\.rawValue)))
        }
        return expectation
    }

    func event(_ body: SpecValue, maxWait: Double) throws(InputError) -> EventExpectation {
        guard case .mapping(let mapping, _) = body.node else {
            throw body.error("expected a mapping, got \(body.shown)")
        }
        let keys = mapping.map(\.key.text)
        guard let eventValue = body.member("event") else { throw body.error("missing required key \"event\"") }
        let name = try eventValue.choice(EventKind.names)
        let known = Event.fieldNames[name] ?? []
        var expectation = EventExpectation(event: name, within: maxWait)
        for key in keys where !["event", "view", "within"].contains(key) {
            let value = body.member(key)!
            guard known.contains(key) else {
                let allowed = (["event", "view", "within"] + known.sorted()).joined(separator: ", ")
                throw value.error(
                    "\(name) events have no field \"\(key)\"\(KeySuggestion.hint(for: key, among: Array(known))) (expected one of \(allowed))"
                )
            }
            expectation.fields[key] = try expected(value)
        }
        if let view = body.member("view") { expectation.view = try views.id(view) }
        if let within = body.member("within") {
            expectation.within = try within.milliseconds(atMost: maxWait, what: "a window")
        }
        return expectation
    }

    private func expected(_ value: SpecValue) throws(InputError) -> ExpectedValue {
        switch value.node {
        case .sequence:
            var values: [ExpectedValue] = []
            for element in try value.list() { values.append(try expected(element)) }
            return .list(values)
        case .scalar:
            if let plain = value.plainText {
                if plain == "true" || plain == "false" { return .bool(plain == "true") }
                if plain == "null" || plain == "~" { return .null }
                if Double(plain) != nil { return .number(try value.number()) }
            }
            return .string(try value.string())
        default:
            throw value.error("expected a value, a list or null, got \(value.shown)")
        }
    }
}
