import LayoutCore
import Layouts
import ScrollPhysics

/// Several simulated collection views on one fixed-step clock. Each `step()` advances one tick of
/// `1/tickHz` seconds, per view: the motion or the finger moves the offset, `didScroll`, the lifecycle
/// events that move caused, then the displayed-set diff (`didEndDisplaying` before `willDisplay`),
/// `focusChanged`, and the visibility events (`visibilityChanged`, then `viewable`). Commands apply
/// between ticks.
///
/// Pure and single-threaded: the same commands at the same ticks give the same events, whoever drives it
/// (a test, a scenario, the daemon).
public struct Simulator: Sendable {
    /// The virtual clock; only `step()` and `skip(_:)` move it.
    public private(set) var clock: ManualClock
    var views: [SimulatedView] = []
    /// See `prepareAhead`.
    var preparedAhead: [String: DetachedView] = [:]
    /// The most elements a view may display at once: a view past it is refused when created, resized or
    /// given new data (`limit_exceeded`), since every tick costs what a view displays. No limit by default;
    /// the daemon sets one.
    public var maximumDisplayedElements = Int.max
    var nextSeq = 1
    /// How many events the last tick made: the next tick reserves room for as many.
    private var lastStepEventCount = 0

    /// Whether the last tick (`step`) made no event. A tick in which a view moves makes one at least (its
    /// `didScroll`), so the tick after one that made events is rarely quiet: a caller jumping over quiet
    /// ticks may ask `quietTicks` only after a silent one, as stepping a quiet tick gives what jumping it
    /// gives. - Complexity: O(1).
    public var lastStepWasSilent: Bool { lastStepEventCount == 0 }

    public init(tickHz: Double = 120) {
        clock = ManualClock(tickHz: tickHz)
    }

    /// A simulator on `clock` whose next event takes `nextSeq`: the one-view sandbox of a `ViewChange`.
    init(clock: ManualClock, nextSeq: Int) {
        self.clock = clock
        self.nextSeq = nextSeq
    }

    /// Ticks per second.
    public var tickHz: Double { clock.tickHz }

    /// The number of ticks taken.
    public var tick: Int { clock.tick }

    /// The current time in seconds.
    public var time: Double { clock.seconds }

    /// Creates a view and lays it out at once: its initial `willDisplay` events are returned. With
    /// `adjust`, the first screen's elements are adjusted by it before they are displayed, as a tick's are.
    public mutating func createView(
        _ spec: ViewSpec, id: String, adjusting adjust: DisplayAdjustment.Hook? = nil
    ) throws(SimulationError) -> [Event] {
        if let ready = preparedAhead.removeValue(forKey: id), ready.view.spec == spec {
            return try install(ready, adjusting: adjust)
        }
        guard index(of: id) == nil else { throw .viewExists(id) }
        guard maximumDisplayedElements < .max else { return try install(DetachedView(spec, id: id), adjusting: adjust) }
        return try install(DetachedView(spec, id: id, displayingAtMost: maximumDisplayedElements), adjusting: adjust)
    }

    /// Views prepared on another thread for the next `createView` calls of their ids and specs (a
    /// scenario's views, which it creates itself); `createView` takes each instead of preparing it.
    public mutating func prepareAhead(_ views: [DetachedView]) {
        for view in views { preparedAhead[view.view.id] = view }
    }

    /// Forgets the views prepared ahead that no `createView` took, and returns them to be freed.
    public mutating func discardPreparedAhead() -> [DetachedView] {
        defer { preparedAhead = [:] }
        return Array(preparedAhead.values)
    }

    /// Adds a view prepared with `DetachedView(_:id:)` (on any thread) and returns its initial
    /// `willDisplay` events, as `createView` does (adjusted by `adjust` when given). - Complexity: O(cells
    /// displayed).
    public mutating func install(
        _ prepared: DetachedView, adjusting adjust: DisplayAdjustment.Hook? = nil
    ) throws(SimulationError) -> [Event] {
        let id = prepared.view.id
        guard index(of: id) == nil else { throw .viewExists(id) }
        let fits =
            prepared.checkedLimit == maximumDisplayedElements || prepared.view.displaysAtMost(maximumDisplayedElements)
        guard fits else { throw tooDense(id) }
        views.append(prepared.view)
        var events: [Event] = []
        diffDisplayed(views.count - 1, adjusting: adjust, into: &events)
        return events
    }

    /// The refusal of a view that would display more than `maximumDisplayedElements` at once.
    func tooDense(_ id: String) -> SimulationError { .tooDense(id, limit: maximumDisplayedElements) }

    /// Whether every view is at rest with no touch down.
    public var isIdle: Bool { views.allSatisfy(\.isIdle) }

    /// Whether the view `id` is at rest with no touch down (true for a view that does not exist).
    public func isIdle(_ id: String) -> Bool {
        index(of: id).map { views[$0].isIdle } ?? true
    }

