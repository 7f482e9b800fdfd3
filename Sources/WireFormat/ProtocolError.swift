/// An error a request gets in its reply: a code, a message and, for bad parameters, the
/// key path of the value at fault.
public struct ProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: String, Sendable, CaseIterable {
        case parseError = "parse_error"
        case invalidRequest = "invalid_request"
        case unknownCommand = "unknown_cmd"
        case invalidParams = "invalid_params"
        case notFound = "not_found"
        case conflict
        case lineTooLong = "line_too_long"
        case limitExceeded = "limit_exceeded"
        case unsupportedProtocol = "unsupported_protocol"
        case shuttingDown = "shutting_down"
        case slowConsumer = "slow_consumer"
        case `internal`
    }

    public var code: Code
    public var message: String
    /// The key path of the offending value, e.g. `view.layout.itemCount`; nil when not about a value.
    public var path: String?

    public init(_ code: Code, _ message: String, path: String? = nil) {
        self.code = code
        self.message = message
        self.path = path
    }

    public var description: String { "\(code.rawValue): \(path.map { "\($0): " } ?? "")\(message)" }

    /// The reply's `error` member.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["code": .string(code.rawValue), "message": .string(message)]
        if let path { members["path"] = .string(path) }
        return .object(members)
    }
}
