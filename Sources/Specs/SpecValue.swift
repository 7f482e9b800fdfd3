import LayoutCore
import WireFormat

/// One value of a spec document with its key path and line: the unit the decoders read and the place an
/// error points at.
package struct SpecValue {
    package let node: SpecNode
    /// `sections[0].items`; empty for the root.
    package let path: String
    package let document: SpecDocument

    package init(node: SpecNode, path: String, document: SpecDocument) {
        self.node = node
        self.path = path
        self.document = document
    }

    /// The 1-based line the value starts on.
    package var line: Int? { node.line }

    package func error(_ message: String) -> InputError {
        InputError(file: document.file, line: line, path: path, message: message)
    }

    /// How the value reads in an error message: a scalar as written (quoted if it was a string), else
    /// its shape.
    package var shown: String {
        switch node {
        case .scalar(let scalar):
            let text = scalar.text.count > 40 ? String(scalar.text.prefix(40)) + "…" : scalar.text
            switch scalar.kind {
            case .quoted: return "\"\(text)\""
            case .tagged(let tag): return "\(tag.replacingPrefix("tag:yaml.org,2002:", with: "!!")) \(text)"
            case .plain: return text.isEmpty ? "null" : text
            }
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    /// The text of an unquoted scalar without an explicit tag, which may be a number, a bool or null; nil
    /// otherwise (`"5"` and `!!str 5` are strings, never the number 5).
    package var plainText: String? {
        guard case .scalar(let scalar) = node, scalar.kind == .plain else { return nil }
        return scalar.text
    }

    /// The text of a scalar, quoted or not.
    package var text: String? {
        guard case .scalar(let scalar) = node else { return nil }
        return scalar.text
    }

    /// The elements of a list. - Throws: when the value is not a list.
    package func list(_ expected: String = "a list") throws(InputError) -> [SpecValue] {
        try document.spend(at: self)
        guard case .sequence(let elements, _) = node else { throw error("expected \(expected), got \(shown)") }
        return elements.enumerated().map { SpecValue(node: $1, path: "\(path)[\($0)]", document: document) }
    }

    /// The members of a mapping, checked against the keys the caller reads; `takingNone` is what an
    /// unknown key's error says when `allowed` is empty.
    /// - Throws: when the value is not a mapping or holds a key outside `allowed`.
    package func fields(
        allowed: [String], _ expected: String = "a mapping", takingNone: String = "no key is allowed here"
    ) throws(InputError) -> SpecFields {
        try document.spend(at: self)
        guard case .mapping(let mapping, _) = node else { throw error("expected \(expected), got \(shown)") }
        var members: [(key: String, value: SpecValue)] = []
        for member in mapping {
            let key = member.key.text
            let keyValue = SpecValue(node: .scalar(member.key), path: child(key), document: document)
            guard allowed.contains(key) else {
                if allowed.isEmpty { throw keyValue.error("unknown key \"\(key)\": \(takingNone)") }
                throw keyValue.error(
                    "unknown key \"\(key)\"\(KeySuggestion.hint(for: key, among: allowed)) (expected one of \(allowed.joined(separator: ", ")))"
                )
            }
            members.append((key, SpecValue(node: member.value, path: child(key), document: document)))
        }
        return SpecFields(owner: self, members: members)
    }

    /// The member named `key` of a mapping, read without checking the other keys; nil when absent or
    /// when the value is not a mapping.
    package func member(_ key: String) -> SpecValue? {
        guard case .mapping(let mapping, _) = node else { return nil }
        for member in mapping where member.key.text == key {
            return SpecValue(node: member.value, path: child(key), document: document)
        }
        return nil
    }

    /// The path of a member named `key`.
    package func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

/// The members of a mapping, looked up by key.
package struct SpecFields {
    package let owner: SpecValue
    package let members: [(key: String, value: SpecValue)]

    package subscript(key: String) -> SpecValue? {
        members.first { $0.key == key }?.value
    }

    /// The member named `key`. - Throws: when it is missing.
    package func required(_ key: String) throws(InputError) -> SpecValue {
        guard let value = self[key] else { throw owner.error("missing required key \"\(key)\"") }
        return value
    }
}

extension String {
    /// The string with `prefix` replaced by `replacement` when it starts with it.
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
