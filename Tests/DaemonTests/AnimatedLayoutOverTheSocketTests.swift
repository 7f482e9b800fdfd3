import DaemonTestKit
import Foundation
import Testing
import WireFormat

/// `layout` during an animated batch against the real binary: the reply line as a client reads it, with
/// `shown` and `disappearing` (the core's own test, `CoreAnimatedLayoutTests`, derives the same figures).
@Suite struct AnimatedLayoutOverTheSocketTests {
    /// `ViewFixtures.list` (300×50 rows in a 300×200 viewport), a batch deleting [0, 1] and reloading [0, 2],
    /// linear over 0.1 s, then 6 ticks at 120 Hz (halfway): "0-2" is [0, 1] at y 50, its new cell shown at
    /// y 75 (halfway from its old cell's 100) at alpha 0.5; the deleted "0-1" fades at y 50, the old cell of
    /// "0-2" at y 75, both alpha 0.5. After 6 more ticks the reply has neither field.
    @Test func theReplyCarriesWhatTheAnimationShows() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        #expect(try client.request("createView", ["view": ViewFixtures.list]).ok)
        let batch: [String: JSONValue] = [
            "view": "list", "deleteItems": [[0, 1]], "reloadItems": [[0, 2]],
            "animation": ["duration": 0.1, "curve": "linear"],
        ]
        #expect(try client.request("batchUpdates", batch).ok)
        #expect(try client.request("step", ["ticks": 6]).ok)
        let midway = try client.request("layout", ["view": "list"]).result
        let reloaded = midway["attributes"]?.arrayValue?.first { $0["id"]?.stringValue == "0-2" }
        #expect(reloaded?["frame"]?.numbersValue == [0, 50, 300, 50])
        #expect(reloaded?["shown"]?.canonical == #"{"alpha":0.5,"frame":[0,75,300,50]}"#)
        let disappearing = midway["disappearing"]?.arrayValue ?? []
        #expect(disappearing.map { $0["id"]?.stringValue } == ["0-1", "0-2"])
        #expect(disappearing.map { $0["frame"]?.numbersValue?[1] } == [50, 75])
        #expect(try client.request("step", ["ticks": 6]).ok)
        let ended = try client.request("layout", ["view": "list"]).result
        #expect(ended["disappearing"] == nil)
        #expect(ended["attributes"]?.arrayValue?.allSatisfy { $0["shown"] == nil } == true)
    }
}
