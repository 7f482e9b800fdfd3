import EventEncoding
import LayoutCore
import Simulation
import Specs
import WireFormat

/// Simulated collection views on a virtual clock, for in-process tests: create a view from a spec
/// (YAML or JSON text, a file, or Swift values), drive it with gestures and data changes, let time pass,
/// and check the events it sent — as a scenario file does, step by step, from Swift.
///
/// Each call is a step, run at once on the virtual clock (a tick is 1/120 s unless `tickHz` says
/// otherwise): a gesture or change applies at the current tick (a drag lasts until the finger lifts),
/// ``advance(by:)`` and ``runUntilIdle(view:limit:)`` let ticks pass, and
/// ``expectEvent(_:within:from:)`` waits for an event within a window that begins where the previous step
/// began — the rules of the scenario steps of the same names. Nothing runs in real time.
///
/// Views are named; every `view:` parameter defaults to the first view created.
///
/// The members' examples use `sim`, a simulation of the card feed of <doc:GettingStarted> (375×200 cards in
/// a 375×400 view), and `spec`, a spec's YAML text.
///
/// ```swift
/// let sim = try ScrollSim(yaml: spec)
/// try sim.fling(velocity: [0, -1000])
/// try sim.runUntilIdle()
/// ```
public final class ScrollSim {
    /// The id a view gets when its creator names none.
    ///
    /// ```swift
    /// let sim = try ScrollSim(yaml: spec)
    /// #expect(sim.viewIDs == [ScrollSim.defaultViewID])
    /// ```
    public static let defaultViewID = "view"

    /// The simulation. Its exclusive access is not checked at run time (a check each tick, about 120
    /// instructions): ScrollSim keeps the rule itself. A tick and a step mark themselves (``isMidStep``)
    /// while they mutate it, the time the hooks they call in the middle (``releaseTarget``,
    /// ``adjustDisplayed``) run, and whatever drives or reads the simulation from there stops with a
    /// precondition failure naming the misuse (``checkNotMidStep(_:)``), where the runtime's check stopped it.
    @exclusivity(unchecked) var simulator: Simulator
    /// Whether a tick or a step is mutating ``simulator``. Read and written only by this file's functions,
    /// which call no other code while they touch it.
    @exclusivity(unchecked) private var isMidStep = false
    /// Every event so far, in order. Not checked for exclusive access at run time (a check each tick,
    /// about 120 instructions): it is written only in this file, by appends that call no other code, and
    /// the closures its reads run (a filter's, a search's) do not touch it, so no access can overlap one.
    @exclusivity(unchecked) private(set) var recorded: [Event] = []
    /// Where the previous step began: `expectEvent` windows start there.
    var previousStepTick = 0
    /// The views, in the order they were created.
    ///
    /// ```swift
    /// try sim.addView(yaml: spec, id: "second")
    /// #expect(sim.viewIDs == ["view", "second"])
    /// ```
    public private(set) var viewIDs: [String] = []
    /// Asked where each release of a view's own scroll view rests (ScrollSimUIKit's driver asks the layout
    /// and the delegate there); the default keeps the layout's choice. Called in the middle of a step: it
    /// must not drive this simulation. Not optional: `optional ?? default` on a closure wraps it in a thunk,
    /// an allocation each tick.
    package var releaseTarget: ReleaseQuestion.Hook = ReleaseQuestion.layoutsChoice
    /// Adjusts a view's displayed elements when it is created, after each command and each tick its offset
    /// moves (UIKit's `visibleItemsInvalidationHandler`); nil: none, at no cost.
    package var adjustDisplayed: DisplayAdjustment.Hook?
    /// Told of the events of each tick and each step as they are recorded, with ``recordTarget``
    /// (ScrollSimUIKit's driver calls the view's delegates from here); it may drive this simulation. Not
    /// called while ``recordTarget`` is nil.
    package var didRecord: ((AnyObject, [Event]) -> Void)?
    /// What ``didRecord`` is told of the events for (ScrollSimUIKit's view), held weakly: loaded once for a
    /// run of ticks (``advance(by:)``, ``runUntilIdle(view:limit:)``), which holds it meanwhile, where a
    /// closure capturing it weakly would cost a runtime exclusivity check and a weak load each tick.
    package weak var recordTarget: AnyObject?
    /// The earliest time, in milliseconds, that code outside the simulation waits for (ScrollSimUIKit's
    /// timers): ``advance(by:)`` jumps no quiet tick past it. nil: nothing waits.
    package var nextDeadline: (() -> Double?)?
    /// Ticks per second, as clamped.
    package let tickHz: Double
    /// The tick being run while a tick or a step runs (the next one during a tick), the current one
    /// otherwise: what the hooks read, as the simulator cannot be read in the middle of a step.
    package private(set) var runningTick = 0

