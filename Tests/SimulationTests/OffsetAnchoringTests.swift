import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// The offset across a batch: kept as UIKit keeps it (`none`), or anchored (`firstVisibleItem`,
/// `bottom`). Expected values from the geometry of `listSpec()`: 375×100 rows, no spacing, a 375×667
/// viewport, so at offset y the rows meeting y…y+667 are displayed (at 500: rows 5…11, row 11 spanning
/// 1100…1200; row 4, ending at 500, only touches the edge).
@Suite struct OffsetAnchoringTests {
    static func path(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

    /// A list of `count` rows at offset `y`, at rest.
    static func list(count: Int = 30, at y: Double, spec: ViewSpec? = nil) throws -> Simulator {
        var simulator = Simulator()
        _ = try simulator.createView(spec ?? listSpec(count: count), id: "list")
        _ = try simulator.apply(.scrollTo(view: "list", offset: Point(x: 0, y: y), animated: false))
        return simulator
    }

    /// `count` rows of the layout's default size inserted at rows `from`….
    static func inserting(_ count: Int, at from: Int) -> [BatchUpdate.ItemInsertion] {
        (from..<from + count).map { BatchUpdate.ItemInsertion(path($0)) }
    }

    static func apply(_ batch: BatchUpdate, _ anchor: OffsetAnchor, to simulator: inout Simulator) throws -> [Event] {
        try simulator.apply(.batchUpdates(view: "list", batch: batch, animated: false, anchor: anchor))
    }

    static func offset(_ simulator: Simulator) -> Point { simulator.state(of: "list")!.contentOffset }

    /// The `offsetAnchored` event's anchoring, if there is one.
    static func anchoring(_ events: [Event]) -> OffsetAnchoring? {
        events.lazy.compactMap { event -> OffsetAnchoring? in
            guard case .offsetAnchored(let anchoring) = event.kind else { return nil }
            return anchoring
        }.first
    }

    /// The display and anchoring events, by name and id.
    static func changes(_ events: [Event]) -> [String] {
        events.compactMap { event in
            switch event.kind {
            case .willDisplay(let a): "willDisplay \(a.id!)"
            case .didEndDisplaying(let a): "didEndDisplaying \(a.id!)"
            case .deleted(_, let id): "deleted \(id)"
            case .offsetAnchored(let a): "offsetAnchored \(a.anchor) \(a.id?.description ?? "-")"
            default: nil
            }
        }
    }

    /// Ten rows inserted above a viewport at 500, UIKit's way: the offset stays 500, so the rows shown
    /// ("0-5"…"0-11") move down 1,000 pt, out of the viewport, and new rows 5…9 with old "0-0", "0-1"
    /// (now rows 10, 11) come in; "0-5" is now at y 1500.
    @Test func withoutAnchoringTheVisibleRowsArePushedDown() throws {
        var simulator = try Self.list(at: 500)
        let events = try Self.apply(BatchUpdate(insertItems: Self.inserting(10, at: 0)), .none, to: &simulator)
        #expect(Self.offset(simulator) == Point(x: 0, y: 500))
        let changes = Self.changes(events)
        #expect(changes.filter { $0.hasPrefix("didEndDisplaying") } == (5...11).map { "didEndDisplaying 0-\($0)" })
        #expect(changes.filter { $0.hasPrefix("willDisplay") }.count == 7)
        #expect(changes.contains("willDisplay 0-0") && changes.contains("willDisplay 0-1"))
        #expect(!changes.contains { $0.hasPrefix("offsetAnchored") })
        let cells = simulator.layoutSnapshot(of: "list", rect: Rect(x: 0, y: 1500, width: 375, height: 100))
        let row = try #require(cells?.attributes.first { $0.id?.description == "0-5" })
        #expect(row.frame.minY == 1500)
    }

    /// The same with `firstVisibleItem`: "0-5" (y 500, the first row meeting the viewport) moves to 1500,
    /// so the offset does: 1500, the same rows on screen, no display event; `offsetAnchored` reports it,
    /// with "0-5" at its new index path [0, 15].
    @Test func firstVisibleItemKeepsTheRowsOnScreen() throws {
        var simulator = try Self.list(at: 500)
        let events = try Self.apply(
            BatchUpdate(insertItems: Self.inserting(10, at: 0)), .firstVisibleItem, to: &simulator)
        #expect(Self.offset(simulator) == Point(x: 0, y: 1500))
        #expect(Self.changes(events) == ["offsetAnchored firstVisibleItem 0-5"])
        let anchoring = try #require(Self.anchoring(events))
        #expect(anchoring.indexPath == Self.path(15))
        #expect(anchoring.from == Point(x: 0, y: 500))
        #expect(anchoring.to == Point(x: 0, y: 1500))
        #expect(events.contains { $0.kind == .didScroll(contentOffset: Point(x: 0, y: 1500), velocity: .zero) })
        #expect(simulator.state(of: "list")!.visibleCells == (15...21).map(Self.path))
    }

    /// The anchor row "0-5" deleted, 3 rows inserted at the top: the next visible row still held, "0-6"
    /// (y 600, 100 pt below the viewport's top), anchors. It becomes row 5 − 0 + 3 = 8 (one row before it
    /// deleted, three inserted), y 800, so the offset goes to 700. Old "0-4" (now row 7, y 700…800) fills
    /// the deleted row's place and comes in; the rows below keep their places on screen.
    @Test func aDeletedAnchorHandsOverToTheNextVisibleRow() throws {
        var simulator = try Self.list(at: 500)
        let batch = BatchUpdate(deleteItems: [Self.path(5)], insertItems: Self.inserting(3, at: 0))
        let events = try Self.apply(batch, .firstVisibleItem, to: &simulator)
        #expect(Self.offset(simulator) == Point(x: 0, y: 700))
        #expect(Self.anchoring(events)?.indexPath == Self.path(8))
        #expect(
            Self.changes(events) == [
                "didEndDisplaying 0-5", "deleted 0-5", "offsetAnchored firstVisibleItem 0-6",
                "willDisplay 0-4",
            ])
    }

