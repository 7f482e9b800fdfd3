import LayoutCore
import Simulation
import Specs
import WireFormat

/// A request line, read: the id to echo and the command, or why it cannot run.
public struct DecodedRequest: Sendable {
    /// The request's `id`, or null when absent or unreadable.
    public var id: JSONValue
    /// The command's name as sent (empty when it could not be read).
    public var name: String
    public var command: Result<DaemonCommand, ProtocolError>
}

/// Reads request lines: `{"id":…, "cmd":"…", …params}`. Parameters are checked by the
/// same decoders as spec and scenario files, so an error names the key path (`view.layout.itemCount`).
public struct RequestDecoder<Views: RequestViews>: Sendable {
    /// The views that exist: commands naming another view get `not_found`. A request naming a view looks it
    /// up once.
    public var views: Views
    /// The longest drag a request may ask for, in milliseconds.
    public var maxWait: Double

    public init(views: Views, maxWait: Double = Scenario.defaultMaxWait) {
        self.views = views
        self.maxWait = maxWait
    }

    /// Reads one line (without its line end).
    /// - Complexity: O(line length).
    public func decode(_ line: [UInt8]) -> DecodedRequest {
        let root: SpecNode
        do {
            root = try JSONReader.parse(line)
        } catch {
            let failure = ProtocolError(.parseError, "not valid JSON at byte \(error.offset + 1): \(error.message)")
            return DecodedRequest(id: .null, name: "", command: .failure(failure))
        }
        guard case .mapping(let mapping, _) = root else {
            let failure = ProtocolError(.invalidRequest, "a request is a JSON object, got \(Self.shape(of: root))")
            return DecodedRequest(id: .null, name: "", command: .failure(failure))
        }
        var id = JSONValue.null
        var name: String?
        var params: [SpecNode.Member] = []
        for member in mapping {
            let value = member.value
            switch member.key.text {
            case "id":
                switch Self.requestID(value) {
                case .success(let readable): id = readable
                case .failure(let failure): return DecodedRequest(id: .null, name: "", command: .failure(failure))
                }
            case "cmd":
                guard case .scalar(let scalar) = value, scalar.kind == .quoted, !scalar.text.isEmpty else {
                    let failure = ProtocolError(.invalidRequest, "cmd must be a non-empty string", path: "cmd")
                    return DecodedRequest(id: id, name: "", command: .failure(failure))
                }
                name = scalar.text
            default: params.append(member)
            }
        }
        guard let name else {
            let failure = ProtocolError(.invalidRequest, "missing \"cmd\", the command's name", path: "cmd")
            return DecodedRequest(id: id, name: "", command: .failure(failure))
        }
        let value = SpecValue(node: .mapping(params, line: nil), path: "", document: SpecDocument(file: nil))
        do {
            return DecodedRequest(id: id, name: name, command: .success(try command(name, value)))
        } catch {
            return DecodedRequest(id: id, name: name, command: .failure(error))
        }
    }

    /// The command named `name` with its parameters.
    private func command(_ name: String, _ params: SpecValue) throws(ProtocolError) -> DaemonCommand {
        do {
            if let own = DaemonCommand.Name(rawValue: name) { return try command(own, params) }
            guard let simulated = Command.Name(rawValue: name) else {
                throw ProtocolError(
                    .unknownCommand,
                    "unknown command \"\(name)\"\(KeySuggestion.hint(for: name, among: DaemonCommand.names)) (expected one of \(DaemonCommand.names.joined(separator: ", ")))"
                )
            }
            return try simulation(simulated, params)
        } catch let error as InputError {
            throw ProtocolError(error)
        } catch let error as ProtocolError {
            throw error
        } catch {
            throw ProtocolError(.internal, "\(error)")
        }
    }

