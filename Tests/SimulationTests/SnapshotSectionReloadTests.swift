import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// A snapshot's `reloadSections` reloads the section as a batch's `reloadSections` does: its cells and its
/// header crossfade. Geometry and timing: `ReloadedSectionViewsTests` (sections "0" and "1" of three rows
/// under 50-pt headers, all displayed; linear over 0.1 s, 12 ticks at 120 Hz).
@Suite struct SnapshotSectionReloadTests {
    /// The view's own snapshot (sections "0", "1"; items "0-0"…"1-2"), section `reloaded` reloaded.
    static func apply(reloading reloaded: [String]) -> Command {
        let snapshot = DiffableSnapshot(sections: [
            .init(id: "0", items: ["0-0", "0-1", "0-2"]), .init(id: "1", items: ["1-0", "1-1", "1-2"]),
        ])
        return .applySnapshot(
            SnapshotApplication(
                view: "list", snapshot: snapshot, reloadSections: reloaded, timing: AnimatedBatchTests.linear))
    }

    /// Section "1" reloaded: the events of `ReloadedSectionViewsTests`' batch reload of section 1: new views
    /// of its three cells and its header at once at alpha 0, the old ones ending at tick 12 at alpha 0,
    /// then the completion. Before, a snapshot could not name a section to reload: a data source reloaded
    /// its items, and the header stayed.
    @Test func aReloadedSectionCrossfadesItsHeader() throws {
        var simulator = try ReloadedSectionViewsTests.view()
        let begun = AnimatedBatchTests.lines(try simulator.apply(Self.apply(reloading: ["1"])))
        #expect(begun == ReloadedSectionViewsTests.section1Reloaded.begun)
        #expect(AnimatedBatchTests.run(&simulator, ticks: 13) == ReloadedSectionViewsTests.section1Reloaded.ended)
    }

    /// A section the snapshot lacks, or one named twice, is refused with `invalid_params` naming the entry.
    @Test(arguments: [(["2"], "reloadSections[0]"), (["1", "1"], "reloadSections[1]")])
    func aSectionNotInTheSnapshotOrNamedTwiceIsRefused(reloaded: [String], path: String) throws {
        var simulator = try ReloadedSectionViewsTests.view()
        #expect {
            _ = try simulator.apply(Self.apply(reloading: reloaded))
        } throws: { error in
            (error as? SimulationError)?.code == .invalidParams && (error as? SimulationError)?.path == path
        }
    }

    /// The items given new cells when section "1" is reloaded by a snapshot that also moves an item
    /// across the sections: the items the new snapshot puts in section "1", as a reload after the moves
    /// gives them. Moved in ("0-2" to the top of "1"): "0-2", "1-0", "1-1", "1-2", all displayed (header 1
    /// at y 250…300, the four rows at 300…700, 300 < 667). Moved out ("1-0" to the top of "0"): "1-1" and
    /// "1-2" only; "1-0" moves with its cell. Before, an in-place section reloaded its old items: "0-2"
    /// kept its cell and "1-0" got a new one, so a UIKit view, which sets aside the cells of the new
    /// snapshot's items, kept a cell the simulator never ended and lost the one it displayed.
    @Test(arguments: [
        (["0-0", "0-1"], ["0-2", "1-0", "1-1", "1-2"], ["0-2", "1-0", "1-1", "1-2"]),
        (["1-0", "0-0", "0-1", "0-2"], ["1-1", "1-2"], ["1-1", "1-2"]),
    ])
    func anItemMovedAcrossAReloadedSectionIsReloadedWhereItLands(
        section0: [String], section1: [String], newCells: [String]
    ) throws {
        var simulator = try ReloadedSectionViewsTests.view()
        let snapshot = DiffableSnapshot(sections: [.init(id: "0", items: section0), .init(id: "1", items: section1)])
        let events = try simulator.apply(
            .applySnapshot(
                SnapshotApplication(
                    view: "list", snapshot: snapshot, reloadSections: ["1"], timing: AnimatedBatchTests.linear)))
        let displayed = AnimatedBatchTests.lines(events).map { $0.split(separator: " ").map(String.init) }
            .filter { $0[1] == "willDisplay" && $0[4] != "header" }.map { $0[4] }
        #expect(displayed.sorted() == newCells)
    }
}
