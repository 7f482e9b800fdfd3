import LayoutCore
import Testing

/// What UIKit refuses in a snapshot, refused with where and what (issue 52).
@Suite struct SnapshotDifferenceErrorTests {
    func failure(
        _ current: [(String, [String])], _ new: [(String, [String])], reloading: [String] = [],
        reconfiguring: [String] = []
    ) -> SnapshotDifferenceError? {
        do {
            _ = try SnapshotDifference(
                from: snapshot(current), to: snapshot(new), reloading: reloading, reconfiguring: reconfiguring)
            return nil
        } catch {
            return error
        }
    }

    @Test func duplicateSectionsAreRefused() {
        #expect(failure([("A", []), ("A", [])], []) == .duplicateSection(.current, id: "A", first: 0, second: 1))
        #expect(
            failure([], [("A", []), ("B", []), ("A", [])]) == .duplicateSection(.new, id: "A", first: 0, second: 2))
        #expect(
            failure([], [("A", []), ("A", [])])?.description
                == #"the new snapshot names section "A" twice (sections 0 and 1)"#)
    }

    @Test func duplicateItemsAreRefusedAnywhereInTheSnapshot() {
        #expect(
            failure([("A", ["a"]), ("B", ["a"])], [])
                == .duplicateItem(.current, id: "a", first: path(0, 0), second: path(1, 0)))
        // An item the current snapshot holds, and one it lacks, each given twice in the new one.
        #expect(
            failure([("A", ["a"])], [("A", ["a"]), ("B", ["a"])])
                == .duplicateItem(.new, id: "a", first: path(0, 0), second: path(1, 0)))
        #expect(
            failure([("A", [])], [("A", ["x", "y", "x"])])
                == .duplicateItem(.new, id: "x", first: path(0, 0), second: path(0, 2)))
        #expect(
            failure([("A", [])], [("A", ["x", "x"])])?.description
                == #"the new snapshot names item "x" twice (at [0, 0] and [0, 1])"#)
    }

    @Test func aSectionAndAnItemMayShareAnIdentifier() throws {
        #expect(try SnapshotDifference(from: snapshot([("a", ["a"])]), to: snapshot([("a", ["a"])])).isEmpty)
    }

    @Test func updatesOfItemsTheNewSnapshotLacksAreRefused() {
        #expect(
            failure([("A", ["a"])], [("A", ["a"])], reloading: ["z"])
                == .missingUpdatedItem(.reloadItems, id: "z", index: 0))
        // b is in the current snapshot only: it is deleted, not reloaded.
        #expect(
            failure([("A", ["a", "b"])], [("A", ["a"])], reconfiguring: ["a", "b"])
                == .missingUpdatedItem(.reconfigureItems, id: "b", index: 1))
        #expect(
            failure([("A", ["a"])], [("A", ["a"])], reloading: ["z"])?.description
                == #"reloadItems[0]: item "z" is not in the new snapshot"#)
    }

    @Test func anItemUpdatedTwiceIsRefused() {
        #expect(
            failure([("A", ["a"])], [("A", ["a"])], reloading: ["a", "a"])
                == .duplicateUpdatedItem(.reloadItems, id: "a", first: 0, second: 1))
        #expect(
            failure([("A", ["a"])], [("A", ["a"])], reloading: ["a"], reconfiguring: ["a"])
                == .reloadedAndReconfigured(id: "a", index: 0))
    }

    @Test func tooManySectionsAreRefusedBeforeAnythingIsIndexed() {
        let sections = Array(
            repeating: DiffableSnapshot<Int>.Section(id: 0, items: []), count: SnapshotDifference.maximumSections + 1)
        #expect(throws: SnapshotDifferenceError.tooManySections(.new, count: 1_000_001)) {
            try SnapshotDifference(from: DiffableSnapshot<Int>(sections: []), to: DiffableSnapshot(sections: sections))
        }
    }

    @Test func tooManyItemsAreRefusedBeforeAnythingIsIndexed() {
        // Eleven sections sharing one array of a million items: 10,000,000 after section 9, past it at 10.
        // The identifiers repeat, which would be refused too: the limit comes first.
        let million = Array(0..<1_000_000)
        let sections = (0..<11).map { DiffableSnapshot<Int>.Section(id: $0, items: million) }
        #expect(throws: SnapshotDifferenceError.tooManyItems(.current, section: 10)) {
            try SnapshotDifference(from: DiffableSnapshot(sections: sections), to: DiffableSnapshot<Int>(sections: []))
        }
        #expect(
            SnapshotDifferenceError.tooManyItems(.current, section: 10).description
                == "the current snapshot has more than 10000000 items (passed in section 10)")
    }
}
