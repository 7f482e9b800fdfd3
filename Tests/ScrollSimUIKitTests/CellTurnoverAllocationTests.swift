import AllocationCounting
import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// What the UIKit layer allocates on a tick where a cell enters and one leaves, and how it reuses a
/// displayed cell's attributes object and its reuse pools. Counted on the test's thread (the driver runs
/// there) by the test executable's `malloc`.
@Suite @MainActor struct CellTurnoverAllocationTests {
    /// Rows of one identifier (or of two alternating, "Even" and "Odd"), counting what it hears; the cells
    /// of `kept` rows keep the attributes object their `apply(_:)` is given.
    final class Rows: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        let count: Int
        let alternating: Bool
        private(set) var displays = 0
        private(set) var ends = 0
        /// The cells displayed, when not nil (set it to an empty set to collect them).
        var cellsSeen: Set<ObjectIdentifier>?

        init(count: Int, alternating: Bool = false) {
            self.count = count
            self.alternating = alternating
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell
        {
            let identifier = alternating && indexPath.item % 2 == 1 ? "Odd" : "Even"
            return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
            forItemAt indexPath: Foundation.IndexPath
        ) {
            displays += 1
            cellsSeen?.insert(ObjectIdentifier(cell))
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: Foundation.IndexPath
        ) {
            ends += 1
        }
    }

    /// A cell of the "Odd" identifier.
    final class OddCell: UICollectionViewCell {}

    /// A cell that keeps every attributes object it is given, with the frame it had then.
    final class KeepingCell: UICollectionViewCell {
        private(set) var kept: [(attributes: UICollectionViewLayoutAttributes, frame: CGRect)] = []

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            kept.append((layoutAttributes, layoutAttributes.frame))
        }
    }

    /// A 375×600 view of `rows`' 375×100 rows, cells of `cellClass`.
    private func view(_ rows: Rows, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self)
        -> UICollectionView
    {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 600),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
        view.register(cellClass, forCellWithReuseIdentifier: "Even")
        view.register(OddCell.self, forCellWithReuseIdentifier: "Odd")
        view.dataSource = rows
        view.delegate = rows
        return view
    }

    /// The heap allocations `body` makes on this thread.
    private func allocations(_ body: () throws -> Void) rethrows -> Int {
        let before = allocation_counting_thread_count()
        try body()
        return allocation_counting_thread_count() - before
    }

    /// One tick at 120 Hz: 8.333333 ms, which `advance(by:)` runs as exactly one tick (the next one would
    /// end at 16.67 ms).
    private let oneTick = Duration.nanoseconds(8_333_333)

    /// 50 rows 100 pt tall in a 600-pt view, flung at 1,000 pt/s: the momentum rests 1 / ln(1/0.998) =
    /// 499.5 pt down, crossing offsets 100, 200, 300 and 400 (the last at ln(0.1992) / ln(0.998) = 806 ms).
    /// The view being six rows tall, the tick that carries the offset across a multiple of 100 ends the
    /// top row and displays the row below the bottom one: four ticks each with one `didEndDisplaying` and
    /// one `willDisplay`. After the first (which makes a cell: the pool is empty until a cell ends), each
    /// allocates in the driver exactly what the same tick allocates in a bare simulation of the exported
    /// spec, flung alike: the entering cell comes from the pool, and takes the attributes object the last
    /// displayed cell took, as no cell kept it (main's code made one for each cell displayed).
    @Test func aTickWhereACellEntersAndOneLeavesAllocatesNothingBeyondTheEngine() throws {
        let rows = Rows(count: 50)
        let driver = try ScrollSimUIKitDriver(showing: view(rows))
        let sim = try ScrollSim(yaml: try driver.exportedViewSpec())
        try driver.fling(velocity: CGPoint(x: 0, y: -1000))
        try sim.fling(velocity: [0, -1000])
        var turnovers: [(uikit: Int, engine: Int)] = []
        for _ in 0..<120 {
            let (displays, ends) = (rows.displays, rows.ends)
            let engine = try allocations { try sim.advance(by: oneTick) }
            let uikit = try allocations { try driver.advance(by: oneTick) }
            if rows.displays - displays == 1 && rows.ends - ends == 1 { turnovers.append((uikit, engine)) }
        }

        #expect(turnovers.count == 4)
        for turnover in turnovers.dropFirst() { #expect(turnover.uikit == turnover.engine) }
    }

    /// A cell whose `apply(_:)` keeps its attributes object holds it unchanged: the view reuses an object
    /// only when nothing else holds it. The first screen shows rows 0…5 (six 100-pt rows in 600 pt), each
    /// in a new cell (the pool is empty), so each cell kept one object, of its own row's frame: y = 100 · row.
    @Test func attributesAnApplyKeepsAreNotReused() throws {
        let rows = Rows(count: 50)
        let view = view(rows, cellClass: KeepingCell.self)
        _ = try ScrollSimUIKitDriver(showing: view)

        let cells = view.visibleCells.compactMap { $0 as? KeepingCell }
        #expect(cells.count == 6)
        let kept = cells.flatMap(\.kept)
        #expect(kept.count == 6)
        #expect(Set(kept.map { ObjectIdentifier($0.attributes) }).count == 6)
        #expect(kept.allSatisfy { $0.attributes.frame == $0.frame })
        #expect(kept.map(\.frame.minY).sorted() == [0, 100, 200, 300, 400, 500])
    }

    /// Rows alternating two identifiers, dragged 1,000 pt in 500 ms (16.7 pt a tick, under a row) and
    /// lifted still: the bounds at 1,000 show rows 10…15; every row displayed gets a cell of its
    /// identifier's class, from that identifier's pool once one has ended. At most seven rows are
    /// displayed at once (an offset between multiples of 100), eight for a moment in a tick where one
    /// enters and one leaves: eight consecutive rows are four of each parity, so at most four cells of
    /// each identifier, eight in all, are ever made.
    @Test func alternatingIdentifiersDequeueFromTheirOwnPools() throws {
        let rows = Rows(count: 50, alternating: true)
        rows.cellsSeen = []
        let view = view(rows)
        let driver = try ScrollSimUIKitDriver(showing: view)
        try driver.drag(by: CGPoint(x: 0, y: -1000), duration: .milliseconds(500), liftingStill: true)
        try driver.runUntilIdle()

        #expect(view.contentOffset.y == 1000)
        let visible = view.indexPathsForVisibleItems.map(\.item)
        #expect(visible == Array(10...15))
        for path in view.indexPathsForVisibleItems {
            let cell = try #require(view.cellForItem(at: path))
            #expect((cell is OddCell) == (path.item % 2 == 1))
            #expect(cell.reuseIdentifier == (path.item % 2 == 1 ? "Odd" : "Even"))
        }
        #expect((rows.cellsSeen?.count ?? 0) <= 8)
    }
}