    /// Whether a scripted touch (a drag or a swipe, on the view or on one of its sections) is down on the
    /// view `id`.
    public func isTouching(_ id: String) -> Bool {
        index(of: id).map {
            views[$0].touch != nil || views[$0].swipe != nil || views[$0].sectionScrolls.contains { $0.touch != nil }
        } ?? false
    }

    /// The view's scroll phase, content offset and displayed cells, its orthogonal sections' scroll states
    /// and its displayed supplementary views, for expectations and snapshots.
    /// - Complexity: O(k log k) for k displayed elements, plus O(orthogonal sections + sections scrolled).
    public func state(of id: String) -> ViewState? {
        state(of: id, sectionsFrom: 0, limit: .max)?.state
    }

    /// `state(of:)` listing at most `limit` orthogonal sections, the first with an index of `first` or more,
    /// and where they lie among all of them: what a reply of bounded size holds.
    /// - Complexity: O(k log k) for k displayed elements, plus O(log s + limit + sections scrolled) for s
    ///   orthogonal sections.
    public func state(
        of id: String, sectionsFrom first: Int, limit: Int
    ) -> (state: ViewState, sections: ViewState.SectionWindow)? {
        guard let index = index(of: id) else { return nil }
        let view = views[index]
        let cells = view.displayed.values.filter { $0.category == .cell }.map(\.indexPath).sorted()
        let sections = view.sectionStates(from: first, limit: limit)
        let state = ViewState(
            phase: view.touch == nil ? view.scroll.phase : .dragging, contentOffset: view.scroll.contentOffset,
            velocity: view.scroll.velocity, visibleCells: cells, focus: view.focused, sections: sections.states,
            supplementaries: view.displayedSupplementaries)
        return (state, sections.window)
    }

    /// Advances one tick.
    public mutating func step() -> [Event] { step(releaseTarget: ReleaseQuestion.layoutsChoice) }

    /// Advances one tick; a finger lifting off a view asks `releaseTarget` where the momentum rests, and a
    /// view whose offset (or an orthogonal section's) moves has its displayed elements adjusted by
    /// `adjusting` before the display diff (the diff is then a full one: O(log n + k log k) for k displayed).
    public mutating func step(
        releaseTarget: ReleaseQuestion.Hook, adjusting adjust: DisplayAdjustment.Hook? = nil
    ) -> [Event] {
        clock.advance()
        var events: [Event] = []
        events.reserveCapacity(lastStepEventCount)
        for index in views.indices where !views[index].isFrozen {
            advance(index, releaseTarget: releaseTarget, adjusting: adjust, into: &events)
        }
        lastStepEventCount = events.count
        return events
    }

    /// Moves the clock over `ticks` quiet ticks (at most `quietTicks`) without stepping them.
    /// - Complexity: O(v + c), checking that they are quiet.
    public mutating func skip(_ ticks: Int) {
        precondition(ticks <= quietTicks, "only quiet ticks are skipped")
        clock.advance(by: ticks)
    }

    /// Jumps over the quiet ticks (`quietTicks`) among the next `waiting(clock)`, counting them once:
    /// `waiting` (how many ticks the caller's own next deadline leaves, from `clock`) is asked only when
    /// some tick is quiet. - Complexity: that of `quietTicks`, plus `waiting` when a tick is quiet.
    public mutating func skipQuiet(atMost waiting: (ManualClock) -> Int) {
        let quiet = quietTicks
        guard quiet > 0 else { return }
        let skipped = min(quiet, waiting(clock))
        if skipped > 0, skipped < .max { clock.advance(by: skipped) }
    }

    func index(of id: String) -> Int? { views.firstIndex { $0.id == id } }

    /// The index of the view `id`. - Throws: `not_found` (path `view`) when there is none.
    func requireIndex(of id: String) throws(SimulationError) -> Int {
        guard let index = index(of: id) else { throw SimulationError(.notFound, "no view \"\(id)\"", path: "view") }
        return index
    }

