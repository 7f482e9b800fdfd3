import Yams

/// A value of a spec, scenario, config or request, whatever format it came in: the YAML reader's tree
/// (Yams) and the JSON reader's are both made into this, so one set of decoders reads both, with lines.
indirect enum SpecNode: Sendable {
    case scalar(Scalar)
    case mapping([Member], line: Int?)
    case sequence([SpecNode], line: Int?)

    /// A scalar as written: its text, how it was written and where.
    struct Scalar: Sendable {
        enum Kind: Hashable, Sendable {
            /// Unquoted and untagged: may be a number, a bool or null.
            case plain
            /// A string in quotes (any JSON string).
            case quoted
            /// An explicit YAML tag (`!!str 5`), kept for messages.
            case tagged(String)
        }

        var text: String
        var kind: Kind
        /// 1-based; nil when unknown.
        var line: Int?
    }

    /// A mapping's member: its key as written and its value.
    struct Member: Sendable {
        var key: Scalar
        var value: SpecNode
    }

    /// The 1-based line the value starts on.
    var line: Int? {
        switch self {
        case .scalar(let scalar): scalar.line
        case .mapping(_, let line), .sequence(_, let line): line
        }
    }
}

extension SpecNode {
    /// The YAML reader's node, made format-neutral. Anchors and aliases are refused before this runs;
    /// an alias would read as its name. - Complexity: O(nodes).
    init(yaml node: Node) {
        switch node {
        case .scalar(let scalar): self = .scalar(Scalar(yaml: scalar))
        case .mapping(let mapping):
            self = .mapping(
                mapping.map { key, value in
                    Member(
                        key: key.scalar.map(Scalar.init(yaml:)) ?? Scalar(text: "", kind: .plain, line: key.mark?.line),
                        value: SpecNode(yaml: value))
                }, line: mapping.mark?.line)
        case .sequence(let sequence): self = .sequence(sequence.map(SpecNode.init(yaml:)), line: sequence.mark?.line)
        case .alias(let alias):
            self = .scalar(Scalar(text: "*\(alias.anchor.rawValue)", kind: .plain, line: alias.mark?.line))
        }
    }
}

extension SpecNode.Scalar {
    init(yaml scalar: Node.Scalar) {
        let tag = scalar.tag.description
        let kind: Kind =
            scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            ? .quoted : tag.isEmpty ? .plain : .tagged(tag)
        self.init(text: scalar.string, kind: kind, line: scalar.mark?.line)
    }
}
