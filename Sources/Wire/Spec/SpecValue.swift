import LayoutCore
import Yams

/// One value of a spec document with its key path and line: the unit the decoders read and the place an
/// error points at.
struct SpecValue {
    let node: Node
    /// `sections[0].items`; empty for the root.
    let path: String
    let document: SpecDocument

    /// The 1-based line the value starts on.
    var line: Int? {
        switch node {
        case .scalar(let scalar): return scalar.mark?.line
        case .mapping(let mapping): return mapping.mark?.line
        case .sequence(let sequence): return sequence.mark?.line
        case .alias(let alias): return alias.mark?.line
        }
    }

    func error(_ message: String) -> InputError {
        InputError(file: document.file, line: line, path: path, message: message)
    }

    /// How the value reads in an error message: a scalar as written (quoted if it was a string), else
    /// its shape.
    var shown: String {
        switch node {
        case .scalar(let scalar):
            let text = scalar.string.count > 40 ? String(scalar.string.prefix(40)) + "…" : scalar.string
            if isQuoted { return "\"\(text)\"" }
            let tag = scalar.tag.description
            if !tag.isEmpty { return "\(tag.replacingPrefix("tag:yaml.org,2002:", with: "!!")) \(text)" }
            return text.isEmpty ? "null" : text
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    private var isQuoted: Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .singleQuoted || scalar.style == .doubleQuoted
    }

    /// The text of an unquoted scalar without an explicit tag, which may be a number, a bool or null; nil
    /// otherwise (`"5"` and `!!str 5` are strings, never the number 5).
    var plainText: String? {
        guard case .scalar(let scalar) = node, !isQuoted, scalar.tag.description.isEmpty else { return nil }
        return scalar.string
    }

    /// The text of a scalar, quoted or not.
    var text: String? {
        guard case .scalar(let scalar) = node else { return nil }
        return scalar.string
    }

    /// The elements of a list. - Throws: when the value is not a list.
    func list(_ expected: String = "a list") throws(InputError) -> [SpecValue] {
        try document.spend(at: self)
        guard case .sequence(let sequence) = node else { throw error("expected \(expected), got \(shown)") }
        return sequence.enumerated().map { SpecValue(node: $1, path: "\(path)[\($0)]", document: document) }
    }

    /// The members of a mapping, checked against the keys the caller reads.
    /// - Throws: when the value is not a mapping or holds a key outside `allowed`.
    func fields(allowed: [String], _ expected: String = "a mapping") throws(InputError) -> SpecFields {
        try document.spend(at: self)
        guard case .mapping(let mapping) = node else { throw error("expected \(expected), got \(shown)") }
        var members: [(key: String, value: SpecValue)] = []
        for (keyNode, valueNode) in mapping {
            let key = keyNode.scalar?.string ?? ""
            let keyValue = SpecValue(node: keyNode, path: child(key), document: document)
            guard allowed.contains(key) else {
                throw keyValue.error(
                    "unknown key \"\(key)\"\(KeySuggestion.hint(for: key, among: allowed)) (expected one of \(allowed.joined(separator: ", ")))"
                )
            }
            members.append((key, SpecValue(node: valueNode, path: child(key), document: document)))
        }
        return SpecFields(owner: self, members: members)
    }

    /// The member named `key` of a mapping, read without checking the other keys; nil when absent or
    /// when the value is not a mapping.
    func member(_ key: String) -> SpecValue? {
        guard case .mapping(let mapping) = node else { return nil }
        for (keyNode, valueNode) in mapping where keyNode.scalar?.string == key {
            return SpecValue(node: valueNode, path: child(key), document: document)
        }
        return nil
    }

    /// The path of a member named `key`.
    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

/// The members of a mapping, looked up by key.
struct SpecFields {
    let owner: SpecValue
    let members: [(key: String, value: SpecValue)]

    subscript(key: String) -> SpecValue? {
        members.first { $0.key == key }?.value
    }

    /// The member named `key`. - Throws: when it is missing.
    func required(_ key: String) throws(InputError) -> SpecValue {
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
