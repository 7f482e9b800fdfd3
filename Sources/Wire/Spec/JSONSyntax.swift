import FoundationEssentials

/// Strict JSON syntax checking for `.json` specs, which are then read with the YAML reader for its line
/// numbers (JSON is YAML, but YAML accepts much that JSON does not).
enum JSONSyntax {
    static func check(_ text: String, file: String?) throws(InputError) {
        do {
            _ = try JSONDecoder().decode(AnyJSON.self, from: Data(text.utf8))
        } catch let DecodingError.dataCorrupted(context) {
            let detail = (context.underlyingError.map { "\($0)" } ?? context.debugDescription)
            throw InputError(file: file, line: line(in: detail), message: "not valid JSON: \(clean(detail))")
        } catch {
            throw InputError(file: file, message: "not valid JSON: \(error)")
        }
    }

    /// The line number in a decoder message such as `… around line 3, column 5.`.
    private static func line(in detail: String) -> Int? {
        let words = detail.split(whereSeparator: { $0 == " " || $0 == "," })
        guard let index = words.firstIndex(of: "line"), index + 1 < words.count else { return nil }
        return Int(words[index + 1])
    }

    private static func clean(_ detail: String) -> String {
        String(detail.map { $0 == "\n" ? " " : $0 })
    }

    /// Accepts any JSON value and keeps nothing.
    private struct AnyJSON: Decodable {
        init(from decoder: any Decoder) throws {
            if var list = try? decoder.unkeyedContainer() {
                while !list.isAtEnd { _ = try list.decode(AnyJSON.self) }
            } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
                for key in object.allKeys { _ = try object.decode(AnyJSON.self, forKey: key) }
            }
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
