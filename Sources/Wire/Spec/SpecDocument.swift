import Yams

/// A parsed spec document: its root value and where it came from. Values carry their key path and line,
/// so every error can say where it happened.
final class SpecDocument {
    /// At most this many values are read from one document, an alias counted again at each use, so that
    /// aliases cannot make a small file expand into an enormous walk (a 4 MiB file holds at most about
    /// 2,000,000 values of its own).
    static let valueBudget = 2_000_000

    let file: String?
    private var remainingBudget = SpecDocument.valueBudget

    init(file: String?) {
        self.file = file
    }

    /// Counts one value read; fails once the budget is spent.
    func spend(at value: SpecValue) throws(InputError) {
        remainingBudget -= 1
        if remainingBudget < 0 {
            throw value.error("the document holds more than \(Self.valueBudget) values")
        }
    }

    /// Parses YAML (or JSON, which YAML reads too) into its root value.
    func parse(_ text: String) throws(InputError) -> SpecValue {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw InputError(file: file, line: Self.line(of: error), message: Self.message(of: error))
        } catch {
            throw InputError(file: file, message: "cannot parse: \(error)")
        }
        guard let root else { throw InputError(file: file, line: 1, message: "the document is empty") }
        return SpecValue(node: root, path: "", document: self)
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        case .duplicatedKeysInMapping(_, let context):
            return context.mark.line
        default:
            return nil
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
