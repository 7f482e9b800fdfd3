import LayoutCore
import Layouts
import Simulation
import Specs
import WireFormat

/// The `result` of each daemon reply and the fields of `hello`, shaped from plain values: the daemon
/// gathers the values, the wire format lives here.
public enum DaemonReplies {
    /// The protocol the daemon speaks.
    public static let protocolName = "scrollsim/1"

    /// `hello`'s fields (the event on connect and the command's result).
    public static func hello(
        version: String, tickHz: Double, clock: DaemonConfiguration.ClockMode, pid: Int32,
        limits: DaemonConfiguration.Limits
    ) -> [String: JSONValue] {
        [
            "protocol": .string(protocolName), "version": .string(version), "tickHz": .number(tickHz),
            "clock": .string(clock.rawValue), "pid": .number(Double(pid)), "limits": self.limits(limits),
        ]
    }

    /// The limits as `hello` reports them, one member per config key.
    public static func limits(_ limits: DaemonConfiguration.Limits) -> JSONValue {
        .object([
            "maxLine": .number(Double(limits.maxLine)), "softQueue": .number(Double(limits.softQueue)),
            "lowQueue": .number(Double(limits.lowQueue)), "hardQueue": .number(Double(limits.hardQueue)),
            "stallTimeout": .number(limits.stallTimeout), "maxViews": .number(Double(limits.maxViews)),
            "maxItemsPerView": .number(Double(limits.maxItemsPerView)),
            "maxTotalItems": .number(Double(limits.maxTotalItems)),
        ])
    }

    /// `ping`: the clock's tick and time (ms).
    public static func ping(tick: Int, milliseconds: Double) -> JSONValue {
        .object(["tick": .number(Double(tick)), "t": .number(milliseconds)])
    }

    /// `step`: the tick reached, and for `untilIdle` whether every view rests.
    public static func stepped(tick: Int, idle: Bool? = nil) -> JSONValue {
        var fields: [String: JSONValue] = ["tick": .number(Double(tick))]
        if let idle { fields["idle"] = .bool(idle) }
        return .object(fields)
    }

    /// `createView`: the view, its content size and visible cells.
    public static func createdView(_ id: String, contentSize: Size, visible: [IndexPath]) -> JSONValue {
        .object([
            "view": .string(id), "contentSize": size(contentSize),
            "visible": .array(visible.map(LayoutReport.indexPath)),
        ])
    }

    /// `destroyView`.
    public static func destroyedView(_ id: String) -> JSONValue {
        .object(["view": .string(id)])
    }

    /// A command applied to a view: the view and its offset now (null when it is gone).
    public static func applied(to id: String, contentOffset: Point?) -> JSONValue {
        .object(["view": .string(id), "contentOffset": contentOffset.map(LayoutReport.point) ?? .null])
    }

    /// A view's state for `snapshot` and `subscribe`: with the listed orthogonal sections' scroll states
    /// (`sections`) and the displayed supplementary views (`supplementaries`). When `window` says the state
    /// lists only some of the view's orthogonal sections, `sectionCount` tells how many it has, and
    /// `sectionsNext` the index of the first one after those listed (absent when none follows); without
    /// `window`, the state lists them all.
    public static func snapshot(
        _ id: String, state: ViewState, sections window: ViewState.SectionWindow? = nil, contentSize: Size
    ) -> JSONValue {
        var fields: [String: JSONValue] = [
            "view": .string(id), "contentOffset": LayoutReport.point(state.contentOffset),
            "contentSize": size(contentSize), "phase": .string(state.phase.rawValue),
            "velocity": .array([.number(state.velocity.dx), .number(state.velocity.dy)]),
            "visible": .array(state.visibleCells.map(LayoutReport.indexPath)),
            "focus": state.focus.map(LayoutReport.indexPath) ?? .null,
            "sections": .array(state.sections.map(section)),
            "supplementaries": .array(
                state.supplementaries.map {
                    .object(["kind": .string($0.kind.rawValue), "indexPath": LayoutReport.indexPath($0.indexPath)])
                }),
        ]
        if let window, state.sections.count < window.total { fields["sectionCount"] = .number(Double(window.total)) }
        if let next = window?.next { fields["sectionsNext"] = .number(Double(next)) }
        return .object(fields)
    }

    /// `{section, contentOffset, phase, velocity}` of an orthogonal section in a `snapshot`.
    private static func section(_ section: ViewState.Section) -> JSONValue {
        .object([
            "section": .number(Double(section.section)), "contentOffset": LayoutReport.point(section.contentOffset),
            "phase": .string(section.phase.rawValue),
            "velocity": .array([.number(section.velocity.dx), .number(section.velocity.dy)]),
        ])
    }

    /// `{views: […]}`: the states of `snapshot` (and `subscribe`'s snapshot), the lines of `listViews`.
    public static func views(_ views: [JSONValue]) -> JSONValue {
        .object(["views": .array(views)])
    }

    /// Views' states listed page by page: with `count`, how many views there are in all, and with
    /// `next`, the index of the first one left out (`snapshot`'s `viewsFrom` for the next page).
    public static func views(_ views: [JSONValue], count: Int?, next: Int?) -> JSONValue {
        var fields: [String: JSONValue] = ["views": .array(views)]
        if let count { fields["viewCount"] = .number(Double(count)) }
        if let next { fields["viewsNext"] = .number(Double(next)) }
        return .object(fields)
    }

    /// A view's line in `listViews`.
    public static func summary(_ id: String, _ spec: ViewSpec) -> JSONValue {
        .object([
            "view": .string(id), "layout": .string(spec.layout.typeName), "viewport": size(spec.viewport),
            "items": .number(Double(spec.data.totalItemCount)),
        ])
    }

    /// `subscribe`: the subscription's number, the last seq before it and the views' states.
    public static func subscribed(_ number: Int, lastSeq: Int, snapshot: JSONValue) -> JSONValue {
        .object(["sub": .number(Double(number)), "seq": .number(Double(lastSeq)), "snapshot": snapshot])
    }

    /// `unsubscribe`.
    public static func unsubscribed(_ number: Int) -> JSONValue {
        .object(["sub": .number(Double(number))])
    }

    /// `runScenario`: the scenario, its run number and its views.
    public static func startedScenario(_ scenario: Scenario, run: Int) -> JSONValue {
        .object([
            "scenario": .string(scenario.name), "run": .number(Double(run)),
            "views": .array(scenario.views.map { .string($0.id) }),
        ])
    }

    private static func size(_ size: Size) -> JSONValue {
        .array([.number(size.width), .number(size.height)])
    }
}
