import LayoutCore
import Testing

@testable import Simulation

/// An orthogonal section's own scroll view goes with the section through a batch (issue 52): UIKit keeps
/// the embedded scroll view with the section's cells, so a section moved keeps its offset, its running
/// deceleration and its carousel's focus at its new index; a deleted section's scroll ends; an inserted
/// section rests at 0.
///
/// The feed is `OrthogonalSectionTests.feed(behavior: "groupPaging", list: false)`: two carousels of 20
/// cards 150 wide, 10 apart (pitch 160) inside 16-pt side insets, section 0 at y 0…200 and section 1 at
/// y 200…400 of a 375 × 600 viewport; group k rests at 160k, the largest offset 2,847. Item ids are
/// positional, `"S-I"` from where the item was at creation, and follow their items. A fling of 3,000 pt/s
/// aims group paging at group 9 (1,498.5 / 160 = 9.37, nearest group 9, at least one past group 0), so it
/// rests at 1,440 (`OrthogonalSectionChangeTests`).
@Suite struct OrthogonalSectionBatchTests {
    static func spec() throws -> ViewSpec {
        try OrthogonalSectionTests.feed(behavior: "groupPaging", list: false)
    }

    static func batch(_ batch: BatchUpdate) -> Command { .batchUpdates(view: "feed", batch: batch, animated: false) }

    /// Ticks until everything rests (at most 2,000 ticks); the events.
    static func settle(_ simulator: inout Simulator) -> [Event] {
        var events: [Event] = []
        var ticks = 0
        while !simulator.isIdle && ticks < 2_000 {
            events += simulator.step()
            ticks += 1
        }
        return events
    }

    static func focusEvents(_ events: [Event]) -> [EventKind] {
        events.filter { $0.name == "focusChanged" }.map(\.kind)
    }

