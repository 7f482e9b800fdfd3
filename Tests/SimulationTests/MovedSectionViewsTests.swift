import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// A header whose section survives a batch keeps its view, as UIKit keeps it: no `didEndDisplaying` and
/// `willDisplay` pair, its index path the section's new one (animated: it travels from where it was shown
/// to its new frame, as a moved cell does); only the headers of deleted sections end, and those of inserted
/// sections are displayed. Geometry: a flow layout of 375×100 rows under 50-pt headers, no spacing, eight
/// sections of one item ("S-0"), a 375×667 viewport: section s's header at y 150s…150s + 50, its row at
/// 150s + 50…150s + 150. At offset 0 headers 0…4 (y 0…650) and rows "0-0"…"4-0" (the last at 650…750)
/// are displayed; header 5, at 750, is not. Animated: linear over 0.1 s, 12 ticks at 120 Hz, progress k/12
/// at tick k. Lines as `AnimatedBatchTests.lines(_:)`. Before, headers were keyed by index path: the
/// header keyed at a deleted section's index path became the next section's, and one at the last index
/// path ended instead.
@Suite struct MovedSectionViewsTests {
    static func view() throws -> Simulator {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 375, height: 100)
        flow.minimumLineSpacing = 0
        flow.headerReferenceSize = Size(width: 0, height: 50)
        let spec = ViewSpec(
            viewport: Size(width: 375, height: 667), layout: .flow(flow),
            data: CollectionData(sections: Array(repeating: SectionData(itemCount: 1), count: 8)))
        var simulator = Simulator()
        _ = try simulator.createView(spec, id: "list")
        return simulator
    }

    static func apply(_ batch: BatchUpdate, animated: Bool, to simulator: inout Simulator) throws -> [String] {
        AnimatedBatchTests.lines(
            try simulator.apply(
                .batchUpdates(view: "list", batch: batch, animated: animated, timing: AnimatedBatchTests.linear)))
    }

    /// A section of one item inserted at 1.
    static let insertion = BatchUpdate(insertSections: [.init(1, section: SectionData(itemCount: 1))])

    static func header(_ section: Int) -> LayoutAttributes {
        LayoutAttributes(
            category: .supplementary, kind: .header, indexPath: IndexPath(section: section, item: 0), frame: .zero)
    }

    /// Section 1 deleted at once: old sections 2…7 become 1…6, section s's header at 150s. Headers 2, 3, 4
    /// keep their views as headers 1, 2, 3 (no event); the deleted section's row and header end with their
    /// old index paths and frames (row "1-0" at 200, header at 150); old section 5, now 4, comes into the
    /// rect: its row "5-0" at 650 and its header at 600 are displayed. Then a scroll to 210 (rect 210…877)
    /// ends header 0 (0…50), row "0-0" (50…150) and header 1 (150…200, old section 2's, under its new
    /// index path) and displays section 5 (old 6): header at 750, row "6-0" at 800. Before, no header
    /// event came at the batch: the deleted section's header took section 2's place, unannounced.
    @Test func anInstantDeletionEndsOnlyTheDeletedSectionsHeader() throws {
        var simulator = try Self.view()
        #expect(
            try Self.apply(BatchUpdate(deleteSections: [1]), animated: false, to: &simulator) == [
                "0 didEndDisplaying [1, 0] 1-0 200.0 -", "0 didEndDisplaying [1, 0] header 150.0 -",
                "0 willDisplay [4, 0] 5-0 650.0 -", "0 willDisplay [4, 0] header 600.0 -",
            ])
        let scrolled = try simulator.apply(.scrollTo(view: "list", offset: Point(x: 0, y: 210), animated: false))
        #expect(
            AnimatedBatchTests.lines(scrolled) == [
                "0 didEndDisplaying [0, 0] 0-0 50.0 -", "0 didEndDisplaying [0, 0] header 0.0 -",
                "0 didEndDisplaying [1, 0] header 150.0 -", "0 willDisplay [5, 0] 6-0 800.0 -",
                "0 willDisplay [5, 0] header 750.0 -",
            ])
    }

    /// Section 1 deleted, animated: nothing at tick 0. Headers 2…4 travel as headers 1…3 from y 300, 450,
    /// 600 to 150, 300, 450: at tick 6 header 1 is at 300 − 150·6/12 = 225, alpha 1. Old section 5's
    /// header, now 4, is pulled in from its old frame, y 750 − 150·k/12, displayed once under 667: k = 7,
    /// y 662.5; its row "5-0" from 800 − 150·k/12: k = 11, y 662.5. At tick 12 the deleted section's row and
    /// header end where they were, alpha 0, then the completion. Before, header 1 was displayed anew at
    /// tick 0 and did not travel.
    @Test func anAnimatedDeletionMovesTheHeadersBelow() throws {
        var simulator = try Self.view()
        #expect(try Self.apply(BatchUpdate(deleteSections: [1]), animated: true, to: &simulator) == [])
        var lines = AnimatedBatchTests.run(&simulator, ticks: 6)
        let animation = try #require(simulator.layoutSnapshot(of: "list")?.animation)
        let header1 = try #require(animation.shown(Self.header(1)))
        #expect(header1.frame.minY == 225 && header1.alpha == 1)
        lines += AnimatedBatchTests.run(&simulator, ticks: 7)
        #expect(
            lines == [
                "7 willDisplay [4, 0] header 662.5 1.0", "11 willDisplay [4, 0] 5-0 662.5 1.0",
                "12 didEndDisplaying [1, 0] 1-0 200.0 0.0", "12 didEndDisplaying [1, 0] header 150.0 0.0",
                "12 didEndBatchUpdates true",
            ])
    }

    /// A header on its way in goes on from where it is when a second batch moves its section again, as a
    /// cell does: section 1 deleted at tick 0 pulls old section 5's header (now 4) in from 750 to 600, at
    /// 750 − 150·3/12 = 712.5 at tick 3 (not displayed: below 667). Section 0 deleted then: the header, now
    /// 3, goes from 712.5 to 450 over 12 ticks, 712.5 − 262.5·k/12 at tick 3 + k, under 667 first at k = 3:
    /// displayed at tick 6 at 646.875. Taken from its frame before the second batch (600) instead, it would
    /// be displayed at tick 3.
    @Test func aHeaderOnItsWayInGoesOnFromWhereItIs() throws {
        var simulator = try Self.view()
        var lines = try Self.apply(BatchUpdate(deleteSections: [1]), animated: true, to: &simulator)
        lines += AnimatedBatchTests.run(&simulator, ticks: 3)
        lines += try Self.apply(BatchUpdate(deleteSections: [0]), animated: true, to: &simulator)
        lines += AnimatedBatchTests.run(&simulator, ticks: 12)
        #expect(lines.first { $0.contains("willDisplay [3, 0] header") } == "6 willDisplay [3, 0] header 646.88 1.0")
    }

    /// A section of one item inserted at 1 at once: its row ("8-0", the view having reached eight sections)
    /// at 200 and its header at 150 are displayed; old sections 1…3 move down as 2…4 and keep their views;
    /// old section 4, now 5 (header 750, row 800), leaves the rect: its row ends with its old attributes
    /// ([4, 0] at 650), its header with its new index path, where it was shown (600). Before, no header
    /// event came: the inserted section's header took old header 1's view.
    @Test func anInstantInsertionDisplaysOnlyTheNewSectionsHeader() throws {
        var simulator = try Self.view()
        #expect(
            try Self.apply(Self.insertion, animated: false, to: &simulator) == [
                "0 didEndDisplaying [4, 0] 4-0 650.0 -", "0 didEndDisplaying [5, 0] header 600.0 -",
                "0 willDisplay [1, 0] 8-0 200.0 -", "0 willDisplay [1, 0] header 150.0 -",
            ])
    }

    /// The same insertion animated: the new row and header are displayed at once at alpha 0. Old header 4,
    /// now 5, travels from 600 to 750: y 600 + 150·k/12 reaches 667 at k = 5.4, so it ends at tick 6 as
    /// shown at tick 5 (y 662.5); row "4-0" (650 → 800) ends at tick 2 as shown at tick 1 (662.5), both
    /// under index path [5, 0]. Before, the header was not displayed (old header 1 took its place) and old
    /// header 4 stayed displayed as header 4.
    @Test func anAnimatedInsertionFadesTheNewHeaderIn() throws {
        var simulator = try Self.view()
        #expect(
            try Self.apply(Self.insertion, animated: true, to: &simulator) == [
                "0 willDisplay [1, 0] 8-0 200.0 0.0", "0 willDisplay [1, 0] header 150.0 0.0",
            ])
        #expect(
            AnimatedBatchTests.run(&simulator, ticks: 13) == [
                "2 didEndDisplaying [5, 0] 4-0 662.5 1.0", "6 didEndDisplaying [5, 0] header 662.5 1.0",
                "12 didEndBatchUpdates true",
            ])
    }

    /// Section 0 moved to the end at once: old sections 1…7 become 0…6, old 0 becomes 7 (header at 1050).
    /// Its row ends with its old attributes ([0, 0] at 50), its header with its new index path where it was
    /// (0); old section 5, now 4, comes in: row "5-0" at 650, header at 600. Headers 1…4 keep their views
    /// as 0…3. Before, no header event came.
    @Test func anInstantMoveCarriesTheHeaderAway() throws {
        var simulator = try Self.view()
        #expect(
            try Self.apply(BatchUpdate(moveSections: [.init(from: 0, to: 7)]), animated: false, to: &simulator) == [
                "0 didEndDisplaying [0, 0] 0-0 50.0 -", "0 didEndDisplaying [7, 0] header 0.0 -",
                "0 willDisplay [4, 0] 5-0 650.0 -", "0 willDisplay [4, 0] header 600.0 -",
            ])
    }

    /// Section 3 moved to 0, animated: every section shown stays in the rect (old 3 → 0, 0…2 → 1…3, 4 stays),
    /// so no display event comes, only the completion; header 0 (old 3's) travels from 450 to 0: at tick 6,
    /// 450 − 450·6/12 = 225. Before, it jumped (the layout listed no shown attributes for it).
    @Test func anAnimatedMoveMakesTheHeaderTravel() throws {
        var simulator = try Self.view()
        #expect(
            try Self.apply(BatchUpdate(moveSections: [.init(from: 3, to: 0)]), animated: true, to: &simulator) == [])
        var lines = AnimatedBatchTests.run(&simulator, ticks: 6)
        let animation = try #require(simulator.layoutSnapshot(of: "list")?.animation)
        let header0 = try #require(animation.shown(Self.header(0)))
        #expect(header0.frame.minY == 225 && header0.alpha == 1)
        lines += AnimatedBatchTests.run(&simulator, ticks: 7)
        #expect(lines == ["12 didEndBatchUpdates true"])
    }

    /// A snapshot that deletes section "1" and puts "0" last, at once: old sections 2…7 become 0…5, old 0
    /// becomes 6 (header at 900). Rows "0-0" ([0, 0] at 50) and "1-0" ([1, 0] at 200) end with their old
    /// attributes; the deleted section's header ends with its old index path (150), old header 0 with its
    /// new one, [6, 0], where it was (0); old sections 5 and 6, now 3 and 4, come in (rows at 500 and 650,
    /// headers at 450 and 600). Headers 2…4 keep their views as 0…2. Before, no header event came.
    @Test func aSnapshotThatDeletesAndMovesSectionsMovesTheirHeaders() throws {
        var simulator = try Self.view()
        var snapshot = try #require(simulator.spec(of: "list")).data.snapshotIdentifiers()
        let first = snapshot.sections.removeFirst()
        snapshot.sections.removeFirst()
        snapshot.sections.append(first)
        let events = try simulator.apply(
            .applySnapshot(SnapshotApplication(view: "list", snapshot: snapshot, animated: false)))
        #expect(
            AnimatedBatchTests.lines(events) == [
                "0 didEndDisplaying [0, 0] 0-0 50.0 -", "0 didEndDisplaying [1, 0] 1-0 200.0 -",
                "0 didEndDisplaying [1, 0] header 150.0 -", "0 didEndDisplaying [6, 0] header 0.0 -",
                "0 willDisplay [3, 0] 5-0 500.0 -", "0 willDisplay [4, 0] 6-0 650.0 -",
                "0 willDisplay [3, 0] header 450.0 -", "0 willDisplay [4, 0] header 600.0 -",
            ])
    }

    /// An item inserted at [0, 1] changes no section's index: nothing is carried. Section 0 now holds rows
    /// at 50 and 150 ("0-1", new), section s ≥ 1 starts at 150s + 100: header 4 (700) and row "4-0" (750)
    /// leave the 667-pt rect and end as they were (header [4, 0] at 600, row at 650), as on a view where no
    /// section moved.
    @Test func anItemInsertionCarriesNoHeader() throws {
        var simulator = try Self.view()
        let batch = BatchUpdate(insertItems: [.init(IndexPath(section: 0, item: 1))])
        #expect(
            try Self.apply(batch, animated: false, to: &simulator) == [
                "0 didEndDisplaying [4, 0] 4-0 650.0 -", "0 didEndDisplaying [4, 0] header 600.0 -",
                "0 willDisplay [0, 1] 0-1 150.0 -",
            ])
    }
}
