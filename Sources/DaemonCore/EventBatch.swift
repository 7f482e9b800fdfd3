import EventEncoding
import Logging
import Simulation
import Wire

/// The events of one tick or one command, each encoded once into one buffer; subscribers get slices of
/// it (the protocol: encode once, share the bytes).
struct EventBatch {
    /// One encoded event: what subscriptions filter on, and where its line lies in `bytes`.
    struct Entry {
        /// Which event it is, as subscriptions name it (no string compared per subscriber).
        var event: SubscribedEvent
        var view: String?
        var seq: Int
        var range: Range<Int>
        /// Whether it is a `didScroll` or `sectionDidScroll` (`EventKind.isDidScroll`), which a
        /// subscription leaves out unless it names it.
        var isDidScroll = false
    }

    /// A batch's growable memory, handed from one batch to the next so that a tick's batch fills the
    /// room the last one grew instead of allocating its own.
    struct Storage {
        var bytes: [UInt8] = []
        var entries: [Entry] = []
    }

    /// The batch's memory, for the next batch once this one is gone.
    private(set) var storage: Storage
    /// False when no connection subscribes: nothing is encoded, so a tick nobody watches costs no encoding.
    let isRecording: Bool

    /// - Parameter storage: memory to fill (emptied first, its capacity kept).
    init(recording: Bool, storage: Storage = Storage()) {
        isRecording = recording
        self.storage = storage
        self.storage.bytes.removeAll(keepingCapacity: true)
        self.storage.entries.removeAll(keepingCapacity: true)
    }

    var bytes: [UInt8] { storage.bytes }
    var entries: [Entry] { storage.entries }

    var isEmpty: Bool { entries.isEmpty }

    /// Appends a daemon event's line (ending in a newline).
    mutating func append(_ event: SubscribedEvent, view: String?, seq: Int, line: [UInt8]) {
        guard isRecording else { return }
        let start = storage.bytes.count
        storage.bytes += line
        storage.entries.append(Entry(event: event, view: view, seq: seq, range: start..<storage.bytes.count))
    }

    /// Appends simulator events' canonical lines, in order. - Complexity: O(size of the events).
    mutating func append(contentsOf events: [Event]) {
        guard isRecording, !events.isEmpty else { return }
        // The bytes are moved out while the encoder writes them, so that the closure may append entries.
        var bytes: [UInt8] = []
        swap(&bytes, &storage.bytes)
        EventEncoder.appendLines(
            events, to: &bytes,
            wrote: { event, range in
                storage.entries.append(
                    Entry(
                        event: .simulator(event.kind.eventName), view: event.view, seq: event.seq, range: range,
                        isDidScroll: event.kind.isDidScroll))
            })
        swap(&bytes, &storage.bytes)
    }

    /// What one client gets of a batch: byte ranges (adjacent entries merged), how many entries they hold
    /// and the first one's seq.
    struct Slices {
        var ranges: [Range<Int>] = []
        var count = 0
        var firstSeq = 0
    }

    /// The slices of the entries `subscriptions` match. - Complexity: O(entries × subscriptions).
    func slices(for subscriptions: [Subscription]) -> Slices {
        var slices = Slices()
        for entry in entries where subscriptions.contains(where: { $0.matches(entry) }) {
            if slices.count == 0 { slices.firstSeq = entry.seq }
            slices.count += 1
            if let last = slices.ranges.last, last.upperBound == entry.range.lowerBound {
                slices.ranges[slices.ranges.count - 1] = last.lowerBound..<entry.range.upperBound
            } else {
                slices.ranges.append(entry.range)
            }
        }
        return slices
    }
}
