/// Where a JSON syntax error lies, for messages about `.json` files (`SpecDocument.parseJSON`).
enum JSONSyntax {
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
