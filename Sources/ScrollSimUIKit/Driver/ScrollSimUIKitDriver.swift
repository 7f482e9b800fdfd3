import Foundation
import LayoutCore
import ScrollSimTesting
import Simulation
import Specs

/// The window a test shows a `UICollectionView` in: a size (the view's frame) and a tick rate, a virtual
/// clock, and the gestures a finger makes (drag, fling, tap). The view runs on a ``ScrollSim``, whose
/// events, expectations and golden transcripts the driver exposes (``scrollSim``); the view's delegates
/// and data sources are called synchronously at the tick each event happens, in UIKit's order. The driver
/// is main-actor isolated, as the view is (UIKit's views run on the main actor): a test that shows a view
/// runs on the main actor (`@MainActor` on its suite or test function), and the app's code is called there.
///
/// ```swift
/// let driver = try ScrollSimUIKitDriver(showing: collectionView)
/// try driver.fling(velocity: CGPoint(x: 0, y: -2000))
/// try driver.runUntilIdle()
/// ```
@MainActor
public final class ScrollSimUIKitDriver {
    /// The view's id in ``scrollSim``.
    public static let viewID = ScrollSim.defaultViewID
    /// The simulation: its events, transcript, expectations (`expectEvent`) and goldens
    /// (`assertTranscript(matchesGolden:)`) are the view's.
    public let scrollSim: ScrollSim
    /// The view shown.
    public let collectionView: UICollectionView
    /// The view as the simulator took it when shown.
    private let shownSpec: ViewSpec
    /// The virtual clock the view's code reads and its timers run on.
    private let clock: DriverClock

