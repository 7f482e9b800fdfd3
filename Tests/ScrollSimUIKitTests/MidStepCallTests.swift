import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// `SampleScreen`'s feed of 50 items 375×100 (a 375×667 view) whose `scrollViewWillEndDragging` (called
/// while the simulation is mid-step, answering the release) runs `probe` once, with the driver.
private final class ProbedFeed: NSObject, UICollectionViewDelegate {
    let screen = SampleScreen(layout: flowLayout(itemSize: CGSize(width: 375, height: 100)), counts: [50])
    var driver: ScrollSimUIKitDriver?
    var probe: ((ScrollSimUIKitDriver, UICollectionView) throws -> Void)?

    var collectionView: UICollectionView { screen.collectionView }

    init(_ probe: @escaping (ScrollSimUIKitDriver, UICollectionView) throws -> Void) {
        self.probe = probe
        super.init()
        collectionView.delegate = self
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let probe, let driver else { return }
        self.probe = nil
        try? probe(driver, collectionView)
    }

    /// Shows the feed, lets 100 ms pass (12 ticks at 120 Hz), then flings it at 2,000 pt/s.
    func fling() throws {
        let driver = try ScrollSimUIKitDriver(showing: collectionView)
        self.driver = driver
        try driver.advance(by: .milliseconds(100))
        try driver.fling(velocity: CGPoint(x: 0, y: -2000))
    }
}

/// What the app's code may call while a release is answered, mid-step: the reads and the view's own API
/// work (its changes and scrolls wait for the step's end), what drives or reads the simulation stops with
/// a message naming what it tried, where it used to read or write the simulator while it was being
/// mutated.
@Suite @MainActor struct MidStepCallTests {
    /// The stderr of a process that stopped.
    static func message(_ exit: ExitTest.Result) -> String {
        String(decoding: exit.standardErrorContent, as: UTF8.self)
    }

    /// The fling's step runs at tick 12: `milliseconds` reads 12 / 120 s = 100 ms there, as
    /// `CACurrentMediaTime()` does. The events recorded, the transcript and the layout's reads work
    /// (content 50 × 100 = 5,000 pt tall, item 3 at y 300, the first screen's seven cells 0…6). A scroll to
    /// y 200 and the deletion of item 0 made there apply once the step's events are delivered, at the same
    /// tick: the momentum stops at 200, and the content is 4,900 tall.
    @Test func readsAndTheViewsCallsWork() throws {
        var seen: (Double, Int, Bool, CGSize, CGRect?, Int, Bool) = (0, 0, false, .zero, nil, 0, false)
        let feed = ProbedFeed { driver, view in
            let item3 = view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
            seen = (
                driver.milliseconds, driver.scrollSim.events.count, driver.scrollSim.transcript().isEmpty,
                view.contentSize, item3, view.visibleCells.count,
                view.cellForItem(at: IndexPath(item: 3, section: 0)) != nil
            )
            view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
            (view.delegate as? ProbedFeed)?.screen.counts = [49]
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        try feed.fling()
        try feed.driver?.runUntilIdle()
        #expect(seen.0 == 100 && seen.1 > 0 && !seen.2)
        #expect(seen.3 == CGSize(width: 375, height: 5000) && seen.4 == CGRect(x: 0, y: 300, width: 375, height: 100))
        #expect(seen.5 == 7 && seen.6)
        #expect(feed.collectionView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(feed.collectionView.contentSize == CGSize(width: 375, height: 4900))
        #expect(feed.collectionView.numberOfItems(inSection: 0) == 49)
    }

    /// A drag's release comes mid-tick: `milliseconds` read there is the time of the tick being run, the
    /// time the `willEndDragging` event it answers is recorded with, and `CACurrentMediaTime()`'s. Before, it
    /// read the simulator's clock while the tick mutated it.
    @Test func millisecondsInATicksReleaseIsThatTicks() throws {
        var seen: (Double, Double) = (0, 0)
        let feed = ProbedFeed { driver, _ in seen = (driver.milliseconds, CACurrentMediaTime() * 1000) }
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        feed.driver = driver
        try driver.advance(by: .milliseconds(100))
        try driver.drag(by: CGPoint(x: 0, y: -300), duration: .milliseconds(100))
        let release = try #require(driver.scrollSim.events.first { $0.name == "willEndDragging" })
        #expect(seen.0 == release.milliseconds && seen.1 == release.milliseconds && seen.0 > 100)
    }

    /// `driver.advance(by:)` from the release stops, naming it. Before, it read the simulator's clock while
    /// the step mutated it, then stopped at its first tick.
    @Test func advanceStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                try ProbedFeed { driver, _ in try driver.advance(by: .milliseconds(10)) }.fling()
            }
        }
        #expect(Self.message(exit).contains("advance in the middle of a simulation step"))
    }

    /// `driver.runUntilIdle()` from the release stops, naming it. Before, it asked the simulator whether
    /// the view was idle while the step mutated it.
    @Test func runUntilIdleStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run { try ProbedFeed { driver, _ in try driver.runUntilIdle() }.fling() }
        }
        #expect(Self.message(exit).contains("run until idle in the middle of a simulation step"))
    }

    /// `expectEvent` from the release stops, naming it, even when the event is recorded already. Before, it
    /// read the simulator's tick while the step mutated it.
    @Test func expectEventStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                try ProbedFeed { driver, _ in
                    try driver.scrollSim.expectEvent(.named("willDisplay"), from: .previousStep)
                }
                .fling()
            }
        }
        #expect(Self.message(exit).contains("expect an event in the middle of a simulation step"))
    }

    /// A fling, a state read and a view added from the release stop, each naming what it tried (as they
    /// did; the fling and the view through the step that would apply them).
    @Test func aFlingAStateReadAndANewViewStop() async throws {
        let fling = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                try ProbedFeed { driver, _ in try driver.fling(velocity: CGPoint(x: 0, y: 100)) }.fling()
            }
        }
        #expect(Self.message(fling).contains("fling to apply in the middle of a simulation step"))
        let state = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run { try ProbedFeed { driver, _ in _ = try driver.scrollSim.state() }.fling() }
        }
        #expect(Self.message(state).contains("read a view's state in the middle of a simulation step"))
        let added = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                try ProbedFeed { driver, _ in
                    try driver.scrollSim.addView(
                        yaml:
                            "viewport: [375, 400]\nlayout: {type: flow, itemSize: [375, 200]}\nsections: [{items: 2}]",
                        id: "second")
                }
                .fling()
            }
        }
        #expect(Self.message(added).contains("view \"second\" created in the middle of a simulation step"))
    }
}
