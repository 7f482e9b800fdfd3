import WireFormat

/// Typed forms of the commands a test uses most; ``ScrollSimClient/request(_:_:timeout:)`` sends any other
/// (Docs/Protocol.md lists them with their parameters).
extension ScrollSimClient {
    /// Where a view lives: until `destroyView` (`daemon`), or until this connection closes (`connection`).
    public enum ViewScope: String, Sendable {
        case daemon, connection
    }

    /// Connects to the daemon's socket, found as the command line finds it: `socket`, else
    /// `$SCROLLSIM_SOCKET`, else the user config's `socket:` (its `socket: PATH` line, read without a YAML
    /// parser), else the default path.
    /// - Throws: ``Error`` `unreachable` when nothing listens there, `refused` for another user's daemon,
    ///   `bad_config` for a config whose `socket` does not read, `protocol` for a peer that is no daemon.
    public static func connect(socket: String? = nil) async throws(Error) -> ScrollSimClient {
        let path = try DaemonLocation.clientSocket(flag: socket, configuredSocket: ConfiguredSocket.named(inConfigAt:))
        return try await ScrollSimClient(transport: try UnixSocketTransport(path: path))
    }

    /// `ping`: the daemon's tick and time (ms).
    public func ping() async throws(Error) -> (tick: Int, milliseconds: Double) {
        let result = try await request("ping")
        return (Int(result["tick"]?.numberValue ?? 0), result["t"]?.numberValue ?? 0)
    }

    /// Waits until every event issued before it has arrived.
    public func sync() async throws(Error) {
        try await request("sync")
    }

    /// Subscribes this connection to events (every event but `didScroll` and `sectionDidScroll` unless
    /// `events` names them), of `views` or all. - Returns: the subscription's number.
    @discardableResult
    public func subscribe(events: [String]? = nil, views: [String]? = nil) async throws(Error) -> Int {
        var params: [String: JSONValue] = [:]
        if let events { params["events"] = .array(events.map(JSONValue.string)) }
        if let views { params["views"] = .array(views.map(JSONValue.string)) }
        return Int(try await request("subscribe", params)["sub"]?.numberValue ?? 0)
    }

    /// Creates a view from a spec (the YAML's keys as JSON); `scope` `connection` (the default here: a
    /// test's views end with it). - Returns: the view's id.
    public func createView(_ spec: JSONValue, scope: ViewScope = .connection) async throws(Error) -> String {
        let result = try await request("createView", ["view": spec, "scope": .string(scope.rawValue)])
        return result["view"]?.stringValue ?? ""
    }

    /// A touch released at once with the finger's `velocity` (`[dx, dy]`, pt/s: `[0, -1000]` scrolls
    /// down). - Returns: the content offset after it, `[x, y]`.
    @discardableResult
    public func fling(view: String, velocity: [Double]) async throws(Error) -> [Double] {
        let result = try await request(
            "fling", ["view": .string(view), "velocity": .array(velocity.map(JSONValue.number))])
        return result["contentOffset"]?.arrayValue?.compactMap(\.numberValue) ?? []
    }

    /// One `performBatchUpdates` (Docs/Formats.md, `batchUpdates`): `lists` holds its lists as the wire
    /// writes them (`deleteItems`, `moveItems`, `reloadItems`, …). Animated by default, as in UIKit, over
    /// `duration` seconds (in (0, 10], 0.3 when nil) with `curve` (`linear`, `easeIn`, `easeOut`,
    /// `easeInOut` when nil); `didEndBatchUpdates` marks the end. `anchor` (`none`, `firstVisibleItem`,
    /// `bottom`) says how the offset follows the change; the daemon's default, `none`, when nil. An
    /// inconsistent batch is refused with `invalid_params` at the entry at fault. - Returns: the content
    /// offset after it, `[x, y]`.
    @discardableResult
    public func batchUpdates(
        view: String, _ lists: [String: JSONValue], animated: Bool = true, duration: Double? = nil,
        curve: String? = nil, anchor: String? = nil
    ) async throws(Error) -> [Double] {
        var params = lists
        params["view"] = .string(view)
        Self.addAnimation(animated: animated, duration: duration, curve: curve, to: &params)
        if let anchor { params["anchor"] = .string(anchor) }
        let result = try await request("batchUpdates", params)
        return result["contentOffset"]?.arrayValue?.compactMap(\.numberValue) ?? []
    }