    /// Every visible row (5…11) deleted and ten inserted at the top: no visible row survives, so the
    /// offset stays 500 and no `offsetAnchored` is reported.
    @Test func noSurvivingVisibleRowLeavesTheOffset() throws {
        var simulator = try Self.list(at: 500)
        let batch = BatchUpdate(deleteItems: (5...11).map(Self.path), insertItems: Self.inserting(10, at: 0))
        let events = try Self.apply(batch, .firstVisibleItem, to: &simulator)
        #expect(Self.offset(simulator) == Point(x: 0, y: 500))
        #expect(!Self.changes(events).contains { $0.hasPrefix("offsetAnchored") })
    }

    /// A chat of 20 rows at its bottom (2000 − 667 = 1333); three messages appended. `bottom`: the content
    /// grows 300, so the offset goes to 1633, the bottom again; rows 13…15 leave, 20…22 come in.
    /// Without anchoring it stays at 1333 and the new rows stay below the viewport.
    @Test func bottomFollowsMessagesAppended() throws {
        let appended = BatchUpdate(insertItems: Self.inserting(3, at: 20))
        var anchored = try Self.list(count: 20, at: 1333)
        let events = try Self.apply(appended, .bottom, to: &anchored)
        #expect(Self.offset(anchored) == Point(x: 0, y: 1633))
        #expect(
            Self.changes(events).filter { $0.hasPrefix("didEnd") }
                == ["didEndDisplaying 0-13", "didEndDisplaying 0-14", "didEndDisplaying 0-15"])
        #expect(Self.changes(events).filter { $0.hasPrefix("willDisplay") }.count == 3)
        #expect(Self.changes(events).contains("offsetAnchored bottom -"))
        var kept = try Self.list(count: 20, at: 1333)
        #expect(Self.changes(try Self.apply(appended, .none, to: &kept)).isEmpty)
        #expect(Self.offset(kept) == Point(x: 0, y: 1333))
    }

    /// The same chat with five older messages prepended: `bottom` moves the offset by the 500 pt the
    /// content grew, to 1833 (2500 − 667, the bottom): the same rows on screen, no display event.
    @Test func bottomKeepsTheScreenWhenOlderMessagesArePrepended() throws {
        var simulator = try Self.list(count: 20, at: 1333)
        let events = try Self.apply(BatchUpdate(insertItems: Self.inserting(5, at: 0)), .bottom, to: &simulator)
        #expect(Self.offset(simulator) == Point(x: 0, y: 1833))
        #expect(Self.changes(events) == ["offsetAnchored bottom -"])
    }

    /// A horizontal flow of 100×667 items at x 500: ten inserted at the front move "0-5" from x 500 to
    /// 1500; the offset follows along x, the scroll axis, and y stays 0.
    @Test func horizontalFlowAnchorsAlongX() throws {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 100, height: 667)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        flow.scrollDirection = .horizontal
        let spec = ViewSpec(
            viewport: Size(width: 375, height: 667), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: 30)]))
        var simulator = Simulator()
        _ = try simulator.createView(spec, id: "list")
        _ = try simulator.apply(.scrollTo(view: "list", offset: Point(x: 500, y: 0), animated: false))
        let events = try Self.apply(
            BatchUpdate(insertItems: Self.inserting(10, at: 0)), .firstVisibleItem, to: &simulator)
        #expect(Self.offset(simulator) == Point(x: 1500, y: 0))
        #expect(Self.anchoring(events)?.from == Point(x: 500, y: 0))
        #expect(Self.changes(events) == ["offsetAnchored firstVisibleItem 0-5"])
    }

    /// A snapshot putting "0-20" first, reconfigured to 50 pt, and ten new rows after it: the first batch
    /// moves "0-20" (100 pt) and inserts the rows (1,000 pt) above "0-5", which goes from y 500 to 1600; the
    /// second updates the moved "0-20" where it landed, 50 pt shorter, so "0-5" ends at 1550. Each batch
    /// anchors: 500 → 1600, then 1600 → 1550; the same rows stay on screen throughout, no display event.
    @Test func aSnapshotAnchorsAcrossBothOfItsBatches() throws {
        var simulator = try Self.list(at: 500)
        let items = ["0-20"] + (0..<10).map { "new-\($0)" } + (0..<30).filter { $0 != 20 }.map { "0-\($0)" }
        let application = SnapshotApplication(
            view: "list", snapshot: DiffableSnapshot(sections: [.init(id: "0", items: items)]),
            reconfigureItems: ["0-20"], answers: ["0-20": ItemAnswers(size: Size(width: 375, height: 50))],
            animated: false, anchor: .firstVisibleItem)
        let events = try simulator.apply(.applySnapshot(application))
        #expect(Self.offset(simulator) == Point(x: 0, y: 1550))
        #expect(Self.changes(events) == ["offsetAnchored firstVisibleItem 0-5", "offsetAnchored firstVisibleItem 0-5"])
        let moves = events.compactMap { event -> Double? in
            guard case .offsetAnchored(let anchoring) = event.kind else { return nil }
            return anchoring.to.y
        }
        #expect(moves == [1600, 1550])
    }

    /// The anchoring as a pure function of the layout before, the layout after and the offset (what an
    /// animated update asks against its final layout): ten rows inserted above, "0-5" from y 500 to 1500.
    @Test func theAnchoringIsAFunctionOfBothLayoutsAndTheOffset() {
        var spec = listSpec(count: 30)
        let old = spec.preparedLayout()
        let inserted = (0..<10).map { BatchUpdate.ItemInsertion(Self.path($0), answers: ItemAnswers(id: "new-\($0)")) }
        let batch = BatchUpdate(insertItems: inserted)
        spec.data.apply(batch)
        var mark = AnchorMark(
            .firstVisibleItem, layout: old, offset: Point(x: 0, y: 500), viewport: spec.viewport, contentInset: .zero)
        mark?.follow(BatchUpdate.IndexMap(batch, sectionCount: 1))
        let anchoring = mark?.anchoring(in: spec.preparedLayout(), viewport: spec.viewport, along: [.vertical])
        #expect(
            anchoring
                == OffsetAnchoring(
                    anchor: .firstVisibleItem, from: Point(x: 0, y: 500), to: Point(x: 0, y: 1500),
                    indexPath: Self.path(15), id: .positional(section: 0, item: 5)))
    }
}
