import Simulation
import Specs
import Testing
import WireFormat

@testable import Wire

/// The protocol's vocabularies, each one enum decoded once: command names, step names and view scopes.
@Suite struct CommandVocabularyTests {
    private func decode(_ line: String) -> Result<DaemonCommand, ProtocolError> {
        RequestDecoder(views: []).decode(Array(line.utf8)).command
    }

    @Test func theBareCommandsDecodeToTheirOwnCases() {
        for name in ["ping", "stats", "listViews", "sync", "shutdown"] {
            let command = decode(#"{"cmd":"\#(name)"}"#)
            let decoded: String? =
                switch command {
                case .success(.ping): "ping"
                case .success(.stats): "stats"
                case .success(.listViews): "listViews"
                case .success(.sync): "sync"
                case .success(.shutdown): "shutdown"
                default: nil
                }
            #expect(decoded == name, "\(command)")
        }
    }

    @Test func theCommandNamesAreTheDaemonsThenTheSimulations() {
        // 14 of the daemon's own, then the 12 commands a scenario step shares, in declaration order.
        #expect(DaemonCommand.names.count == 14 + 12)
        #expect(DaemonCommand.names.first == "hello" && DaemonCommand.names[13] == "shutdown")
        #expect(DaemonCommand.names[14] == "drag" && DaemonCommand.names.last == "applySnapshot")
    }

    @Test func aScopeIsOneOfTwoAndDaemonUnlessGiven() {
        let view =
            #""view":{"viewport":[100,100],"layout":{"type":"flow","itemSize":[10,10]},"sections":[{"items":1}]}"#
        guard case .success(.createView(_, let given)) = decode(#"{"cmd":"createView","scope":"connection",\#(view)}"#),
            case .success(.createView(_, let absent)) = decode(#"{"cmd":"createView",\#(view)}"#)
        else {
            Issue.record("not a createView")
            return
        }
        #expect(given == .connection && absent == .daemon)
        guard case .failure(let error) = decode(#"{"cmd":"createView","scope":"conection",\#(view)}"#) else {
            Issue.record("a misspelt scope was accepted")
            return
        }
        // The message `choice` gives: the value, the closest case, then every case in declaration order.
        #expect(error.code == .invalidParams && error.path == "scope")
        #expect(
            error.message
                == #"unknown value "conection"; did you mean "connection"? (expected one of daemon, connection)"#)
    }

    @Test func aStepThatIsNoCommandIsNoSocketCommand() {
        guard case .failure(let error) = decode(#"{"cmd":"wait"}"#) else {
            Issue.record("wait was accepted as a command")
            return
        }
        #expect(error.code == .unknownCommand)
    }

    /// Every name a subscription may ask for decodes to one event: the simulator's by `EventName`, and
    /// `scenarioDone`, the daemon's; `lagged` is no subscription's to ask for.
    @Test func everySubscribableNameDecodesToItsOwnEvent() {
        let decoded = SubscriptionRequest.eventNames.compactMap(SubscribedEvent.init(name:))
        #expect(decoded.count == SubscriptionRequest.eventNames.count)
        #expect(Set(decoded).count == decoded.count)
        #expect(SubscribedEvent(name: "didScroll") == .simulator(.didScroll))
        #expect(SubscribedEvent(name: "scenarioDone") == .scenarioDone)
        #expect(SubscribedEvent(name: DaemonEventName.lagged.rawValue) == nil)
    }
}