    /// The daemon's own command `name` with its parameters.
    private func command(_ name: DaemonCommand.Name, _ params: SpecValue) throws -> DaemonCommand {
        switch name {
        case .hello:
            let fields = try params.fields(allowed: ["protocol", "name"])
            _ = try fields["name"]?.string()
            return .hello(protocolName: try fields["protocol"]?.string())
        case .ping: return try bare(params, .ping, named: name)
        case .stats: return try bare(params, .stats, named: name)
        case .listViews: return try bare(params, .listViews, named: name)
        case .sync: return try bare(params, .sync, named: name)
        case .shutdown: return try bare(params, .shutdown, named: name)
        case .createView:
            let fields = try params.fields(allowed: ["view", "scope"])
            let scope = try fields["scope"]?.choice(ViewScope.self) ?? .daemon
            return .createView(try ViewSpecDecoder.decode(fields.required("view")), scope: scope)
        case .destroyView:
            let fields = try params.fields(allowed: ["view"])
            return .destroyView(try existingView(fields.required("view")))
        case .snapshot:
            let fields = try params.fields(allowed: ["view", "sectionsFrom", "viewsFrom"])
            let first = try fields["sectionsFrom"]?.integer(in: 0...Int(Int32.max), "a section index") ?? 0
            let firstView = try fields["viewsFrom"]?.integer(in: 0...Int(Int32.max), "a view index") ?? 0
            if fields["view"] != nil && fields["viewsFrom"] != nil {
                throw ProtocolError(
                    .invalidParams, "viewsFrom pages through every view's state; leave it out with view",
                    path: "viewsFrom")
            }
            return .snapshot(
                view: try fields["view"].map(existingView), sectionsFrom: first, viewsFrom: firstView)
        case .layout:
            let fields = try params.fields(allowed: ["view", "rect"])
            return .layout(view: try existingView(fields.required("view")), rect: try fields["rect"].map(rect))
        case .subscribe: return .subscribe(try subscription(params))
        case .unsubscribe:
            let fields = try params.fields(allowed: ["sub"])
            return .unsubscribe(try fields.required("sub").integer(in: 1...Int(Int32.max), "a subscription number"))
        case .step: return try step(params)
        case .runScenario: return try runScenario(params)
        }
    }

    /// `step {ticks}` or `step {untilIdle: true, maxTicks?}`.
    private func step(_ params: SpecValue) throws(InputError) -> DaemonCommand {
        let fields = try params.fields(allowed: ["ticks", "untilIdle", "maxTicks"])
        let ticks = 1...DaemonCommand.maximumStepTicks
        guard try fields["untilIdle"]?.bool() == true else {
            if let maxTicks = fields["maxTicks"] {
                throw maxTicks.error("maxTicks goes with untilIdle: true; give ticks alone otherwise")
            }
            return .step(ticks: try fields.required("ticks").integer(in: ticks), untilIdle: false)
        }
        if let given = fields["ticks"] { throw given.error("give maxTicks with untilIdle, not ticks") }
        let limit = try fields["maxTicks"]?.integer(in: ticks) ?? DaemonCommand.defaultIdleStepTicks
        return .step(ticks: limit, untilIdle: true)
    }

    /// A command without parameters.
    private func bare(_ params: SpecValue, _ command: DaemonCommand, named name: DaemonCommand.Name)
        throws(InputError) -> DaemonCommand
    {
        _ = try params.fields(allowed: [], takingNone: "\(name.rawValue) takes no parameters")
        return command
    }

    /// A gesture, scroll or data change: the scenario step of the same name, on an existing view. The
    /// view is looked up once; the step decoder sees it alone, its index paths checked when the command
    /// runs (the view may change before).
    private func simulation(_ name: Command.Name, _ params: SpecValue) throws -> DaemonCommand {
        let view = try params.member("view").map(existingViewAndSpec)
        var decoder = StepDecoder(views: ScenarioViews(views: view.map { [$0] } ?? []), maxWait: maxWait)
        decoder.changedViews = Set(view.map { [$0.id] } ?? [])
        return .simulate(try decoder.command(name, params))
    }

    /// A view id that names an existing view. - Throws: `not_found` otherwise.
    private func existingView(_ value: SpecValue) throws -> String {
        try existingViewAndSpec(value).id
    }

    /// An existing view named by `value`, with its spec: one lookup. - Throws: `not_found` otherwise.
    /// - Complexity: one `views.spec(of:)`; every id only for the error.
    private func existingViewAndSpec(_ value: SpecValue) throws -> (id: String, spec: ViewSpec) {
        let id = try value.string()
        guard let spec = views.spec(of: id) else {
            throw ProtocolError(
                .notFound, "no view \"\(id)\"\(KeySuggestion.hint(for: id, among: views.viewIDs))", path: value.path)
        }
        return (id, spec)
    }

