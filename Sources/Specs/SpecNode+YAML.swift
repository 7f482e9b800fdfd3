import WireFormat
import Yams

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
