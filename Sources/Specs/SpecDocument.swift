import WireFormat
import Yams

/// A parsed spec document: its root value and where it came from. Values carry their key path and line,
/// so every error can say where it happened.
package final class SpecDocument {
    /// At most this many values are read from one document (a 4 MiB file holds at most about 2,000,000 of
    /// its own; aliases, which could repeat them, are refused).
    static let valueBudget = 2_000_000

    package let file: String?
    private var remainingBudget = SpecDocument.valueBudget

    package init(file: String?) {
        self.file = file
    }

    /// Counts one value read; fails once the budget is spent.
    func spend(at value: SpecValue) throws(InputError) {
        remainingBudget -= 1
        if remainingBudget < 0 {
            throw value.error("the document holds more than \(Self.valueBudget) values")
        }
    }

    /// Parses YAML (or JSON, which YAML reads too) into its root value. Anchors and aliases are refused:
    /// an alias is read again at each use, so a small file could stand for an enormous one.
    /// - Complexity: O(size of the text); libyaml refuses nesting deeper than 1,000 levels.
    func parse(_ text: String) throws(InputError) -> SpecValue {
        let root: Node?
        do {
            let parser = try Yams.Parser(yaml: text, resolver: .basic, encoding: .utf8)
            root = try parser.singleRoot()
            // The parser holds the anchors, which nodes reference weakly: look for one while it lives.
            try withExtendedLifetime(parser) { () throws(InputError) in
                if let root, let anchored = Self.firstAnchored(in: root) {
                    throw InputError(
                        file: file, line: anchored.line,
                        message:
                            "anchors and aliases (&\(anchored.name), *\(anchored.name)) are not accepted; write the value out where it is used"
                    )
                }
            }
        } catch let error as InputError {
            throw error
        } catch let error as YamlError {
            let (line, column) = Self.location(of: error)
            let message = column.map { "column \($0): \(Self.message(of: error))" } ?? Self.message(of: error)
            throw InputError(file: file, line: line, message: message)
        } catch {
            throw InputError(file: file, message: "cannot parse: \(error)")
        }
        guard let root else { throw InputError(file: file, line: 1, message: "the document is empty") }
        return SpecValue(node: SpecNode(yaml: root), path: "", document: self)
    }

    /// Parses JSON, held to JSON's syntax by the reader of request lines (a duplicate key, `NaN`, a comment
    /// or nesting past 64 levels is refused with its line and column), into its root value.
    /// - Complexity: O(size of the text).
    func parseJSON(_ text: String) throws(InputError) -> SpecValue {
        let bytes = Array(text.utf8)
        do {
            return SpecValue(node: try JSONReader.parse(bytes), path: "", document: self)
        } catch {
            let (line, column) = error.location(in: bytes)
            throw InputError(file: file, line: line, message: "column \(column): not valid JSON: \(error.message)")
        }
    }

    /// The first node in document order that carries an anchor (an anchor comes before its aliases, so
    /// the walk stops before it could follow one), with its line. - Complexity: O(nodes before it).
    private static func firstAnchored(in node: Node) -> (name: String, line: Int?)? {
        switch node {
        case .scalar(let scalar):
            return scalar.anchor.map { ($0.rawValue, scalar.mark?.line) }
        case .mapping(let mapping):
            if let anchor = mapping.anchor { return (anchor.rawValue, mapping.mark?.line) }
            for (key, value) in mapping {
                if let found = firstAnchored(in: key) ?? firstAnchored(in: value) { return found }
            }
            return nil
        case .sequence(let sequence):
            if let anchor = sequence.anchor { return (anchor.rawValue, sequence.mark?.line) }
            for element in sequence {
                if let found = firstAnchored(in: element) { return found }
            }
            return nil
        case .alias(let alias):
            return (alias.anchor.rawValue, alias.mark?.line)
        }
    }

    /// Where libyaml found the problem: its line, and its column (1-based, as a JSON error's) for a syntax
    /// error.
    private static func location(of error: YamlError) -> (line: Int?, column: Int?) {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return (mark.line, mark.column)
        case .duplicatedKeysInMapping(_, let context):
            return (context.mark.line, nil)
        default:
            return (nil, nil)
        }
    }

    private static func message(of error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
            .composer(let context, let problem, _, _):
            let detail = context.map { " (\($0.text))" } ?? ""
            return "not valid YAML: \(problem)\(detail)"
        case .duplicatedKeysInMapping(let duplicates, _):
            return "duplicate key " + duplicates.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        case .reader(let problem, _, _, _):
            return "cannot read the text: \(problem)"
        default:
            return "not valid YAML: \(error)"
        }
    }
}
