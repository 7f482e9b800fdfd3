import Simulation
import Testing
import WireFormat

@testable import Specs
@testable import Wire

/// Request errors that say what is wrong: an id past the exactly representable range, a parameter sent to a
/// command that takes none.
@Suite struct RequestErrorMessageTests {
    private func failure(_ line: String) -> ProtocolError? {
        guard case .failure(let error) = RequestDecoder(views: []).decode(Array(line.utf8)).command else { return nil }
        return error
    }

    /// 2⁵³ + 1 = 9,007,199,254,740,993 reads as the double 9,007,199,254,740,992: the id echoed would not
    /// be the one sent, so it is refused as beyond ±(2⁵³ − 1), not as "not a whole number".
    @Test(arguments: ["9007199254740993", "-9007199254740993", "9007199254740992", "1e300"])
    func anIDBeyondTheExactRangeSaysSo(_ id: String) throws {
        let error = try #require(failure("{\"id\":\(id),\"cmd\":\"ping\"}"))
        #expect(error.code == .invalidRequest && error.path == "id")
        #expect(error.message.contains("beyond ±(2^53 − 1) = ±9007199254740991"), "\(error.message)")
        #expect(error.message.contains(id), "the value sent is named: \(error.message)")
    }

    /// The edge itself, 2⁵³ − 1, is exact and echoed; a fraction is refused as one.
    @Test func theLargestExactIDIsEchoedAndAFractionIsNamed() throws {
        let edge = RequestDecoder(views: []).decode(Array("{\"id\":-9007199254740991,\"cmd\":\"ping\"}".utf8))
        #expect(edge.id == .number(-9_007_199_254_740_991))
        let fraction = try #require(failure("{\"id\":1.5,\"cmd\":\"ping\"}"))
        #expect(fraction.message == "id must be a string or a whole number, got 1.5, which has a fraction")
        let object = try #require(failure("{\"id\":{},\"cmd\":\"ping\"}"))
        #expect(object.message == "id must be a string or a whole number, got an object")
    }

    /// A command without parameters no longer lists an empty set of keys (`(expected one of )`).
    @Test(arguments: ["ping", "stats", "listViews", "sync", "shutdown"])
    func aParameterOfABareCommandSaysItTakesNone(_ name: String) throws {
        let error = try #require(failure("{\"id\":1,\"cmd\":\"\(name)\",\"verbose\":true}"))
        #expect(error.code == .invalidParams && error.path == "verbose")
        #expect(error.message == "unknown key \"verbose\": \(name) takes no parameters")
    }
}
