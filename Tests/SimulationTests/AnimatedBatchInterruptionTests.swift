import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// An animated batch that interrupts another: every cell the first had on its way goes on from where it
/// is seen, displayed or not yet. Geometry and timing of `AnimatedBatchTests`: 375×100 rows in a 375×667
/// viewport, linear animations of 0.1 s (12 ticks at 120 Hz).
@Suite struct AnimatedBatchInterruptionTests {
    typealias Animated = AnimatedBatchTests

    static func path(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

    /// Row 1 deleted at tick 0: "0-7" travels from y 700 to 600, y = 700 − 100·k/12, at tick 2 y 683.33,
    /// still below the 667-pt rect. A reconfigure of row 0 at tick 2 (no frame changes) interrupts: "0-7"
    /// goes on from 683.33 to 600 over the new 12 ticks, y = 683.33 − 83.33·j/12, inside once
    /// 83.33·j/12 > 16.67, j > 2.4: tick 5, y 662.5. (It was put at its final y 600, displayed at once at
    /// tick 2.) The deleted cell ends on its own clock (tick 12), the completion with the second (tick 14).
    @Test func aCellOnItsWayInGoesOnFromWhereItIs() throws {
        let lines = try Self.deleteRow1Interrupted(by: BatchUpdate(reconfigureItems: [.init(Self.path(0))]))
        #expect(lines.interrupting == ["2 didEndBatchUpdates false"])
        #expect(
            lines.after == [
                "5 willDisplay [0, 6] 0-7 662.5 1.0", "12 didEndDisplaying [0, 1] 0-1 100.0 0.0",
                "14 didEndBatchUpdates true",
            ])
    }

    /// Row 1 deleted at tick 0, animated, then `batch` (anchored by `anchor`) at tick 2: the lines
    /// (`AnimatedBatchTests.lines`) of `batch`'s events and of the 12 ticks after it.
    static func deleteRow1Interrupted(by batch: BatchUpdate, anchor: OffsetAnchor = .none) throws -> (
        interrupting: [String], after: [String], offset: Double
    ) {
        var simulator = try BatchUpdateTests.list()
        _ = try simulator.apply(Animated.animated(BatchUpdate(deleteItems: [Self.path(1)])))
        #expect(Animated.run(&simulator, ticks: 2).isEmpty)
        let second = try simulator.apply(
            .batchUpdates(view: "list", batch: batch, animated: true, timing: Animated.linear, anchor: anchor))
        let offset = simulator.state(of: "list")!.contentOffset.y
        return (Animated.lines(second), Animated.run(&simulator, ticks: 12), offset)
    }

    /// As above, but the second batch inserts 3 rows at the top, anchored on the first visible item: the
    /// offset goes from 0 to 300, and what is on screen stays there. The deleted cell fading at screen y
    /// 100 stays at screen y 100 (content y 400), where it ends at tick 12 (it stayed at content y 100,
    /// 300 pt above the screen). "0-7", now row 9 (final y 900), goes on from content y 683.33 + 300 =
    /// 983.33: inside the rect (content y < 967) once 83.33·j/12 > 16.67, at tick 5, y 962.5.
    @Test func anAnchoredInterruptionKeepsTheFadingCellsOnScreen() throws {
        let inserted = (0..<3).map { BatchUpdate.ItemInsertion(Self.path($0), answers: ItemAnswers(id: "n\($0)")) }
        let lines = try Self.deleteRow1Interrupted(by: BatchUpdate(insertItems: inserted), anchor: .firstVisibleItem)
        #expect(lines.offset == 300)
        #expect(lines.interrupting == ["2 didEndBatchUpdates false"])
        #expect(
            lines.after == [
                "5 willDisplay [0, 9] 0-7 962.5 1.0", "12 didEndDisplaying [0, 1] 0-1 400.0 0.0",
                "14 didEndBatchUpdates true",
            ])
    }

    /// A snapshot that deletes "0-1" and moves "0-4" before "0-3", reloading it: applied as a batch, then
    /// the reload of the moved item at its new place, joining the first batch's animation. "0-7" goes from
    /// row 7 to row 6 as in the delete alone, y = 700 − 100·k/12, displayed at tick 4 (y 666.67): the
    /// second batch starts it where the first has it (y 700), not at its frame after the first (y 600,
    /// displayed at once).
    @Test func aSnapshotsSecondBatchKeepsTheFirstsWays() throws {
        var simulator = try BatchUpdateTests.list()
        let items = ["0-0", "0-2", "0-4", "0-3"] + (5..<20).map { "0-\($0)" }
        let application = SnapshotApplication(
            view: "list", snapshot: DiffableSnapshot(sections: [.init(id: "0", items: items)]),
            reloadItems: ["0-4"], animated: true, timing: Animated.linear)
        let begun = try simulator.apply(.applySnapshot(application))
        let ticks = Animated.run(&simulator, ticks: 12)
        #expect(
            (Animated.lines(begun) + ticks).filter { $0.contains("0-7") } == ["4 willDisplay [0, 6] 0-7 666.67 1.0"])
        #expect(ticks.last == "12 didEndBatchUpdates true")
    }

    /// Row 1 deleted at tick 0 over 10 s (linear), then a 0.1-s reconfigure of row 0 at tick 1: the first's
    /// completion at once (`false`); "0-7", at y 700 − 100/1200 = 699.92 at tick 1, goes on to 600 over 12
    /// ticks, inside once 99.92·j/12 > 32.92, j = 4 (tick 5, y 666.61); the second completes at tick 13,
    /// while the deleted cell fades on its own clock to its end at 10 s, tick 1200, alpha 0. (It ended
    /// with the second animation, at tick 13, alpha 0.99.)
    @Test func aLongerFadeOutlivesTheAnimationThatInterruptedIt() throws {
        var simulator = try BatchUpdateTests.list()
        let long = try UpdateTiming(duration: 10, curve: .linear)
        let delete = BatchUpdate(deleteItems: [Self.path(1)])
        _ = try simulator.apply(.batchUpdates(view: "list", batch: delete, animated: true, timing: long))
        _ = simulator.step()
        let second = try simulator.apply(Animated.animated(BatchUpdate(reconfigureItems: [.init(Self.path(0))])))
        #expect(Animated.lines(second) == ["1 didEndBatchUpdates false"])
        #expect(
            Animated.run(&simulator, ticks: 1_199) == [
                "5 willDisplay [0, 6] 0-7 666.61 1.0", "13 didEndBatchUpdates true",
                "1200 didEndDisplaying [0, 1] 0-1 100.0 0.0",
            ])
        #expect(simulator.isIdle)
    }
}
