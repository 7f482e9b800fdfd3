import Foundation

/// The checks made before a report reaches Foundation's XML parser, which traps on two things libxml2 hands
/// it: an element or attribute name that is not UTF-8 (libxml2 reports the bad bytes, but passes the name on
/// first; it does so too for bytes in an encoding it cannot convert), and a processing instruction with no
/// data (`<?name?>`, whose missing data it reads as a string), which `XMLMarkupScan` looks for with the
/// markup the parser would take too long over or refuse without saying why.
enum XMLPrecheck {
    /// The encodings a report may be in: UTF-8 (US-ASCII is part of it), checked byte by byte, and
    /// ISO-8859-1, every byte of which libxml2 converts itself.
    enum Encoding {
        case utf8
        case latin1
        /// Any other: refused, by the name the document gives.
        case other(String)
    }

    /// What in `data`'s encoding the parser would trap on, with its 1-based line and column (in bytes); nil
    /// when nothing. - Complexity: O(size).
    static func problem(in data: Data) -> String? {
        switch encoding(of: data) {
        case .utf8:
            if let bad = firstInvalidUTF8(in: data) {
                return
                    "line \(bad.line), column \(bad.column): byte 0x\(String(bad.byte, radix: 16, uppercase: true)) is not UTF-8"
            }
        case .latin1: break
        case .other(let name):
            return "in the encoding \"\(name.prefix(40))\"; a report is read in UTF-8 or ISO-8859-1"
        }
        return nil
    }

    /// The document's encoding: from a UTF-16 byte order mark, else its XML declaration's `encoding`, else
    /// UTF-8. Reads the first 200 bytes at most.
    static func encoding(of data: Data) -> Encoding {
        let head = data.prefix(200)
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return .other("UTF-16") }
        let text = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head
        guard text.starts(with: Array("<?xml".utf8)), let end = text.range(of: Data("?>".utf8)) else { return .utf8 }
        let declaration = String(decoding: text[text.startIndex..<end.lowerBound], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return .utf8 }
        let afterKey = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = afterKey.first, quote == "\"" || quote == "'" else { return .other(String(afterKey)) }
        let name = afterKey.dropFirst().prefix { $0 != quote }
        switch name.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii": return .utf8
        case "iso-8859-1", "iso_8859-1", "latin1", "latin-1", "l1": return .latin1
        default: return .other(String(name))
        }
    }

    /// Where the first byte that is not UTF-8 is. - Complexity: O(size); the standard library's validation
    /// first, the walk that finds the place only when it fails.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int, byte: UInt8)? {
        if String(validating: data, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var place = Place()
        var offset = data.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                place.advance(over: scalar.count == 1 ? scalar.first! : 0, width: scalar.count)
                offset += scalar.count
            case .error: return (place.line, place.column, data[offset])
            case .emptyInput: return nil
            }
        }
    }
}
