import LayoutCore
import Simulation
import Testing
import Wire

@testable import DaemonCore

/// Subscription filters and the shared batch, without a socket: what each subscriber gets is exactly its
/// events, as adjacent byte ranges of one encoding, with the count and first seq a lag needs.
@Suite struct SubscriptionFilterTests {
    static func event(_ seq: Int, _ view: String, _ kind: EventKind) -> Event {
        Event(seq: seq, tick: 1, milliseconds: 8.333, view: view, kind: kind)
    }

    /// Five events over two views and a `scenarioDone` about none.
    static func batch() -> EventBatch {
        var batch = EventBatch(recording: true)
        batch.append(contentsOf: [
            event(1, "a", .didScroll(contentOffset: Point(x: 0, y: 1), velocity: .zero)),
            event(2, "a", .scroll(.didEndDecelerating(contentOffset: Point(x: 0, y: 1)))),
            event(3, "b", .deleted(indexPath: IndexPath(section: 0, item: 0), id: .named("x"))),
            event(4, "b", .didScroll(contentOffset: .zero, velocity: .zero)),
        ])
        batch.append(.scenarioDone, view: nil, seq: 5, line: Array("{\"event\":\"scenarioDone\"}\n".utf8))
        return batch
    }

    static func subscription(events: [String]? = nil, views: [String]? = nil) -> Subscription {
        Subscription(number: 1, request: SubscriptionRequest(events: events, views: views))
    }

    /// The seqs in the bytes the ranges cover.
    static func seqs(_ batch: EventBatch, _ ranges: [Range<Int>]) -> [Int] {
        ranges.flatMap { range in
            String(decoding: batch.bytes[range], as: UTF8.self).split(separator: "\n").map { line in
                line.contains("scenarioDone") ? 5 : Int(line.split(separator: "\"seq\":")[1].prefix { $0.isNumber })!
            }
        }
    }

    @Test func theDefaultLeavesOutDidScrollOnly() {
        let batch = Self.batch()
        let slices = batch.slices(for: [Self.subscription()])
        #expect(Self.seqs(batch, slices.ranges) == [2, 3, 5])
        #expect(slices.count == 3 && slices.firstSeq == 2)
        #expect(slices.ranges.count == 2, "adjacent events share one range")
    }

    @Test func namesAndViewsNarrowIt() {
        let batch = Self.batch()
        let didScroll = batch.slices(for: [Self.subscription(events: ["didScroll"])])
        #expect(Self.seqs(batch, didScroll.ranges) == [1, 4])
        let viewB = batch.slices(for: [Self.subscription(views: ["b"])])
        #expect(Self.seqs(batch, viewB.ranges) == [3, 5], "an event about no view goes to every view filter")
        let both = batch.slices(for: [Self.subscription(events: ["didScroll"], views: ["a"])])
        #expect(Self.seqs(batch, both.ranges) == [1] && both.firstSeq == 1)
    }

    @Test func anEventMatchedTwiceIsSentOnce() {
        let batch = Self.batch()
        let slices = batch.slices(for: [
            Self.subscription(events: ["deleted"]), Self.subscription(views: ["b"]),
        ])
        #expect(Self.seqs(batch, slices.ranges) == [3, 5] && slices.count == 2)
    }

    @Test func nothingIsEncodedWhenNobodySubscribes() {
        var batch = EventBatch(recording: false)
        batch.append(contentsOf: [Self.event(1, "a", .scroll(.willBeginDragging(contentOffset: .zero)))])
        #expect(batch.isEmpty && batch.bytes.isEmpty)
    }
}
