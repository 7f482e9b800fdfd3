/// Bad input, told precisely: which file, which line where known, which key path, and what is wrong.
/// Printed as `home.yaml:7: sections[0].items: expected a count or a list, got "ten"`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, for callers that answer differently: a file that is not there (or not ours to read)
    /// is not the same as one that reads but is wrong.
    public enum Kind: Hashable, Sendable {
        /// The input reads but is not valid.
        case invalid
        /// The file cannot be opened or read.
        case unreadable
    }

    public var kind: Kind
    /// The file's name as the user gave it, when the input came from a file.
    public var file: String?
    /// The 1-based line, when known.
    public var line: Int?
    /// The key path inside the document, e.g. `sections[0].items`; empty for the document itself.
    public var path: String
    public var message: String

    public init(kind: Kind = .invalid, file: String? = nil, line: Int? = nil, path: String = "", message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.path = path
        self.message = message
    }

    public var description: String {
        var prefix = ""
        if let file { prefix += file + ":" }
        if let line { prefix += "\(line):" }
        if !path.isEmpty { prefix += (prefix.isEmpty ? "" : " ") + path + ":" }
        return prefix.isEmpty ? message : prefix + " " + message
    }
}
