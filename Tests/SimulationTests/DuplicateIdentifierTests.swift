import LayoutCore
import Testing

@testable import Simulation

/// Identifiers are unique across every section of a view, as UIKit's snapshot requires (issue 52).
@Suite struct DuplicateIdentifierTests {
    /// The list of `BatchUpdateTests` with a second section of three rows, ids "1-0" … "1-2".
    static func twoSections() throws -> Simulator {
        var simulator = Simulator()
        var spec = listSpec(count: 20)
        spec.data.sections.append(SectionData(itemCount: 3))
        _ = try simulator.createView(spec, id: "list")
        return simulator
    }

    /// A snapshot naming "0-0" in both sections is refused at its second place, `sections[1].items[1]`,
    /// and changes nothing.
    @Test func aSnapshotWithAnIdInTwoSectionsIsRefused() throws {
        var simulator = try Self.twoSections()
        let data = simulator.spec(of: "list")!.data
        let snapshot = DiffableSnapshot(sections: [
            .init(id: "0", items: ["0-0"]), .init(id: "1", items: ["1-0", "0-0"]),
        ])
        do {
            _ = try simulator.apply(
                .applySnapshot(SnapshotApplication(view: "list", snapshot: snapshot, animated: false)))
            Issue.record("a snapshot with an id in two sections was applied")
        } catch {
            #expect(error.code == .invalidParams && error.path == "sections[1].items[1]", "\(error.message)")
        }
        #expect(simulator.spec(of: "list")!.data == data)
    }

    /// A batch inserting into section 0 an item given the id "1-2" of section 1 is a `conflict` at
    /// `insertItems[0].id`, and changes nothing.
    @Test func aBatchInsertingAnIdAnotherSectionHasIsAConflict() throws {
        var simulator = try Self.twoSections()
        let data = simulator.spec(of: "list")!.data
        let batch = BatchUpdate(insertItems: [.init(IndexPath(section: 0, item: 0), answers: ItemAnswers(id: "1-2"))])
        do {
            _ = try simulator.apply(.batchUpdates(view: "list", batch: batch, animated: false))
            Issue.record("an item with another section's id was inserted")
        } catch {
            #expect(error.code == .conflict && error.path == "insertItems[0].id", "\(error.message)")
        }
        #expect(simulator.spec(of: "list")!.data == data)
    }
}
