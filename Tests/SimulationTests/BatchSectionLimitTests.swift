import LayoutCore
import Testing

@testable import Simulation

/// A batch may not take a view past its section limit (`ViewSpec.maximumSectionCount`, 1,000,000, the
/// limit a spec and a diffable snapshot are held to): without the check, batches of 100,000
/// `insertSections` each grow a view without bound, and `applySnapshot` then refuses the view's own
/// current snapshot.
@Suite struct BatchSectionLimitTests {
    /// A view of exactly `ViewSpec.maximumSectionCount` empty sections: one more inserted (1,000,000 − 0
    /// deleted + 1 inserted = 1,000,001 sections after the batch) is refused with `limit_exceeded` at
    /// `insertSections` and the view keeps its 1,000,000 sections; one deleted and one inserted (1,000,000
    /// after) is applied.
    @Test func aBatchPastTheSectionLimitIsRefused() throws {
        var simulator = Simulator()
        var spec = listSpec(count: 0)
        let limit = ViewSpec.maximumSectionCount
        spec.data = CollectionData(sections: Array(repeating: SectionData(itemCount: 0), count: limit))
        _ = try simulator.createView(spec, id: "list")
        let grow = BatchUpdate(insertSections: [.init(limit)])
        do {
            _ = try simulator.apply(.batchUpdates(view: "list", batch: grow, animated: false))
            Issue.record("a view past its section limit was made")
        } catch {
            #expect(error.code == .limitExceeded && error.path == "insertSections", "\(error.message)")
        }
        #expect(simulator.spec(of: "list")?.data.sections.count == limit)
        let swap = BatchUpdate(deleteSections: [0], insertSections: [.init(0)])
        _ = try simulator.apply(.batchUpdates(view: "list", batch: swap, animated: false))
        #expect(simulator.spec(of: "list")?.data.sections.count == limit)
    }
}
