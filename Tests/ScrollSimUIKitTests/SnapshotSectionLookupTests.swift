import Foundation
import Testing

@testable import ScrollSimUIKit

/// Counts the equality tests made between `CountedID`s.
final class ComparisonCounter: @unchecked Sendable {
    var count = 0
}

/// An identifier that counts how often it is compared, to see how a snapshot finds a section or an item.
struct CountedID: Hashable, Sendable {
    let value: Int
    let counter: ComparisonCounter

    static func == (lhs: CountedID, rhs: CountedID) -> Bool {
        lhs.counter.count += 1
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A snapshot finds a section by its identifier without scanning the sections.
@Suite @MainActor struct SnapshotSectionLookupTests {
    /// 2,000 sections appended one `appendSections` at a time, each given an item with
    /// `appendItems(_:toSection:)`: the old code scanned the sections for each, the i sections there to
    /// see it was not, then i + 1 to find it, Σ(2i + 1) for i < 2,000 = 2,000² = 4,000,000 comparisons;
    /// found by hash, a lookup compares a handful at most, so fewer than 10 per section (20,000) in all.
    @Test func sectionsAreFoundWithoutAScan() {
        let counter = ComparisonCounter()
        var snapshot = NSDiffableDataSourceSnapshot<CountedID, Int>()
        for value in 0..<2_000 {
            let id = CountedID(value: value, counter: counter)
            snapshot.appendSections([id])
            snapshot.appendItems([value], toSection: id)
        }
        #expect(snapshot.numberOfSections == 2_000 && snapshot.numberOfItems == 2_000)
        #expect(counter.count < 20_000, "\(counter.count) comparisons")
    }

    /// Positions stay right through every change of the sections: inserted before and after another,
    /// moved forward and back, deleted. The order after each step is traced beside it.
    @Test func positionsFollowEveryChange() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["a", "b", "c", "d", "e", "f"])
        snapshot.insertSections(["x"], beforeSection: "c")  // a b x c d e f
        snapshot.insertSections(["y"], afterSection: "f")  // a b x c d e f y
        snapshot.moveSection("a", afterSection: "d")  // b x c d a e f y
        snapshot.moveSection("f", beforeSection: "b")  // f b x c d a e y
        snapshot.deleteSections(["c"])  // f b x d a e y
        let expected = ["f", "b", "x", "d", "a", "e", "y"]
        #expect(snapshot.sectionIdentifiers == expected)
        for (position, id) in expected.enumerated() { #expect(snapshot.indexOfSection(id) == position) }
        #expect(snapshot.indexOfSection("c") == nil)
        snapshot.appendItems(["i"], toSection: "a")
        #expect(snapshot.itemIdentifiers(inSection: "a") == ["i"])
        #expect(snapshot.sectionIdentifier(containingItem: "i") == "a")
    }
}
