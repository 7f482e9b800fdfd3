import LayoutCore
import Simulation

/// Reads a scenario and checks it whole before it runs: views, step names, view
/// references, durations, waits against `maxWait`, expectation fields.
package enum ScenarioDecoder {
    static let keys = ["name", "tickHz", "maxWait", "views", "steps"]

    package static func decode(_ value: SpecValue, defaultName: String) throws(InputError) -> Scenario {
        let fields = try value.fields(allowed: keys, "a scenario mapping")
        let name = try fields["name"].map { value throws(InputError) in try fileName(value) } ?? defaultName
        let tickHz = try fields["tickHz"]?.number(in: 1...10_000, "from 1 to 10000") ?? Scenario.defaultTickHz
        let maxWait =
            try fields["maxWait"]?.number(in: 1...3_600_000, "from 1 to 3600000 (ms)") ?? Scenario.defaultMaxWait
        let viewsValue = try fields.required("views")
        let viewList = try viewsValue.list("a list of view specs")
        guard !viewList.isEmpty else { throw viewsValue.error("expected at least one view") }
        var views: [(id: String, spec: ViewSpec)] = []
        for element in viewList {
            let spec = try ViewSpecDecoder.decode(element)
            guard let id = spec.id ?? (viewList.count == 1 ? "main" : nil) else {
                throw element.error("missing required key \"id\" (needed when there are several views)")
            }
            if views.contains(where: { $0.id == id }) { throw element.error("duplicate view id \"\(id)\"") }
            views.append((id, spec))
        }
        var context = StepDecoder(views: ScenarioViews(views: views), maxWait: maxWait)
        var steps: [ScenarioStep] = []
        for element in try fields.required("steps").list("a list of steps") {
            steps.append(try context.decode(element))
        }
        return Scenario(name: name, tickHz: tickHz, maxWait: maxWait, views: views, steps: steps)
    }

    /// The longest name, in UTF-8 bytes: with `.ndjson` or `.html` added it stays within a file name's 255.
    static let maximumNameBytes = 200

    /// A scenario's name, which names its transcript (`NAME.ndjson`) and replay page (`NAME.html`) in the
    /// folders `run` writes to: one file name, never a path out of them.
    private static func fileName(_ value: SpecValue) throws(InputError) -> String {
        let name = try value.string()
        let control = name.unicodeScalars.contains { $0.properties.generalCategory == .control }
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !control,
            name.utf8.count <= maximumNameBytes
        else {
            throw value.error(
                "a scenario's name names its transcript file: expected 1 to \(maximumNameBytes) bytes without /, control characters, or . or .. alone, got \(value.shown)"
            )
        }
        return name
    }
}
