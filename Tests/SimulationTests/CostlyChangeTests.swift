import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// Which data changes the daemon runs off its loop (`Simulator.isCostly`): on a view above the item
/// threshold, a small change is cheap where the layout re-places only what that change moves — a flow or
/// grid plugin section, an append to a mosaic section, to the expanded grid or to a table's row — and costly where it must
/// place everything after it (a mosaic section, the middle of the expanded grid) or may measure columns
/// down every row (a table's cells moved or deleted). A change naming items the view lacks fails at once,
/// on the loop.
@Suite struct CostlyChangeTests {
    static let threshold = 1_000
    static let page = Array(repeating: ItemAnswers(), count: 20)

    static func simulator(_ layout: LayoutSpec, sections: [SectionData]) throws -> Simulator {
        var simulator = Simulator()
        let spec = ViewSpec(
            viewport: Size(width: 375, height: 667), layout: layout, data: CollectionData(sections: sections))
        _ = try simulator.createView(spec, id: "v")
        return simulator
    }

    static func pluginSection(_ type: PluginType) -> SectionData {
        var answers = SectionAnswers()
        answers.plugin = PluginChoice(type: type)
        return SectionData(itemCount: 3_000, common: ItemAnswers(size: Size(width: 100, height: 100)), answers: answers)
    }

    static func insertion(at item: Int, section: Int = 0) -> Command {
        .insertItems(view: "v", at: IndexPath(section: section, item: item), items: page)
    }

    @Test func aPluginChangeIsCheapInFlowAndGridSectionsAndAtTheEndOfOthers() throws {
        let simulator = try Self.simulator(
            .plugin(PluginLayoutConfiguration()), sections: [Self.pluginSection(.flow), Self.pluginSection(.mosaic)])
        #expect(!simulator.isCostly(Self.insertion(at: 1_500), above: Self.threshold, changing: 100))
        #expect(simulator.isCostly(Self.insertion(at: 1_500, section: 1), above: Self.threshold, changing: 100))
        #expect(!simulator.isCostly(Self.insertion(at: 3_000, section: 1), above: Self.threshold, changing: 100))
        let acrossBoth = Command.deleteItems(
            view: "v", items: [IndexPath(section: 0, item: 3), IndexPath(section: 1, item: 3)])
        #expect(simulator.isCostly(acrossBoth, above: Self.threshold, changing: 100))
        #expect(simulator.isCostly(Self.insertion(at: 1_500), above: Self.threshold, changing: 10))
    }

    @Test func anExpandedChangeIsCheapAtTheEndOnly() throws {
        let scales = [ItemAnswers(scale: .two), ItemAnswers(), ItemAnswers(scale: .four)]
        let simulator = try Self.simulator(
            .expanded(ExpandedConfiguration()), sections: [SectionData(itemCount: 3_000, pattern: scales)])
        #expect(!simulator.isCostly(Self.insertion(at: 3_000), above: Self.threshold, changing: 100))
        let lastTwo = Command.deleteItems(
            view: "v", items: [IndexPath(section: 0, item: 2_999), IndexPath(section: 0, item: 2_998)])
        #expect(!simulator.isCostly(lastTwo, above: Self.threshold, changing: 100))
        #expect(simulator.isCostly(Self.insertion(at: 1_500), above: Self.threshold, changing: 100))
    }

    /// 40 rows of 50 listed cells (widths 60 to 150): appending to the end of rows adds columns or widens
    /// them only; inserting inside a row moves its later cells to other columns, which may narrow one.
    @Test func aTableChangeIsCheapAtTheEndsOfRowsOnly() throws {
        let row = SectionData(
            listed: (0..<50).map { ItemAnswers(size: Size(width: Double(60 + $0 % 10 * 10), height: 44)) })
        let simulator = try Self.simulator(
            .table(TableLayoutConfiguration()), sections: Array(repeating: row, count: 40))
        #expect(!simulator.isCostly(Self.insertion(at: 50, section: 7), above: Self.threshold, changing: 100))
        #expect(simulator.isCostly(Self.insertion(at: 49, section: 7), above: Self.threshold, changing: 100))
        let lastCell = Command.deleteItems(view: "v", items: [IndexPath(section: 7, item: 49)])
        #expect(simulator.isCostly(lastCell, above: Self.threshold, changing: 100))
        let lastRow = Command.insertItems(view: "v", at: IndexPath(section: 39, item: 50), items: Self.page)
        #expect(!simulator.isCostly(lastRow, above: Self.threshold, changing: 100))
    }

    @Test func aChangeNamingMissingItemsIsNeverCostly() throws {
        let simulator = try Self.simulator(
            .expanded(ExpandedConfiguration()), sections: [SectionData(itemCount: 3_000, pattern: [ItemAnswers()])])
        #expect(!simulator.isCostly(Self.insertion(at: 3_001), above: Self.threshold, changing: 100))
        let twice = Command.deleteItems(
            view: "v", items: [IndexPath(section: 0, item: 5), IndexPath(section: 0, item: 5)])
        #expect(!simulator.isCostly(twice, above: Self.threshold, changing: 100))
        let missing = Command.deleteItems(view: "v", items: [IndexPath(section: 0, item: 3_000)])
        #expect(!simulator.isCostly(missing, above: Self.threshold, changing: 100))
    }

    /// A batch goes the way of insertions and deletions: one that leaves the sections as they are (a move
    /// of one item, a reconfigure with a new size) is cheap in a flow view, whatever its size; one that
    /// inserts a section prepares everything (costly above the threshold); an inconsistent one fails at
    /// once (cheap).
    @Test func aBatchKeepingTheSectionsIsCheapInFlow() throws {
        let simulator = try Self.simulator(.flow(FlowLayoutConfiguration()), sections: [SectionData(itemCount: 3_000)])
        let path = { (item: Int) in IndexPath(section: 0, item: item) }
        let move = BatchUpdate(
            moveItems: [.init(from: path(10), to: path(2_900))],
            reconfigureItems: [.init(path(20), answers: ItemAnswers(size: Size(width: 50, height: 50)))])
        let section = BatchUpdate(insertSections: [.init(1)])
        let wrong = BatchUpdate(deleteItems: [path(3_000)])
        for (batch, costly) in [(move, false), (section, true), (wrong, false)] {
            let command = Command.batchUpdates(view: "v", batch: batch, animated: false)
            #expect(simulator.isCostly(command, above: Self.threshold, changing: 100) == costly)
        }
    }

    /// A snapshot is costly above the threshold whatever it changes, even nothing (reading the current
    /// snapshot and diffing it is O(items)), or when the new snapshot holds more items than the threshold;
    /// a small view with a small snapshot is not.
    @Test func aSnapshotIsCostlyByTheItemsItReads() throws {
        let simulator = try Self.simulator(.flow(FlowLayoutConfiguration()), sections: [SectionData(itemCount: 3_000)])
        let same = simulator.spec(of: "v")!.data.snapshotIdentifiers()
        let small = DiffableSnapshot(sections: [.init(id: "0", items: ["a"])])
        let large = DiffableSnapshot(sections: [.init(id: "0", items: (0..<4_000).map { "n\($0)" })])
        for (snapshot, above, costly) in [(same, Self.threshold, true), (small, 5_000, false), (large, 3_500, true)] {
            let command = Command.applySnapshot(SnapshotApplication(view: "v", snapshot: snapshot, animated: false))
            #expect(simulator.isCostly(command, above: above, changing: 100) == costly)
        }
    }
}
