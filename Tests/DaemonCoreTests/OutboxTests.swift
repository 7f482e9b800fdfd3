import LayoutCore
import Simulation
import Specs
import Testing
import Wire
import WireFormat

@testable import DaemonCore

/// The outbox without a core: pieces in order, a command's events a budget's worth at a time, the
/// clients committed to them handed to their later turns only, and the batches' memory reused.
@Suite struct OutboxTests {
    static func events(_ seqs: ClosedRange<Int>) -> [Event] {
        seqs.map {
            Event(seq: $0, tick: 1, milliseconds: 0, view: "v", kind: .didScroll(contentOffset: .zero, velocity: .zero))
        }
    }

    static var client: Client { Client(id: 1, limits: DaemonConfiguration.Limits(), now: 0) }

    static func pending(_ seqs: ClosedRange<Int>) -> Outgoing {
        .events(PendingEvents(events: events(seqs), recipients: [Recipient(client: client, subscriptions: [])]))
    }

    @Test func eventsGoOutABudgetAtATimeThenWhatWaitsBehindThem() {
        var outbox = Outbox()
        outbox.append(Self.pending(1...5))
        outbox.append(.line([10], Self.client))
        var turns: [[Int]] = []
        // Budget 2: events 1–2, then 3–4, then 5 (cost 1) and the line (cost 1).
        for _ in 0..<3 {
            var budget = 2
            var turn: [Int] = []
            while let (piece, cost) = outbox.next(within: budget) {
                switch piece {
                case .events(let events, _, _): turn += events.map(\.seq)
                case .line(let line, _): turn += line.map(Int.init)
                case .batch: Issue.record("no batch was queued")
                }
                budget -= cost
            }
            turns.append(turn)
        }
        #expect(turns == [[1, 2], [3, 4], [5, 10]])
        let answer1 = outbox.next(within: 2)
        #expect(outbox.isEmpty && answer1 == nil)
    }

    @Test func theCommittedClientsGoWithTheSameEventsOnly() {
        var outbox = Outbox()
        outbox.append(Self.pending(1...3))
        outbox.append(Self.pending(4...4))
        guard case .events(_, _, let first)? = outbox.next(within: 2)?.piece else {
            Issue.record("events")
            return
        }
        #expect(first == [], "nobody took a turn yet")
        outbox.commit([1])
        guard case .events(let rest, _, let second)? = outbox.next(within: 2)?.piece else {
            Issue.record("events")
            return
        }
        #expect(rest.map(\.seq) == [3] && second == [1], "the client that took events 1–2 takes 3")
        outbox.commit([1, 2])
        guard case .events(_, _, let next)? = outbox.next(within: 2)?.piece else {
            Issue.record("events")
            return
        }
        #expect(next == [], "the next command's events start uncommitted")
    }

    @Test func aBatchCostsItsEntriesAndAnEmptyOneCostsOne() {
        var outbox = Outbox()
        var batch = EventBatch(recording: true)
        batch.append(contentsOf: Self.events(1...3))
        outbox.append(.batch(batch, []))
        outbox.append(.batch(EventBatch(recording: false), []))
        let answer1 = outbox.next(within: 1)
        #expect(answer1?.cost == 3, "a batch is sent whole, whatever the budget left")
        let answer2 = outbox.next(within: 1)
        #expect(answer2?.cost == 1)
    }

    @Test func theTransportIsToldOnlyOfChanges() {
        var outbox = Outbox()
        let answer1 = outbox.wantTurns(false)
        #expect(!answer1)
        let answer2 = outbox.wantTurns(true)
        #expect(answer2 && outbox.turnsRunning)
        let answer3 = outbox.wantTurns(true)
        #expect(!answer3)
        let answer4 = outbox.wantTurns(false)
        #expect(answer4 && !outbox.turnsRunning)
    }

    @Test func aKeptBatchsMemoryIsReused() {
        var outbox = Outbox()
        var batch = outbox.newBatch(recording: true)
        batch.append(contentsOf: Self.events(1...100))
        let capacity = batch.storage.bytes.capacity
        outbox.keep(batch.storage)
        let next = outbox.newBatch(recording: true)
        #expect(next.isEmpty && next.storage.bytes.capacity == capacity, "emptied, its capacity kept")
        let answer1 = outbox.newBatch(recording: true)
        #expect(answer1.storage.bytes.capacity == 0, "the memory goes to one batch")
    }
}
