import LayoutCore
import Testing

import func Foundation.log
import func Foundation.pow

@testable import Simulation

/// Batches and snapshots applied while the view moves (issue 52): a drag goes on, a fling goes on and is
/// re-aimed when the content shrinks under its rest, a Safari swipe goes on on its tab wherever the change
/// moves it (`SwipeThroughSnapshotTests`).
///
/// The list is `BatchUpdateTests.list(count: 100)`: rows 375 × 100 with no spacing in a 375 × 667
/// viewport, so 10,000 pt of content and the largest offset 9,333. UIKit's normal rate decays the velocity
/// by 0.998 a millisecond (k = 1000 · ln 0.998 = −2.002/s).
@Suite struct BatchWhileScrollingTests {
    static func path(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

    /// The list's ids with rows 15 … 99 left out and row 1 moved after row 4.
    static func shrunkSnapshot() -> DiffableSnapshot<String> {
        var items = (0..<15).map { "0-\($0)" }
        items.insert(items.remove(at: 1), at: 4)
        return DiffableSnapshot(sections: [.init(id: "0", items: items)])
    }

    /// Flings at 3,000 pt/s, which would rest 3,000 / 2.002 = 1,498.5 down; 100 ms later (12 ticks, the
    /// view at 3,000 · (1 − 0.998^100) / 2.002 = 271.9) the change leaves 15 rows, 1,500 pt, the largest
    /// offset 833: the deceleration goes on (the view is not idle after the change), is re-aimed, crosses
    /// 833 and bounces back to rest there. Without the re-aim it would rest at 1,498.5.
    @Test(arguments: [false, true])
    func aFlingGoesOnAndRestsInsideTheShrunkContent(bySnapshot: Bool) throws {
        var simulator = try BatchUpdateTests.list(count: 100)
        _ = try simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: -3000)))
        for _ in 0..<12 { _ = simulator.step() }
        let at = try #require(simulator.state(of: "list")).contentOffset.y
        let travelled: Double = 3000 * (1 - pow(0.998, 100)) / -(1000 * log(0.998))
        #expect(abs(at - travelled) < 0.5, "\(at)")
        if bySnapshot {
            let application = SnapshotApplication(view: "list", snapshot: Self.shrunkSnapshot(), animated: false)
            _ = try simulator.apply(.applySnapshot(application))
        } else {
            let batch = BatchUpdate(
                deleteItems: (15..<100).map(Self.path), moveItems: [.init(from: Self.path(1), to: Self.path(4))])
            _ = try simulator.apply(BatchUpdateTests.batch(batch))
        }
        #expect(!simulator.isIdle)
        var ticks = 0
        while !simulator.isIdle && ticks < 2_000 {
            _ = simulator.step()
            ticks += 1
        }
        #expect(simulator.isIdle)
        #expect(simulator.state(of: "list")?.contentOffset == Point(x: 0, y: 833))
    }

    /// A drag of 300 pt up over 0.5 s (60 ticks); the same change 12 ticks in: the finger stays down and
    /// the view follows it, 150 pt down at 30 ticks (0.25 s, half the path), as without the change.
    @Test func aDragGoesOnThroughASnapshot() throws {
        var simulator = try BatchUpdateTests.list(count: 100)
        _ = try simulator.apply(.drag(view: "list", path: TouchPath(linear: Vector(dx: 0, dy: -300), duration: 0.5)))
        for _ in 0..<12 { _ = simulator.step() }
        let application = SnapshotApplication(view: "list", snapshot: Self.shrunkSnapshot(), animated: false)
        _ = try simulator.apply(.applySnapshot(application))
        #expect(simulator.isTouching("list"))
        for _ in 12..<30 { _ = simulator.step() }
        #expect(simulator.isTouching("list"))
        let offset = try #require(simulator.state(of: "list")).contentOffset.y
        #expect(abs(offset - 150) < 1e-9, "\(offset)")
    }
}
