import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// Animated `batchUpdates`: the cells shown travel and fade over the animation, the display events come when
/// the travel takes a cell in or out, and `didEndBatchUpdates` marks the end. Geometry of `listSpec()`:
/// 375×100 rows, no spacing, a 375×667 viewport, no display margin, so rows 0…6 are displayed at offset 0.
/// Every animation here is linear over 0.1 s: 12 ticks at 120 Hz, progress k/12 at tick k after it began.
@Suite struct AnimatedBatchTests {
    static let linear = try! UpdateTiming(duration: 0.1, curve: .linear)

    static func animated(_ batch: BatchUpdate) -> Command {
        .batchUpdates(view: "list", batch: batch, animated: true, timing: linear)
    }

    /// "tick event [s, i] id y alpha" for display events (y and alpha rounded to 2 decimals, alpha "-" when the
    /// event does not report it; a view's kind for its id), "tick deleted [s, i] id", "tick didEndBatchUpdates
    /// finished".
    static func lines(_ events: [Event]) -> [String] {
        events.compactMap { event in
            func shown(_ name: String, _ a: LayoutAttributes) -> String {
                let alpha = a.isUpdating ? "\(rounded(a.alpha))" : "-"
                let id = a.id.map { "\($0)" } ?? a.kind.rawValue
                return "\(event.tick) \(name) \(a.indexPath) \(id) \(rounded(a.frame.minY)) \(alpha)"
            }
            switch event.kind {
            case .willDisplay(let a): return shown("willDisplay", a)
            case .didEndDisplaying(let a): return shown("didEndDisplaying", a)
            case .deleted(let path, let id): return "\(event.tick) deleted \(path) \(id)"
            case .didEndBatchUpdates(let finished): return "\(event.tick) didEndBatchUpdates \(finished)"
            default: return nil
            }
        }
    }

    /// `value` to 2 decimals, as Swift prints a Double (100.0, 666.67).
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    static func run(_ simulator: inout Simulator, ticks: Int) -> [String] {
        (0..<ticks).flatMap { _ in lines(simulator.step()) }
    }

    static func path(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

    /// Row 1 deleted: `deleted` at once, its cell kept where it was (y 100) until the end, alpha 1 → 0.
    /// Rows 2…7 move up 100 pt; "0-7" comes from y 700 (outside the 667-pt rect) to y 600: y = 700 − 100·k/12,
    /// inside once below 667, k/12 > 0.33, so at tick 4 (y 666.67). At tick 12 the deleted cell ends at alpha 0,
    /// then the completion.
    @Test func aDeletedCellFadesWhereItWasAndTheNextIsPulledIn() throws {
        var simulator = try BatchUpdateTests.list()
        let begun = try simulator.apply(Self.animated(BatchUpdate(deleteItems: [Self.path(1)])))
        #expect(Self.lines(begun) == ["0 deleted [0, 1] 0-1"])
        #expect(simulator.spec(of: "list")!.data.totalItemCount == 19)
        let ticks = Self.run(&simulator, ticks: 13)
        #expect(
            ticks == [
                "4 willDisplay [0, 6] 0-7 666.67 1.0", "12 didEndDisplaying [0, 1] 0-1 100.0 0.0",
                "12 didEndBatchUpdates true",
            ])
        #expect(simulator.isIdle)
        #expect(simulator.state(of: "list")!.visibleCells == (0...6).map { Self.path($0) })
    }

    /// An item inserted at the top: displayed at once at its frame (y 0) with alpha 0; rows 0…6 move down
    /// 100 pt; row 6 ("0-6", y 600 → 700) leaves the rect once its top reaches 667: 600 + 100·k/12 ≥ 667,
    /// k/12 ≥ 0.67, at tick 9 (y 675); it ends as last displayed, at tick 8's y 666.67.
    @Test func anInsertedCellAppearsAtItsFrameAndAPushedOneEndsOnItsWayOut() throws {
        var simulator = try BatchUpdateTests.list()
        let begun = try simulator.apply(
            Self.animated(BatchUpdate(insertItems: [.init(Self.path(0), answers: ItemAnswers(id: "new"))])))
        #expect(Self.lines(begun) == ["0 willDisplay [0, 0] new 0.0 0.0"])
        let ticks = Self.run(&simulator, ticks: 12)
        #expect(ticks == ["9 didEndDisplaying [0, 7] 0-6 666.67 1.0", "12 didEndBatchUpdates true"])
        let shown = simulator.views[0].displayed[.cell(.named("new"))]
        #expect(shown?.alpha == 1 && shown?.isUpdating == false)
    }