    /// Section 0 at rest at 320 (group 2, focused on its item 2), then moved to index 1: section 1 is at
    /// 320 and section 0 (the old section 1) at 0, and no focus changes (each carousel's focus went with
    /// it). The old code kept offsets by index: section 0 stayed at 320, now showing the other carousel,
    /// and announced a new focus.
    @Test func aMovedSectionKeepsItsOffsetAndFocus() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.spec(), id: "feed")
        _ = try simulator.apply(.scrollTo(view: "feed", offset: Point(x: 320, y: 0), animated: false, section: 0))
        _ = simulator.step()
        var events = try simulator.apply(Self.batch(BatchUpdate(moveSections: [.init(from: 0, to: 1)])))
        events += Self.settle(&simulator)
        #expect(simulator.views[0].sectionOffset(1) == 320)
        #expect(simulator.views[0].sectionOffset(0) == 0)
        #expect(Self.focusEvents(events).isEmpty, "\(Self.focusEvents(events))")
        let state = try #require(simulator.state(of: "feed"))
        #expect(state.sections.map(\.contentOffset) == [Point(x: 0, y: 0), Point(x: 320, y: 0)])
    }

    /// The same move by a diffable snapshot that lists the sections the other way round.
    @Test func aSnapshotThatMovesSectionsCarriesTheirOffsets() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.spec(), id: "feed")
        _ = try simulator.apply(.scrollTo(view: "feed", offset: Point(x: 320, y: 0), animated: false, section: 0))
        _ = simulator.step()
        let identifiers = simulator.spec(of: "feed")!.data.snapshotIdentifiers()
        let snapshot = DiffableSnapshot(sections: identifiers.sections.reversed())
        let application = SnapshotApplication(view: "feed", snapshot: snapshot, animated: false)
        var events = try simulator.apply(.applySnapshot(application))
        events += Self.settle(&simulator)
        #expect(simulator.views[0].sectionOffset(1) == 320)
        #expect(simulator.views[0].sectionOffset(0) == 0)
        #expect(Self.focusEvents(events).isEmpty, "\(Self.focusEvents(events))")
    }

    /// Section 0 flung, then moved to index 1 100 ms later (12 ticks at 120 Hz): its deceleration goes on
    /// at index 1 and rests at 1,440 (group 9), announcing item [1, 9] ("0-9") as it rests; section 0 (the
    /// old section 1) never moved. The old code went on decelerating section 0.
    @Test func aMovedSectionKeepsItsDeceleration() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.spec(), id: "feed")
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: -3000, dy: 0), target: .section(0)))
        for _ in 0..<12 { _ = simulator.step() }
        var events = try simulator.apply(Self.batch(BatchUpdate(moveSections: [.init(from: 0, to: 1)])))
        #expect(!simulator.isIdle)
        events += Self.settle(&simulator)
        #expect(simulator.isIdle)
        #expect(simulator.views[0].sectionOffset(1) == 1440)
        #expect(simulator.views[0].sectionOffset(0) == 0)
        let expected = EventKind.focusChanged(
            from: IndexPath(section: 1, item: 0), to: IndexPath(section: 1, item: 9),
            fromID: .positional(section: 0, item: 0), toID: .positional(section: 0, item: 9), section: 1)
        #expect(Self.focusEvents(events) == [expected])
    }

    /// A finger dragging section 0 300 pt left over 0.5 s (60 ticks); 12 ticks in, the section moves to
    /// index 1. The finger stays down on it: at tick 30 (0.25 s, half the path) section 1 is at 150 and
    /// section 0 (the old section 1) at 0. The old code went on dragging section 0.
    @Test func aMovedSectionKeepsItsDrag() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.spec(), id: "feed")
        let path = TouchPath(linear: Vector(dx: -300, dy: 0), duration: 0.5)
        _ = try simulator.apply(.drag(view: "feed", path: path, target: .section(0)))
        for _ in 0..<12 { _ = simulator.step() }
        _ = try simulator.apply(Self.batch(BatchUpdate(moveSections: [.init(from: 0, to: 1)])))
        for _ in 12..<30 { _ = simulator.step() }
        #expect(simulator.isTouching("feed"))
        #expect(abs(simulator.views[0].sectionOffset(1) - 150) < 1e-9, "\(simulator.views[0].sectionOffset(1))")
        #expect(simulator.views[0].sectionOffset(0) == 0)
    }

    /// Section 0 flung, then deleted 100 ms later: its scroll ends with it, so the view rests at once, the
    /// remaining carousel (the old section 1) at 0; the deleted carousel's focus ends, from [0, 0] ("0-0",
    /// announced at creation) to nothing, with the index it had, in the batch's events. The old code went
    /// on decelerating section 0, now the other carousel, to 1,440.
    @Test func aDeletedSectionsScrollEnds() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.spec(), id: "feed")
        _ = try simulator.apply(.fling(view: "feed", velocity: Vector(dx: -3000, dy: 0), target: .section(0)))
        for _ in 0..<12 { _ = simulator.step() }
        let events = try simulator.apply(Self.batch(BatchUpdate(deleteSections: [0])))
        let ended = EventKind.focusChanged(
            from: IndexPath(section: 0, item: 0), to: nil, fromID: .positional(section: 0, item: 0), toID: nil,
            section: 0)
        #expect(Self.focusEvents(events) == [ended])
        #expect(simulator.isIdle)
        #expect(Self.focusEvents(Self.settle(&simulator)).isEmpty)
        #expect(simulator.views[0].sectionOffset(0) == 0)
        #expect(simulator.views[0].sectionScrolls.isEmpty)
    }

    /// A section inserted before a scrolled one: the scrolled section, now at index 1, keeps 320; the new
    /// section 0 has no scroll view of its own yet and rests at 0. The old code left 320 on section 0.
    @Test func anInsertedSectionRestsAtZero() throws {
        var simulator = Simulator()
        _ = try simulator.createView(Self.spec(), id: "feed")
        _ = try simulator.apply(.scrollTo(view: "feed", offset: Point(x: 320, y: 0), animated: false, section: 0))
        _ = simulator.step()
        let inserted = BatchUpdate.SectionInsertion(0, section: SectionData(itemCount: 20))
        _ = try simulator.apply(Self.batch(BatchUpdate(insertSections: [inserted])))
        _ = Self.settle(&simulator)
        #expect(simulator.views[0].sectionOffset(1) == 320)
        #expect(simulator.views[0].sectionOffset(0) == 0)
    }
}
