import AllocationCounting
import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// What the UIKit layer allocates on a tick where no cell enters or leaves: nothing beyond the engine's
/// own tick. Counted on the test's thread (the driver runs there) by the test executable's `malloc`.
@Suite @MainActor struct SteadyTickAllocationTests {
    /// Counts the scrolls and displays it hears, as the UIKit benchmark's delegate does.
    final class CountingDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        private(set) var scrolls = 0
        private(set) var displays = 0

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
            forItemAt indexPath: Foundation.IndexPath
        ) {
            displays += 1
        }
    }

    /// The heap allocations `body` makes on this thread.
    private func allocations(_ body: () throws -> Void) rethrows -> Int {
        let before = allocation_counting_thread_count()
        try body()
        return allocation_counting_thread_count() - before
    }

    /// Three rows 375×2,000 in a 375×667 view, flung at 1,000 pt/s: the momentum rests 1 / ln(1/0.998) =
    /// 499.5 pt down, so the bounds stay within [0, 1,167) ⊂ row 0's [0, 2,000) and the prefetch range
    /// (2.5 screens ahead) holds rows 1 and 2 from the first screen on: from the fling to the rest no
    /// element enters or leaves, and each tick's only event is `didScroll`. After 100 ms of warm-up, the
    /// next 100 ms (12 ticks at 120 Hz, each a `scrollViewDidScroll`) allocate in the driver exactly what
    /// the same ticks allocate in a bare simulation of the exported spec, flung alike: the UIKit layer adds
    /// no allocation to a steady tick (its per-tick work is setting the offset and calling the delegate).
    /// The engine's count is at least 12: each tick's step returns its events in an array of its own.
    @Test func aSteadyTickAllocatesNothingBeyondTheEngine() throws {
        let delegate = CountingDelegate()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 2000)))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        view.dataSource = delegate
        view.delegate = delegate
        let driver = try ScrollSimUIKitDriver(showing: view)
        let sim = try ScrollSim(yaml: try driver.exportedViewSpec())
        try driver.fling(velocity: CGPoint(x: 0, y: -1000))
        try sim.fling(velocity: [0, -1000])
        try driver.advance(by: .milliseconds(100))
        try sim.advance(by: .milliseconds(100))
        let displaysBefore = delegate.displays
        let scrollsBefore = delegate.scrolls

        let engine = try allocations { try sim.advance(by: .milliseconds(100)) }
        let uikit = try allocations { try driver.advance(by: .milliseconds(100)) }

        #expect(delegate.scrolls - scrollsBefore == 12)
        #expect(delegate.displays == displaysBefore)
        #expect(engine >= 12)
        #expect(uikit == engine)
    }
}
