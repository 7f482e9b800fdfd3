import LayoutCore
import Layouts
import ScrollPhysics

/// Several simulated collection views on one fixed-step clock. Each `step()` advances one tick of
/// `1/tickHz` seconds, in the order of DESIGN.md: motions and their lifecycle events, `didScroll`, then
/// the displayed-set diff (`didEndDisplaying` before `willDisplay`). Commands apply between ticks.
///
/// Pure and single-threaded: the same commands at the same ticks give the same events, whoever drives it
/// (a test, a scenario, the daemon).
public struct Simulator: Sendable {
    /// The virtual clock; only `step()` moves it.
    public private(set) var clock: ManualClock
    var views: [SimulatedView] = []
    var nextSeq = 1

    public init(tickHz: Double = 120) {
        clock = ManualClock(tickHz: tickHz)
    }

    /// Ticks per second.
    public var tickHz: Double { clock.tickHz }

    /// The number of ticks taken.
    public var tick: Int { clock.tick }

    /// The current time in seconds.
    public var time: Double { clock.seconds }

    /// The last sequence number issued (0 before any event).
    public var lastSeq: Int { nextSeq - 1 }

    /// The ids of the views, in creation order.
    public var viewIDs: [String] { views.map(\.id) }

    /// Creates a view and lays it out at once: its initial `willDisplay` events are returned.
    public mutating func createView(_ spec: ViewSpec, id: String) throws(SimulationError) -> [Event] {
        guard index(of: id) == nil else { throw SimulationError(.conflict, "a view \"\(id)\" exists already") }
        views.append(SimulatedView(id: id, spec: spec))
        var events: [Event] = []
        let (_, entered) = views[views.count - 1].updateDisplayed()
        for attributes in entered { emit(.willDisplay(attributes), view: id, into: &events) }
        return events
    }

    /// Whether every view is at rest with no touch down.
    public var isIdle: Bool { views.allSatisfy { $0.scroll.phase == .idle && $0.touch == nil } }

    /// Whether the view `id` is at rest with no touch down.
    public func isIdle(_ id: String) -> Bool {
        guard let index = index(of: id) else { return true }
        return views[index].scroll.phase == .idle && views[index].touch == nil
    }

    /// The view's scroll phase, content offset and displayed cells, for expectations.
    public func state(of id: String) -> ViewState? {
        guard let index = index(of: id) else { return nil }
        let view = views[index]
        let cells = view.displayed.values.filter { $0.category == .cell }.map(\.indexPath).sorted()
        return ViewState(
            phase: view.touch == nil ? view.scroll.phase : .dragging, contentOffset: view.scroll.contentOffset,
            velocity: view.scroll.velocity, visibleCells: cells)
    }

    /// Advances one tick.
    public mutating func step() -> [Event] {
        clock.advance()
        var events: [Event] = []
        for index in views.indices { advance(index, into: &events) }
        return events
    }

    func index(of id: String) -> Int? { views.firstIndex { $0.id == id } }

    /// Motion, touch, lifecycle events and the displayed-set diff of one view, for the current tick.
    private mutating func advance(_ index: Int, into events: inout [Event]) {
        let id = views[index].id
        let before = views[index].scroll.contentOffset
        for event in views[index].scroll.advance(to: time) { emit(.scroll(event), view: id, into: &events) }
        if let touch = views[index].touch {
            let elapsed = time - touch.start
            views[index].scroll.moveDrag(to: touch.path.translation(at: elapsed), at: time)
            if elapsed >= touch.path.duration {
                views[index].touch = nil
                let target = views[index].targetProvider
                for event in views[index].scroll.endDrag(at: time, target: target) {
                    emit(.scroll(event), view: id, into: &events)
                }
            }
        }
        if views[index].scroll.contentOffset != before {
            let scroll = views[index].scroll
            emit(.didScroll(contentOffset: scroll.contentOffset, velocity: scroll.velocity), view: id, into: &events)
        }
        // A view whose bounds did not move shows what it showed: data changes diff in `apply`.
        let bounds = views[index].bounds
        guard bounds != views[index].lastBounds else { return }
        if views[index].layout.invalidation(forBoundsChange: bounds, old: views[index].lastBounds) == .prepare {
            views[index].relayout()
        }
        diffDisplayed(index, into: &events)
    }

    /// `didEndDisplaying` for what left, then `willDisplay` for what entered, then `focusChanged` when the
    /// layout's focused item changed.
    mutating func diffDisplayed(_ index: Int, into events: inout [Event]) {
        let id = views[index].id
        let (ended, entered) = views[index].updateDisplayed()
        for attributes in ended { emit(.didEndDisplaying(attributes), view: id, into: &events) }
        for attributes in entered { emit(.willDisplay(attributes), view: id, into: &events) }
        views[index].lastBounds = views[index].bounds
        let focus = views[index].layout.focusedItem(bounds: views[index].bounds)
        if focus != views[index].focused {
            let data = views[index].spec.data
            let from = views[index].focused
            emit(
                .focusChanged(from: from, to: focus, fromID: views[index].focusedID, toID: focus.flatMap(data.itemID)),
                view: id, into: &events)
            views[index].focused = focus
            views[index].focusedID = focus.flatMap(data.itemID)
        }
    }

    mutating func emit(_ kind: EventKind, view: String, into events: inout [Event]) {
        events.append(Event(seq: nextSeq, tick: tick, milliseconds: time * 1000, view: view, kind: kind))
        nextSeq += 1
    }
}

/// A view's state at one moment, for expectations and snapshots.
public struct ViewState: Hashable, Sendable {
    public var phase: ScrollPhase
    public var contentOffset: Point
    public var velocity: Vector
    /// The displayed cells, in index-path order.
    public var visibleCells: [IndexPath]
}