    /// A simulation with one view, decoded from a spec in YAML (or JSON, which YAML reads too).
    /// - Throws: ``ScrollSimFailure`` naming the line and key at fault.
    ///
    /// ```swift
    /// let sim = try ScrollSim(yaml: "viewport: [375, 400]\nlayout: {type: flow, itemSize: [375, 200]}\nsections: [{items: 20}]")
    /// ```
    public convenience init(yaml: String, id: String = ScrollSim.defaultViewID, tickHz: Double = 120)
        throws(ScrollSimFailure)
    {
        self.init(tickHz: tickHz)
        try addView(yaml: yaml, id: id)
    }

    /// A simulation with one view, loaded from a spec file (`.yaml`, `.yml` or `.json`).
    /// - Throws: ``ScrollSimFailure`` naming the file, line and key at fault.
    ///
    /// ```swift
    /// let sim = try ScrollSim(file: "Tests/FeedTests/Specs/feed.yaml")
    /// ```
    public convenience init(file path: String, id: String = ScrollSim.defaultViewID, tickHz: Double = 120)
        throws(ScrollSimFailure)
    {
        self.init(tickHz: tickHz)
        let spec: ViewSpec
        do { spec = try SpecFile.load(path: path) } catch { throw Self.refused(error) }
        try addView(spec, id: id)
    }

    /// A simulation with one view built from Swift values (`import Simulation` for `ViewSpec`). The values
    /// are taken as given: the range checks of the spec decoders (sizes above 0, counts within the limits)
    /// apply to text and files, not to values built in Swift.
    /// - Throws: ``ScrollSimFailure`` when the view cannot be created (too many elements on screen).
    ///
    /// ```swift
    /// var flow = FlowLayoutConfiguration()
    /// flow.itemSize = Size(width: 375, height: 200)
    /// let sim = try ScrollSim(
    ///     ViewSpec(
    ///         viewport: Size(width: 375, height: 400), layout: .flow(flow),
    ///         data: CollectionData(sections: [SectionData(itemCount: 20)])))
    /// ```
    public convenience init(_ spec: ViewSpec, id: String = ScrollSim.defaultViewID, tickHz: Double = 120)
        throws(ScrollSimFailure)
    {
        self.init(tickHz: tickHz)
        try addView(spec, id: id)
    }

    /// An empty simulation; add views with ``addView(yaml:id:)``. `tickHz` is clamped to 1…1,000.
    ///
    /// ```swift
    /// let sim = ScrollSim(tickHz: 60)
    /// try sim.addView(yaml: spec, id: "feed")
    /// ```
    public init(tickHz: Double = 120) {
        self.tickHz = tickHz.isFinite ? min(max(tickHz, 1), 1_000) : 120
        simulator = Simulator(tickHz: self.tickHz)
    }

    /// Adds a view decoded from a spec in YAML or JSON; its first screen's events are recorded.
    ///
    /// ```swift
    /// try sim.addView(yaml: spec, id: "sidebar")
    /// try sim.fling(velocity: [0, -1000], view: "sidebar")
    /// ```
    public func addView(yaml: String, id: String) throws(ScrollSimFailure) {
        let spec: ViewSpec
        do { spec = try SpecFile.decode(yaml, format: .yaml, file: "spec") } catch { throw Self.refused(error) }
        try addView(spec, id: id)
    }

    /// Adds a view built from Swift values; its first screen's events are recorded.
    ///
    /// ```swift
    /// try sim.addView(spec, id: "sidebar")
    /// ```
    public func addView(_ spec: ViewSpec, id: String) throws(ScrollSimFailure) {
        try step("view \"\(id)\" created") { simulator throws(SimulationError) in
            try simulator.createView(spec, id: id, adjusting: adjustDisplayed)
        }
        viewIDs.append(id)
    }

