import LayoutCore
import Testing

@testable import Simulation

/// `applySnapshot`: the difference from the view's current snapshot applied as one batch (issue 52).
/// Expected values from the geometry of `listSpec()`: 375×100 rows, no spacing, a 375×667 viewport, so
/// rows 0…6 are displayed at offset 0 (row 6 spans y 600…700); items are `"0-I"` until changed.
@Suite struct ApplySnapshotTests {
    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

    /// The list's ids, "0-0" … "0-19".
    static let original = (0..<20).map { "0-\($0)" }

    static func apply(
        _ simulator: inout Simulator, _ sections: [(String, [String])], reload: [String] = [],
        reconfigure: [String] = []
    ) throws(SimulationError) -> [String] {
        let snapshot = DiffableSnapshot(sections: sections.map { .init(id: $0.0, items: $0.1) })
        let application = SnapshotApplication(
            view: "list", snapshot: snapshot, reloadItems: reload, reconfigureItems: reconfigure, animated: false)
        return BatchUpdateTests.display(try simulator.apply(.applySnapshot(application)))
    }

    /// "0-1" after "0-4": one move, [0, 1] → [0, 4]; every row stays in rows 0…6, so no display event.
    @Test func aMoveInTheViewportHasNoEvents() throws {
        var simulator = try BatchUpdateTests.list()
        var items = Self.original
        items.insert(items.remove(at: 1), at: 4)
        #expect(try Self.apply(&simulator, [("0", items)]).isEmpty)
        #expect(simulator.spec(of: "list")!.data.snapshotIdentifiers().sections[0].items == items)
    }

    /// The same snapshot with "0-2" reloaded: its cell ends and a new one is displayed, both at [0, 2].
    @Test func aReloadEndsAndDisplaysTheCell() throws {
        var simulator = try BatchUpdateTests.list()
        #expect(
            try Self.apply(&simulator, [("0", Self.original)], reload: ["0-2"])
                == ["didEndDisplaying [0, 2] 0-2", "willDisplay [0, 2] 0-2"])
        #expect(try Self.apply(&simulator, [("0", Self.original)], reconfigure: ["0-2"]).isEmpty)
    }

    /// "0-0" left out: it ends and is deleted at [0, 0]; rows close up by one, so "0-7" comes in at [0, 6]
    /// (y 600).
    @Test func aDeleteEndsTheItemAndPullsTheNextOneIn() throws {
        var simulator = try BatchUpdateTests.list()
        #expect(
            try Self.apply(&simulator, [("0", Array(Self.original.dropFirst()))])
                == ["didEndDisplaying [0, 0] 0-0", "deleted [0, 0] 0-0", "willDisplay [0, 6] 0-7"])
    }

    /// A section "top" with a new item "n" before section "0": "n" takes the flow's item size at y 0…100,
    /// the old rows move down 100, so "0-6" (now y 700) ends with the index path it had. The new section
    /// keeps its identifier and the old one keeps "0" (the number its ids name) at index 1; a snapshot
    /// swapping the two moves section "0" back, "top" following it.
    @Test func aSectionInsertedByIdKeepsItAndSectionsFollowTheirIds() throws {
        var simulator = try BatchUpdateTests.list()
        #expect(
            try Self.apply(&simulator, [("top", ["n"]), ("0", Self.original)])
                == ["didEndDisplaying [0, 6] 0-6", "willDisplay [0, 0] n"])
        let identifiers = simulator.spec(of: "list")!.data.snapshotIdentifiers()
        #expect(identifiers.sections.map(\.id) == ["top", "0"])
        #expect(identifiers.sections[0].items == ["n"] && identifiers.sections[1].items == Self.original)
        _ = try Self.apply(&simulator, [("0", Self.original), ("top", ["n"])])
        #expect(simulator.spec(of: "list")!.data.snapshotIdentifiers().sections.map(\.id) == ["0", "top"])
    }

    /// An item of a deleted section moved into an inserted one keeps its identifier (no conflict with
    /// itself): section "0" becomes "new", holding "0-3" only.
    @Test func anItemCarriedIntoAnInsertedSectionKeepsItsIdentifier() throws {
        var simulator = try BatchUpdateTests.list()
        _ = try Self.apply(&simulator, [("new", ["0-3"])])
        let identifiers = simulator.spec(of: "list")!.data.snapshotIdentifiers()
        #expect(identifiers == DiffableSnapshot(sections: [.init(id: "new", items: ["0-3"])]))
    }

    /// A duplicate identifier is refused as UIKit refuses it, with the key path of its second use, and the
    /// view is unchanged; an animated application is refused as an animated batch is.
    @Test func aDuplicateIdentifierIsRefusedWithItsPath() throws {
        var simulator = try BatchUpdateTests.list()
        let data = simulator.spec(of: "list")!.data
        for (sections, path) in [
            ([("0", ["a", "b", "a"])], "sections[0].items[2]"), ([("x", ["a"]), ("x", ["b"])], "sections[1].id"),
        ] {
            do {
                _ = try Self.apply(&simulator, sections)
                Issue.record("a snapshot with a duplicate was applied")
            } catch {
                #expect(error.code == .invalidParams && error.path == path, "\(error.message)")
            }
        }
        #expect(simulator.spec(of: "list")!.data == data)
    }

    /// "0-1" moved after "0-4" and reloaded: moved first (no event, it stays in rows 0…6), then its cell
    /// replaced where it landed, [0, 4], as UIKit's data source applies it.
    @Test func aMovedAndReloadedItemIsMovedThenReplacedAtItsNewPlace() throws {
        var simulator = try BatchUpdateTests.list()
        var items = Self.original
        items.insert(items.remove(at: 1), at: 4)
        #expect(
            try Self.apply(&simulator, [("0", items)], reload: ["0-1"])
                == ["didEndDisplaying [0, 4] 0-1", "willDisplay [0, 4] 0-1"])
        #expect(simulator.spec(of: "list")!.data.snapshotIdentifiers().sections[0].items == items)
    }

    /// A new item "big" given 300 pt of height (an item object's answers) inserted first: it spans y 0…300,
    /// so "0-0"…"0-3" move down to y 300…700 and "0-4", "0-5", "0-6" (now y 700…1000) end with the
    /// index paths they had; then "big" is displayed at [0, 0].
    @Test func anInsertedItemCarriesTheAnswersGivenWithIt() throws {
        var simulator = try BatchUpdateTests.list()
        let snapshot = DiffableSnapshot(sections: [.init(id: "0", items: ["big"] + Self.original)])
        let big = ItemAnswers(id: "big", size: Size(width: 375, height: 300))
        let application = SnapshotApplication(
            view: "list", snapshot: snapshot, answers: ["big": big], animated: false)
        #expect(
            BatchUpdateTests.display(try simulator.apply(.applySnapshot(application))) == [
                "didEndDisplaying [0, 4] 0-4", "didEndDisplaying [0, 5] 0-5", "didEndDisplaying [0, 6] 0-6",
                "willDisplay [0, 0] big",
            ])
        let cells = try #require(simulator.layoutSnapshot(of: "list")?.attributes)
        #expect(cells.first { $0.id == .named("big") }?.frame == Rect(x: 0, y: 0, width: 375, height: 300))
    }
}
