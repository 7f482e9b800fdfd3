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
}
