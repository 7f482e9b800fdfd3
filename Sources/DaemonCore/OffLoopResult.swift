import Synchronization

/// A value handed between off-loop work and its completion on the loop (`DaemonCore.offload`): the
/// worker puts or changes it, the completion takes it, each under the lock, so the hand-over holds
/// whatever threads the transport runs the two on. The box is the value's only owner meanwhile, so a
/// large view changed or freed in it is neither copied nor kept alive by the closures.
final class OffLoopResult<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    /// A box holding `initial` (nil: empty until `put`).
    init(_ initial: Value? = nil) {
        value = Mutex(initial)
    }

    /// Stores `result`, replacing any value not taken yet. - Complexity: O(1).
    func put(_ result: Value) {
        value.withLock { $0 = result }
    }

    /// Changes the value in place (nil when taken or never put). - Complexity: that of `body`.
    func update(_ body: (inout Value?) -> Void) {
        value.withLock { body(&$0) }
    }

    /// The value, once: the box is empty after. - Complexity: O(1).
    func take() -> Value? {
        value.withLock { stored in
            defer { stored = nil }
            return stored
        }
    }
}