    private func rect(_ value: SpecValue) throws(InputError) -> Rect {
        let numbers = try value.numbers(4, "[x, y, width, height]") { v throws(InputError) in try v.coordinate() }
        guard numbers[2] >= 0, numbers[3] >= 0 else { throw value.error("expected a width and height not below 0") }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func subscription(_ params: SpecValue) throws(InputError) -> SubscriptionRequest {
        let fields = try params.fields(allowed: ["events", "views", "overflow"])
        var request = SubscriptionRequest()
        if let events = fields["events"] {
            var names: [String] = []
            for element in try events.list("a list of event names") {
                names.append(try element.choice(SubscriptionRequest.eventNames))
            }
            request.events = names
        }
        if let views = fields["views"] {
            var ids: [String] = []
            for element in try views.list("a list of view ids") { ids.append(try element.string()) }
            request.views = ids
        }
        if let overflow = fields["overflow"] {
            request.overflow = try overflow.choice(SubscriptionRequest.Overflow.self)
        }
        return request
    }

    private func runScenario(_ params: SpecValue) throws(InputError) -> DaemonCommand {
        let fields = try params.fields(allowed: ["name", "scenario", "detached"])
        let detached = try fields["detached"]?.bool() ?? false
        switch (fields["name"], fields["scenario"]) {
        case (let name?, nil):
            let text = try name.string()
            let allowed = text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)
            }
            guard allowed, !text.hasPrefix(".") else {
                throw name.error("expected a scenario's file name without directory or extension, got \"\(text)\"")
            }
            return .runScenario(.named(text), detached: detached)
        case (nil, let scenario?):
            return .runScenario(
                .inline(try ScenarioDecoder.decode(scenario, defaultName: "inline")), detached: detached)
        default:
            throw params.error("expected exactly one of \"name\" (a file of the scenarios directory) and \"scenario\"")
        }
    }

    /// The largest request id a number may be, 2⁵³ − 1: past it a double no longer holds every whole
    /// number, so the id echoed could differ from the one sent (9,007,199,254,740,993 reads as …992).
    public static var largestNumericID: Double { 9_007_199_254_740_991.0 }

    /// A request id: a string or a whole number within ±(2⁵³ − 1); else `invalid_request` saying which
    /// rule the value breaks. - Complexity: O(length of the number's text).
    private static func requestID(_ node: SpecNode) -> Result<JSONValue, ProtocolError> {
        func refused(_ what: String) -> Result<JSONValue, ProtocolError> {
            .failure(ProtocolError(.invalidRequest, "id must be a string or a whole number, got \(what)", path: "id"))
        }
        guard case .scalar(let scalar) = node else { return refused(shape(of: node)) }
        if scalar.kind == .quoted { return .success(.string(scalar.text)) }
        guard let number = Double(scalar.text) else { return refused(shape(of: node)) }
        let text = scalar.text.count > 40 ? scalar.text.prefix(40) + "…" : scalar.text
        guard number == number.rounded() else { return refused("\(text), which has a fraction") }
        guard abs(number) <= largestNumericID else {
            return refused(
                "\(text), beyond ±(2^53 − 1) = ±9007199254740991, the range where a number holds every whole number exactly (send a larger id as a string)"
            )
        }
        return .success(.number(number))
    }

    private static func shape(of node: SpecNode) -> String {
        switch node {
        case .mapping: return "an object"
        case .sequence: return "an array"
        case .scalar(let scalar):
            if scalar.kind == .quoted { return "a string" }
            switch scalar.text {
            case "null": return "null"
            case "true", "false": return "a boolean"
            default: return "a number"
            }
        }
    }
}

extension RequestDecoder where Views == ListedViews {
    /// A decoder of requests against `views`, given as a list.
    public init(views: [(id: String, spec: ViewSpec)], maxWait: Double = Scenario.defaultMaxWait) {
        self.init(views: ListedViews(views), maxWait: maxWait)
    }
}
