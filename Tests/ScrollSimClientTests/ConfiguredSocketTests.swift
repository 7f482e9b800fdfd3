import Foundation
import Testing

@testable import ScrollSimClient

/// How `ScrollSimClient.connect()` reads the user config's `socket:` without a YAML library: the line
/// `socket: PATH` at the top level, plain or quoted; anything else on that line is a `bad_config` error.
@Suite struct ConfiguredSocketTests {
    /// The written forms `scrollsim` documents: plain, single- and double-quoted, with a trailing comment.
    @Test func aPathPlainOrQuotedIsRead() {
        #expect(ConfiguredSocket.scalar(" /run/user/1000/s.sock") == "/run/user/1000/s.sock")
        #expect(ConfiguredSocket.scalar("  /tmp/s.sock   # the test daemon") == "/tmp/s.sock")
        #expect(ConfiguredSocket.scalar(" '/tmp/a b.sock'") == "/tmp/a b.sock")
        #expect(ConfiguredSocket.scalar(" \"/tmp/#1.sock\" # quoted, so # is part of it") == "/tmp/#1.sock")
        // A `#` not after a space belongs to a plain value, as in YAML.
        #expect(ConfiguredSocket.scalar(" /tmp/a#b.sock") == "/tmp/a#b.sock")
    }

    /// What is no path on its own line: nothing, a collection, a block, an anchor, an alias, a tag, an
    /// escape, text after the closing quote.
    @Test func whatIsNoPathOnItsLineIsRefused() {
        for written in [
            "", "   ", " # none", " [/a]", " {p: 1}", " |", " >", " &a /p", " *a", " !!str /p", " \"/a\\n\"",
            " '/a' b", " ''",
        ] {
            #expect(ConfiguredSocket.scalar(Substring(written)) == nil, "\(written)")
        }
    }

    /// A config with other keys before `socket:` (indented ones belong to another key and are skipped), and
    /// one without `socket:`.
    @Test func theTopLevelSocketLineIsFound() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config.yaml"
        try "limits:\n  socket: /not/this\nsocket: /tmp/this.sock\n".write(
            toFile: config, atomically: true, encoding: .utf8)
        #expect(try ConfiguredSocket.named(inConfigAt: config) == "/tmp/this.sock")
        try "tickHz: 120\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try ConfiguredSocket.named(inConfigAt: config) == nil)
    }

    /// A byte order mark before the first key is read past, as YAML reads past it: the key on line 1 counts.
    @Test func aByteOrderMarkBeforeTheKeyIsSkipped() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config.yaml"
        try "\u{FEFF}socket: /tmp/marked.sock\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try ConfiguredSocket.named(inConfigAt: config) == "/tmp/marked.sock")
    }

    /// `socket:` with its value on the next lines is `bad_config`, naming the file and line 2; so is a file
    /// that cannot be read.
    @Test func aSocketThatIsNoPathIsBadConfig() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config.yaml"
        try "tickHz: 60\nsocket:\n  - /a\n".write(toFile: config, atomically: true, encoding: .utf8)
        let error = #expect(throws: ScrollSimClient.Error.self) { try ConfiguredSocket.named(inConfigAt: config) }
        #expect(error?.code == .badConfig)
        #expect(error?.message == "\(config):2: socket: expected a path on the same line")
        let missing = #expect(throws: ScrollSimClient.Error.self) {
            try ConfiguredSocket.named(inConfigAt: folder + "/none.yaml")
        }
        #expect(missing?.code == .badConfig)
    }

    /// A file past the 4 MiB limit is refused after reading at most one chunk past it, not held whole.
    @Test func aConfigPastTheLimitIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config.yaml"
        let big = Data(repeating: UInt8(ascii: "#"), count: ConfiguredSocket.maximumFileSize + 1)
        try big.write(to: URL(fileURLWithPath: config))
        let error = #expect(throws: ScrollSimClient.Error.self) { try ConfiguredSocket.named(inConfigAt: config) }
        #expect(error?.message.hasSuffix("the file is larger than 4194304 bytes") == true)
    }

    private static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "configured-socket-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
