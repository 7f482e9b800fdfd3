import LayoutCore
import LayoutTestKit
import Testing

@testable import Simulation

/// Seeded: through any sequence of batches that delete, insert and move sections (and move items between
/// them), each orthogonal section's own offset is the one its section had, found by the section's
/// snapshot identifier, and a section inserted rests at 0.
///
/// The view: six carousels of 20 cards 150 wide, 10 apart (pitch 160) inside 16-pt side insets, so every
/// row is 20 × 160 − 10 + 32 = 3,222 pt long (items move between sections only in pairs, so every section
/// keeps 20), the largest offset 2,847; the offsets scrolled to are groups 0…9 (0 to 1,440), never clamped.
@Suite struct OrthogonalSectionBatchPropertyTests {
    /// `OrthogonalSectionTests.feed` without its list (a carousel in every section), with six sections.
    static func spec() throws -> ViewSpec {
        var spec = try OrthogonalSectionTests.feed(behavior: "groupPaging", list: false)
        spec.data = CollectionData(sections: Array(repeating: SectionData(itemCount: 20), count: 6))
        return spec
    }

    /// A consistent batch of section operations on `count` sections: at most one deleted (when more than
    /// two), one inserted of 20 items, one moved, and up to two items swapped between the moved section and
    /// another kept one (moved each way, so that every section keeps its 20 items and no offset is clamped
    /// however many rounds run).
    static func randomBatch(count: Int, using random: inout SeededGenerator) -> BatchUpdate {
        var batch = BatchUpdate()
        if count > 2, Bool.random(using: &random) { batch.deleteSections = [Int.random(in: 0..<count, using: &random)] }
        let after = count - batch.deleteSections.count + 1
        batch.insertSections = [.init(Int.random(in: 0..<after, using: &random), section: SectionData(itemCount: 20))]
        let movable = (0..<count).filter { !batch.deleteSections.contains($0) }
        let from = movable.randomElement(using: &random)!
        let free = (0..<after).filter { $0 != batch.insertSections[0].index }
        batch.moveSections = [.init(from: from, to: free.randomElement(using: &random)!)]
        let plan = BatchUpdate.SectionPlan(batch, sectionCount: count)
        if let source = movable.filter({ $0 != from }).randomElement(using: &random) {
            let destination = plan.destination(of: from)!
            let sourceAfter = plan.destination(of: source)!
            for item in 0..<Int.random(in: 0...2, using: &random) {
                batch.moveItems.append(
                    .init(from: IndexPath(section: source, item: item), to: IndexPath(section: destination, item: item))
                )
                batch.moveItems.append(
                    .init(from: IndexPath(section: from, item: item), to: IndexPath(section: sourceAfter, item: item))
                )
            }
        }
        return batch
    }

    @Test func sectionOffsetsFollowTheirSections() throws {
        var random = SeededGenerator.forTest("orthogonal sections through batches")
        var simulator = Simulator()
        _ = try simulator.createView(Self.spec(), id: "feed")
        for round in 0..<40 {
            let sections = simulator.spec(of: "feed")!.data.sections.count
            let scrolled = Int.random(in: 0..<sections, using: &random)
            let offset = Double(160 * Int.random(in: 0...9, using: &random))
            _ = try simulator.apply(
                .scrollTo(view: "feed", offset: Point(x: offset, y: 0), animated: false, section: scrolled))
            let before = simulator.spec(of: "feed")!.data.snapshotIdentifiers().sections.map(\.id)
            var offsets: [String: Double] = [:]
            for (section, id) in before.enumerated() { offsets[id] = simulator.views[0].sectionOffset(section) }
            let batch = Self.randomBatch(count: sections, using: &random)
            _ = try simulator.apply(.batchUpdates(view: "feed", batch: batch, animated: false))
            _ = simulator.step()
            let after = simulator.spec(of: "feed")!.data.snapshotIdentifiers().sections.map(\.id)
            let found = after.indices.map { simulator.views[0].sectionOffset($0) }
            let expected = after.map { offsets[$0] ?? 0 }
            #expect(found == expected, "round \(round), after \(batch): sections \(before) → \(after)")
            let listed = simulator.views[0].sectionScrolls.map(\.section)
            #expect(listed == listed.sorted() && Set(listed).count == listed.count, "round \(round): \(listed)")
            if found != expected { return }
        }
    }
}
