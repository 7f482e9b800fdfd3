import Daemon
import DaemonTestKit
import Foundation
import Platform
import ScrollSimClient
import Testing
import WireFormat

/// Every byte sequence a client can send gets its defined error, on a connection that stays usable, with
/// the daemon and its other clients unharmed.
@Suite struct BadInputTests {
    /// A bad line (as bytes), the error code it gets, and the path when the error is about a value.
    struct Case: CustomStringConvertible, Sendable {
        var bytes: [UInt8]
        var code: String
        var path: String?
        var idEchoed: Bool

        init(_ text: String, _ code: String, path: String? = nil, idEchoed: Bool = false) {
            self.init(bytes: Array(text.utf8), code, path: path, idEchoed: idEchoed)
        }

        init(bytes: [UInt8], _ code: String, path: String? = nil, idEchoed: Bool = false) {
            self.bytes = bytes
            self.code = code
            self.path = path
            self.idEchoed = idEchoed
        }

        var description: String { String(decoding: bytes.prefix(60), as: UTF8.self) }
    }

    static let cases: [Case] = [
        Case("{\"a\":1", "parse_error"),
        Case("NaN", "parse_error"),
        Case("{\"id\":7,\"cmd\":\"ping\",\"x\":1e400}", "parse_error"),
        Case("{\"id\":7,\"cmd\":\"ping\",\"x\":\"\\ud800\"}", "parse_error"),
        Case(bytes: Array("{\"id\":7,\"cmd\":\"".utf8) + [0xFF, 0xFE] + Array("\"}".utf8), "parse_error"),
        Case(bytes: Array("{\"id\":7,\"cmd\":\"ping\"".utf8) + [0] + Array("}".utf8), "parse_error"),
        Case("{\"id\":7,\"id\":8,\"cmd\":\"ping\"}", "parse_error"),
        Case("[1,2]", "invalid_request"),
        Case("\"x\"", "invalid_request"),
        Case("42", "invalid_request"),
        Case("null", "invalid_request"),
        Case("{\"id\":7}", "invalid_request", path: "cmd", idEchoed: true),
        Case("{\"id\":7,\"cmd\":5}", "invalid_request", path: "cmd", idEchoed: true),
        Case("{\"id\":{\"a\":1},\"cmd\":\"ping\"}", "invalid_request", path: "id"),
        Case("{\"id\":7,\"cmd\":\"teleport\"}", "unknown_cmd", idEchoed: true),
        Case("{\"id\":7,\"cmd\":\"ping\",\"x\":1}", "invalid_params", path: "x", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"createView\",\"view\":{\"viewport\":[300,200],\"layout\":{\"type\":\"flow\",\"itemSize\":[10,10]},\"sections\":[{\"items\":1e12}]}}",
            "invalid_params", path: "view.sections[0].items", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"createView\",\"view\":{\"viewport\":[0,200],\"layout\":{\"type\":\"flow\",\"itemSize\":[10,10]}}}",
            "invalid_params", path: "view.viewport", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"createView\",\"view\":{\"viewport\":[300,200],\"layout\":{\"type\":\"flow\",\"itemSize\":[-1,10]}}}",
            "invalid_params", path: "view.layout.itemSize[0]", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"createView\",\"view\":{\"viewport\":[300,200],\"layout\":{\"type\":\"table\",\"columns\":0}}}",
            "invalid_params", path: "view.layout.columns", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"fling\",\"view\":\"list\",\"velocity\":\"fast\"}", "invalid_params", path: "velocity",
            idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"fling\",\"view\":\"nope\",\"velocity\":[0,1]}", "not_found", path: "view",
            idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"select\",\"view\":\"list\",\"item\":[0,99]}", "not_found", path: "item", idEchoed: true
        ),
        Case(
            "{\"id\":7,\"cmd\":\"scrollToItem\",\"view\":\"list\",\"item\":[3,0]}", "not_found", path: "item",
            idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"swipe\",\"view\":\"list\",\"item\":[0,99],\"by\":[-50,0],\"duration\":100}",
            "not_found", path: "item", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"deleteItems\",\"view\":\"list\",\"items\":[[0,1],[0,1]]}", "invalid_params",
            path: "items[1]", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"deleteItems\",\"view\":\"list\",\"items\":[[0,1],[0,99]]}", "not_found",
            path: "items[1]", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"insertItems\",\"view\":\"list\",\"at\":[0,99],\"items\":[{}]}", "not_found",
            path: "at", idEchoed: true),
        Case("{\"id\":7,\"cmd\":\"step\",\"ticks\":-1}", "invalid_params", path: "ticks", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"subscribe\",\"events\":[\"willDisplay\",\"willDisplai\"]}", "invalid_params",
            path: "events[1]", idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"runScenario\",\"name\":\"../etc/passwd\"}", "invalid_params", path: "name",
            idEchoed: true),
        Case(
            "{\"id\":7,\"cmd\":\"runScenario\",\"name\":\"no-such-scenario\"}", "not_found", path: "name",
            idEchoed: true),
        Case("{\"id\":7,\"cmd\":\"shutdown\"}", "invalid_request", idEchoed: true),
    ]

