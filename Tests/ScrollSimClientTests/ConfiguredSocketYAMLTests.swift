import Foundation
import Testing

@testable import ScrollSimClient

/// Configs a YAML reader (the command line's) reads differently from a line reader: each is either read
/// as YAML reads it or refused with `bad_config` naming the line, never read as another socket. The
/// expected values follow YAML 1.2: a `#` after a tab starts a comment; an indented line after a plain
/// value continues it; a duplicate key, a second document and `"a"#b` are errors; `{socket: p}`,
/// `  socket: p` and `"socket": p` name the socket too.
@Suite struct ConfiguredSocketYAMLTests {
    /// Configs read as YAML reads them.
    @Test func configsReadAsYAMLReadsThem() throws {
        let cases: [(String, String?)] = [
            ("socket: /tmp/a.sock\t# a comment after a tab\n", "/tmp/a.sock"),
            ("tickHz: 60\r\nsocket: /tmp/crlf.sock\r\n", "/tmp/crlf.sock"),
            ("socket : /tmp/spaced.sock\n", "/tmp/spaced.sock"),
            ("%YAML 1.2\n---\nsocket: /tmp/a.sock # c\n...\n", "/tmp/a.sock"),
            ("note: |\n  socket: /not/this\nsocket: /tmp/a.sock\n", "/tmp/a.sock"),
            ("views: [\"a\", 'b']\nsocket: '/tmp/a.sock'\n", "/tmp/a.sock"),
            ("socket: /tmp/a.sock\n  # an indented comment\nnote: x\n", "/tmp/a.sock"),
            ("tickHz: 60\n", nil),
        ]
        for (text, expected) in cases {
            #expect(try Self.socket(in: Array(text.utf8)) == expected, "\(text)")
        }
    }

    /// Configs the old line reader read as another socket than YAML's (or than YAML's refusal), refused
    /// with the line that cannot be read.
    @Test func configsALineReaderCannotBeSureOfAreRefused() throws {
        let cases: [(String, Int)] = [
            ("socket: /tmp/a\n  b.sock\n", 2),  // YAML: "/tmp/a b.sock"
            ("socket: /tmp/a.sock\nsocket: /tmp/b.sock\n", 2),  // YAML: duplicate key
            ("socket: /tmp/a.sock\n---\nsocket: /tmp/b.sock\n", 2),  // YAML: two documents
            ("socket: /tmp/a.sock\n...\nsocket: /tmp/b.sock\n", 3),
            ("{socket: /tmp/a.sock}\n", 1),  // YAML: /tmp/a.sock
            ("  socket: /tmp/a.sock\n", 1),  // YAML: /tmp/a.sock
            ("\"socket\": /tmp/a.sock\n", 1),  // YAML: /tmp/a.sock
            ("socket:/tmp/a.sock\n", 1),  // YAML: one plain scalar, no socket key
            ("note: \"one\nsocket: /tmp/evil.sock\"\n", 1),  // YAML: note is "one socket: /tmp/evil.sock"
            ("socket: \"/tmp/a.sock\"#c\n", 1),  // YAML: error, a comment needs a space before it
            ("socket: a: b\n", 1),  // YAML: error, a mapping value here
            ("socket: - /tmp/a.sock\n", 1),  // YAML: error, a sequence entry here
            ("socket: %a\n", 1),  // YAML: error, % is reserved
            ("socket: /tmp/a\u{1}b\n", 1),  // YAML: error, a control character
        ]
        for (text, line) in cases {
            let error = #expect(throws: ScrollSimClient.Error.self, "\(text)") { try Self.socket(in: Array(text.utf8)) }
            #expect(error?.code == .badConfig)
            #expect(error?.message.contains("config.yaml:\(line): ") == true, "\(text): \(error?.message ?? "")")
        }
    }

    /// Bytes that are not UTF-8 are refused as the command line refuses them, not read with U+FFFD.
    @Test func aConfigThatIsNotUTF8IsRefused() throws {
        let bytes = Array("socket: /tmp/".utf8) + [0xFF] + Array(".sock\n".utf8)
        let error = #expect(throws: ScrollSimClient.Error.self) { try Self.socket(in: bytes) }
        #expect(error?.message.hasSuffix("config.yaml: the file is not UTF-8 text") == true)
    }

    /// A FIFO as the config reads as empty (no socket) instead of waiting for a writer forever; a directory
    /// is `bad_config` naming EISDIR.
    @Test(.timeLimit(.minutes(1))) func aFIFOOrADirectoryAsTheConfigNeitherHangsNorReads() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/fifo.yaml", 0o600) == 0)
        #expect(try ConfiguredSocket.named(inConfigAt: folder + "/fifo.yaml") == nil)
        let error = #expect(throws: ScrollSimClient.Error.self) { try ConfiguredSocket.named(inConfigAt: folder) }
        #expect(error?.message == "\(folder): cannot read: Is a directory")
    }

    private static func socket(in bytes: [UInt8]) throws -> String? {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/config.yaml"))
        return try ConfiguredSocket.named(inConfigAt: folder + "/config.yaml")
    }

    private static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "configured-socket-yaml-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
