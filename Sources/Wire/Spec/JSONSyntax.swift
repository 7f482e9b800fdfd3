import FoundationEssentials

/// Strict JSON syntax checking for `.json` specs, which are then read with the YAML reader for its line
/// numbers (JSON is YAML, but YAML accepts much that JSON does not).
enum JSONSyntax {
    /// - Throws: when `text` is not JSON. Foundation's decoder does not say where, so the error names
    ///   the file only; the YAML reader that follows gives line numbers for the errors both formats share.
    static func check(_ text: String, file: String?) throws(InputError) {
        do {
            _ = try JSONDecoder().decode(AnyJSON.self, from: Data(text.utf8))
        } catch {
            throw InputError(file: file, message: "not valid JSON (JSON wants quoted keys and no comments)")
        }
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
