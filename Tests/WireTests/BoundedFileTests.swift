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
}
