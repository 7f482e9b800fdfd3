extension ScrollSimClient {
    /// Why a request or the connection failed: an error reply, with the protocol's code, message and the
    /// key path at fault, or a failure of the connection itself.
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// What kind of failure: the protocol's error codes, and the connection's own.
        public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Nothing listens at the socket (no file, or a stale one).
            public static let unreachable = Code(rawValue: "unreachable")
            /// The socket is served by another user, or cannot be connected to.
            public static let refused = Code(rawValue: "refused")
            /// The connection closed (or was closed) before the reply.
            public static let closed = Code(rawValue: "closed")
            /// No reply came in the time allowed.
            public static let timeout = Code(rawValue: "timeout")
            /// The user's config names no readable socket (`socket:` is not a path, the file not YAML).
            public static let badConfig = Code(rawValue: "bad_config")
            /// The peer does not speak `scrollsim/1`, or sent what the protocol does not allow.
            public static let protocolViolation = Code(rawValue: "protocol")
            /// The protocol's codes (Docs/Protocol.md, "Errors").
            public static let invalidParams = Code(rawValue: "invalid_params")
            public static let notFound = Code(rawValue: "not_found")
            public static let conflict = Code(rawValue: "conflict")
            public static let limitExceeded = Code(rawValue: "limit_exceeded")

            public var description: String { rawValue }
        }

        public var code: Code
        public var message: String
        /// The request parameter at fault, as a key path (`view.sections[0].items`); nil when none.
        public var path: String?

        public init(code: Code, message: String, path: String? = nil) {
            self.code = code
            self.message = message
            self.path = path
        }

        public var description: String {
            "\(code): \(message)" + (path.map { " (at \($0))" } ?? "")
        }
    }
}
