/// A value of a spec, scenario, config or request, whatever format it came in: the YAML reader's tree
/// (Yams, made into this by the Specs module) and the JSON reader's are both made into this, so one set of
/// decoders reads both, with lines.
package indirect enum SpecNode: Sendable {
    case scalar(Scalar)
    case mapping([Member], line: Int?)
    case sequence([SpecNode], line: Int?)

    /// A scalar as written: its text, how it was written and where.
    package struct Scalar: Sendable {
        package enum Kind: Hashable, Sendable {
            /// Unquoted and untagged: may be a number, a bool or null.
            case plain
            /// A string in quotes (any JSON string).
            case quoted
            /// An explicit YAML tag (`!!str 5`), kept for messages.
            case tagged(String)
        }

        package var text: String
        package var kind: Kind
        /// 1-based; nil when unknown.
        package var line: Int?

        package init(text: String, kind: Kind, line: Int?) {
            self.text = text
            self.kind = kind
            self.line = line
        }
    }

    /// A mapping's member: its key as written and its value.
    package struct Member: Sendable {
        package var key: Scalar
        package var value: SpecNode

        package init(key: Scalar, value: SpecNode) {
            self.key = key
            self.value = value
        }
    }

    /// The 1-based line the value starts on.
    package var line: Int? {
        switch self {
        case .scalar(let scalar): scalar.line
        case .mapping(_, let line), .sequence(_, let line): line
        }
    }
}
