import DaemonCore
import DaemonTestKit
import Testing
import Wire
import WireFormat

/// A `snapshot` of every view (and `subscribe`'s) stays bounded however many views there are: whole views
/// until their entries would pass 200,000, then `viewCount` and `viewsNext`; `viewsFrom` pages on.
@Suite struct CoreSnapshotViewsBoundTests {
    /// A 100×100 viewport of 1×1 cells with no spacing holds rows 0 to 99 of 100 cells: all 10,000 items
    /// displayed, 10,000 entries in its state (no supplementary views, no orthogonal sections).
    static func dense(_ id: String) -> JSONValue {
        [
            "id": .string(id), "viewport": [100, 100],
            "layout": ["type": "flow", "itemSize": [1, 1], "minimumLineSpacing": 0, "minimumInteritemSpacing": 0],
            "sections": [["items": 10_000]],
        ]
    }

    /// 21 such views: 20 make 200,000 entries, the budget exactly; the 21st would pass it. So the first
    /// page lists views 0 to 19 and says 21 views, the next from 20; that page lists view 20 alone.
    @Test func everyViewsSnapshotStopsAtTheEntryBudgetAndPagesOn() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        for index in 0..<21 { #expect(client.request("createView", ["view": Self.dense("v\(index)")]).ok) }
        let first = client.request("snapshot").result
        let firstViews = first["views"]?.arrayValue ?? []
        #expect(firstViews.count == 20)
        #expect(firstViews.first?["visible"]?.arrayValue?.count == 10_000)
        #expect(firstViews.last?["view"]?.stringValue == "v19")
        #expect(first["viewCount"]?.intValue == 21 && first["viewsNext"]?.intValue == 20)
        let second = client.request("snapshot", ["viewsFrom": 20]).result
        #expect(second["views"]?.arrayValue?.map { $0["view"]?.stringValue } == ["v20"])
        #expect(second["viewCount"]?.intValue == 21 && second["viewsNext"] == nil)
        let subscribed = client.request("subscribe").result["snapshot"]
        #expect(subscribed?["views"]?.arrayValue?.count == 20 && subscribed?["viewsNext"]?.intValue == 20)
    }

    /// Under the budget, and for one named view, the reply keeps its old shape: no `viewCount`, no
    /// `viewsNext`. `viewsFrom` past the last view lists none.
    @Test func smallRepliesKeepTheirShape() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(client.request("createView", ["view": ViewFixtures.list]).ok)
        let all = client.request("snapshot").result
        #expect(all["views"]?.arrayValue?.count == 1 && all["viewCount"] == nil && all["viewsNext"] == nil)
        let past = client.request("snapshot", ["viewsFrom": 5]).result
        #expect(past["views"]?.arrayValue?.isEmpty == true && past["viewCount"]?.intValue == 1)
    }

    /// `viewsFrom` pages through every view; with `view` it is refused, as is a negative one.
    @Test func viewsFromWithAViewOrBelowZeroIsRefused() {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(client.request("createView", ["view": ViewFixtures.list]).ok)
        let named = client.request("snapshot", ["view": "list", "viewsFrom": 0])
        #expect(named.errorCode == "invalid_params" && named.errorPath == "viewsFrom")
        let negative = client.request("snapshot", ["viewsFrom": -1])
        #expect(negative.errorCode == "invalid_params" && negative.errorPath == "viewsFrom")
    }
}
