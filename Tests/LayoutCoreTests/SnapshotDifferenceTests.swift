import LayoutCore
import Testing

/// The difference of two diffable snapshots, as UIKit's batch names it (issue 52). Every expected batch is
/// derived by hand in its test from the rules in `SnapshotDifference`'s documentation.
@Suite struct SnapshotDifferenceTests {
    func difference(
        _ current: [(String, [String])], _ new: [(String, [String])], reloading: [String] = [],
        reconfiguring: [String] = []
    ) throws -> SnapshotDifference {
        try SnapshotDifference(
            from: snapshot(current), to: snapshot(new), reloading: reloading, reconfiguring: reconfiguring)
    }

    @Test func oneItemToTheEndIsOneMoveNotThree() throws {
        // Old indices in new order: [1, 2, 3, 0]. The longest increasing run is 1, 2, 3 (b, c, d): only a moves.
        let result = try difference([("A", ["a", "b", "c", "d"])], [("A", ["b", "c", "d", "a"])])
        var expected = SnapshotDifference()
        expected.movedItems = [.init(from: path(0, 0), to: path(0, 3))]
        #expect(result == expected)
    }

    @Test func aSwapMovesTheFirstItem() throws {
        // [1, 0]: 1 goes on pile 0, then 0 replaces it; the run found ends at 0 (a), so b moves.
        let result = try difference([("A", ["a", "b"])], [("A", ["b", "a"])])
        #expect(result.movedItems == [.init(from: path(0, 1), to: path(0, 0))])
        #expect(result.deletedItems.isEmpty && result.insertedItems.isEmpty)
    }

