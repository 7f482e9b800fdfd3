import LayoutCore
import ScrollSimTesting
import Simulation

/// A shown collection view's link to the simulation showing it: commands go through here, and the view
/// is told of the events it has not yet dispatched.
final class Engine {
    /// The simulation: kept by the view too, so that it goes on without the driver, as a view on screen
    /// does (the simulation holds the view weakly).
    let sim: ScrollSim
    /// The view's id in the simulation.
    let id: String
    /// The driver's virtual clock: the app's code the view calls reads it (`CACurrentMediaTime()`).
    let clock: DriverClock
    /// The last event taken for the view's delegates (its `seq`): dispatched, or waiting in `queued`.
    var lastQueued = 0
    /// The events waiting for the delegates, in `seq` order: a change a callback makes adds its own after
    /// those of the change being dispatched, which go on first.
    private(set) var queued: [Event] = []
    /// Whether `queued` holds events: what each dispatch reads, a plain value whose accesses the compiler
    /// checks statically (each access to `queued`, whose changes release events, costs a runtime check).
    private(set) var hasQueued = false
    /// Whether the delegates are being called: a change made from a callback queues its events.
    var isDispatching = false {
        didSet { if !isDispatching { commandsInDispatch = 0 } }
    }
    /// The commands the callbacks gave since the dispatch under way began (0 outside one).
    private var commandsInDispatch = 0
    /// The most commands the callbacks of one dispatch may give: each command's events are dispatched in
    /// the same pass, so callbacks that give one at each event (a `reloadData()` in `cellForItemAt` or
    /// `willDisplay`) would never let it end.
    static let maximumCommandsInDispatch = 1_000
    /// The layout the simulation gave with the question being answered mid-step (a release's, a display
    /// adjustment's); nil otherwise.
    private var midStepLayout: (any CollectionLayout)?
    /// What a callback gave while the simulation was mid-step (a release being answered, a visible-items
    /// handler): applied in order once the step's events are delivered
    /// (`UICollectionView.applyDeferredChanges()`).
    private var deferred: [Deferred] = []
    /// Whether `deferred` holds anything: what each tick reads, a plain value whose accesses the compiler
    /// checks statically.
    private(set) var hasDeferred = false

    init(sim: ScrollSim, id: String, clock: DriverClock) {
        self.sim = sim
        self.id = id
        self.clock = clock
    }

    /// Whether a question is being answered mid-step: the simulation cannot be driven or read.
    var isMidStep: Bool { midStepLayout != nil }

    /// The view's layout as shown now: read from the simulation, or while a question is answered mid-step,
    /// the layout the question carries. - Complexity: O(views + sections scrolled).
    var layout: (any CollectionLayout)? { midStepLayout ?? sim.layout(of: id) }

    /// Runs `body`, which answers a question the simulation asks mid-step with the view's `layout` as it
    /// shows it; ``layout`` is that one meanwhile. - Complexity: O(1) beyond `body`.
    func answering<Result>(with layout: any CollectionLayout, _ body: () -> Result) -> Result {
        let outer = midStepLayout
        midStepLayout = layout
        defer { midStepLayout = outer }
        return body()
    }

    /// Puts `event` at the end of the events waiting for the delegates. - Complexity: O(1) amortized.
    func queue(_ event: Event) {
        queued.append(event)
        hasQueued = true
    }

    /// Counts `command`, given by a callback of the dispatch under way; past
    /// ``maximumCommandsInDispatch`` it stops with a precondition failure naming the command, where the
    /// dispatch would run without end. - Complexity: O(1).
    private func countCommandInDispatch(_ command: Command) {
        commandsInDispatch += 1
        precondition(
            commandsInDispatch <= Self.maximumCommandsInDispatch,
            "the view's delegates and data source gave \(commandsInDispatch) commands while their callbacks of one"
                + " tick (\(sim.runningTick)) were called, the last a \(command.name.rawValue): each one's callbacks"
                + " gave another (a reloadData(), a batch or a scroll in cellForItemAt, willDisplay or"
                + " scrollViewDidScroll?), without end (UIKit's reloadData() waits for the next layout pass)")
    }

    /// A command given mid-step, or a data change made then, whose follow-up on the view's side (its
    /// displayed elements set aside or rekeyed, its selection moved) must wait with its command: the step's
    /// events, delivered first, name the elements as they were before the change.
    enum Deferred {
        case command(Command)
        case change(() -> Void)
    }

    /// Keeps `change`, a data change's whole application made while the simulation is mid-step, for the
    /// step's end, after the commands and changes deferred before it. - Complexity: O(1) amortized.
    func deferChange(_ change: @escaping () -> Void) {
        deferred.append(.change(change))
        hasDeferred = true
    }

    /// What was deferred mid-step, in the order given, leaving nothing. - Complexity: O(1).
    func takeDeferred() -> [Deferred] {
        defer {
            deferred = []
            hasDeferred = false
        }
        return deferred
    }

    /// Empties the queue, keeping its room. - Complexity: O(events queued).
    func clearQueued() {
        queued.removeAll(keepingCapacity: true)
        hasQueued = false
    }

    /// Applies `command` at the current tick; its events reach the delegates before this returns, and it
    /// returns true. While the simulation is mid-step (``isMidStep``), the command waits in ``deferred`` for
    /// the step's end, at the same tick, and this returns false. A command refused (an item the view does not
    /// have, an inconsistent batch) stops with a precondition failure naming it, where UIKit raises.
    @discardableResult
    func apply(_ command: Command) -> Bool {
        if isDispatching { countCommandInDispatch(command) }
        if isMidStep {
            deferred.append(.command(command))
            hasDeferred = true
            return false
        }
        do {
            try sim.apply(command)
        } catch {
            preconditionFailure("\(error)")
        }
        return true
    }
}
