import DaemonCore
import DaemonTestKit
import Testing
import Wire
import WireFormat

/// `layout` while an animated batch runs: `frame` stays the layout's (the final frame, as UIKit's
/// `layoutAttributesForItem(at:)`), each cell the animation moves or fades in adds `shown {frame, alpha}`
/// (where it is on screen now), and `disappearing` lists the cells fading out; none of it once the
/// animation has ended.
@Suite struct CoreAnimatedLayoutTests {
    /// `ViewFixtures.list` (300×50 rows, no spacing, a 300×200 viewport: rows 0–3 at y 0, 50, 100, 150),
    /// then a batch deleting [0, 1] and reloading [0, 2], linear over 0.1 s: 12 ticks at the daemon's 120 Hz.
    /// After it "0-0" is [0, 0] at y 0, "0-2" [0, 1] at y 50, "0-3" [0, 2] at y 100, "0-4" [0, 3] at y 150.
    /// The daemon is returned with its client, which does not keep it.
    static func midway(ticks: Int = 6) -> (daemon: ManualDaemon, client: ManualClient) {
        let daemon = ManualDaemon()
        let client = daemon.connect()
        #expect(client.request("createView", ["view": ViewFixtures.list]).ok)
        let batch: [String: JSONValue] = [
            "view": "list", "deleteItems": [[0, 1]], "reloadItems": [[0, 2]],
            "animation": ["duration": 0.1, "curve": "linear"],
        ]
        #expect(client.request("batchUpdates", batch).ok)
        #expect(client.request("step", ["ticks": .number(Double(ticks))]).ok)
        return (daemon, client)
    }

    /// `id: y shown-y shown-alpha` of each attribute ("-" without `shown`).
    static func rows(_ reply: JSONValue) -> [String] {
        reply.attributes.map { attributes in
            let shown = attributes["shown"].map {
                "\($0["frame"]?.numbersValue?[1] ?? -1) \($0["alpha"]?.numberValue ?? -1)"
            }
            return
                "\(attributes["id"]?.stringValue ?? "?"): \(attributes["frame"]?.numbersValue?[1] ?? -1) \(shown ?? "-")"
        }
    }

    /// At tick 6 (progress 0.5): "0-0" stays at y 0; the reloaded "0-2"'s new cell goes from its old cell's
    /// y 100 to 50, at 75, alpha 0 → 1 at 0.5; "0-3" from 150 to 100 at 125; "0-4", pulled in from its old y
    /// 200, at 175. The deleted "0-1" fades at y 50 with its old index path, the reloaded item's old cell at
    /// y 75 with the item's new one, both at alpha 0.5, in the order their fades began (index paths before
    /// the batch: [0, 1], then [0, 2]).
    @Test func midwayTheLayoutHasTheFinalFramesAndWhatIsShown() throws {
        let (daemon, client) = Self.midway()
        for params: [String: JSONValue] in [["view": "list"], ["view": "list", "rect": [0, 0, 300, 200]]] {
            let reply = client.request("layout", params)
            #expect(
                Self.rows(reply) == [
                    "0-0: 0.0 0.0 1.0", "0-2: 50.0 75.0 0.5", "0-3: 100.0 125.0 1.0", "0-4: 150.0 175.0 1.0",
                ])
            let disappearing = reply.result["disappearing"]?.arrayValue ?? []
            #expect(
                disappearing.map { $0.canonical } == [
                    #"{"alpha":0.5,"category":"cell","frame":[0,50,300,50],"id":"0-1","indexPath":[0,1],"kind":"cell","zIndex":0}"#,
                    #"{"alpha":0.5,"category":"cell","frame":[0,75,300,50],"id":"0-2","indexPath":[0,1],"kind":"cell","zIndex":0}"#,
                ])
        }
        withExtendedLifetime(daemon) {}
    }

    /// After the 12 ticks the reply is the plain layout again: no `shown`, no `disappearing`.
    @Test func afterTheAnimationTheLayoutIsPlain() throws {
        let (daemon, client) = Self.midway(ticks: 12)
        let reply = client.request("layout", ["view": "list"])
        withExtendedLifetime(daemon) {}
        #expect(Self.rows(reply) == ["0-0: 0.0 -", "0-2: 50.0 -", "0-3: 100.0 -", "0-4: 150.0 -"])
        #expect(reply.result["disappearing"] == nil)
    }
}
