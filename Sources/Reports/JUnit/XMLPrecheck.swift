import Foundation

/// The checks made before a report reaches Foundation's XML parser, which traps on two things libxml2 hands
/// it: an element or attribute name that is not UTF-8 (libxml2 reports the bad bytes, but passes the name on
/// first; it does so too for bytes in an encoding it cannot convert), and a processing instruction with no
/// data (`<?name?>`, whose missing data it reads as a string).
enum XMLPrecheck {
    /// The encodings a report may be in: UTF-8 (US-ASCII is part of it), checked byte by byte, and
    /// ISO-8859-1, every byte of which libxml2 converts itself.
    enum Encoding {
        case utf8
        case latin1
        /// Any other: refused, by the name the document gives.
        case other(String)
    }

    /// What in `data` the parser would trap on, with its 1-based line and column (in bytes); nil when
    /// nothing. - Complexity: O(size).
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
        if let instruction = firstInstructionWithoutData(in: data) {
            return "line \(instruction.line), column \(instruction.column): a processing instruction with no data "
                + "(<?\(instruction.target)?>), which the XML reader here cannot take"
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

    /// Where the first byte that is not UTF-8 is. - Complexity: O(size).
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int, byte: UInt8)? {
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

    /// The first `<?target?>` with nothing but spaces after its target, outside comments and CDATA sections.
    static func firstInstructionWithoutData(in data: Data) -> (line: Int, column: Int, target: String)? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int, target: String)? in
            var place = Place()
            var index = 0
            func starts(_ text: [UInt8], at position: Int) -> Bool {
                position + text.count <= bytes.count && zip(text, bytes[position...]).allSatisfy { $0 == $1 }
            }
            func skip(past end: [UInt8]) {
                while index < bytes.count, !(bytes[index] == end[0] && starts(end, at: index)) {
                    place.advance(over: bytes[index])
                    index += 1
                }
                index = min(index + end.count, bytes.count)
                place.column += end.count
            }
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else {
                    place.advance(over: bytes[index])
                    index += 1
                    continue
                }
                if starts(Markup.commentStart, at: index) {
                    skip(past: Markup.commentEnd)
                } else if starts(Markup.cdataStart, at: index) {
                    skip(past: Markup.cdataEnd)
                } else if starts(Markup.instructionStart, at: index) {
                    var end = index + 2
                    while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: "?") { end += 1 }
                    let target = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                    while end < bytes.count, isSpace(bytes[end]) { end += 1 }
                    if starts(Markup.instructionEnd, at: end) { return (place.line, place.column, target) }
                    skip(past: Markup.instructionEnd)
                } else {
                    place.advance(over: bytes[index])
                    index += 1
                }
            }
            return nil
        }
    }

    /// The delimiters the scan for processing instructions knows.
    private enum Markup {
        static let commentStart = Array("<!--".utf8)
        static let commentEnd = Array("-->".utf8)
        static let cdataStart = Array("<![CDATA[".utf8)
        static let cdataEnd = Array("]]>".utf8)
        static let instructionStart = Array("<?".utf8)
        static let instructionEnd = Array("?>".utf8)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A 1-based line and column, in bytes.
    private struct Place {
        var line = 1
        var column = 1

        /// Moves past `width` bytes (one character) starting with `byte`.
        mutating func advance(over byte: UInt8, width: Int = 1) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += width
            }
        }
    }
}
