import LayoutCore
import WireFormat

/// One value of a spec document with its key path and line: the unit the decoders read and the place an
/// error points at.
///
/// The key path is kept unformatted below the innermost keyed value: a list's elements hold their parent's
/// path and up to two list indices, and `path` writes them out only when asked (for an error), so that
/// reading a list of 4,096 `[section, item]` pairs formats no path. - Complexity: O(1) per element listed.
package struct SpecValue {
    package let node: SpecNode
    /// The path down to the innermost lists, formatted: `sections[0].items`; empty for the root.
    private let base: String
    /// The indices in the lists below `base`, outer then inner; `-1` when not in such a list.
    private let outerIndex: Int
    private let innerIndex: Int
    package let document: SpecDocument

    package init(node: SpecNode, path: String, document: SpecDocument) {
        self.init(node: node, base: path, outerIndex: -1, innerIndex: -1, document: document)
    }

    private init(node: SpecNode, base: String, outerIndex: Int, innerIndex: Int, document: SpecDocument) {
        self.node = node
        self.base = base
        self.outerIndex = outerIndex
        self.innerIndex = innerIndex
        self.document = document
    }

    /// `sections[0].items[3]`; empty for the root. Formatted at each call. - Complexity: O(length).
    package var path: String {
        guard outerIndex >= 0 else { return base }
        guard innerIndex >= 0 else { return "\(base)[\(outerIndex)]" }
        return "\(base)[\(outerIndex)][\(innerIndex)]"
    }

    /// Element `index` of this value, a list: its path formatted only when a third list index would
    /// follow the two kept.
    private func element(_ node: SpecNode, at index: Int) -> SpecValue {
        if outerIndex < 0 {
            return SpecValue(node: node, base: base, outerIndex: index, innerIndex: -1, document: document)
        }
        if innerIndex < 0 {
            return SpecValue(node: node, base: base, outerIndex: outerIndex, innerIndex: index, document: document)
        }
        return SpecValue(node: node, base: path, outerIndex: index, innerIndex: -1, document: document)
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
        return elements.enumerated().map { element($1, at: $0) }
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
            let memberPath = child(key)
            guard allowed.contains(key) else {
                let keyValue = SpecValue(node: .scalar(member.key), path: memberPath, document: document)
                if allowed.isEmpty { throw keyValue.error("unknown key \"\(key)\": \(takingNone)") }
                throw keyValue.error(
                    "unknown key \"\(key)\"\(KeySuggestion.hint(for: key, among: allowed)) (expected one of \(allowed.joined(separator: ", ")))"
                )
            }
            members.append((key, SpecValue(node: member.value, path: memberPath, document: document)))
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
