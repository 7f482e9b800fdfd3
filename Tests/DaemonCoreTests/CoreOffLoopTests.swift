import DaemonTestKit
import LayoutCore
import Testing
import Wire
import WireFormat

@testable import DaemonCore

/// Work done off the loop (a large view's preparation, a long line's decoding), with the double holding
/// it: the client's later requests wait, other clients are served, the id is held, and the order of
/// events and replies is kept.
@Suite struct CoreOffLoopTests {
    static func list(_ id: String, items: Int) -> JSONValue {
        [
            "id": .string(id), "viewport": [300, 200], "layout": ["type": "flow", "itemSize": [300, 50]],
            "sections": [["items": JSONValue(items)]],
        ]
    }

    @Test func aLargeViewIsPreparedOffTheLoopWhileOthersAreServed() {
        let daemon = ManualDaemon()
        daemon.holdsOffLoopWork = true
        let creator = daemon.connect()
        #expect(creator.request("subscribe").ok)
        creator.send(
            #"{"id":"big","cmd":"createView","view":{"id":"big","viewport":[300,200],"layout":{"type":"flow","itemSize":[300,50]},"sections":[{"items":200000}]}}"#
        )
        creator.send(#"{"id":"after","cmd":"ping"}"#)
        #expect(creator.readLines().isEmpty)
        #expect(!creator.isBeingRead)
        let other = daemon.connect()
        #expect(other.request("ping").ok)
        #expect(other.request("createView", ["view": Self.list("big", items: 3)]).errorCode == "conflict")
        daemon.finishOffLoopWork()
        let lines = creator.readLines()
        #expect(
            lines.map { $0["event"]?.stringValue ?? "reply \($0["id"]?.stringValue ?? "")" } == [
                "willDisplay", "willDisplay", "willDisplay", "willDisplay", "reply big", "reply after",
            ])
        // 200,000 rows of 50 pt with the flow layout's default 10 pt line spacing between them.
        #expect(lines[4].result["contentSize"]?.intsValue == [300, 200_000 * 50 + 199_999 * 10])
        #expect(creator.isBeingRead)
    }

    @Test func aLongLineIsDecodedOffTheLoopAndAnsweredInOrder() {
        let daemon = ManualDaemon()
        daemon.holdsOffLoopWork = true
        let client = daemon.connect()
        let padding = String(repeating: " ", count: 20_000)
        client.send(#"{"id":1,"# + padding + #""cmd":"ping"}"# + "\n" + #"{"id":2,"cmd":"ping"}"#)
        #expect(client.readLines().isEmpty)
        daemon.finishOffLoopWork()
        let replies = client.readLines()
        #expect(replies.map { $0["id"]?.intValue } == [1, 2])
        #expect(replies.allSatisfy { $0.ok })
    }

    /// A change applied on the loop inserts fewer items than make a large block, so it never builds an id
    /// table nor merges tables there (that work grows with the large ids held): its ids go into the tree.
    @Test func anInlineInsertionNeverBuildsAnIDTable() {
        #expect(DaemonCore.inlineChangedItems < SectionRuns.largeBlockItems)
    }
}
