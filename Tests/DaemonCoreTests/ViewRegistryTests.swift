import Testing

@testable import DaemonCore

/// The view book beside the simulator: pending ids and items, owners, orphans and free ids.
@Suite struct ViewRegistryTests {
    @Test func pendingViewsHoldTheirIdsAndItemsUntilReleased() {
        var views = ViewRegistry()
        views.hold("big", items: 200_000)
        views.hold("bigger", items: 300_000)
        #expect(views.isPending("big") && views.pending.count == 2)
        #expect(views.pendingItems == 500_000, "200,000 + 300,000")
        views.release("big")
        #expect(!views.isPending("big") && views.pendingItems == 300_000)
    }

    @Test func freeIDsSkipExistingAndPendingOnesAndNeverRepeat() {
        var views = ViewRegistry()
        views.hold("v2", items: 1)
        // v1 exists, v2 is pending: v3 is the first free; then v4 (v3 is never answered twice), then v6.
        let answer1 = views.freeID { $0 == "v1" }
        #expect(answer1 == "v3")
        let answer2 = views.freeID { $0 == "v1" }
        #expect(answer2 == "v4")
        let answer3 = views.freeID { $0 == "v5" }
        #expect(answer3 == "v6")
        let answer4 = views.freeID { _ in false }
        #expect(answer4 == "v7", "ids do not go back to a gap")
    }

    @Test func aLeavingOwnersViewsAreTakenInIdOrderAndOnlyTheirs() {
        var views = ViewRegistry()
        views.own("c", by: 1)
        views.own("a", by: 1)
        views.own("b", by: 2)
        views.own("d", by: 1)
        views.disown("d")
        let answer1 = views.takeViews(ownedBy: 1)
        #expect(answer1 == ["a", "c"], "d was disowned when destroyed")
        #expect(views.owners == ["b": 2], "the other connection's view stays its")
        let answer2 = views.takeViews(ownedBy: 1)
        #expect(answer2.isEmpty)
    }

    @Test func anOrphanIsDestroyedOnce() {
        var views = ViewRegistry()
        views.orphan("v")
        let answer1 = views.takeOrphan("v")
        #expect(answer1)
        let answer2 = views.takeOrphan("v")
        #expect(!answer2, "taken once")
    }
}
