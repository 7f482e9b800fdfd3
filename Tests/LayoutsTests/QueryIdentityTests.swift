import LayoutCore
import Testing

@testable import Layouts

/// The flow and table queries rewrite one cell's attributes for each cell they hand on: each cell must
/// still come out with its own index path, id and frame, whether its id is named, positional, or a named
/// one after a positional one (which the rewrite replaces), and as `attributes(forItem:)` gives it.
@Suite struct QueryIdentityTests {
    /// Two sections of five items; every other item of the first named, the second unnamed.
    static let data = CollectionData(sections: [
        SectionData(listed: (0..<5).map { ItemAnswers(id: $0.isMultiple(of: 2) ? "item \($0)" : nil) }),
        SectionData(itemCount: 5),
    ])

    static let cases: [(String, any CollectionLayout)] = [
        (
            "flow",
            FlowLayout(
                configuration: {
                    var configuration = FlowLayoutConfiguration()
                    configuration.itemSize = Size(width: 100, height: 100)
                    return configuration
                }())
        ),
        ("table", TableLayout(configuration: TableLayoutConfiguration())),
    ]

    @Test(arguments: cases.indices)
    func eachCellComesOutAsItselfFromAQuery(_ index: Int) {
        let layout = prepared(Self.cases[index].1, Self.data, viewport: Size(width: 1000, height: 1000))
        let everything = Rect(x: -1, y: -1, width: 1e6, height: 1e6)
        let cells = layout.attributes(in: everything, bounds: everything).filter { $0.category == .cell }
        #expect(cells.count == 10, "\(Self.cases[index].0)")
        for cell in cells {
            #expect(cell == layout.attributes(forItem: cell.indexPath, bounds: everything), "\(Self.cases[index].0)")
            let expected: ItemID =
                cell.indexPath.section == 0 && cell.indexPath.item.isMultiple(of: 2)
                ? .named("item \(cell.indexPath.item)")
                : .positional(section: cell.indexPath.section, item: cell.indexPath.item)
            #expect(cell.id == expected, "\(Self.cases[index].0) \(cell.indexPath)")
        }
        var visited: [LayoutAttributes] = []
        layout.forEachAttributes(in: everything, bounds: everything) { visited.append($0) }
        #expect(
            visited.filter { $0.category == .cell }.sorted(by: LayoutAttributes.canonicallyOrdered)
                == cells.sorted(by: LayoutAttributes.canonicallyOrdered))
    }
}
