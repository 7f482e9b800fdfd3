import LayoutCore
import Layouts
import ScrollPhysics
import Simulation
import Testing

@testable import Specs
@testable import Wire

/// View specs: what a good spec decodes to.
@Suite struct SpecDecodingTests {
    @Test func aFullSpecDecodes() throws {
        let spec = try SpecFile.decode(
            """
            id: home
            viewport: [375, 667]
            contentInset: [20, 0, 10, 0]
            layout:
              type: flow
              scrollDirection: horizontal
              itemSize: [100, 120]
              minimumLineSpacing: 4
              sectionHeadersPinToVisibleBounds: true
            sections:
              - items: 20
                item: {size: [100, 100]}
                pattern: [{size: [100, 100]}, {size: [100, 200]}]
                overrides: {"3": {size: [200, 200], id: hero}}
                sectionInset: [1, 2, 3, 4]
                minimumInteritemSpacing: 6
                header: [0, 50]
              - items: [{id: a}, {size: [10, 10]}]
            physics: {decelerationRate: fast, bounces: false, pagingEnabled: true, displayMargin: 50}
            """, format: .yaml)
        #expect(spec.id == "home")
        #expect(spec.viewport == Size(width: 375, height: 667))
        #expect(spec.contentOffset == Point(x: 0, y: -20))
        guard case .flow(let flow) = spec.layout else {
            Issue.record("expected a flow layout, got \(spec.layout)")
            return
        }
        #expect(flow.scrollDirection == .horizontal)
        #expect(flow.itemSize == Size(width: 100, height: 120))
        #expect(flow.minimumLineSpacing == 4)
        #expect(flow.minimumInteritemSpacing == 10)
        #expect(flow.sectionHeadersPinToVisibleBounds)
        let first = spec.data.sections[0]
        #expect(first.itemCount == 20)
        #expect(first.size(at: 3) == Size(width: 200, height: 200))
        #expect(first.size(at: 5) == Size(width: 100, height: 200))
        #expect(first.answers.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(first.answers.minimumInteritemSpacing == 6)
        #expect(spec.data.itemID(at: IndexPath(section: 0, item: 3))?.description == "hero")
        #expect(spec.data.itemID(at: IndexPath(section: 1, item: 0))?.description == "a")
        #expect(spec.data.itemID(at: IndexPath(section: 1, item: 1))?.description == "1-1")
        #expect(spec.physics.decelerationRate == .fast)
        #expect(!spec.physics.bounces)
        #expect(spec.physics.pagingEnabled)
        #expect(spec.physics.displayMargin == 50)
    }

    @Test func aTableSpecDecodes() throws {
        let spec = try SpecFile.decode(
            """
            {"viewport": [1000, 1000], "layout": {"type": "table", "cellSize": [50, 50], "minimumCellSize": [44, 44],
             "rowHeaderWidth": 100, "columnHeaderHeight": 100, "stickyHeaders": true, "cornerDecoration": true,
             "columnHeaderSizes": [[10, 20]]},
             "sections": [{"items": 2}, {"items": 5}]}
            """, format: .json)
        guard case .table(let table) = spec.layout else {
            Issue.record("expected a table layout, got \(spec.layout)")
            return
        }
        #expect(table.cellSize == Size(width: 50, height: 50))
        #expect(table.minimumCellSize == Size(width: 44, height: 44))
        #expect(table.stickyHeaders && table.cornerDecoration)
        #expect(table.columnHeaderSizes == [Size(width: 10, height: 20)])
        #expect(table.delegatesHeaderSizing)
        #expect(spec.data.sections.map(\.itemCount) == [2, 5])
    }

    @Test func tenMillionItemsArePatternedNotStored() throws {
        let spec = try SpecFile.decode(
            "viewport: [375, 667]\nlayout: {type: flow}\nsections: [{items: 10000000, pattern: [{size: [10, 10]}, {size: [20, 20]}]}]",
            format: .yaml)
        #expect(spec.data.totalItemCount == 10_000_000)
        #expect(spec.data.sections[0].listed.isEmpty)
        #expect(spec.data.sections[0].size(at: 9_999_999) == Size(width: 20, height: 20))
    }
}