    /// Every event so far, in order, `didScroll` and `sectionDidScroll` included. - Complexity: O(events).
    ///
    /// ```swift
    /// let shown = sim.events.filter { $0.name == "willDisplay" }.compactMap(\.indexPath)
    /// ```
    public var events: [ScrollEvent] { recorded.map(ScrollEvent.init) }

    /// The events as a transcript: NDJSON, one event a line, `didScroll` left out unless asked — what
    /// `scrollsim run` prints and a golden transcript holds.
    ///
    /// ```swift
    /// print(sim.transcript())
    /// ```
    public func transcript(includeDidScroll: Bool = false) -> String {
        Transcript.text(recorded, includeDidScroll: includeDidScroll)
    }

    /// The virtual clock, in milliseconds since the simulation began; read from a hook in the middle of a
    /// tick or a step (a release's target being asked), the time of the tick being run.
    ///
    /// ```swift
    /// try sim.advance(by: .milliseconds(500))
    /// #expect(sim.milliseconds == 500)
    /// ```
    public var milliseconds: Double { isMidStep ? Double(runningTick) / tickHz * 1000 : clockMilliseconds }

    /// The simulator's clock, in milliseconds: what the steps read (never mid-step).
    var clockMilliseconds: Double { simulator.time * 1000 }

    /// A view's state now. - Throws: ``ScrollSimFailure`` for a view that does not exist.
    ///
    /// ```swift
    /// let state = try sim.state()
    /// #expect(state.phase == .idle && state.contentOffset == [0, 0])
    /// ```
    public func state(of view: String? = nil) throws(ScrollSimFailure) -> ViewSnapshot {
        checkNotMidStep("read a view's state")
        let id = try resolve(view)
        guard let state = simulator.state(of: id) else {
            throw failure(expected: "view \"\(id)\"", actual: "no such view")
        }
        return ViewSnapshot(state)
    }

    /// Lets `duration` pass on the virtual clock, ticking every view. A step.
    /// - Throws: ``ScrollSimFailure`` for a duration past ``longestStep``.
    ///
    /// ```swift
    /// try sim.fling(velocity: [0, -1000])
    /// try sim.advance(by: .milliseconds(100))
    /// #expect(try sim.state().phase == .decelerating)
    /// ```
    public func advance(by duration: Duration) throws(ScrollSimFailure) {
        checkNotMidStep("advance")
        let start = simulator.tick
        let end = clockMilliseconds + (try bounded(duration))
        let hooks = self.hooks
        while clockMilliseconds < end - 1e-9 { tick(before: end, hooks) }
        previousStepTick = start
    }

