import LayoutCore
import Layouts

/// The data and configurations the layout benchmarks measure.
enum Fixtures {
    /// A phone-sized grid: 115-pt items with 10-pt section insets and the default 10-pt spacing, two to a line
    /// (three would need 365 of the 355 pt between the insets).
    static let flowConfiguration: FlowLayoutConfiguration = {
        var configuration = FlowLayoutConfiguration()
        configuration.itemSize = Size(width: 115, height: 115)
        configuration.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return configuration
    }()

    /// One section of `count` items: all of the layout's item size, or a three-entry pattern of sizes.
    static func flowData(count: Int, patterned: Bool) -> CollectionData {
        let pattern =
            patterned
            ? [
                ItemAnswers(size: Size(width: 355, height: 80)), ItemAnswers(size: Size(width: 172, height: 120)),
                ItemAnswers(size: Size(width: 172, height: 140)),
            ] : []
        return CollectionData(sections: [SectionData(itemCount: count, pattern: pattern)])
    }

    /// One section of `count` items of the layout's size, a three-entry pattern of insets: one pushes its
    /// line 8 pt before and 4 pt after, one shrinks its item 10 pt on each side, one has none.
    static func insetData(count: Int) -> CollectionData {
        let insets = [
            EdgeInsets(top: 8, left: 0, bottom: 4, right: 0), EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), .zero,
        ]
        return CollectionData(sections: [SectionData(itemCount: count, pattern: insets.map { ItemAnswers(inset: $0) })])
    }

    static let tableConfiguration: TableLayoutConfiguration = {
        var configuration = TableLayoutConfiguration()
        configuration.cellSize = Size(width: 80, height: 44)
        configuration.rowHeaderWidth = 60
        configuration.columnHeaderHeight = 30
        configuration.stickyHeaders = true
        configuration.cornerDecoration = true
        return configuration
    }()

    static func tableContext(rows: Int, columns: Int, viewport: Size) -> LayoutContext {
        let data = CollectionData(sections: Array(repeating: SectionData(itemCount: columns), count: rows))
        return LayoutContext(data: data, viewportSize: viewport)
    }
}
