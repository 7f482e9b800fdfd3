import Foundation
import Testing
import WireFormat

/// The one bounded way to read a whole file: exactly the limit is read, one byte more is refused, a device
/// that never ends is refused after limit + 1 bytes, and a missing file names its errno.
@Suite struct BoundedFileTests {
    @Test func aFileOfExactlyTheLimitIsReadAndOneMoreIsRefused() throws {
        let path = NSTemporaryDirectory() + "bounded-file-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: UInt8(ascii: "a"), count: 1_000).write(to: URL(fileURLWithPath: path))
        #expect(try BoundedFile.read(path: path, limit: 1_000) == [UInt8](repeating: UInt8(ascii: "a"), count: 1_000))
        #expect(throws: BoundedFile.Failure.tooLarge) { try BoundedFile.read(path: path, limit: 999) }
    }

    /// `/dev/zero` never ends: with a limit of 100,000 it is refused once 100,001 bytes are in.
    @Test func aDeviceThatNeverEndsIsRefused() {
        #expect(throws: BoundedFile.Failure.tooLarge) { try BoundedFile.read(path: "/dev/zero", limit: 100_000) }
    }

    @Test func aMissingFileIsUnreadableWithItsErrno() {
        #expect(throws: BoundedFile.Failure.unreadable(errno: ENOENT)) {
            try BoundedFile.read(path: "/nonexistent/bounded-file", limit: 10)
        }
    }

    /// A FIFO that no process writes: `open` without O_NONBLOCK waits for a writer forever (a config that
    /// is a FIFO hung every client); read now, it has no writer, so it ends at once, holding no bytes.
    @Test(.timeLimit(.minutes(1))) func aFIFOWithNoWriterReadsAsEmpty() throws {
        let path = NSTemporaryDirectory() + "bounded-fifo-\(UUID().uuidString.prefix(8))"
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try BoundedFile.read(path: path, limit: 100) == [])
    }

    /// A directory opens but does not read: `read` fails with EISDIR, named as such.
    @Test func aDirectoryIsUnreadable() {
        #expect(throws: BoundedFile.Failure.unreadable(errno: EISDIR)) {
            try BoundedFile.read(path: NSTemporaryDirectory(), limit: 100)
        }
    }
}
