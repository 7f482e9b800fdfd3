import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// The offset across a batch while the view moves: UIKit's clamp when the content shrinks below the
/// offset (at rest, decelerating, dragging), and anchoring shifting a fling or a drag whole. Geometry of
/// `listSpec()`: rows of 100 pt, a 667-pt viewport, so n rows end at n·100 − 667.
@Suite struct OffsetAnchoringMotionTests {
    static func path(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

    static func list(count: Int, at y: Double) throws -> Simulator {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: count), id: "list")
        _ = try simulator.apply(.scrollTo(view: "list", offset: Point(x: 0, y: y), animated: false))
        return simulator
    }

    static func state(_ simulator: Simulator) -> ViewState { simulator.state(of: "list")! }

    static func run(_ simulator: inout Simulator, ticks: Int) {
        for _ in 0..<ticks { _ = simulator.step() }
    }

    static func apply(_ batch: BatchUpdate, _ anchor: OffsetAnchor, to simulator: inout Simulator) throws -> [Event] {
        try simulator.apply(.batchUpdates(view: "list", batch: batch, animated: false, anchor: anchor))
    }

    /// Rows 10…19 of 20 deleted with the view at its end (1333): 10 rows end at 1000 − 667 = 333, and the
    /// offset, kept as UIKit keeps it, is clamped there.
    @Test func atRestTheOffsetIsClampedToTheShrunkContent() throws {
        var simulator = try Self.list(count: 20, at: 1333)
        _ = try Self.apply(BatchUpdate(deleteItems: (10...19).map(Self.path)), .none, to: &simulator)
        #expect(Self.state(simulator).contentOffset == Point(x: 0, y: 333))
        #expect(Self.state(simulator).phase == .idle)
    }

    /// A fling from 1000 toward the end (the offset growing), then rows 10…99 of 100 deleted while it
    /// decelerates past 1000: the content now ends at 333, behind the offset, which is moved there at
    /// once and the motion stops, as a relayout stops it.
    @Test func whileDeceleratingTheOffsetIsClampedToTheShrunkContent() throws {
        var simulator = try Self.list(count: 100, at: 1000)
        _ = try simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: -2000)))
        Self.run(&simulator, ticks: 12)
        #expect(Self.state(simulator).phase == .decelerating)
        #expect(Self.state(simulator).contentOffset.y > 1000)
        _ = try Self.apply(BatchUpdate(deleteItems: (10...99).map(Self.path)), .none, to: &simulator)
        #expect(Self.state(simulator).contentOffset == Point(x: 0, y: 333))
        #expect(Self.state(simulator).phase == .idle)
    }

    /// A drag from 1000 (finger moving up 200 pt over 1 s), then rows 10…99 deleted at tick 12: the offset
    /// (about 1020) is behind the new end, 333, and is moved there at once. The drag goes on from there
    /// (the finger still moving up pulls the content past the end, into the rubber band), and when the
    /// finger lifts at 1 s the gesture ends as any drag does (`didEndDragging`), then the content settles
    /// back on the end, 333.
    @Test func whileDraggingTheOffsetIsClampedToTheShrunkContent() throws {
        var simulator = try Self.list(count: 100, at: 1000)
        let path = TouchPath(linear: Vector(dx: 0, dy: -200), duration: 1)
        _ = try simulator.apply(.drag(view: "list", path: path))
        Self.run(&simulator, ticks: 12)
        #expect(Self.state(simulator).phase == .dragging)
        _ = try Self.apply(BatchUpdate(deleteItems: (10...99).map(Self.path)), .none, to: &simulator)
        #expect(Self.state(simulator).contentOffset == Point(x: 0, y: 333))
        var names: [String] = []
        for _ in 0..<12 { names += simulator.step().map(\.name) }
        #expect(Self.state(simulator).phase == .dragging)
        #expect(Self.state(simulator).contentOffset.y > 333)
        for _ in 0..<1200 { names += simulator.step().map(\.name) }
        #expect(names.contains("didEndDragging"))
        #expect(Self.state(simulator).phase == .idle)
        #expect(Self.state(simulator).contentOffset == Point(x: 0, y: 333))
    }

    /// A fling from 1000, and at tick 12 ten rows inserted above with `firstVisibleItem`: the first visible
    /// row moves 1000 pt down, so the whole motion does. Right after the batch the offset is 1000 further
    /// than it was, the velocity and phase unchanged; every later tick is 1000 further than the same fling
    /// without the batch, and it rests 1000 further (its rest, inside 0…9333 in a control run, is inside
    /// 0…10333 here).
    @Test func aFlingIsShiftedWhole() throws {
        var control = try Self.list(count: 100, at: 1000)
        var anchored = try Self.list(count: 100, at: 1000)
        let fling = Command.fling(view: "list", velocity: Vector(dx: 0, dy: -2000))
        _ = try control.apply(fling)
        _ = try anchored.apply(fling)
        Self.run(&control, ticks: 12)
        Self.run(&anchored, ticks: 12)
        let before = Self.state(anchored)
        let inserted = (0..<10).map { BatchUpdate.ItemInsertion(Self.path($0)) }
        _ = try Self.apply(BatchUpdate(insertItems: inserted), .firstVisibleItem, to: &anchored)
        let after = Self.state(anchored)
        #expect(after.contentOffset.y == before.contentOffset.y + 1000)
        #expect(after.velocity == before.velocity)
        #expect(after.phase == .decelerating)
        for _ in 0..<60 {
            _ = control.step()
            _ = anchored.step()
            #expect(Self.state(anchored).contentOffset.y == Self.state(control).contentOffset.y + 1000)
        }
        Self.run(&control, ticks: 2000)
        Self.run(&anchored, ticks: 2000)
        #expect(Self.state(control).phase == .idle && Self.state(anchored).phase == .idle)
        #expect(Self.state(anchored).contentOffset.y == Self.state(control).contentOffset.y + 1000)
    }

    /// A drag from 1000, and at tick 12 ten rows inserted above with `firstVisibleItem`: the finger keeps
    /// its point of the content, so at every later tick of the drag the offset is 1000 further than the
    /// same drag's without the batch.
    @Test func aDragKeepsTheFingerOnItsPoint() throws {
        var control = try Self.list(count: 100, at: 1000)
        var anchored = try Self.list(count: 100, at: 1000)
        let drag = Command.drag(view: "list", path: TouchPath(linear: Vector(dx: 0, dy: -200), duration: 1))
        _ = try control.apply(drag)
        _ = try anchored.apply(drag)
        Self.run(&control, ticks: 12)
        Self.run(&anchored, ticks: 12)
        let inserted = (0..<10).map { BatchUpdate.ItemInsertion(Self.path($0)) }
        _ = try Self.apply(BatchUpdate(insertItems: inserted), .firstVisibleItem, to: &anchored)
        #expect(abs(Self.state(anchored).contentOffset.y - Self.state(control).contentOffset.y - 1000) < 1e-9)
        for _ in 0..<60 {
            _ = control.step()
            _ = anchored.step()
            #expect(Self.state(anchored).phase == .dragging)
            // (finger origin + 1000) − translation against (finger origin − translation) + 1000: one rounding.
            #expect(abs(Self.state(anchored).contentOffset.y - Self.state(control).contentOffset.y - 1000) < 1e-9)
        }
    }
}
