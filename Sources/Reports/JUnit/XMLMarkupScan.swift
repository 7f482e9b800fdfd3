import Foundation
import Platform

/// One pass over a report's markup, before the XML parser reads it, for what the parser cannot take or
/// takes too long over:
///
/// - a processing instruction with no data (`<?name?>`), on which Foundation's parser on Linux traps;
/// - an element with more than `maximumAttributes` attributes: libxml2 (2.9) checks each attribute of a
///   start tag against every earlier one, so one tag of n attributes costs O(n²) (25,000 took 0.27 s,
///   100,000 took 3.9 s); with the bound, the parse stays linear in the report's size;
/// - one start tag, comment or processing instruction longer than `maximumMarkupBytes`: the parser holds
///   such a piece whole while it reads it, and libxml2 refuses past 10,000,000 bytes held with only
///   "error 1"; this names the limit and the place instead.
///
/// Text and end tags are only stepped over. Comments and CDATA sections are skipped whole, so markup inside
/// them (`<![CDATA[<?x?>]]>`) is text, as it is to the parser. A CDATA section longer than
/// `maximumMarkupBytes` is noted: libxml2 holds one whole too, so `withLongSectionsAsText` rewrites it as
/// the text it stands for, which the parser reads as it comes.
struct XMLMarkupScan {
    /// The most attributes one element may have: a JUnit element has a dozen at most.
    static let maximumAttributes = 100
    /// The longest start tag, comment or processing instruction, in bytes. libxml2 holds such a piece
    /// whole, with up to one more chunk (128 KiB) of what follows, and refuses past 10,000,000 bytes held
    /// (`XML_MAX_LOOKUP_LIMIT`; Foundation does not set the huge-input option that lifts it): 8,000,000
    /// keeps clear of that wherever the chunks fall.
    static let maximumMarkupBytes = 8_000_000

    /// What the scan found, with its 1-based line and column (in bytes).
    struct Problem {
        var line: Int
        var column: Int
        var message: String
    }

    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    /// The contents (between `<![CDATA[` and `]]>`) of the CDATA sections longer than the limit, as
    /// offsets from the start of the data.
    private var longSections: [Range<Int>] = []

    private init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The first problem in `data`, or nil, and the contents of its CDATA sections longer than
    /// `maximumMarkupBytes`. - Complexity: O(size): text, comments, CDATA sections and quoted values are
    /// skipped with `memchr` and `memmem`, the rest looked at byte by byte once.
    static func scan(_ data: Data) -> (problem: Problem?, longSections: [Range<Int>]) {
        data.withUnsafeBytes { bytes in
            var scan = XMLMarkupScan(bytes: bytes)
            guard let (offset, message) = scan.run() else { return (nil, scan.longSections) }
            let place = Place(of: offset, in: bytes)
            return (Problem(line: place.line, column: place.column, message: message), scan.longSections)
        }
    }

    /// `data` with each of `sections` (contents of CDATA sections, from `scan`) written as the text it
    /// stands for: `&`, `<` and `>` as references, the `<![CDATA[` before and the `]]>` after dropped. A
    /// parser's column on the line where such a section ends then counts the references' bytes.
    /// - Complexity: O(size).
    static func withLongSectionsAsText(_ data: Data, _ sections: [Range<Int>]) -> Data {
        var out = Data()
        out.reserveCapacity(data.count + data.count / 16)
        let start = data.startIndex
        var copied = 0
        for section in sections {
            out.append(data[(start + copied)..<(start + section.lowerBound - Markup.cdataStart.count)])
            var pending = start + section.lowerBound
            for offset in (start + section.lowerBound)..<(start + section.upperBound) {
                let reference: String
                switch data[offset] {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                default: continue
                }
                out.append(data[pending..<offset])
                out.append(contentsOf: reference.utf8)
                pending = offset + 1
            }
            out.append(data[pending..<(start + section.upperBound)])
            copied = section.upperBound + Markup.cdataEnd.count
        }
        out.append(data[(start + copied)...])
        return out
    }

    /// The offset and description of the first problem.
    private mutating func run() -> (Int, String)? {
        while let open = offset(of: UInt8(ascii: "<"), from: index) {
            index = open
            let problem: String?
            if starts(Markup.commentStart) {
                problem = skip(past: Markup.commentEnd, opening: Markup.commentStart.count, limited: "comment")
            } else if starts(Markup.cdataStart) {
                problem = cdataSection()
            } else if starts(Markup.instructionStart) {
                problem = instruction()
            } else if index + 1 < bytes.count, Self.isNameStart(bytes[index + 1]) {
                problem = startTag()
            } else {
                index += 1
                problem = nil
            }
            if let problem { return (open, problem) }
        }
        return nil
    }