    /// Shows `collectionView` in a window of its frame's size, ticking `tickHz` times a second: the data
    /// source and the layout are read, and the first screen's cells displayed (`cellForItemAt`,
    /// `willDisplay`) before this returns.
    /// - Throws: ``ScrollSimFailure`` for a view a driver shows already (a view is shown once), a frame
    ///   side outside 0.001…100,000 pt (NaN, infinite, negative), an offset set before that is not finite
    ///   (one past ±1e13 pt is taken as that much), and when the simulator refuses the view.
    public init(showing collectionView: UICollectionView, tickHz: Double = 120) throws(ScrollSimFailure) {
        guard collectionView.engine == nil else {
            throw ScrollSimFailure(
                expected: "a collection view no driver shows", actual: "one a driver shows already", milliseconds: 0)
        }
        try collectionView.checkShowable()
        self.collectionView = collectionView
        scrollSim = ScrollSim(tickHz: tickHz)
        let clock = DriverClock(sim: scrollSim)
        self.clock = clock
        let engine = Engine(sim: scrollSim, id: Self.viewID, clock: clock)
        collectionView.engine = engine
        // The view is the record's target, held weakly by the simulation and strongly for a run of ticks.
        scrollSim.recordTarget = collectionView
        scrollSim.didRecord = { target, events in
            let collectionView = unsafeDowncast(target, to: UICollectionView.self)
            guard !events.isEmpty || clock.hasTimerDue || collectionView.engine?.hasDeferred == true else { return }
            clock.run {
                collectionView.dispatch(events)
                collectionView.applyDeferredChanges()
                clock.fireDue()
            }
        }
        scrollSim.releaseTarget = { [weak collectionView] question in
            guard let collectionView, question.view == Self.viewID else { return question.target }
            return clock.run { collectionView.answerRelease(question) }
        }
        scrollSim.nextDeadline = { clock.nextFireMilliseconds }
        shownSpec = clock.run { collectionView.makeViewSpec() }
        // Before the view is added: the handlers see its first screen too, as UIKit's first layout pass.
        if (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.visibleItemsHandlers != nil {
            scrollSim.adjustDisplayed = { [weak collectionView] adjustment in
                guard adjustment.view == Self.viewID else { return }
                clock.run { collectionView?.adjustVisibleItems(&adjustment) }
            }
        }
        do {
            try scrollSim.addView(shownSpec, id: Self.viewID)
            collectionView.offset = CGPoint(try scrollSim.state().contentOffset)
            collectionView.pinsSupplementaries = collectionView.layoutPinsSupplementaries()
        } catch {
            collectionView.engine = nil
            throw error
        }
    }

    /// The view as it was shown, as a view spec in JSON (which YAML reads too): what `scrollsim run` (in a
    /// scenario's `views`), the daemon's `createView` and the Python client take, so the same gestures
    /// replayed there give the same transcript. Flow and compositional layouts are exported; another throws.
    /// The spec is read back as `scrollsim run` reads a file before it is returned, so what a spec cannot
    /// hold (a file past 4 MiB, groups nested past 8, more than 100 subitems, a count past 1,000…) throws.
    /// - Throws: ``ScrollSimFailure`` naming what the export does not write, or the decoder's refusal.
    /// - Complexity: O(spec), twice: written, then read back.
    public func exportedViewSpec() throws(ScrollSimFailure) -> String {
        let json: String
        do {
            json = try ViewSpecExport.json(shownSpec)
        } catch {
            throw ScrollSimFailure(expected: "a view spec to export", actual: error.description, milliseconds: 0)
        }
        guard json.utf8.count <= SpecFile.maximumFileSize else {
            throw ScrollSimFailure(
                expected: "a view spec of at most \(SpecFile.maximumFileSize >> 20) MiB (a spec file's bound)",
                actual: "\(json.utf8.count) bytes", milliseconds: 0)
        }
        do {
            _ = try SpecFile.decode(json, format: .json, file: "the exported spec")
        } catch {
            throw ScrollSimFailure(
                expected: "a view spec that loads back", actual: error.description, milliseconds: 0)
        }
        return json
    }

    /// The virtual clock, in milliseconds since the view was shown.
    public var milliseconds: Double { scrollSim.milliseconds }

    /// A finger moving the content by `translation` (points; negative y scrolls down) over `duration`, then
    /// lifting moving (a fling with its last velocity) or still; returns when it lifts.
    public func drag(
        by translation: CGPoint, duration: Duration = .milliseconds(300), liftingStill: Bool = false
    ) throws(ScrollSimFailure) {
        try onClock { () throws(ScrollSimFailure) in
            try scrollSim.drag(
                by: [Double(translation.x), Double(translation.y)], duration: duration,
                release: liftingStill ? .still : .moving)
        }
    }

    /// A touch released at once with the finger's `velocity` (points per second; negative y scrolls
    /// down), then momentum.
    public func fling(velocity: CGPoint) throws(ScrollSimFailure) {
        try onClock { () throws(ScrollSimFailure) in
            try scrollSim.fling(velocity: [Double(velocity.x), Double(velocity.y)])
        }
    }

    /// A tap at `point` (points from the view's top-left): the displayed cell under it is highlighted
    /// and selected as UIKit does it; a tap on no cell does nothing.
    public func tap(at point: CGPoint) {
        let offset = collectionView.contentOffset
        let content = CGPoint(x: point.x + offset.x, y: point.y + offset.y)
        if let item = collectionView.indexPathForItem(at: content) { clock.run { collectionView.tap(item) } }
    }

    /// Lets `duration` pass on the virtual clock, tick by tick; each timer due fires at its tick.
    public func advance(by duration: Duration) throws(ScrollSimFailure) {
        try onClock { () throws(ScrollSimFailure) in try scrollSim.advance(by: duration) }
    }

    /// Ticks until the view rests: no touch, no motion. Timers fire on their ticks meanwhile and do not
    /// keep the view busy: a repeating timer still scheduled when the view rests does not delay this.
    public func runUntilIdle(limit: Duration = .seconds(60)) throws(ScrollSimFailure) {
        try onClock { () throws(ScrollSimFailure) in try scrollSim.runUntilIdle(limit: limit) }
    }

    /// Runs `body` with the clock bound once, so that its ticks' callbacks find it bound already.
    private func onClock(_ body: () throws(ScrollSimFailure) -> Void) throws(ScrollSimFailure) {
        try clock.run { Result { () throws(ScrollSimFailure) in try body() } }.get()
    }
}
