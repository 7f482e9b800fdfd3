import Simulation
import Testing
import WireFormat

@testable import Specs
@testable import Wire

/// The request side of the protocol without a socket: line framing with its cap, the strict JSON reader,
/// request decoding into commands with key paths.
@Suite struct ProtocolDecodingTests {
    private func lines(_ chunks: [String], cap: Int = 64) -> [LineFramer.Item] {
        var framer = LineFramer(maximumLength: cap)
        var items: [LineFramer.Item] = []
        for chunk in chunks {
            Array(chunk.utf8).withUnsafeBytes { framer.feed($0) { items.append($0) } }
        }
        return items
    }

    @Test func framingSplitsOnNewlinesDropsCarriageReturnsAndSkipsEmptyLines() {
        let items = lines(["{\"a\"", ":1}\r\n\n\r\n", "x\ny", "z\n"])
        #expect(items == [.line(Array("{\"a\":1}".utf8)), .line(Array("x".utf8)), .line(Array("yz".utf8))])
    }

    @Test func aLineOverTheCapIsReportedOnceAndNotBuffered() {
        var framer = LineFramer(maximumLength: 8)
        var items: [LineFramer.Item] = []
        for _ in 0..<100 {
            Array("0123456789".utf8).withUnsafeBytes { framer.feed($0) { items.append($0) } }
        }
        #expect(items == [.tooLong])
        #expect(framer.bufferedCount == 0)
        #expect(lines(["12345678\n"], cap: 8) == [.line(Array("12345678".utf8))])
    }

    @Test(arguments: [
        ("{\"a\":[1,-2.5e3,true,false,null,\"\\u00e9\\ud83d\\ude00\\n\"]}", true),
        ("{\"a\":1,}", false), ("[1 2]", false), ("01", false), ("1.", false), ("-", false), ("1e400", false),
        ("\"\\ud800\"", false), ("\"\\udc00\"", false), ("\"\\x\"", false), ("\"a\u{01}\"", false), ("tru", false),
        ("{\"a\":1,\"a\":2}", false), ("{} {}", false),
    ])
    func theReaderAcceptsJSONAndNothingElse(_ text: String, _ valid: Bool) {
        #expect(((try? JSONReader.parse(Array(text.utf8))) != nil) == valid, "\(text)")
    }

    @Test func theReaderRejectsInvalidUTF8AndDeepNestingWithAnOffset() throws {
        #expect(throws: JSONReader.SyntaxError.self) { try JSONReader.parse([0x22, 0xC0, 0x80, 0x22]) }
        #expect(throws: JSONReader.SyntaxError.self) { try JSONReader.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        do {
            _ = try JSONReader.parse(deep)
            Issue.record("deep nesting was accepted")
        } catch {
            #expect(error.offset == JSONReader.maximumDepth)
        }
    }

    private func decode(_ line: String, views: [(id: String, spec: ViewSpec)] = []) -> DecodedRequest {
        RequestDecoder(views: views).decode(Array(line.utf8))
    }

    @Test func requestsDecodeToCommandsAndEchoTheirIDs() throws {
        let request = decode("{\"id\":\"x\",\"cmd\":\"step\",\"ticks\":3}")
        #expect(request.id == .string("x"))
        guard case .success(.step(let ticks, let untilIdle)) = request.command else {
            Issue.record("not a step: \(request.command)")
            return
        }
        #expect(ticks == 3 && !untilIdle)
        let subscribe = decode("{\"id\":4,\"cmd\":\"subscribe\",\"events\":[\"willDisplay\"],\"views\":[\"a\"]}")
        #expect(subscribe.id == .number(4))
        guard case .success(.subscribe(let wanted)) = subscribe.command else {
            Issue.record("not a subscribe")
            return
        }
        #expect(wanted == SubscriptionRequest(events: ["willDisplay"], views: ["a"], overflow: .drop))
    }

    @Test func parameterErrorsNameTheirKeyPath() {
        guard case .failure(let error) = decode("{\"id\":1,\"cmd\":\"createView\",\"view\":{\"viewport\":[1]}}").command
        else {
            Issue.record("accepted")
            return
        }
        #expect(error.code == .invalidParams && error.path == "view.viewport")
        guard case .failure(let missing) = decode("{\"cmd\":\"fling\",\"view\":\"v\",\"velocity\":[0,1]}").command
        else {
            Issue.record("accepted")
            return
        }
        #expect(missing.code == .notFound && missing.path == "view")
    }
}
