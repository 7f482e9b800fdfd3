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
    var queued: [Event] = []
    /// Whether the delegates are being called: a change made from a callback queues its events.
    var isDispatching = false
    /// Whether a release is being answered: the simulation is mid-step and cannot be driven.
    var answeringRelease = false
    /// The commands a callback gave while the simulation was mid-step (a release being answered, a
    /// visible-items handler): applied in order once the step's events are delivered
    /// (`UICollectionView.applyDeferredChanges()`).
    var deferred: [Command] = []

    init(sim: ScrollSim, id: String, clock: DriverClock) {
        self.sim = sim
        self.id = id
        self.clock = clock
    }

    /// The layout as it was read last outside a release.
    private var lastLayout: (any CollectionLayout)?

    /// The view's layout as shown now; while a release is answered (the simulation is mid-step and cannot
    /// be read), the layout as at the end of the previous step. - Complexity: O(1).
    var layout: (any CollectionLayout)? {
        if !answeringRelease { refreshLayout() }
        return lastLayout
    }

    /// Reads the layout from the simulation; called after each step, so that a release finds it.
    /// - Complexity: O(1).
    func refreshLayout() {
        lastLayout = sim.layout(of: id)
    }

    /// Applies `command` at the current tick; its events reach the delegates before this returns, and it
    /// returns true. While the simulation is mid-step (`answeringRelease`), the command waits in
    /// ``deferred`` for the step's end, at the same tick, and this returns false. A command refused (an
    /// item the view does not have, an inconsistent batch) stops with a precondition failure naming it,
    /// where UIKit raises.
    @discardableResult
    func apply(_ command: Command) -> Bool {
        if answeringRelease {
            deferred.append(command)
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