    @Test func aReversalKeepsOneItem() throws {
        // [3, 2, 1, 0]: every run of kept order has one item; the last to go on pile 0 is 0 (a), kept.
        let result = try difference([("A", ["a", "b", "c", "d"])], [("A", ["d", "c", "b", "a"])])
        #expect(
            result.movedItems == [
                .init(from: path(0, 3), to: path(0, 0)), .init(from: path(0, 2), to: path(0, 1)),
                .init(from: path(0, 1), to: path(0, 2)),
            ])
    }

    @Test func aReplacedItemIsADeleteAndAnInsertAtTheSamePlace() throws {
        let result = try difference([("A", ["a", "b", "c"])], [("A", ["a", "x", "c"])])
        #expect(result.deletedItems == [path(0, 1)])
        #expect(result.insertedItems == [path(0, 1)])
        #expect(result.movedItems.isEmpty)
    }

    @Test func insertsAndDeletesAroundKeptItemsMoveNothing() throws {
        // a and c keep their order ([0, 2] is increasing): deletes and inserts around them are no moves.
        let result = try difference([("A", ["a", "b", "c"])], [("A", ["x", "a", "c", "y"])])
        #expect(result.deletedItems == [path(0, 1)])
        #expect(result.insertedItems == [path(0, 0), path(0, 3)])
        #expect(result.movedItems.isEmpty)
    }

    @Test func anItemThatChangesSectionMoves() throws {
        let result = try difference([("A", ["a", "b"]), ("B", ["c"])], [("A", ["a"]), ("B", ["b", "c"])])
        var expected = SnapshotDifference()
        expected.movedItems = [.init(from: path(0, 1), to: path(1, 0))]
        #expect(result == expected)
    }

    @Test func aDeletedSectionCarriesItsItems() throws {
        // B moves from 1 to 0 by A's deletion alone: the kept sections' old order [1] is kept.
        let result = try difference([("A", ["a"]), ("B", ["b", "c"])], [("B", ["b", "c"])])
        var expected = SnapshotDifference()
        expected.deletedSections = [0]
        #expect(result == expected)
    }

    @Test func anInsertedSectionCarriesItsItems() throws {
        let result = try difference([("A", ["a"])], [("N", ["x", "y"]), ("A", ["a"])])
        var expected = SnapshotDifference()
        expected.insertedSections = [0]
        #expect(result == expected)
    }

    @Test func emptySectionsAreSectionsToo() throws {
        let result = try difference([("A", []), ("B", [])], [("B", []), ("C", [])])
        #expect(result.deletedSections == [0])
        #expect(result.insertedSections == [1])
        #expect(result.movedSections.isEmpty && result.insertedItems.isEmpty)
        #expect(try difference([], []).isEmpty)
        #expect(try difference([("A", [])], [("A", [])]).isEmpty)
    }

    @Test func aSectionToTheFrontIsOneSectionMove() throws {
        // Old indices of the kept sections in new order: [2, 0, 1]; the run 0, 1 stays, C moves from 2 to 0.
        // Its item travels with it: not an item move.
        let result = try difference(
            [("A", ["a"]), ("B", ["b"]), ("C", ["c"])], [("C", ["c"]), ("A", ["a"]), ("B", ["b"])])
        var expected = SnapshotDifference()
        expected.movedSections = [.init(from: 2, to: 0)]
        #expect(result == expected)
    }

    @Test func itemsMoveWithinAMovedSectionByBothIndices() throws {
        // B moves 1 → 0; inside it [1, 0]: y (old [1, 1]) moves to [0, 0].
        let result = try difference([("A", ["a"]), ("B", ["x", "y"])], [("B", ["y", "x"]), ("A", ["a"])])
        #expect(result.movedSections == [.init(from: 1, to: 0)])
        #expect(result.movedItems == [.init(from: path(1, 1), to: path(0, 0))])
    }

    @Test func anItemLeavingADeletedSectionIsInserted() throws {
        // UIKit refuses a move out of a deleted section: a is deleted with A and inserted into B.
        let result = try difference([("A", ["a", "b"]), ("B", ["c"])], [("B", ["c", "a"])])
        var expected = SnapshotDifference()
        expected.deletedSections = [0]
        expected.insertedItems = [path(0, 1)]
        #expect(result == expected)
    }

    @Test func anItemJoiningAnInsertedSectionIsDeleted() throws {
        // UIKit refuses a move into an inserted section: b is deleted from A, and N brings it.
        let result = try difference([("A", ["a", "b"])], [("A", ["a"]), ("N", ["b"])])
        var expected = SnapshotDifference()
        expected.insertedSections = [1]
        expected.deletedItems = [path(0, 1)]
        #expect(result == expected)
    }

    @Test func reloadsAndReconfiguresNameTheOldIndexPathAndTellTheNew() throws {
        // [2, 0, 1]: a and b stay, c moves [0, 2] → [0, 0]; a then stands at [0, 1].
        let result = try difference(
            [("A", ["a", "b", "c"])], [("A", ["c", "a", "b"])], reloading: ["c"], reconfiguring: ["a"])
        #expect(result.movedItems == [.init(from: path(0, 2), to: path(0, 0))])
        #expect(result.reloadedItems == [.init(from: path(0, 2), to: path(0, 0))])
        #expect(result.reconfiguredItems == [.init(from: path(0, 0), to: path(0, 1))])
    }

    @Test func updatesAreListedByTheirOldIndexPaths() throws {
        let result = try difference(
            [("A", ["a", "b"]), ("B", ["c"])], [("A", ["a", "b"]), ("B", ["c"])], reloading: ["c", "a", "b"])
        #expect(result.reloadedItems.map(\.from) == [path(0, 0), path(0, 1), path(1, 0)])
    }

    @Test func anInsertedItemsUpdateIsNotListed() throws {
        // x is new; a leaves deleted section A: both get new cells anyway.
        let result = try difference(
            [("A", ["a"]), ("B", ["b"])], [("B", ["b", "a", "x"])], reloading: ["x"], reconfiguring: ["a"])
        #expect(result.insertedItems == [path(0, 1), path(0, 2)])
        #expect(result.reloadedItems.isEmpty && result.reconfiguredItems.isEmpty)
    }
}
