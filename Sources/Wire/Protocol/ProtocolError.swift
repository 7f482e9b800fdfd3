import Simulation

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

    /// Bad parameters, with the path the decoder found them at.
    public init(_ error: InputError) {
        self.init(.invalidParams, error.message, path: error.path.isEmpty ? nil : error.path)
    }

    /// A command the simulator refused.
    public init(_ error: SimulationError) {
        let code: Code =
            switch error.code {
            case .notFound: .notFound
            case .conflict: .conflict
            case .invalidParams: .invalidParams
            case .limitExceeded: .limitExceeded
            }
        self.init(code, error.message, path: error.path)
    }

    public var description: String { "\(code.rawValue): \(path.map { "\($0): " } ?? "")\(message)" }

    /// The reply's `error` member.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["code": .string(code.rawValue), "message": .string(message)]
        if let path { members["path"] = .string(path) }
        return .object(members)
    }
}
