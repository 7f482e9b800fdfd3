import LayoutTestKit
import Testing

@testable import LayoutCore

/// The difference costs one hash operation or so per identifier and O(k log k) comparisons for the runs
/// of kept order, never one per pair: asserted by counting, on inputs that a quadratic method would take
/// hundreds of millions of steps over (issue 52).
@Suite struct SnapshotDifferenceComplexityTests {
    /// What the identifiers of one test were asked: hashes and equality checks.
    final class Tally: @unchecked Sendable {
        var hashes = 0
        var equalities = 0
    }

    /// An identifier that counts what it is asked.
    struct CountingID: Hashable, @unchecked Sendable {
        let value: Int
        let tally: Tally

        func hash(into hasher: inout Hasher) {
            tally.hashes += 1
            hasher.combine(value)
        }

        static func == (left: CountingID, right: CountingID) -> Bool {
            left.tally.equalities += 1
            return left.value == right.value
        }
    }

    @Test func reversingEverySectionAndTheSectionsCostsLinearHashingAndLogLinearComparisons() throws {
        let tally = Tally()
        func id(_ value: Int) -> CountingID { CountingID(value: value, tally: tally) }
        // 10 sections of 3,000 items; the new snapshot reverses the sections and each section's items,
        // deletes section 0 and inserts 100 empty sections.
        let current = DiffableSnapshot(
            sections: (0..<10).map { section in
                DiffableSnapshot.Section(id: id(section), items: (0..<3_000).map { id(section * 3_000 + $0) })
            })
        var newSections = current.sections.dropFirst().reversed().map {
            DiffableSnapshot.Section(id: $0.id, items: $0.items.reversed())
        }
        newSections += (0..<100).map { DiffableSnapshot.Section(id: id(1_000 + $0), items: []) }
        let new = DiffableSnapshot(sections: newSections)
        tally.hashes = 0
        tally.equalities = 0
        var comparisons = 0
        let difference = try SnapshotDifference(
            from: current, to: new, reloading: [id(3_000)], reconfiguring: [], comparisons: &comparisons)
        // Identifiers: 30,000 old items, 27,000 new ones, 110 sections named once each in both.
        let identifiers = 30_000 + 27_000 + 10 + 109
        #expect(tally.hashes <= 2 * identifiers)
        #expect(tally.equalities <= 2 * identifiers)
        // Runs: 9 sections of 3,000 and 9 kept sections: at most k - 1 to see whether they increase, then
        // ⌈log₂(k + 1)⌉ = 12 and 4 per value.
        #expect(comparisons <= 9 * (2_999 + 3_000 * 12) + 8 + 9 * 4)
        // Hand-derived: each reversed run keeps one element, so 8 of the 9 kept sections move and 2,999
        // items of each of the 9 kept sections move.
        #expect(difference.movedSections.count == 8)
        #expect(difference.movedItems.count == 9 * 2_999)
        #expect(difference.deletedSections == [0])
        #expect(difference.insertedSections == Array(9..<109))
    }

    @Test func theLongestRunOfAMillionShuffledValuesCostsLogLinearComparisons() {
        var values = Array(0..<1_000_000)
        var generator = SeededGenerator.forTest("longest increasing run")
        values.shuffle(using: &generator)
        var comparisons = 0
        let members = LongestIncreasingRun.members(of: values, comparisons: &comparisons)
        // At most 999,999 to see whether they increase, then ⌈log₂(1,000,001)⌉ = 20 per value.
        #expect(comparisons <= 999_999 + 1_000_000 * 20)
        let run = values.indices.filter { members[$0] }.map { values[$0] }
        #expect(run == run.sorted() && Set(run).count == run.count)
    }
}
