/// The config read a line at a time as a top-level block mapping: what ``ConfiguredSocket`` keeps between
/// lines (the `socket` found, whether a document has begun and ended) and the checks that make it refuse
/// what it cannot read as YAML does.
struct TopLevelReading {
    /// The `socket` value and the line it is on.
    private(set) var socket: (value: String, line: Int)?
    /// A key has been read (the document has content).
    private var sawContent = false
    /// A `...` ended the document.
    private var ended = false
    /// The last key read was `socket`: an indented line after it continues its value.
    private var afterSocket = false

    /// Reads one line (without its line break); the problem, when the line is one the reader cannot be
    /// sure of. - Complexity: O(line length).
    mutating func read(_ line: Substring, number: Int) -> String? {
        let content = line.trimmingSpaces
        if content.isEmpty || content.hasPrefix("#") { return nil }
        if line.first == " " || line.first == "\t" {
            guard sawContent else { return "an indented top level; write each key at the start of its line" }
            return afterSocket ? "socket: its value continues on this line; write the path on the socket: line" : nil
        }
        afterSocket = false
        if let marker = Self.documentMarker(line) {
            if !marker.rest.isEmpty && !marker.rest.hasPrefix("#") { return "text after \(marker.name)" }
            if marker.name == "---" && sawContent { return "a second document; the config is one document" }
            ended = ended || (marker.name == "..." && sawContent)
            return nil
        }
        if ended { return "text after the end of the document (...)" }
        if line.first == "%" { return sawContent ? "a directive inside the document" : nil }
        guard let (key, value) = Self.keyAndValue(line) else {
            return
                "expected `key: value` at the start of the line (a flow, quoted or complex key, or a value across lines, needs a YAML reader)"
        }
        sawContent = true
        guard key == "socket" else {
            return Self.closesOnItsLine(value) ? nil : "\(key): a quoted or flow value across lines needs a YAML reader"
        }
        if let first = socket {
            return "socket: given twice (first on line \(first.line)); YAML refuses a duplicate key"
        }
        guard let path = ConfiguredSocket.scalar(value) else { return "socket: expected a path on the same line" }
        socket = (path, number)
        afterSocket = true
        return nil
    }

    /// `---` or `...` at the start of `line` and what follows it, when the line is a document marker.
    private static func documentMarker(_ line: Substring) -> (name: String, rest: Substring)? {
        for name in ["---", "..."] where line.hasPrefix(name) {
            let rest = line.dropFirst(3)
            if rest.isEmpty || rest.first == " " || rest.first == "\t" { return (name, rest.trimmingSpaces) }
        }
        return nil
    }

    /// A plain key at column 0 (text up to the first `:` followed by a space, a tab or the line's end) and
    /// the rest of the line; nil when the line starts with an indicator (a quoted, flow, complex, anchored,
    /// tagged or sequence start) or holds no such `:`.
    private static func keyAndValue(_ line: Substring) -> (Substring, Substring)? {
        guard let first = line.first, !"\"'{}[]?&*!|>-@`,:#".contains(first) else { return nil }
        var index = line.startIndex
        while let colon = line[index...].firstIndex(of: ":") {
            let after = line.index(after: colon)
            if after == line.endIndex || line[after] == " " || line[after] == "\t" || line[after] == "\r" {
                return (line[..<colon].trimmingSpaces, line[after...])
            }
            index = after
        }
        return nil
    }

    /// Whether a value's quotes and flow brackets close on its line (a comment after a plain value
    /// aside): a value still open continues on the next lines, which this reader does not follow.
    private static func closesOnItsLine(_ value: Substring) -> Bool {
        let trimmed = value.trimmingSpaces
        guard let first = trimmed.first, "\"'[{".contains(first) else { return true }
        var depth = 0
        var quote: Character?
        var escaped = false
        for character in trimmed {
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth -= 1
            } else if character == "#" && depth == 0 {
                break
            }
        }
        return quote == nil && depth <= 0
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs and carriage returns.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...last]
    }
}