    /// A diffable snapshot (Docs/Protocol.md, `applySnapshot`): `sections` holds each section's identifier
    /// and its items' identifiers, in order; the difference from the view's current snapshot is applied as
    /// one `batchUpdates`, animated and anchored as `batchUpdates(view:_:animated:duration:curve:anchor:)`
    /// is; `reloadSections` names sections to reload (sent only when it names some).
    /// - Returns: the content offset after it, `[x, y]`.
    @discardableResult
    public func applySnapshot(
        view: String, sections: [(id: String, items: [String])], reloadItems: [String] = [],
        reconfigureItems: [String] = [], reloadSections: [String] = [], animated: Bool = true,
        duration: Double? = nil, curve: String? = nil, anchor: String? = nil
    ) async throws(Error) -> [Double] {
        let ids = { (list: [String]) in JSONValue.array(list.map(JSONValue.string)) }
        var params: [String: JSONValue] = [
            "view": .string(view),
            "sections": .array(sections.map { .object(["id": .string($0.id), "items": ids($0.items)]) }),
            "reloadItems": ids(reloadItems), "reconfigureItems": ids(reconfigureItems),
        ]
        if !reloadSections.isEmpty { params["reloadSections"] = ids(reloadSections) }
        Self.addAnimation(animated: animated, duration: duration, curve: curve, to: &params)
        if let anchor { params["anchor"] = .string(anchor) }
        let result = try await request("applySnapshot", params)
        return result["contentOffset"]?.arrayValue?.compactMap(\.numberValue) ?? []
    }

    /// A data change's `animated`, and its `animation` when a duration or a curve is given.
    private static func addAnimation(
        animated: Bool, duration: Double?, curve: String?, to params: inout [String: JSONValue]
    ) {
        params["animated"] = .bool(animated)
        var animation: [String: JSONValue] = [:]
        if let duration { animation["duration"] = .number(duration) }
        if let curve { animation["curve"] = .string(curve) }
        if !animation.isEmpty { params["animation"] = .object(animation) }
    }

    /// Runs `ticks` ticks of the manual clock. - Returns: the tick reached.
    @discardableResult
    public func step(ticks: Int) async throws(Error) -> Int {
        Int(try await request("step", ["ticks": .number(Double(ticks))])["tick"]?.numberValue ?? 0)
    }

    /// Runs the manual clock until every view rests, at most `maxTicks` ticks (the daemon's default when
    /// nil). - Returns: the tick reached and whether every view rests.
    @discardableResult
    public func stepUntilIdle(maxTicks: Int? = nil) async throws(Error) -> (tick: Int, idle: Bool) {
        var params: [String: JSONValue] = ["untilIdle": .bool(true)]
        if let maxTicks { params["maxTicks"] = .number(Double(maxTicks)) }
        let result = try await request("step", params)
        return (Int(result["tick"]?.numberValue ?? 0), result["idle"]?.boolValue ?? false)
    }

    /// The view's state: `contentOffset`, `contentSize`, `phase`, `velocity`, `visible`, `focus`, `sections`
    /// (each orthogonal section's `section`, `contentOffset`, `phase`, `velocity`) and `supplementaries`.
    /// `sections` lists at most 1,000 sections, from index `sectionsFrom` (0 when nil) on; when it lists
    /// only some, `sectionCount` says how many the view has and `sectionsNext`, when more follow, the
    /// `sectionsFrom` of the next page.
    public func snapshot(view: String, sectionsFrom: Int? = nil) async throws(Error) -> JSONValue {
        var params: [String: JSONValue] = ["view": .string(view)]
        if let sectionsFrom { params["sectionsFrom"] = .number(Double(sectionsFrom)) }
        return try await request("snapshot", params)["views"]?.arrayValue?.first ?? .null
    }
}
