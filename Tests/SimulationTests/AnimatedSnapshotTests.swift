import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// A layout snapshot while an animated batch runs: the layout's final frames (what UIKit's layout answers),
/// with how the animation shows the cells (`LayoutSnapshot.animation`). Geometry of `listSpec()` as in
/// `AnimatedBatchTests`: 375×100 rows, no spacing, a 375×667 viewport at offset 0, so the rect holds rows
/// 0…6 (row 6 spans y 600…700); each animation linear over 0.1 s, 12 ticks at 120 Hz, so at tick 6 the
/// progress is 6/12 = 0.5.
@Suite struct AnimatedSnapshotTests {
    static func id(_ item: Int) -> ItemID { .positional(section: 0, item: item) }

    /// `(id, y)` of each attribute, in order.
    static func rows(_ snapshot: LayoutSnapshot) -> [String] {
        snapshot.attributes.map { "\($0.id!) \($0.frame.minY)" }
    }

    /// `(id, index path, y, alpha)` of each element fading out.
    static func disappearing(_ snapshot: LayoutSnapshot) -> [String] {
        (snapshot.animation?.disappearing ?? []).map { "\($0.id!) \($0.indexPath) \($0.frame.minY) \($0.alpha)" }
    }

    static func midway(_ batch: BatchUpdate) throws -> Simulator {
        var simulator = try BatchUpdateTests.list()
        _ = try simulator.apply(AnimatedBatchTests.animated(batch))
        _ = AnimatedBatchTests.run(&simulator, ticks: 6)
        return simulator
    }

    /// Row 1 deleted: the attributes are the new layout's, rows "0-0", "0-2"…"0-7" at y 0, 100, …, 600; the
    /// animation shows "0-2"…"0-6" halfway up from 100 pt lower (y 150, 250, …, 550), "0-7" halfway from
    /// y 700 (650), "0-0" where it stays, all at alpha 1; the deleted "0-1" fades at y 100 with its old index
    /// path, alpha 1 − 0.5.
    @Test func aDeleteReportsTheFinalFramesBesideTheShownOnes() throws {
        let simulator = try Self.midway(BatchUpdate(deleteItems: [AnimatedBatchTests.path(1)]))
        let snapshot = try #require(simulator.layoutSnapshot(of: "list"))
        #expect(
            Self.rows(snapshot)
                == [0, 2, 3, 4, 5, 6, 7].enumerated().map { "0-\($0.element) \(100.0 * Double($0.offset))" })
        let cells = try #require(snapshot.animation?.cells)
        #expect(cells.count == 7)
        #expect(cells[Self.id(0)]?.frame.minY == 0 && cells[Self.id(0)]?.alpha == 1)
        #expect((2...7).map { cells[Self.id($0)]?.frame.minY } == [150, 250, 350, 450, 550, 650])
        #expect(Self.disappearing(snapshot) == ["0-1 [0, 1] 100.0 0.5"])
    }

    /// Row 2 reloaded: its new cell is in the attributes at its frame (y 200), shown at alpha 0.5; its old
    /// cell fades beside it, with the same id and index path, alpha 1 − 0.5.
    @Test func aReloadReportsTheNewCellAndTheOldOneFadingOut() throws {
        let simulator = try Self.midway(BatchUpdate(reloadItems: [.init(AnimatedBatchTests.path(2))]))
        let snapshot = try #require(simulator.layoutSnapshot(of: "list"))
        #expect(Self.rows(snapshot) == (0...6).map { "0-\($0) \(100.0 * Double($0))" })
        let new = try #require(snapshot.animation?.cells[Self.id(2)])
        #expect(new.frame.minY == 200 && new.alpha == 0.5)
        #expect(Self.disappearing(snapshot) == ["0-2 [0, 2] 200.0 0.5"])
    }

    /// An item inserted at the top: the attributes hold the 7 rows the layout places in the rect ("new",
    /// "0-0"…"0-5" at y 0…600) and "0-6", whose final frame (y 700, [0, 7]) lies outside the rect but which
    /// the animation shows inside it, halfway from y 600 (650); "new" is shown at alpha 0.5.
    @Test func aCellPushedOutIsListedWhileTheAnimationShowsIt() throws {
        let inserted = BatchUpdate.ItemInsertion(AnimatedBatchTests.path(0), answers: ItemAnswers(id: "new"))
        let simulator = try Self.midway(BatchUpdate(insertItems: [inserted]))
        let snapshot = try #require(simulator.layoutSnapshot(of: "list"))
        #expect(Self.rows(snapshot) == ["new 0.0"] + (0...6).map { "0-\($0) \(100.0 * Double($0 + 1))" })
        let cells = try #require(snapshot.animation?.cells)
        #expect(cells[.named("new")]?.alpha == 0.5)
        #expect(cells[Self.id(6)]?.frame.minY == 650 && cells[Self.id(6)]?.indexPath == AnimatedBatchTests.path(7))
        #expect(Self.disappearing(snapshot).isEmpty)
    }

    /// The bounded snapshot (the daemon's `layout` with a rect) reports the same; after the 12 ticks there
    /// is no animation to report.
    @Test func theBoundedSnapshotReportsItAndNothingAfterTheEnd() throws {
        var simulator = try Self.midway(BatchUpdate(deleteItems: [AnimatedBatchTests.path(1)]))
        let rect = Rect(x: 0, y: 0, width: 375, height: 667)
        let bounded = try simulator.layoutSnapshot(of: "list", rect: rect, limit: 100)
        #expect(bounded == simulator.layoutSnapshot(of: "list"))
        _ = AnimatedBatchTests.run(&simulator, ticks: 6)
        #expect(try simulator.layoutSnapshot(of: "list", rect: rect, limit: 100).animation == nil)
        #expect(simulator.layoutSnapshot(of: "list")?.animation == nil)
    }
}