    /// A processing instruction, from its `<?` to past its `?>`: a problem when it has no data, or is
    /// longer than the limit.
    private mutating func instruction() -> String? {
        // No name after `<?` (`<?<?m?>`): the parser refuses it and reads on from the next byte, so the scan
        // must too, or an instruction the parser then meets (`<?m?>`, on which it traps) goes unseen.
        guard index + 2 < bytes.count, Self.isNameStart(bytes[index + 2]) else {
            index += 2
            return nil
        }
        var end = index + 2
        while end < bytes.count, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: "?") { end += 1 }
        let target = String(decoding: bytes[(index + 2)..<min(end, index + 42)], as: UTF8.self)
        while end < bytes.count, Self.isSpace(bytes[end]) { end += 1 }
        if starts(Markup.instructionEnd, at: end) {
            return "a processing instruction with no data (<?\(target)?>), which the XML reader here cannot take"
        }
        return skip(
            past: Markup.instructionEnd, opening: Markup.instructionStart.count, limited: "processing instruction")
    }

    /// A CDATA section, from its `<![CDATA[` to past its `]]>`, noted when longer than the limit (and ended).
    private mutating func cdataSection() -> String? {
        let contents = index + Markup.cdataStart.count
        _ = skip(past: Markup.cdataEnd, opening: Markup.cdataStart.count, limited: nil)
        let end = index - Markup.cdataEnd.count
        if end - contents > Self.maximumMarkupBytes, starts(Markup.cdataEnd, at: end) {
            longSections.append(contents..<end)
        }
        return nil
    }

    /// A start tag, from its `<` to past its `>`, counting its attributes (an `=` outside quotes).
    private mutating func startTag() -> String? {
        let start = index
        var nameEnd = index + 1
        while nameEnd < bytes.count, !Self.isSpace(bytes[nameEnd]), bytes[nameEnd] != UInt8(ascii: ">"),
            bytes[nameEnd] != UInt8(ascii: "/")
        {
            nameEnd += 1
        }
        let name = String(decoding: bytes[(start + 1)..<min(nameEnd, start + 41)], as: UTF8.self)
        var attributes = 0
        index = start + 1
        // A `<` ends the scan of a tag even inside quotes (no value may hold one): the parser may take what
        // follows a broken tag as markup, so the main loop must see it (a `<?x?>` there would trap).
        while index < bytes.count, index - start <= Self.maximumMarkupBytes {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            index += 1
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let close = offset(of: byte, from: index) ?? bytes.count
                guard let open = offset(of: UInt8(ascii: "<"), from: index, before: close) else {
                    index = min(close + 1, bytes.count)
                    continue
                }
                index = open
                break
            } else if byte == UInt8(ascii: "=") {
                attributes += 1
                if attributes > Self.maximumAttributes {
                    return "element <\(name)> has more than \(Self.maximumAttributes) attributes, "
                        + "the most a report's element may have"
                }
            } else if byte == UInt8(ascii: ">") {
                break
            }
        }
        return index - start > Self.maximumMarkupBytes ? tooLong("start tag <\(name)>") : nil
    }

    /// Moves past the next `end` after the `opening` bytes that begin the markup at `index` (or to the end of
    /// the input); a problem when `limited` names the markup and it, from its `<` to past its end, is longer
    /// than `maximumMarkupBytes`. Every end (`-->`, `]]>`, `?>`) ends in `>`, which `memchr` finds.
    private mutating func skip(past end: [UInt8], opening: Int, limited kind: String?) -> String? {
        let start = index
        index = bytes.count
        var from = start + opening + end.count - 1
        while let close = offset(of: UInt8(ascii: ">"), from: from) {
            if starts(end, at: close + 1 - end.count) {
                index = close + 1
                break
            }
            from = close + 1
        }
        guard let kind, index - start > Self.maximumMarkupBytes else { return nil }
        return tooLong(kind)
    }

    /// Where the next `byte` at or after `start` and before `end` (the end of the input by default) is; nil
    /// when none.
    private func offset(of byte: UInt8, from start: Int, before end: Int? = nil) -> Int? {
        let end = min(end ?? bytes.count, bytes.count)
        guard start < end else { return nil }
        return memchr(bytes.baseAddress! + start, Int32(byte), end - start).map {
            bytes.baseAddress!.distance(to: UnsafeRawPointer($0))
        }
    }

    private func tooLong(_ kind: String) -> String {
        "a \(kind) longer than \(Self.grouped(Self.maximumMarkupBytes)) bytes, the most the XML reader takes in one piece"
    }

    /// `10000000` → `10,000,000`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var position = digits.count - 3
        while position > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: position))
            position -= 3
        }
        return digits
    }

    private func starts(_ text: [UInt8]) -> Bool { starts(text, at: index) }

    private func starts(_ text: [UInt8], at position: Int) -> Bool {
        position + text.count <= bytes.count && zip(text, bytes[position...]).allSatisfy { $0 == $1 }
    }

    /// A byte that may begin an element's name: an ASCII letter, `_`, `:` or any byte of a multi-byte
    /// character.
    private static func isNameStart(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The delimiters the scan knows.
    private enum Markup {
        static let commentStart = Array("<!--".utf8)
        static let commentEnd = Array("-->".utf8)
        static let cdataStart = Array("<![CDATA[".utf8)
        static let cdataEnd = Array("]]>".utf8)
        static let instructionStart = Array("<?".utf8)
        static let instructionEnd = Array("?>".utf8)
    }
}

/// A 1-based line and column, in bytes.
struct Place {
    var line = 1
    var column = 1

    init() {}

    /// The place of the byte at `offset`. - Complexity: O(offset), counting line feeds with `memchr`.
    init(of offset: Int, in bytes: UnsafeRawBufferPointer) {
        var lineStart = 0
        while lineStart < offset,
            let feed = memchr(bytes.baseAddress! + lineStart, Int32(UInt8(ascii: "\n")), offset - lineStart)
        {
            line += 1
            lineStart = bytes.baseAddress!.distance(to: UnsafeRawPointer(feed)) + 1
        }
        column = offset - lineStart + 1
    }

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
