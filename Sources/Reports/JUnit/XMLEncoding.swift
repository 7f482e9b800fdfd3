import Foundation

/// The check made before a report reaches Foundation's XML parser, which traps on an element or attribute
/// name that is not UTF-8 (libxml2 reports the bad bytes, but hands the name on first).
enum XMLEncoding {
    /// Where the first byte that is not UTF-8 is, as a 1-based line and column (in bytes), for a document in
    /// UTF-8: one that declares no other encoding and starts with no UTF-16 byte order mark. nil when every
    /// byte is UTF-8 or the document is in another encoding, which libxml2 converts itself.
    /// - Complexity: O(size).
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int, byte: UInt8)? {
        guard !declaresOtherEncoding(data) else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var line = 1
        var column = 1
        var offset = data.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += scalar.count
                }
                offset += scalar.count
            case .error:
                return (line, column, data[offset])
            case .emptyInput:
                return nil
            }
        }
    }

    /// Whether the document starts with a UTF-16 byte order mark, or an XML declaration whose `encoding` is
    /// not UTF-8. - Complexity: O(1): reads the first 200 bytes at most.
    static func declaresOtherEncoding(_ data: Data) -> Bool {
        let head = data.prefix(200)
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return true }
        guard head.starts(with: Array("<?xml".utf8)), let end = head.range(of: Data("?>".utf8)) else { return false }
        let declaration = String(decoding: head[head.startIndex..<end.lowerBound], as: UTF8.self).lowercased()
        guard let key = declaration.range(of: "encoding") else { return false }
        let value = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        return !(value.hasPrefix("utf-8") || value.hasPrefix("utf8"))
    }
}
