import LayoutCore
import Simulation

/// Events as canonical NDJSON lines, written field by field in sorted key order (each event's table) —
/// the same bytes `JSONValue.canonical` gives for the event's object (a test holds them equal), without
/// building a dictionary per event.
public enum EventEncoder {
    /// One event as a line, without the newline.
    public static func encode(_ event: Event) -> String {
        var bytes: [UInt8] = []
        encode(event, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one event's UTF-8 bytes to `bytes`, without a newline: the rows of the event's table
    /// (`EventTables`), in their (sorted) order.
    /// - Complexity: O(size of the event); the buffer is moved in and out, never copied.
    public static func encode(_ event: Event, into bytes: inout [UInt8]) {
        EventLineWriter.appending(to: &bytes) { $0.write(event) }
    }

    /// Appends the line and newline of each event `including` accepts to `bytes`, all through one
    /// writer, and hands `wrote` each event written with the range its line (newline included) took.
    /// - Complexity: O(total size of the events).
    public static func appendLines(
        _ events: [Event], to bytes: inout [UInt8], including: (Event) -> Bool = { _ in true },
        wrote: (Event, Range<Int>) -> Void = { _, _ in }
    ) {
        EventLineWriter.appending(to: &bytes) { writer in
            for event in events where including(event) {
                let start = writer.count
                writer.write(event)
                writer.endLine()
                wrote(event, start..<writer.count)
            }
        }
    }
}
