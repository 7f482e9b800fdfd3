import LayoutCore
import Testing

@testable import Simulation

/// A Safari swipe under way through a snapshot (`SafariDeletionTests`' eight tabs 300 × 200): the swipe
/// follows its tab when the snapshot moves it and ends when it deletes or reloads it.
@Suite struct SwipeThroughSnapshotTests {
    static func apply(_ simulator: inout Simulator, _ items: [String], reload: [String] = []) throws {
        let snapshot = DiffableSnapshot(sections: [.init(id: "0", items: items)])
        let application = SnapshotApplication(
            view: "tabs", snapshot: snapshot, reloadItems: reload, animated: false)
        _ = try simulator.apply(.applySnapshot(application))
    }

    /// The tabs with tab 4 swiped `by` pt along x over `seconds`, `ticks` ticks in.
    static func swiping(by dx: Double, over seconds: Double, ticks: Int) throws -> Simulator {
        var simulator = try SafariDeletionTests.tabs()
        _ = try simulator.apply(
            .swipe(
                view: "tabs", item: IndexPath(section: 0, item: 4),
                path: TouchPath(linear: Vector(dx: dx, dy: 0), duration: seconds)))
        for _ in 0..<ticks { _ = simulator.step() }
        return simulator
    }

    /// Tab 4 swiped 60 pt left over 0.5 s (60 ticks); 12 ticks in, a snapshot moves it to the front. The
    /// finger is still down and the tab (now [0, 0]) is where it follows the finger: 13 ticks of 60,
    /// 13 pt left. The old code dropped the swipe at the change.
    @Test func aSwipeFollowsItsTabMovedByASnapshot() throws {
        var simulator = try Self.swiping(by: -60, over: 0.5, ticks: 12)
        try Self.apply(&simulator, ["0-4", "0-0", "0-1", "0-2", "0-3", "0-5", "0-6", "0-7"])
        #expect(simulator.views[0].swipe?.item == IndexPath(section: 0, item: 0))
        _ = simulator.step()
        #expect(simulator.isTouching("tabs"))
        #expect(SafariDeletionTests.frame(simulator, "0-4").map { abs($0.minX + 13) < 1e-9 } == true)
    }

    /// A fast swipe (300 pt left over 0.1 s) whose tab a snapshot moves to the front 6 ticks in: at its
    /// release (tick 12, past half the tab's width) the tab deleted is the one swiped, "0-4", at its new
    /// index path [0, 0].
    @Test func aSwipedTabMovedByASnapshotIsTheOneDeleted() throws {
        var simulator = try Self.swiping(by: -300, over: 0.1, ticks: 6)
        try Self.apply(&simulator, ["0-4", "0-0", "0-1", "0-2", "0-3", "0-5", "0-6", "0-7"])
        var events: [Event] = []
        for _ in 0..<12 { events += simulator.step() }
        let deleted = events.compactMap { event -> String? in
            guard case .deleted(let indexPath, let id) = event.kind else { return nil }
            return "\(indexPath) \(id)"
        }
        #expect(deleted == ["[0, 0] 0-4"])
    }

    /// A snapshot that deletes the swiped tab, or reloads it (a new cell under the finger), ends the swipe:
    /// the finger is no longer down and no tab is deleted by it.
    @Test(arguments: [false, true])
    func aSwipeEndsWhenItsTabIsDeletedOrReloaded(reloaded: Bool) throws {
        var simulator = try Self.swiping(by: -300, over: 0.1, ticks: 6)
        let all = (0..<8).map { "0-\($0)" }
        try Self.apply(&simulator, reloaded ? all : all.filter { $0 != "0-4" }, reload: reloaded ? ["0-4"] : [])
        #expect(!simulator.isTouching("tabs"))
        var events: [Event] = []
        for _ in 0..<60 { events += simulator.step() }
        #expect(!events.contains { $0.name == "deleted" })
        #expect(simulator.spec(of: "tabs")?.data.totalItemCount == (reloaded ? 8 : 7))
    }
}
