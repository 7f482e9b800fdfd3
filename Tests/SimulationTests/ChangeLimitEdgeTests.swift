import LayoutCore
import Testing

@testable import Simulation

/// The limits of one data change at and just past their values (Docs/Formats.md, the table of limits):
/// 100,000 entries over a batch's lists (and over the batch a snapshot's difference makes), and a view's
/// 10,000,000 items. At the limit the change applies; one past, it is `limit_exceeded` and the view keeps
/// its data.
@Suite struct ChangeLimitEdgeTests {
    static let perChange = ViewSpec.maximumItemsPerChange

    static func rows(_ range: Range<Int>) -> [IndexPath] { range.map { IndexPath(section: 0, item: $0) } }

    /// 100,001 rows: deleting 100,000 of them (the limit) leaves 1; deleting all 100,001 is refused.
    @Test func aBatchOfExactlyTheLimitApplies() throws {
        var past = Simulator()
        _ = try past.createView(listSpec(count: Self.perChange + 1), id: "list")
        #expect(throws: SimulationError.self) {
            _ = try past.apply(
                .batchUpdates(
                    view: "list", batch: BatchUpdate(deleteItems: Self.rows(0..<Self.perChange + 1)), animated: false))
        }
        #expect(past.spec(of: "list")?.data.totalItemCount == Self.perChange + 1)
        var at = Simulator()
        _ = try at.createView(listSpec(count: Self.perChange + 1), id: "list")
        _ = try at.apply(
            .batchUpdates(view: "list", batch: BatchUpdate(deleteItems: Self.rows(0..<Self.perChange)), animated: false)
        )
        #expect(at.spec(of: "list")?.data.totalItemCount == 1)
    }

    /// The same through a snapshot: keeping only the last row of 100,001 is a difference of 100,000
    /// deletions and applies; an empty section is 100,001 and is refused with `limit_exceeded`, naming
    /// both figures.
    @Test func aSnapshotOfExactlyTheLimitApplies() throws {
        func apply(keeping items: [String]) throws(SimulationError) -> Simulator {
            var simulator = Simulator()
            _ = try simulator.createView(listSpec(count: Self.perChange + 1), id: "list")
            let snapshot = DiffableSnapshot(sections: [.init(id: "0", items: items)])
            _ = try simulator.apply(
                .applySnapshot(SnapshotApplication(view: "list", snapshot: snapshot, animated: false)))
            return simulator
        }
        let kept = try apply(keeping: ["0-\(Self.perChange)"])
        #expect(kept.spec(of: "list")?.data.totalItemCount == 1)
        do {
            _ = try apply(keeping: [])
            Issue.record("a snapshot past the limit of one change applied")
        } catch {
            #expect(error.code == .limitExceeded)
            #expect(
                error.message == "a snapshot's batch names at most 100000 operations, got 100001", "\(error.message)")
        }
    }

    /// A view of 9,999,999 rows: a batch inserting one row (10,000,000, the limit) applies; inserting two
    /// is refused with `limit_exceeded` and the view keeps its rows.
    @Test func aViewGrowsToExactlyItsItemLimit() throws {
        let limit = ViewSpec.maximumItemCount
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: limit - 1), id: "list")
        let two = BatchUpdate(insertItems: [
            .init(IndexPath(section: 0, item: 0)), .init(IndexPath(section: 0, item: 1)),
        ])
        do {
            _ = try simulator.apply(.batchUpdates(view: "list", batch: two, animated: false))
            Issue.record("a view past its item limit was made")
        } catch {
            #expect(error.code == .limitExceeded)
        }
        #expect(simulator.spec(of: "list")?.data.totalItemCount == limit - 1)
        let one = BatchUpdate(insertItems: [.init(IndexPath(section: 0, item: 0))])
        _ = try simulator.apply(.batchUpdates(view: "list", batch: one, animated: false))
        #expect(simulator.spec(of: "list")?.data.totalItemCount == limit)
    }
}
