import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// Elements a compositional section places past its own span along the scroll axis — a custom frame below
/// its group, a header moved by its `absoluteOffset`, a badge taller than its cell — are found by a query
/// of the rect they lie in, as UIKit's `layoutAttributesForElements(in:)` finds them (found by
/// `make fuzz`'s compositional front end: the query looked only at the sections whose span met the rect).
@Suite struct CompositionalOverhangTests {
    static let viewport = Size(width: 375, height: 667)

    static func prepared(_ sections: [CompositionalSection], counts items: [Int]) -> CompositionalLayout {
        var layout = CompositionalLayout(configuration: CompositionalConfiguration(sections: sections))
        layout.prepare(LayoutContext(data: counts(items), viewportSize: viewport))
        return layout
    }

    static func keys(_ attributes: [LayoutAttributes]) -> Set<String> {
        Set(attributes.map { "\($0.kind.rawValue) \($0.indexPath.section)-\($0.indexPath.item)" })
    }

    /// A 100-pt custom group of two cells, the second at y 120 (20 below the group): section 0 (items
    /// [0, 0] and [0, 1]) spans y 0…100, section 1 (one item, the first cell) 100…200. Cell [0, 1] lies at
    /// (0, 120, 100, 50), inside section 1's span: a query of y 130…140 meets it and cell [1, 0]
    /// (0, 100, 100, 100).
    @Test func aCustomFrameBelowItsSectionIsFound() {
        var group = CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: [])
        group.customFrames = [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 120, width: 100, height: 50)]
        let layout = Self.prepared([CompositionalSection(group: group)], counts: [2, 1])
        let found = layout.attributes(in: Rect(x: 0, y: 130, width: 375, height: 10), bounds: .zero)
        #expect(Self.keys(found) == ["cell 0-1", "cell 1-0"])
        let context = LayoutContext(data: counts([2, 1]), viewportSize: Self.viewport)
        #expect(LayoutInvariantChecker().violations(of: layout, context: context).isEmpty)
    }

    /// A self-sized section (its group and item 100 tall estimated) whose three items answer 10 pt: each
    /// group is 10 long (item k at y 10k), while the 20-pt badge on the bottom-trailing corner keeps the
    /// template cell's place, 80 below its group's start: badge k at (355, 10k + 80, 20, 20). A query of
    /// y 105…115 meets badges 1 (90…110) and 2 (100…120), past every group's end.
    @Test func aBadgePastItsSelfSizedGroupIsFound() {
        var item = CompositionalItem(
            size: CompositionalSize(width: .fractionalWidth(1), height: .estimated(100)))
        item.supplementaryItems = [
            CompositionalSupplementaryItem(
                kind: .badge, size: CompositionalSize(width: .absolute(20), height: .absolute(20)),
                containerAnchor: CompositionalAnchor(edges: [.bottom, .trailing]))
        ]
        let group = CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .estimated(100)),
            subitems: [.item(item)])
        var layout = CompositionalLayout(
            configuration: CompositionalConfiguration(sections: [CompositionalSection(group: group)]))
        let data = CollectionData(sections: [
            SectionData(itemCount: 3, common: ItemAnswers(size: Size(width: 375, height: 10)))
        ])
        layout.prepare(LayoutContext(data: data, viewportSize: Self.viewport))
        let found = layout.attributes(in: Rect(x: 0, y: 105, width: 375, height: 10), bounds: .zero)
        #expect(Self.keys(found) == ["badge 0-1", "badge 0-2"])
        #expect(found.map(\.frame).contains(Rect(x: 355, y: 100, width: 20, height: 20)))
    }

    /// Two sections of one 50-pt row each, the first with a 30-pt header moved 200 down by its
    /// `absoluteOffset`: section 0 spans 0…80 (header 0…30, row 30…80), section 1 80…130, and the header
    /// lies at y 200…230, past both. A query of y 210…220 finds it alone.
    @Test func aHeaderMovedPastItsSectionIsFound() {
        let row = CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [
                .item(
                    CompositionalItem(size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
                )
            ])
        var first = CompositionalSection(group: row)
        var header = CompositionalBoundaryItem(
            kind: .header, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(30)))
        header.absoluteOffset = Vector(dx: 0, dy: 200)
        first.boundaryItems = [header]
        let layout = Self.prepared([first, CompositionalSection(group: row)], counts: [1, 1])
        let found = layout.attributes(in: Rect(x: 0, y: 210, width: 375, height: 10), bounds: .zero)
        #expect(Self.keys(found) == ["header 0-0"])
    }
}
