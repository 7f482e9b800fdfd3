import Platform
import WireFormat

/// The `socket:` of the user's config as ``ScrollSimClient/connect(socket:)`` reads it, without a YAML
/// parser (the client links no YAML library): the first line that starts with `socket:` (a top-level
/// key), its value plain or in single or double quotes, a ` #` comment after a plain value dropped. The
/// command line reads the same key with the full YAML reader; a config `scrollsim` writes reads alike.
enum ConfiguredSocket {
    /// The most bytes of the config read, as the command line's limit for a config (4 MiB).
    static let maximumFileSize = 4 << 20

    /// The socket the config at `path` names; nil when it names none.
    /// - Throws: ``ScrollSimClient/Error`` `bad_config` when the file cannot be read, is larger than
    ///   `maximumFileSize`, or its `socket:` is not a path on the same line.
    /// - Complexity: O(file size), at most `maximumFileSize` bytes held.
    static func named(inConfigAt path: String) throws(ScrollSimClient.Error) -> String? {
        let text = try contents(of: path)
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        where line.hasPrefix("socket:") {
            guard let value = scalar(line.dropFirst("socket:".count)) else {
                throw ScrollSimClient.Error(
                    code: .badConfig, message: "\(path):\(index + 1): socket: expected a path on the same line")
            }
            return value
        }
        return nil
    }

    /// A scalar written on one line: quoted (the text between the quotes) or plain (up to a ` #` comment);
    /// nil when empty or when it starts a collection, block, anchor, alias, tag or comment.
    static func scalar(_ written: Substring) -> String? {
        let trimmed = written.trimmingSpaces
        guard let first = trimmed.first, !"[{|>&*!#".contains(first) else { return nil }
        if first == "\"" || first == "'" {
            let rest = trimmed.dropFirst()
            guard let end = rest.firstIndex(of: first), !rest[..<end].contains("\\") else { return nil }
            let after = rest[rest.index(after: end)...].trimmingSpaces
            guard after.isEmpty || after.hasPrefix("#") else { return nil }
            return rest[..<end].isEmpty ? nil : String(rest[..<end])
        }
        let plain = (trimmed.firstRange(of: " #").map { trimmed[..<$0.lowerBound] } ?? trimmed).trimmingSpaces
        return plain.isEmpty ? nil : String(plain)
    }

    /// The file's text, at most `maximumFileSize` bytes, without a leading byte order mark (YAML reads
    /// past one). - Throws: `bad_config` when it cannot be read.
    private static func contents(of path: String) throws(ScrollSimClient.Error) -> String {
        do {
            let text = String(decoding: try BoundedFile.read(path: path, limit: maximumFileSize), as: UTF8.self)
            return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        } catch {
            switch error {
            case .unreadable(let code): throw failure(path, "cannot read: \(String(cString: strerror(code)))")
            case .tooLarge: throw failure(path, "the file is larger than \(maximumFileSize) bytes")
            }
        }
    }

    private static func failure(_ path: String, _ message: String) -> ScrollSimClient.Error {
        ScrollSimClient.Error(code: .badConfig, message: "\(path): \(message)")
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...last]
    }
}
