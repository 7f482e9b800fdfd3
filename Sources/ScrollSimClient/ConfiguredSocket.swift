import Platform
import WireFormat

/// The `socket:` of the user's config as ``ScrollSimClient/connect(socket:)`` reads it, without a YAML
/// parser (the client links no YAML library). It reads a top-level block mapping, one `key: value` a line
/// at column 0, and takes the `socket` key's value when it is plain or quoted on its own line. Where the
/// line reader cannot be sure it reads what the command line's YAML reader reads (a value that continues
/// on the next lines, a key given twice, a second document, a flow or indented top level, a quoted key,
/// a quoted value across lines, text that is not UTF-8) it throws `bad_config` naming the file and line,
/// rather than connect to a socket the command line would not.
enum ConfiguredSocket {
    /// The most bytes of the config read, as the command line's limit for a config (4 MiB).
    static let maximumFileSize = 4 << 20

    /// The socket the config at `path` names; nil when it names none.
    /// - Throws: ``ScrollSimClient/Error`` `bad_config` when the file cannot be read, is larger than
    ///   `maximumFileSize`, is not UTF-8, or holds a line the reader cannot be sure of (see the type).
    /// - Complexity: O(file size), at most `maximumFileSize` bytes held.
    static func named(inConfigAt path: String) throws(ScrollSimClient.Error) -> String? {
        let text = try contents(of: path)
        var reading = TopLevelReading()
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if let problem = reading.read(line, number: index + 1) {
                throw ScrollSimClient.Error(code: .badConfig, message: "\(path):\(index + 1): \(problem)")
            }
        }
        return reading.socket?.value
    }

    /// A scalar written on one line: quoted (the text between the quotes, `#` comment after a space) or
    /// plain (up to a `#` after a space or tab); nil when empty, when it starts a collection, block, anchor,
    /// alias, tag, comment or a character YAML reserves, when it holds an escape, a `: ` (YAML refuses a
    /// mapping there) or a control character.
    static func scalar(_ written: Substring) -> String? {
        let trimmed = written.trimmingSpaces
        guard let first = trimmed.first, !"[{|>&*!#%@`,]}".contains(first),
            !(("-?:" as String).contains(first) && (trimmed.count == 1 || " \t".contains(trimmed.dropFirst().first!))),
            !trimmed.unicodeScalars.contains(where: {
                $0.value < 0x20 && $0 != "\t" || (0x7F...0x9F).contains($0.value)
            })
        else { return nil }
        if first == "\"" || first == "'" {
            let rest = trimmed.dropFirst()
            guard let end = rest.firstIndex(of: first), !rest[..<end].contains("\\") else { return nil }
            let after = rest[rest.index(after: end)...]
            guard after.trimmingSpaces.isEmpty || (" \t".contains(after.first!) && after.trimmingSpaces.hasPrefix("#"))
            else { return nil }
            return rest[..<end].isEmpty ? nil : String(rest[..<end])
        }
        var end = trimmed.endIndex
        for index in trimmed.indices.dropFirst() where trimmed[index] == "#" {
            let before = trimmed[trimmed.index(before: index)]
            if before == " " || before == "\t" {
                end = index
                break
            }
        }
        let plain = trimmed[..<end].trimmingSpaces
        guard !plain.isEmpty, plain.last != ":", plain.firstRange(of: ": ") == nil, plain.firstRange(of: ":\t") == nil
        else { return nil }
        return String(plain)
    }

    /// The file's text, at most `maximumFileSize` bytes of UTF-8, without a leading byte order mark (YAML
    /// reads past one). - Throws: `bad_config` when it cannot be read or is not UTF-8.
    private static func contents(of path: String) throws(ScrollSimClient.Error) -> String {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path: path, limit: maximumFileSize)
        } catch {
            switch error {
            case .unreadable(let code): throw failure(path, "cannot read: \(String(cString: strerror(code)))")
            case .tooLarge: throw failure(path, "the file is larger than \(maximumFileSize) bytes")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw failure(path, "the file is not UTF-8 text")
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    private static func failure(_ path: String, _ message: String) -> ScrollSimClient.Error {
        ScrollSimClient.Error(code: .badConfig, message: "\(path): \(message)")
    }
}
