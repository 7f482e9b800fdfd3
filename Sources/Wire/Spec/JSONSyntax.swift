/// Strict JSON syntax checking for `.json` specs, scenarios and configs, by the same reader as request lines
/// (`JSONReader`): what a request may not hold, a file may not either. The file is then read with the YAML
/// reader for the line of each value (JSON is YAML, but YAML accepts much that JSON does not).
enum JSONSyntax {
    /// - Throws: when `text` is not JSON, naming the line and column of the fault.
    static func check(_ text: String, file: String?) throws(InputError) {
        let bytes = Array(text.utf8)
        do {
            _ = try JSONReader.parse(bytes)
        } catch {
            let (line, column) = location(of: error.offset, in: bytes)
            throw InputError(file: file, line: line, message: "column \(column): not valid JSON: \(error.message)")
        }
    }

    /// The 1-based line and column (in bytes) of `offset`. - Complexity: O(offset).
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}
