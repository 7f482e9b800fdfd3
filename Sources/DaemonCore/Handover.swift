/// A value handed from off-loop work to its completion on the loop (`DaemonCore.offload`); the transport
/// orders the two accesses (libuv's work queue, or the test double running one after the other).
final class Handover<Value>: @unchecked Sendable {
    var value: Value?

    init(_ value: Value? = nil) {
        self.value = value
    }
}
