import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// A flow section long enough that its frames and lines span many chunks (`ShiftedChunks`, 2,048 to a
/// chunk): after random changes, some of them thousands of items at once, the stored geometry is what a
/// fresh prepare builds, and every item and query reads as a fresh prepare's.
@Suite struct FlowChunkedGeometryTests {
    /// 10,000 items of the listed sizes' cycle (widths 20 to 169, heights 10 to 100): lines of one to
    /// several items, about five chunks of frames and two of lines.
    static func section() -> SectionData {
        SectionData(itemCount: 10_000, pattern: (0..<1_050).map(IncrementalPrepareTests.listedAnswers))
    }

    /// The flow layout along either axis, and the cell-inset flow layout (which reads the items' insets).
    @Test(arguments: [(Axis.vertical, false), (.horizontal, false), (.vertical, true)])
    func changesAcrossChunksBuildWhatAFreshPrepareDoes(_ axis: Axis, cellInsets: Bool) throws {
        let name = "\(cellInsets ? "cellInsetFlow" : "flow") \(axis)"
        let configuration = InvariantTests.flowConfiguration(axis)
        let make = {
            cellInsets
                ? CellInsetFlowLayout(configuration: configuration) as any CollectionLayout
                : FlowLayout(configuration: configuration)
        }
        var random = SeededGenerator.forTest("flow chunked geometry, \(name)")
        var data = CollectionData(sections: [Self.section(), SectionData(itemCount: 30)])
        let viewport = Size(width: 375, height: 667)
        var layout = make()
        layout.prepare(LayoutContext(data: data, viewportSize: viewport))
        var named = 0
        for round in 0..<16 {
            let changes =
                round % 4 == 3
                ? Self.largeChange(to: &data, using: &random)
                : IncrementalPrepareTests.randomChange(to: &data, named: &named, using: &random)
            layout.prepare(LayoutContext(data: data, viewportSize: viewport), changes: changes)
            var fresh = make()
            fresh.prepare(LayoutContext(data: data, viewportSize: viewport))
            #expect(try Self.flow(layout).geometry == Self.flow(fresh).geometry, "\(name), round \(round)")
            let difference = IncrementalPrepareTests.firstDifference(layout, fresh, data: data)
            #expect(difference == nil, "\(name), round \(round): \(difference ?? "")")
            if difference != nil { return }
        }
    }

    /// A query whose lines and frames cross a chunk's end (item and line 2,048) finds what one inside a chunk
    /// does. 3,000 items of 300 × 10 points, 10 apart, no insets: one item a line (two would need 610 of the
    /// 375 points), item i at y = 20 i to 20 i + 10. The rect from y 40,905 to 41,095 meets items 2,045
    /// (40,900 to 40,910) to 2,054 (41,080 to 41,090), not 2,055 (from 41,100); the rect from 20,005 to
    /// 20,195 meets items 1,000 to 1,009, all in the first chunk.
    @Test func aQueryAcrossChunksFindsItsItems() {
        var configuration = FlowLayoutConfiguration()
        configuration.itemSize = Size(width: 300, height: 10)
        var layout = FlowLayout(configuration: configuration)
        let viewport = Size(width: 375, height: 667)
        layout.prepare(
            LayoutContext(data: CollectionData(sections: [SectionData(itemCount: 3_000)]), viewportSize: viewport))
        for (minY, items) in [(40_905.0, 2_045...2_054), (20_005, 1_000...1_009)] {
            let rect = Rect(x: 0, y: minY, width: 375, height: 190)
            let found = layout.attributes(in: rect, bounds: rect)
            #expect(found.map(\.indexPath) == items.map { IndexPath(section: 0, item: $0) }, "from y \(minY)")
            #expect(found.map(\.frame.origin.y) == items.map { 20 * Double($0) }, "from y \(minY)")
            #expect(layout.countAttributes(in: rect, bounds: rect, upTo: 100) == items.count)
        }
    }

    /// Inserts 3,000 to 6,000 items of a new size, or deletes a stretch of 1,000 to 5,000, in the first
    /// section: a change that rewrites several chunks.
    private static func largeChange(to data: inout CollectionData, using random: inout SeededGenerator)
        -> ItemChanges
    {
        let count = data.sections[0].itemCount
        if count < 6_000 || Bool.random(using: &random) {
            let inserted = (0..<Int.random(in: 3_000...6_000, using: &random)).map { ItemAnswers(id: "big\($0)") }
            let position = IndexPath(section: 0, item: Int.random(in: 0...count, using: &random))
            data.insertItems(inserted, at: position)
            return .insertion(of: inserted.count, at: position)
        }
        let start = Int.random(in: 0..<count - 5_000, using: &random)
        let deleted = (start..<start + Int.random(in: 1_000...5_000, using: &random)).map {
            IndexPath(section: 0, item: $0)
        }
        data.deleteItems(deleted)
        return .deletion(of: deleted)
    }

    private static func flow(_ layout: any CollectionLayout) throws -> FlowLayout {
        if let inset = layout as? CellInsetFlowLayout { return inset.flow }
        return try #require(layout as? FlowLayout)
    }
}