    /// Ticks until the view (every view when nil) rests: no touch, no motion. A step.
    /// - Throws: ``ScrollSimFailure`` when it still moves after `limit`.
    ///
    /// ```swift
    /// try sim.fling(velocity: [0, -1000])
    /// try sim.runUntilIdle()
    /// #expect(try sim.state().phase == .idle)
    /// ```
    public func runUntilIdle(view: String? = nil, limit: Duration = .seconds(60)) throws(ScrollSimFailure) {
        checkNotMidStep("run until idle")
        let start = simulator.tick
        let id = try view.map { name throws(ScrollSimFailure) in try resolve(name) }
        let end = clockMilliseconds + (try bounded(limit))
        let hooks = self.hooks
        while !(id.map(simulator.isIdle) ?? simulator.isIdle) {
            guard clockMilliseconds < end else {
                throw failure(
                    expected: "\(id.map { "view \"\($0)\"" } ?? "every view") idle",
                    actual: "still moving after \(EventValue.number(Self.milliseconds(limit))) ms")
            }
            tick(hooks)
        }
        previousStepTick = start
    }

    /// One tick of every view with `hooks`; its events recorded.
    func tick(_ hooks: Hooks) {
        record(advanceOneTick(&simulator, skippingQuietBefore: nil, hooks), hooks)
    }

    /// One tick of every view, after a jump over the quiet ticks (every view at rest, no dwell due) surely
    /// before `end` and ``nextDeadline`` (milliseconds): the events are those of ticking through them,
    /// which bring none. - Complexity: O(1) while a view moves; O(views + visible cells) otherwise.
    func tick(before end: Double, _ hooks: Hooks) {
        record(advanceOneTick(&simulator, skippingQuietBefore: end, hooks), hooks)
    }

    /// The jump over the quiet ticks before `end` and ``nextDeadline`` (milliseconds; none when nil), then
    /// one tick of every view. Quiet ticks are looked for only after a tick that made no event (one in which a
    /// view moved made its `didScroll`: a quiet tick stepped through gives what jumping it gives), and the
    /// deadline is asked only when a tick is quiet (`Simulator.skipQuiet(atMost:)`). `simulator` is the
    /// property, taken in place (read through the property, `quietTicks` would copy the simulator).
    /// Returns the tick's events. - Complexity: that of the jump and the tick.
    private func advanceOneTick(_ simulator: inout Simulator, skippingQuietBefore end: Double?, _ hooks: Hooks)
        -> [Event]
    {
        checkNotMidStep("tick")
        isMidStep = true
        defer { isMidStep = false }
        if let end, simulator.lastStepWasSilent {
            simulator.skipQuiet { clock in
                clock.ticksSurelyBefore(seconds: min(end, hooks.nextDeadline?() ?? end) / 1000)
            }
        }
        runningTick = simulator.tick + 1
        return simulator.step(releaseTarget: hooks.releaseTarget, adjusting: hooks.adjustDisplayed)
    }

    /// Records a tick's `events` and tells the run's hook of them. - Complexity: O(events) amortized.
    private func record(_ events: [Event], _ hooks: Hooks) {
        recorded += events
        hooks.recorder?(events)
    }

    /// Runs `body` on the simulator as a step at the current tick and records its events.
    func step(_ what: String, _ body: (inout Simulator) throws(SimulationError) -> [Event]) throws(ScrollSimFailure) {
        checkNotMidStep(what)
        let start = simulator.tick
        runningTick = start
        let events: [Event]
        isMidStep = true
        do {
            defer { isMidStep = false }
            events = try body(&simulator)
        } catch {
            throw failure(expected: what, actual: "\(error.message) (\(error.code.rawValue))")
        }
        recorded += events
        previousStepTick = start
        hooks.recorder?(events)
    }

    /// Stops with a precondition failure when a hook called in the middle of a tick or a step (a release's
    /// target being asked, a display adjustment) uses the simulation, naming `what` it tried: the simulator
    /// is being mutated then. - Complexity: O(1).
    func checkNotMidStep(_ what: @autoclosure () -> String) {
        precondition(
            !isMidStep,
            "\(what()) in the middle of a simulation step: a hook the step calls must not use the simulation")
    }

    /// The id `view` names, or the first view's.
    func resolve(_ view: String?) throws(ScrollSimFailure) -> String {
        if let view { return view }
        guard let first = viewIDs.first else { throw failure(expected: "a view", actual: "no view created yet") }
        return first
    }

    /// A failure now, with the transcript's last lines.
    func failure(expected: String, actual: String) -> ScrollSimFailure {
        let lines = transcript().split(separator: "\n").suffix(Self.linesShown).map(String.init)
        return ScrollSimFailure(expected: expected, actual: actual, milliseconds: milliseconds, lastEvents: lines)
    }

    /// How many of the transcript's last lines a failure shows.
    static let linesShown = 8

    static func refused(_ error: InputError) -> ScrollSimFailure {
        ScrollSimFailure(expected: "a valid spec", actual: error.description, milliseconds: 0)
    }

    /// The most virtual time one step may let pass: an hour (432,000 ticks at 120 Hz).
    ///
    /// ```swift
    /// #expect(throws: ScrollSimFailure.self) { try sim.advance(by: .seconds(7_200)) }
    /// ```
    public static let longestStep = Duration.seconds(3_600)

    /// A duration in milliseconds; negative ones count as none.
    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return max(0, Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }

    /// `duration` in milliseconds. - Throws: ``ScrollSimFailure`` past ``longestStep``.
    func bounded(_ duration: Duration) throws(ScrollSimFailure) -> Double {
        guard duration <= Self.longestStep else {
            throw failure(expected: "a step of at most \(Self.longestStep)", actual: "\(duration)")
        }
        return Self.milliseconds(duration)
    }
}

extension ScrollSim {
    /// The view's layout as it shows it now; nil for a view that does not exist.
    /// - Complexity: O(views + sections scrolled).
    package func layout(of view: String) -> (any CollectionLayout)? {
        checkNotMidStep("read a view's layout")
        return simulator.layout(of: view)
    }
}
