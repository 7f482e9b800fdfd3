import LayoutCore
import Testing

@testable import Layouts

/// KEZCollectionViewTableLayout, the seed's behaviour: its worked examples and its rules for the grid,
/// in the seed suite's 1000×1000 collection view.
@Suite struct TableLayoutTests {
    let viewport = size(1000, 1000)

    func table(_ configure: (inout TableLayoutConfiguration) -> Void = { _ in }) -> TableLayout {
        var configuration = TableLayoutConfiguration()
        configure(&configuration)
        return TableLayout(configuration: configuration)
    }

    // MARK: worked examples

    @Test func contentSizeOfOneAndThreeRows() {
        #expect(prepared(table(), counts([20]), viewport: viewport).contentSize == size(2000, 100))
        #expect(prepared(table(), counts([20, 50, 30]), viewport: viewport).contentSize == size(5000, 300))
    }

    @Test func contentSizeCountsHeaders() {
        let layout = prepared(
            table {
                $0.columnHeaderHeight = 150
                $0.rowHeaderWidth = 50
            }, counts([20]), viewport: viewport)
        #expect(layout.contentSize == size(2050, 250))
    }

    @Test func cellFramesOfLargeCells() {
        let layout = prepared(table { $0.cellSize = size(300, 300) }, counts([2, 3]), viewport: viewport)
        #expect(layout.frame(0, 0) == rect(0, 0, 300, 300))
        #expect(layout.frame(0, 1) == rect(300, 0, 300, 300))
        #expect(layout.frame(1, 2) == rect(600, 300, 300, 300))
        #expect(layout.attributes(forItem: IndexPath(section: 1, item: 2), bounds: origin)?.zIndex == 0)
    }

    @Test func columnHeaders() {
        let layout = prepared(
            table {
                $0.cellSize = size(200, 200)
                $0.columnHeaderHeight = 100
            }, counts([3]), viewport: viewport)
        let headers = layout.attributes(in: origin, bounds: origin).filter { $0.kind == .columnHeader }
            .sorted(by: LayoutAttributes.canonicallyOrdered)
        #expect(headers.map(\.frame) == [rect(0, 0, 200, 100), rect(200, 0, 200, 100), rect(400, 0, 200, 100)])
        #expect(headers.map(\.zIndex) == [200, 200, 200])
        #expect(headers.map(\.indexPath) == (0..<3).map { IndexPath(section: 0, item: $0) })
        #expect(layout.frame(0, 0) == rect(0, 100, 200, 200))
    }