    /// One view's tick, in UIKit's order: the motion and the finger move the offset; `didScroll` announces
    /// it; the orthogonal sections move (`sectionDidScroll`); then the lifecycle events the view's move
    /// caused (the finger lifting, a motion reaching its end); then the displayed-set diff and the dwells;
    /// then, on the tick an animated data change ends, its leaving cells' `didEndDisplaying` and
    /// `didEndBatchUpdates`.
    private mutating func advance(
        _ index: Int, releaseTarget: ReleaseQuestion.Hook, adjusting adjust: DisplayAdjustment.Hook?,
        into events: inout [Event]
    ) {
        let id = views[index].id
        let before = views[index].scroll.contentOffset
        var lifecycle = views[index].scroll.advance(to: time)
        var lifted: TouchPath.Release?
        if let touch = views[index].touch {
            let elapsed = touch.elapsed(atTick: tick, tickHz: tickHz)
            views[index].scroll.moveDrag(to: touch.path.translation(at: elapsed), at: time)
            if touch.path.hasEnded(at: elapsed) { lifted = touch.path.release }
        }
        if let stopped = stopIfTooDense(index, returningTo: before, ended: lifecycle, into: &events) {
            lifecycle = stopped
            lifted = nil
        }
        let swiped = advanceSwipe(index, into: &events)
        let update = advanceUpdateAnimation(index)
        emitDidScroll(index, ifMovedFrom: before, into: &events)
        let sectionsMoved = advanceSections(index, into: &events)
        if let lifted {
            views[index].touch = nil
            let layoutTarget = views[index].targetProvider
            let layout = views[index].layout
            let sofar = events
            lifecycle += views[index].scroll.endDrag(
                at: time,
                target: { proposed, velocity, current in
                    releaseTarget(
                        ReleaseQuestion(
                            view: id, target: layoutTarget(proposed, velocity, current), velocity: velocity,
                            eventsBefore: sofar, layout: layout))
                }, lifting: lifted)
        }
        emit(lifecycle, view: id, into: &events)
        updateDisplay(
            index, elementsMoved: swiped || sectionsMoved || update.running, adjusting: adjust,
            into: &events)
        completeDwells(index, into: &events)
        finishUpdateTick(index, update, into: &events)
    }

    /// The displayed-set diff after the tick's move: in full after a swipe, an animation or a section's
    /// scroll (they move elements whatever the bounds do), none when the bounds did not move (data changes diff in `apply`),
    /// else as the layout's invalidation for the bounds change asks; in full, adjusted, with `adjust`.
    private mutating func updateDisplay(
        _ index: Int, elementsMoved: Bool, adjusting adjust: DisplayAdjustment.Hook?, into events: inout [Event]
    ) {
        if elementsMoved { return diffDisplayed(index, adjusting: adjust, into: &events) }
        let bounds = views[index].bounds
        let old = views[index].lastBounds
        guard bounds != old else { return }
        switch views[index].invalidation(forMoveTo: bounds, from: old) {
        case .none where adjust == nil: diffDisplayed(index, movedFrom: old, into: &events)
        case .none, .requery: diffDisplayed(index, adjusting: adjust, into: &events)
        case .prepare:
            views[index].relayout(at: time)
            diffDisplayed(index, adjusting: adjust, into: &events)
        }
    }

    /// `didEndDisplaying` for what left, then `willDisplay` for what entered, then `focusChanged` when the
    /// layout's focused item changed, then one with `section` for each carousel whose focus changed. With `old`, the bounds moved from there and the layout's attributes
    /// did not change: only what entered or left is looked at. With `adjust`, the displayed elements are
    /// adjusted by it first.
    mutating func diffDisplayed(
        _ index: Int, movedFrom old: Rect? = nil, adjusting adjust: DisplayAdjustment.Hook? = nil,
        into events: inout [Event]
    ) {
        let id = views[index].id
        updatePrefetch(index, incrementally: old != nil, into: &events)
        let (ended, entered) =
            if let old { views[index].updateDisplayed(movedFrom: old) } else {
                views[index].updateDisplayed(adjusting: adjust)
            }
        views[index].prefetch?.displayed(entered)
        for attributes in ended { emit(.didEndDisplaying(attributes), view: id, into: &events) }
        for attributes in entered { emit(.willDisplay(attributes), view: id, into: &events) }
        views[index].lastBounds = views[index].bounds
        if let change = views[index].updateFocus() { emit(change, view: id, into: &events) }
        for change in views[index].updateSectionFocus() { emit(change, view: id, into: &events) }
        observeVisibility(index, moved: old != nil, ended: ended, entered: entered, into: &events)
    }

    /// `didScroll` when the view's offset is no longer `before`.
    mutating func emitDidScroll(_ index: Int, ifMovedFrom before: Point, into events: inout [Event]) {
        let scroll = views[index].scroll
        guard scroll.contentOffset != before else { return }
        emit(
            .didScroll(contentOffset: scroll.contentOffset, velocity: scroll.velocity), view: views[index].id,
            into: &events)
    }

    /// The scroll view's lifecycle events, in order.
    mutating func emit(_ scrollEvents: [ScrollLifecycleEvent], view: String, into events: inout [Event]) {
        for event in scrollEvents { emit(.scroll(event), view: view, into: &events) }
    }

    mutating func emit(_ kind: EventKind, view: String, into events: inout [Event]) {
        events.append(Event(seq: nextSeq, tick: tick, milliseconds: clock.milliseconds, view: view, kind: kind))
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
    /// The layout's focused item; nil for layouts without focus.
    public var focus: IndexPath?
    /// Each orthogonal section's own scroll state, in section order; empty without orthogonal sections.
    public var sections: [Section] = []
    /// The displayed supplementary views, ordered by kind, then index path.
    public var supplementaries: [Supplementary] = []
}
