import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// `batchUpdates` applied at once: UIKit's index-path rules, identity following the item, reload against
/// reconfigure, and the refusal of inconsistent batches. Expected values from the geometry of
/// `listSpec()`: 375×100 rows, no spacing, a 375×667 viewport, so rows 0…6 are displayed at offset 0
/// (row 6 spans y 600…700).
@Suite struct BatchUpdateTests {
    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

    static func list(count: Int = 20) throws -> Simulator {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: count), id: "list")
        return simulator
    }

    static func batch(_ batch: BatchUpdate) -> Command { .batchUpdates(view: "list", batch: batch, animated: false) }

    /// (event name, item, id) of the display and deletion events.
    static func display(_ events: [Event]) -> [String] {
        events.compactMap { event in
            switch event.kind {
            case .willDisplay(let a): "willDisplay \(a.indexPath) \(a.id!)"
            case .didEndDisplaying(let a): "didEndDisplaying \(a.indexPath) \(a.id!)"
            case .deleted(let indexPath, let id): "deleted \(indexPath) \(id)"
            default: nil
            }
        }
    }

    static func ids(_ simulator: Simulator, count: Int) -> [String] {
        let data = simulator.spec(of: "list")!.data
        return (0..<count).map { data.itemID(at: path(0, $0))!.description }
    }

    /// Row 1 moved to place 4 (after the batch): rows 2, 3, 4 close up to 1, 2, 3; every row stays in
    /// rows 0…6, so no display event; "0-1" is at y 400.
    @Test func aMoveWithinTheViewportKeepsTheCell() throws {
        var simulator = try Self.list()
        let events = try simulator.apply(
            Self.batch(BatchUpdate(moveItems: [.init(from: Self.path(0, 1), to: Self.path(0, 4))])))
        #expect(Self.display(events).isEmpty)
        #expect(Self.ids(simulator, count: 6) == ["0-0", "0-2", "0-3", "0-4", "0-1", "0-5"])
        let moved = try #require(
            simulator.layoutSnapshot(of: "list")?.attributes.first { $0.id == .positional(section: 0, item: 1) })
        #expect(moved.frame.minY == 400)
        #expect(moved.indexPath == Self.path(0, 4))
    }

    /// Row 1 moved to place 15: it ends with its old index path; "0-7", pulled up to place 6 (y 600), is
    /// displayed.
    @Test func aMoveOutOfTheViewportEndsTheCellAndPullsTheNextOneIn() throws {
        var simulator = try Self.list()
        let events = try simulator.apply(
            Self.batch(BatchUpdate(moveItems: [.init(from: Self.path(0, 1), to: Self.path(0, 15))])))
        #expect(Self.display(events) == ["didEndDisplaying [0, 1] 0-1", "willDisplay [0, 6] 0-7"])
    }

    /// Delete row 0, reload row 2, reconfigure row 3 to 50 pt high: "0-0" ends then is deleted; the
    /// reloaded "0-2" ends with [0, 2] and comes back at its new place [0, 1]; the reconfigured "0-3"
    /// (now [0, 2], y 200…250) has no display event. Rows below it move up 50 pt in all (100 deleted, 50
    /// taken off "0-3"): "0-7" comes in as [0, 6] at y 550 and "0-8" as [0, 7] at y 650…750, which
    /// meets the 667-pt viewport.
    @Test func deleteReloadAndReconfigureInOneBatch() throws {
        var simulator = try Self.list()
        let short = ItemAnswers(size: Size(width: 375, height: 50))
        let batch = BatchUpdate(
            deleteItems: [Self.path(0, 0)], reloadItems: [.init(Self.path(0, 2))],
            reconfigureItems: [.init(Self.path(0, 3), answers: short)])
        let events = try simulator.apply(Self.batch(batch))
        #expect(
            Self.display(events) == [
                "didEndDisplaying [0, 0] 0-0", "deleted [0, 0] 0-0", "didEndDisplaying [0, 2] 0-2",
                "willDisplay [0, 1] 0-2", "willDisplay [0, 6] 0-7", "willDisplay [0, 7] 0-8",
            ])
        let cells = try #require(simulator.layoutSnapshot(of: "list")?.attributes)
        let reconfigured = try #require(cells.first { $0.id == .positional(section: 0, item: 3) })
        #expect(reconfigured.frame == Rect(x: 0, y: 200, width: 375, height: 50))
    }

    /// Sections moved keep their items' ids, named from where they were created; an inserted section is
    /// named after a section number never used (2 here, two sections before).
    @Test func sectionsMovedKeepTheirIds() throws {
        var simulator = Simulator()
        var spec = listSpec(count: 3)
        spec.data = CollectionData(sections: [SectionData(itemCount: 3), SectionData(itemCount: 2)])
        _ = try simulator.createView(spec, id: "list")
        let batch = BatchUpdate(
            insertSections: [.init(0, section: SectionData(itemCount: 1))], moveSections: [.init(from: 0, to: 2)])
        _ = try simulator.apply(Self.batch(batch))
        let data = try #require(simulator.spec(of: "list")?.data)
        #expect(data.sections.map(\.itemCount) == [1, 2, 3])
        #expect(data.itemID(at: Self.path(0, 0))?.description == "2-0")
        #expect(data.itemID(at: Self.path(1, 1))?.description == "1-1")
        #expect(data.itemID(at: Self.path(2, 2))?.description == "0-2")
        #expect(data.containsItemID("0-2") && data.containsItemID("2-0") && !data.containsItemID("0-3"))
    }

    /// A reload does not end an impression's dwell: the row stays on screen, so 1,000 ms of dwell from
    /// creation are reached at tick 60 (at 60 Hz) whether or not it was reloaded at tick 30 (a dwell started
    /// again would end at tick 90).
    @Test func aReloadKeepsTheDwell() throws {
        var simulator = Simulator(tickHz: 60)
        _ = try simulator.createView(VisibilityTests.spec(), id: "list")
        for _ in 0..<30 { _ = simulator.step() }
        let reloaded = try simulator.apply(Self.batch(BatchUpdate(reloadItems: [.init(Self.path(0, 0))])))
        #expect(VisibilityTests.visibility(reloaded).isEmpty)
        var seen: [(String, Int, Double)] = []
        for _ in 0..<29 { seen += VisibilityTests.visibility(simulator.step()) }
        #expect(seen.isEmpty)
        #expect(
            VisibilityTests.same(
                VisibilityTests.visibility(simulator.step()), [("viewable", 0, 1000), ("viewable", 1, 1000)]))
    }

    static let refusals: [(BatchUpdate, String)] = [
        (BatchUpdate(deleteItems: [path(0, 20)]), "deleteItems[0]"),
        (BatchUpdate(deleteItems: [path(0, 1), path(0, 1)]), "deleteItems[1]"),
        (BatchUpdate(deleteItems: [path(0, 1)], reloadItems: [.init(path(0, 1))]), "reloadItems[0]"),
        (BatchUpdate(moveItems: [.init(from: path(0, 1), to: path(0, 20))]), "moveItems[0].to"),
        (
            BatchUpdate(deleteItems: [path(0, 1)], moveItems: [.init(from: path(0, 1), to: path(0, 2))]),
            "moveItems[0].from"
        ),
        (BatchUpdate(insertItems: [.init(path(0, 21))]), "insertItems[0]"),
        (BatchUpdate(insertItems: [.init(path(0, 3)), .init(path(0, 3))]), "insertItems[1]"),
        (BatchUpdate(deleteSections: [0], deleteItems: [path(0, 1)]), "deleteItems[0]"),
        (BatchUpdate(deleteSections: [0], moveItems: [.init(from: path(0, 1), to: path(0, 0))]), "moveItems[0].from"),
        (BatchUpdate(deleteSections: [1]), "deleteSections[0]"),
        (BatchUpdate(moveSections: [.init(from: 0, to: 1)]), "moveSections[0].to"),
        (BatchUpdate(reloadItems: [.init(path(0, 2))], reconfigureItems: [.init(path(0, 2))]), "reconfigureItems[0]"),
        (BatchUpdate(insertItems: [.init(path(Int.max, 0))]), "insertItems[0]"),
        (BatchUpdate(reloadItems: [.init(IndexPath(section: 0, item: -1))]), "reloadItems[0]"),
    ]

    /// Each inconsistency is refused with `invalid_params` at the entry at fault, and changes nothing.
    @Test(arguments: refusals.indices)
    func anInconsistentBatchIsRefusedAndChangesNothing(_ position: Int) throws {
        let (batch, path) = Self.refusals[position]
        var simulator = try Self.list()
        let before = simulator.layoutSnapshot(of: "list")
        let data = simulator.spec(of: "list")?.data
        #expect(throws: SimulationError.self) { _ = try simulator.apply(Self.batch(batch)) }
        do {
            _ = try simulator.apply(Self.batch(batch))
        } catch {
            #expect(error.code == .invalidParams)
            #expect(error.path == path, "\(error.message)")
        }
        #expect(simulator.layoutSnapshot(of: "list") == before)
        #expect(simulator.spec(of: "list")?.data == data)
    }

    /// A move onto its own place is no change.
    @Test func aMoveOntoItselfChangesNothing() throws {
        var simulator = try Self.list()
        let events = try simulator.apply(
            Self.batch(BatchUpdate(moveItems: [.init(from: Self.path(0, 2), to: Self.path(0, 2))])))
        #expect(Self.display(events).isEmpty)
        #expect(Self.ids(simulator, count: 4) == ["0-0", "0-1", "0-2", "0-3"])
    }

    /// A section inserted with more items than a view may hold is refused, the view unchanged.
    @Test func aHugeInsertedSectionIsRefused() throws {
        var simulator = try Self.list()
        let huge = BatchUpdate(insertSections: [.init(1, section: SectionData(itemCount: ViewSpec.maximumItemCount))])
        do {
            _ = try simulator.apply(Self.batch(huge))
            Issue.record("a view past its item limit was made")
        } catch {
            #expect(error.code == .limitExceeded && error.path == "insertSections")
        }
        #expect(simulator.spec(of: "list")?.data.sections.count == 1)
    }

    /// Past the limit of one change the batch is refused before anything is checked one by one.
    @Test func aBatchPastTheLimitIsRefused() throws {
        var simulator = try Self.list()
        let many = (0...ViewSpec.maximumItemsPerChange).map { _ in Self.path(0, 0) }
        do {
            _ = try simulator.apply(Self.batch(BatchUpdate(deleteItems: many)))
            Issue.record("a batch past the limit was applied")
        } catch {
            #expect(error.code == .limitExceeded)
        }
    }
}
