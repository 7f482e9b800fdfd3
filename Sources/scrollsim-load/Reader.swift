import Foundation
import Platform
import ScrollSimClient
import Synchronization
import WireFormat

/// A subscriber on its own thread, as lean as a C reader so that it measures the daemon, not itself:
/// raw `read`s into one buffer, lines counted with `memchr`, the `seq` of the last line of each read and
/// (on the real clock) each tick event's `t` scanned.
/// It counts events, keeps the last seq, and notes for each event a tick produced how long after its
/// simulated time it arrived (`arrival - t`, in ns, offset by the unknown clock origin). Events a command
/// caused between ticks (a fling's `willBeginDragging` …) carry the last tick's time though they were
/// made later, so they are counted but not timed.
///
/// Unchecked: the socket is used by the reading thread only, once `start()` has handed it over; everything
/// the two threads share is behind `state`'s mutex.
final class Reader: @unchecked Sendable {
    private struct State {
        var running = true
        var count = 0
        var lastSeq = 0
        var offsets: [Int64] = []
    }

    private let socket: LineSocket
    private let state = Mutex(State())
    /// Whether to keep an arrival offset per event (the real-clock run) or only count (the flood).
    private let recordsOffsets: Bool

    init(path: String, request: String, recordsOffsets: Bool) throws {
        socket = try LineSocket(path: path)
        _ = socket.readLine()
        try socket.send(line: request)
        _ = socket.readLine()
        self.recordsOffsets = recordsOffsets
    }

    var count: Int { state.withLock { $0.count } }
    var lastSeq: Int { state.withLock { $0.lastSeq } }
    var offsets: [Int64] { state.withLock { $0.offsets } }

    func start() {
        Thread.detachNewThread { [self] in run() }
    }

    func stop() {
        state.withLock { $0.running = false }
        usleep(150_000)
    }

    /// Reads until stopped or the end of the stream. - Complexity: O(bytes read).
    private func run() {
        let capacity = 1 << 20
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        let early = socket.takeBuffered()
        early.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
        var kept = early.count
        var offsets: [Int64] = []
        while state.withLock({ $0.running }) {
            guard socket.waitReadable(timeout: 100) else { continue }
            let count = read(socket.descriptor, buffer + kept, capacity - kept)
            guard count > 0 else { return }
            let arrival = Int64(monotonicNanoseconds())
            let end = kept + count
            var lineStart = 0
            var lines = 0
            var lastLine = UnsafeBufferPointer<UInt8>(start: buffer, count: 0)
            while let newline = memchr(buffer + lineStart, Int32(UInt8(ascii: "\n")), end - lineStart) {
                let lineEnd = buffer.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                lastLine = UnsafeBufferPointer(start: buffer + lineStart, count: lineEnd - lineStart)
                if recordsOffsets, Self.isTickEvent(lastLine) {
                    offsets.append(arrival - Int64(Self.number(after: Self.timeKey, in: lastLine) * 1e6))
                }
                lines += 1
                lineStart = lineEnd + 1
            }
            // Only the last line's seq is kept: the others are counted, as the C baseline's readers do.
            let seq = Int(Self.number(after: Self.seqKey, in: lastLine))
            kept = end - lineStart
            if kept > 0 { memmove(buffer, buffer + lineStart, kept) }
            state.withLock {
                $0.count += lines
                if lines > 0 { $0.lastSeq = seq }
                $0.offsets += offsets
            }
            offsets.removeAll(keepingCapacity: true)
        }
    }

    private static let tickEvents = ["didScroll", "willDisplay", "didEndDisplaying"].map {
        Array("\"event\":\"\($0)\"".utf8)
    }

    /// Whether the line is one of the events only a tick produces.
    static func isTickEvent(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        tickEvents.contains { find($0, in: line) != nil }
    }

    /// Where `key` ends in `line`, the first time it occurs. - Complexity: O(line length × key length).
    static func find(_ key: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        search: while index + key.count <= line.count {
            for offset in 0..<key.count where line[index + offset] != key[offset] {
                index += 1
                continue search
            }
            return index + key.count
        }
        return nil
    }

    private static let seqKey = Array("\"seq\":".utf8)
    private static let timeKey = Array("\"t\":".utf8)

    /// The decimal number after the first `key` in `line`, 0 when absent. - Complexity: O(line length).
    static func number(after key: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Double {
        guard var index = find(key, in: line) else { return 0 }
        var whole = 0.0
        var scale = 0.0
        var sign = 1.0
        if index < line.count, line[index] == UInt8(ascii: "-") {
            sign = -1
            index += 1
        }
        while index < line.count {
            let byte = line[index]
            if byte == UInt8(ascii: ".") {
                scale = 1
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                whole = whole * 10 + Double(byte - UInt8(ascii: "0"))
                if scale > 0 { scale *= 10 }
            } else {
                break
            }
            index += 1
        }
        return sign * (scale > 0 ? whole / scale : whole)
    }
}