    @Test func cornerNeedsBothKindsOfHeader() {
        let both = prepared(
            table {
                $0.cellSize = size(50, 50)
                $0.columnHeaderHeight = 100
                $0.rowHeaderWidth = 100
                $0.cornerDecoration = true
            }, counts([2, 5]), viewport: viewport)
        let corner = both.attributes(forDecoration: .corner, at: IndexPath(section: 0, item: 0), bounds: origin)
        #expect(corner?.frame == rect(0, 0, 100, 100))
        #expect(corner?.zIndex == 500)
        #expect(corner?.category == .decoration)
        let rowHeadersOnly = prepared(
            table {
                $0.cellSize = size(50, 50)
                $0.rowHeaderWidth = 100
                $0.cornerDecoration = true
            }, counts([2, 5]), viewport: viewport)
        #expect(
            rowHeadersOnly.attributes(forDecoration: .corner, at: IndexPath(section: 0, item: 0), bounds: origin) == nil
        )
        #expect(!rowHeadersOnly.attributes(in: origin, bounds: origin).contains { $0.kind == .corner })
    }

    @Test func cornerNeedsRegistration() {
        let unregistered = prepared(
            table {
                $0.columnHeaderHeight = 100
                $0.rowHeaderWidth = 100
            }, counts([2]), viewport: viewport)
        #expect(!unregistered.attributes(in: origin, bounds: origin).contains { $0.kind == .corner })
    }

    // MARK: sizing

    @Test func columnsTakeTheWidestCellAndRowsTheTallest() {
        let data = CollectionData(sections: [
            sized([size(80, 30), size(40, 60)]),
            sized([size(120, 20), size(10, 10), size(70, 90)]),
        ])
        let layout = prepared(table(), data, viewport: viewport)
        #expect(layout.frame(0, 0) == rect(0, 0, 120, 60))
        #expect(layout.frame(0, 1) == rect(120, 0, 40, 60))
        #expect(layout.frame(1, 0) == rect(0, 60, 120, 90))
        #expect(layout.frame(1, 2) == rect(160, 60, 70, 90))
        #expect(layout.contentSize == size(230, 150))
    }

    @Test func delegatedSizesAreClampedButCellSizeIsNot() {
        let data = CollectionData(sections: [sized([size(10, 500), size(100, 100)]), SectionData(itemCount: 1)])
        let layout = prepared(
            table {
                $0.minimumCellSize = size(44, 44)
                $0.maximumCellSize = size(200, 200)
                $0.cellSize = size(300, 20)
            }, data, viewport: viewport)
        // Row 0: (10, 500) clamps to (44, 200); row 1's cell uses cellSize (300, 20), unclamped.
        #expect(layout.frame(0, 0) == rect(0, 0, 300, 200))
        #expect(layout.frame(0, 1) == rect(300, 0, 100, 200))
        #expect(layout.frame(1, 0) == rect(0, 200, 300, 20))
    }

    @Test func headerPropertiesAreNeverClamped() {
        let layout = prepared(
            table {
                $0.maximumCellSize = size(50, 50)
                $0.rowHeaderWidth = 120
                $0.columnHeaderHeight = 80
            }, counts([1]), viewport: viewport)
        #expect(layout.frame(0, 0) == rect(120, 80, 100, 100))
    }

    @Test func delegatedHeaderSizesWidenColumnsAndHeightenRows() {
        let data = CollectionData(sections: [sized([size(50, 40), size(50, 40)]), sized([size(50, 40)])])
        let layout = prepared(
            table {
                $0.rowHeaderWidth = 999  // ignored: header sizing is delegated
                $0.columnHeaderHeight = 999
                $0.columnHeaderSizes = [size(70, 30), size(20, 45)]
                $0.rowHeaderSizes = [size(60, 10), size(90, 55)]
                $0.maximumCellSize = size(80, 80)
            }, data, viewport: viewport)
        // rowHeaderWidth = max(60, 90 clamped to 80); columnHeaderHeight = max(30, 45).
        // Column widths: max(70, 50) and max(20, 50); row heights: max(10, 40) and max(55, 40).
        #expect(layout.frame(0, 0) == rect(80, 45, 70, 40))
        #expect(layout.frame(0, 1) == rect(150, 45, 50, 40))
        #expect(layout.frame(1, 0) == rect(80, 85, 70, 55))
        let rowHeader = layout.attributes(
            forSupplementary: .rowHeader, at: IndexPath(section: 1, item: 0), bounds: origin)
        #expect(rowHeader?.frame == rect(0, 85, 80, 55))
        #expect(rowHeader?.zIndex == 100)
        let columnHeader = layout.attributes(
            forSupplementary: .columnHeader, at: IndexPath(section: 0, item: 1), bounds: origin)
        #expect(columnHeader?.frame == rect(150, 0, 50, 45))
    }

    @Test func delegatedHeaderSizesAreClamped() {
        let layout = prepared(
            table {
                $0.rowHeaderSizes = [size(500, 10)]
                $0.minimumCellSize = size(0, 30)
                $0.maximumCellSize = size(200, 200)
                $0.cellSize = size(10, 10)
            }, counts([1]), viewport: viewport)
        // The row header clamps to (200, 30); the column headers answer zero, clamped to height 30.
        #expect(layout.frame(0, 0) == rect(200, 30, 10, 30))
    }

    // MARK: frames and queries

    @Test func columnHeadersFollowTheLongestRow() {
        let layout = prepared(table { $0.columnHeaderHeight = 40 }, counts([1, 4, 2]), viewport: viewport)
        let headers = layout.attributes(in: origin, bounds: origin).filter { $0.kind == .columnHeader }
        #expect(headers.count == 4)
        #expect(
            layout.attributes(forSupplementary: .columnHeader, at: IndexPath(section: 0, item: 4), bounds: origin)
                == nil)
    }

    @Test func touchingEdgesAreNotInTheRect() {
        let layout = prepared(table(), counts([3, 3]), viewport: viewport)
        let found = layout.attributes(in: rect(100, 100, 100, 100), bounds: origin)
        #expect(found.map(\.indexPath) == [IndexPath(section: 1, item: 1)])
        let straddling = layout.attributes(in: rect(99, 99, 2, 2), bounds: origin).map(\.indexPath).sorted()
        #expect(straddling.count == 4)
    }

    @Test func stickyHeadersFollowTheBoundsInsideTheInset() {
        let inset = EdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        let layout = prepared(
            table {
                $0.stickyHeaders = true
                $0.rowHeaderWidth = 50
                $0.columnHeaderHeight = 30
                $0.cornerDecoration = true
            }, counts([30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30]), viewport: size(400, 300), inset: inset)
        let bounds = rect(250, 420, 400, 300)
        let row = layout.attributes(forSupplementary: .rowHeader, at: IndexPath(section: 5, item: 0), bounds: bounds)
        #expect(row?.frame == rect(260, 530, 50, 100))
        let column = layout.attributes(
            forSupplementary: .columnHeader, at: IndexPath(section: 0, item: 3), bounds: bounds)
        #expect(column?.frame == rect(350, 440, 100, 30))
        let corner = layout.attributes(forDecoration: .corner, at: IndexPath(section: 0, item: 0), bounds: bounds)
        #expect(corner?.frame == rect(260, 440, 50, 30))
        // At rest UIKit's offset is (-left, -top), so sticky headers sit at the content's edge.
        let rest = rect(-10, -20, 400, 300)
        #expect(
            layout.attributes(forDecoration: .corner, at: IndexPath(section: 0, item: 0), bounds: rest)?.frame
                == rect(0, 0, 50, 30))
        // Sticky headers in the visible rect are found by the rect query.
        let visible = layout.attributes(in: bounds, bounds: bounds)
        #expect(visible.contains { $0.kind == .rowHeader && $0.indexPath == IndexPath(section: 5, item: 0) })
        #expect(visible.contains { $0.kind == .corner })
    }

    @Test func nonStickyHeadersStayAtTheContentEdge() {
        let layout = prepared(table { $0.rowHeaderWidth = 50 }, counts([5, 5]), viewport: viewport)
        let bounds = rect(300, 0, 1000, 1000)
        #expect(
            layout.attributes(forSupplementary: .rowHeader, at: IndexPath(section: 1, item: 0), bounds: bounds)?.frame
                == rect(0, 100, 50, 100))
    }

    @Test func anEmptyLastRowKeepsTheContentHeight() {
        // The seed reads the last row's last cell and reports 0; we count every row.
        let layout = prepared(table(), counts([3, 0]), viewport: viewport)
        #expect(layout.contentSize == size(300, 100))
    }

    @Test func outOfRangeIndexPathsAnswerNil() {
        let layout = prepared(table { $0.rowHeaderWidth = 10 }, counts([2]), viewport: viewport)
        #expect(layout.frame(0, 2) == nil)
        #expect(layout.frame(1, 0) == nil)
        #expect(layout.frame(-1, 0) == nil)
        #expect(
            layout.attributes(forSupplementary: .rowHeader, at: IndexPath(section: 1, item: 0), bounds: origin) == nil)
        #expect(layout.attributes(forSupplementary: .header, at: IndexPath(section: 0, item: 0), bounds: origin) == nil)
    }

    // MARK: invalidation

    @Test func boundsChangesInvalidateOnlyStickyHeadersThatMove() {
        let both = prepared(
            table {
                $0.stickyHeaders = true
                $0.rowHeaderWidth = 10
            }, counts([2]), viewport: viewport)
        let moved = origin.offset(by: 5, along: .horizontal)
        #expect(both.invalidation(forBoundsChange: moved, old: origin) == .requery)
        #expect(both.invalidation(forBoundsChange: origin.offset(by: 5, along: .vertical), old: origin) == .none)
        let notSticky = prepared(table { $0.rowHeaderWidth = 10 }, counts([2]), viewport: viewport)
        #expect(notSticky.invalidation(forBoundsChange: moved, old: origin) == .none)
    }
}