    /// A reloaded cell crossfades: the new cell is displayed at once (alpha 0), the old one ends at the end
    /// (alpha 0); the item's id, and so its dwell, stays.
    @Test func aReloadedCellCrossfades() throws {
        var simulator = try BatchUpdateTests.list()
        let begun = try simulator.apply(Self.animated(BatchUpdate(reloadItems: [.init(Self.path(2))])))
        #expect(Self.lines(begun) == ["0 willDisplay [0, 2] 0-2 200.0 0.0"])
        let ticks = Self.run(&simulator, ticks: 12)
        #expect(ticks == ["12 didEndDisplaying [0, 2] 0-2 200.0 0.0", "12 didEndBatchUpdates true"])
    }

    /// A second animated batch at tick 6 interrupts the first: its completion at once with `false`; the
    /// first deleted cell goes on fading on its own clock and ends when it would have, at tick 12; the
    /// second's deleted cell stays where it was shown when deleted (halfway from y 300 to 200, y 250) and
    /// ends with the second animation, at tick 18, before its completion.
    @Test func aSecondAnimatedBatchInterruptsTheFirst() throws {
        var simulator = try BatchUpdateTests.list()
        _ = try simulator.apply(Self.animated(BatchUpdate(deleteItems: [Self.path(1)])))
        _ = Self.run(&simulator, ticks: 6)
        let second = try simulator.apply(Self.animated(BatchUpdate(deleteItems: [Self.path(2)])))
        #expect(Self.lines(second) == ["6 didEndBatchUpdates false", "6 deleted [0, 2] 0-3"])
        let ticks = Self.run(&simulator, ticks: 12).filter { !$0.contains("willDisplay") }
        #expect(
            ticks == [
                "12 didEndDisplaying [0, 1] 0-1 100.0 0.0", "18 didEndDisplaying [0, 2] 0-3 250.0 0.0",
                "18 didEndBatchUpdates true",
            ])
    }

    /// An instant change at tick 3 stops the animation: the deleted cell ends where it is shown (alpha
    /// 1 − 3/12 = 0.75), then the completion with `false`.
    @Test func anInstantChangeStopsTheAnimation() throws {
        var simulator = try BatchUpdateTests.list()
        _ = try simulator.apply(Self.animated(BatchUpdate(deleteItems: [Self.path(1)])))
        _ = Self.run(&simulator, ticks: 3)
        let stopped = try simulator.apply(.batchUpdates(view: "list", batch: BatchUpdate(), animated: false))
        #expect(
            Self.lines(stopped).prefix(2) == [
                "3 didEndDisplaying [0, 1] 0-1 100.0 0.75", "3 didEndBatchUpdates false",
            ])
        #expect(simulator.isIdle)
        #expect(Self.run(&simulator, ticks: 12).isEmpty)
    }

    /// A view destroyed at tick 3 of an animated delete: the deleted cell, still fading (alpha 0.75), ends
    /// first, then the completion with `false`, then the 6 cells displayed ("0-0", "0-2"…"0-6"; "0-7" comes
    /// in at tick 4).
    @Test func aViewDestroyedMidAnimationEndsItsFadingCells() throws {
        var simulator = try BatchUpdateTests.list()
        _ = try simulator.apply(Self.animated(BatchUpdate(deleteItems: [Self.path(1)])))
        _ = Self.run(&simulator, ticks: 3)
        let lines = Self.lines(try simulator.destroyView("list"))
        #expect(lines.prefix(2) == ["3 didEndDisplaying [0, 1] 0-1 100.0 0.75", "3 didEndBatchUpdates false"])
        #expect(lines.count == 2 + 6)
    }

    /// A batch of 20,000 operations, animated, on a 40,000-row list (every other row deleted): the
    /// animation holds the cells displayed only, the 7 before it (rows 0…6: the 3 kept travel, the 4
    /// deleted fade) and those in the rect after it (7 rows, 4 of them new to it).
    @Test func aHugeAnimatedBatchHoldsWhatIsDisplayed() throws {
        var simulator = try BatchUpdateTests.list(count: 40_000)
        let deleted = stride(from: 0, to: 40_000, by: 2).map { Self.path($0) }
        _ = try simulator.apply(Self.animated(BatchUpdate(deleteItems: deleted)))
        let animation = try #require(simulator.views[0].updateAnimation)
        #expect(animation.leaving.count == 4 && animation.moving.count == 7)
        #expect(simulator.spec(of: "list")!.data.totalItemCount == 20_000)
    }

    /// A fling towards the end, then 10 rows deleted: the deceleration goes on through the animation
    /// (UIKit does not stop it) and rests at the new end, 1000 − 667 = 333 pt, the content now 10 rows.
    @Test func aDecelerationGoesOnAndRestsWithinTheNewContent() throws {
        var simulator = try BatchUpdateTests.list()
        _ = try simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: -3000)))
        _ = Self.run(&simulator, ticks: 2)
        _ = try simulator.apply(Self.animated(BatchUpdate(deleteItems: (10..<20).map { Self.path($0) })))
        #expect(simulator.state(of: "list")!.phase == .decelerating)
        var ticks = 0
        while !simulator.isIdle, ticks < 2_000 {
            _ = simulator.step()
            ticks += 1
        }
        #expect(simulator.state(of: "list")!.contentOffset == Point(x: 0, y: 333))
    }

    /// Animated deletes of a displayed row stacked every tick for 1,000 ticks: each interrupts the last, and
    /// the fades of the deleted cells end on their own clocks (12 ticks), so the animation never holds more
    /// than the 12 begun in the last 0.1 s plus the one begun this tick, nor more travelling cells than the
    /// 8 the rect can show (rows 0…6 and the one pulled in); 12 ticks after the last, nothing is left.
    @Test func updatesStackedEveryTickHoldBoundedState() throws {
        var simulator = try BatchUpdateTests.list(count: 2_000)
        var largest = (fades: 0, moving: 0)
        var completions = 0
        for _ in 0..<1_000 {
            let events = try simulator.apply(Self.animated(BatchUpdate(deleteItems: [Self.path(3)])))
            completions += events.count { if case .didEndBatchUpdates(false) = $0.kind { true } else { false } }
            let animation = try #require(simulator.views[0].updateAnimation)
            largest = (max(largest.fades, animation.leaving.count), max(largest.moving, animation.moving.count))
            _ = simulator.step()
        }
        #expect(largest.fades <= 13 && largest.moving <= 8)
        #expect(completions == 999)
        _ = Self.run(&simulator, ticks: 12)
        #expect(simulator.views[0].updateAnimation == nil && simulator.isIdle)
        #expect(simulator.spec(of: "list")!.data.totalItemCount == 1_000)
    }

    /// What an animation holds is bounded by what is displayed, not by the item count: 100 rows deleted
    /// across a million (one displayed, row 3) animate the 6 cells displayed before that stay and "0-7",
    /// pulled into the rect after (7), and leave one fading. At tick 1 "0-7" is at y 700 − 100/12 = 691.67,
    /// still outside the 667-pt rect: 6 cells are displayed.
    @Test func theAnimationHoldsWhatIsDisplayedOnly() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: 1_000_000), id: "list")
        let deleted = [Self.path(3)] + (1..<100).map { Self.path($0 * 10_000) }
        _ = try simulator.apply(Self.animated(BatchUpdate(deleteItems: deleted)))
        let animation = try #require(simulator.views[0].updateAnimation)
        #expect(animation.moving.count == 7)
        #expect(animation.leaving.count == 1)
        _ = simulator.step()
        #expect(simulator.views[0].displayed.count == 6)
    }
}