    @Test func everyBadLineGetsItsErrorAndTheConnectionStaysUsable() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        #expect(try client.request("createView", ["view": ViewFixtures.list]).ok)
        let bystander = try daemon.connect()
        #expect(try bystander.request("subscribe").ok)
        for bad in Self.cases {
            try client.socket.send(bytes: bad.bytes + [UInt8(ascii: "\n")])
            let reply = try client.reply()
            #expect(reply.errorCode == bad.code, "\(bad): \(reply.canonical)")
            #expect(reply.errorPath == bad.path, "\(bad): \(reply.canonical)")
            #expect(((reply["id"]?.intValue) == 7) == bad.idEchoed, "\(bad): \(reply.canonical)")
            let message = (reply["error"])?["message"]?.stringValue
            #expect(message?.isEmpty == false)
        }
        #expect(try client.request("ping").ok)
        #expect(try bystander.request("ping").ok)
        #expect(bystander.takeEvents().isEmpty)
    }

    @Test func deepNestingIsAParseErrorNotACrash() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        try client.socket.send(bytes: [UInt8](repeating: UInt8(ascii: "["), count: 100_000) + [UInt8(ascii: "\n")])
        #expect(try client.reply().errorCode == "parse_error")
        #expect(try client.request("ping").ok)
    }

    @Test(arguments: [false, true])
    func anOversizedLineIsRefusedAndClosedWithoutHarmingOthers(byteAtATime: Bool) throws {
        let daemon = try DaemonProcess(limits: "{maxLine: 1024}")
        let client = try daemon.connect()
        let other = try daemon.connect()
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 1100)
        if byteAtATime {
            // Once past the limit the daemon may refuse and close before the last bytes are written: a
            // broken pipe on those is the refusal, not a failure.
            for (index, byte) in long.enumerated() {
                do {
                    try client.socket.send(bytes: [byte])
                } catch {
                    guard index > 1024 else { throw error }
                    break
                }
            }
        } else {
            try client.socket.send(bytes: long)
        }
        let reply = try client.reply()
        #expect(reply.errorCode == "line_too_long")
        #expect(reply["id"] == .null)
        #expect(client.socket.readLine(timeout: 2000) == nil && client.socket.reachedEnd)
        #expect(try other.request("ping").ok)
    }

    @Test func oneByteWritesCRLFAndEmptyLinesParseAsUsual() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        for byte in Array("\n\r\n{\"id\":1,\"cmd\":\"ping\"}\r\n\n{\"id\":2,\"cmd\":\"sync\"}\n".utf8) {
            try client.socket.send(bytes: [byte])
            usleep(100)
        }
        let first = try client.reply()
        let second = try client.reply()
        #expect(first.ok && first["id"]?.intValue == 1)
        #expect(second.ok && second["id"]?.intValue == 2)
    }

    @Test func aThousandPipelinedCommandsAreAnsweredInOrder() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        let lines = (1...1000).map { "{\"id\":\($0),\"cmd\":\"ping\"}\n" }.joined()
        try client.socket.send(bytes: Array(lines.utf8))
        for id in 1...1000 {
            let reply = try client.reply()
            #expect(reply.ok && reply["id"]?.intValue == id)
        }
    }

    @Test func aFinalLineWithoutNewlineIsDiscardedAndRepliesAreDeliveredBeforeClosing() throws {
        let daemon = try DaemonProcess()
        let client = try daemon.connect()
        try client.socket.send(bytes: Array("{\"id\":1,\"cmd\":\"ping\"}\n{\"id\":2,\"cmd\":\"ping\"}".utf8))
        client.socket.finishWriting()
        let reply = try client.reply()
        #expect(reply["id"]?.intValue == 1)
        #expect(client.socket.readLine(timeout: 2000) == nil && client.socket.reachedEnd)
        #expect(try daemon.connect().request("ping").ok)
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus(within: 5) == 0)
        #expect(daemon.standardError().contains("discarded"))
    }

    /// `limits.maxTotalItems` bounds the items of every view together: a view or an insert past it is
    /// `limit_exceeded` with its path and changes nothing; a destroyed view's items are free again.
    @Test func theItemsOfAllViewsTogetherStayWithinMaxTotalItems() throws {
        let daemon = try DaemonProcess(limits: "{maxTotalItems: 100}")
        let client = try daemon.connect()
        #expect((client.hello["limits"])?["maxTotalItems"]?.intValue == 100)
        func list(_ id: String, items: Int) -> JSONValue {
            [
                "id": .string(id), "viewport": [300, 200], "layout": ["type": "flow", "itemSize": [300, 50]],
                "sections": [["items": JSONValue(items)]],
            ]
        }
        #expect(try client.request("createView", ["view": list("a", items: 60)]).ok)
        let second = try client.request("createView", ["view": list("b", items: 41)])
        #expect(second.errorCode == "limit_exceeded")
        #expect(second.errorPath == "view.sections")
        let insert = try client.request("insertItems", ["view": "a", "at": [0, 0], "items": 41])
        #expect(insert.errorCode == "limit_exceeded")
        #expect(insert.errorPath == "items")
        #expect(try client.request("createView", ["view": list("b", items: 40)]).ok)
        let views = try client.request("listViews").result["views"]?.arrayValue
        #expect(views?.compactMap { $0["items"]?.intValue }.sorted() == [40, 60])
        #expect(try client.request("destroyView", ["view": "a"]).ok)
        #expect(try client.request("insertItems", ["view": "b", "at": [0, 0], "items": 60]).ok)
    }
}
