import Logging
import Simulation
import Wire

/// The events of one tick or one command, each encoded once into one buffer; subscribers get slices of
/// it (the protocol: encode once, share the bytes).
struct EventBatch {
    /// One encoded event: what subscriptions filter on, and where its line lies in `bytes`.
    struct Entry {
        var name: String
        var view: String?
        var seq: Int
        var range: Range<Int>
    }

    private(set) var bytes: [UInt8] = []
    private(set) var entries: [Entry] = []
    /// False when no connection subscribes: nothing is encoded, so a tick nobody watches costs no encoding.
    let isRecording: Bool

    /// - Parameter capacity: room reserved up front (bytes, entries), so that a batch the size of the
    ///   last one never regrows.
    init(recording: Bool, capacity: (bytes: Int, entries: Int) = (0, 0)) {
        isRecording = recording
        guard recording else { return }
        bytes.reserveCapacity(capacity.bytes)
        entries.reserveCapacity(capacity.entries)
    }

    /// The bytes and entries held.
    var size: (bytes: Int, entries: Int) { (bytes.count, entries.count) }

    var isEmpty: Bool { entries.isEmpty }

    /// Appends a simulator event's canonical line. - Complexity: O(size of the event).
    mutating func append(_ event: Event) {
        guard isRecording else { return }
        let start = bytes.count
        EventEncoder.encode(event, into: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        entries.append(Entry(name: event.name, view: event.view, seq: event.seq, range: start..<bytes.count))
    }

    /// Appends a daemon event's line (ending in a newline).
    mutating func append(name: String, view: String?, seq: Int, line: [UInt8]) {
        guard isRecording else { return }
        let start = bytes.count
        bytes += line
        entries.append(Entry(name: name, view: view, seq: seq, range: start..<bytes.count))
    }

    /// Appends events in order.
    mutating func append(contentsOf events: [Event]) {
        for event in events { append(event) }
    }

    /// The byte ranges of the entries `subscriptions` match, adjacent ones merged, how many entries they
    /// hold and the first one's seq. - Complexity: O(entries × subscriptions).
    func slices(for subscriptions: [Subscription]) -> (ranges: [Range<Int>], count: Int, firstSeq: Int) {
        var ranges: [Range<Int>] = []
        var count = 0
        var firstSeq = 0
        for entry in entries where subscriptions.contains(where: { $0.matches(name: entry.name, view: entry.view) }) {
            if count == 0 { firstSeq = entry.seq }
            count += 1
            if let last = ranges.last, last.upperBound == entry.range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<entry.range.upperBound
            } else {
                ranges.append(entry.range)
            }
        }
        return (ranges, count, firstSeq)
    }
}
