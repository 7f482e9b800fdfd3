import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// Supplementary items of any kind on items and groups (with an item anchor), boundary items of any kind in
/// the corners and with content insets, decoration items, the insets references and `uniformAcrossSiblings`,
/// each frame worked out by hand in a 375 × 667 view unless a test says otherwise.
@Suite struct CompositionalSupplementaryTests {
    static let viewport = Size(width: 375, height: 667)

    static func size(_ width: CompositionalDimension, _ height: CompositionalDimension) -> CompositionalSize {
        CompositionalSize(width: width, height: height)
    }

    static func points(_ width: Double, _ height: Double) -> CompositionalSize {
        CompositionalSize(width: .absolute(width), height: .absolute(height))
    }

    static func kind(_ name: String) -> ElementKind { ElementKind(rawValue: name)! }

    /// A section of full-width groups `height` tall holding one item filling each.
    static func rows(_ height: Double) -> CompositionalSection {
        CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: size(.fractionalWidth(1), .absolute(height)),
                subitems: [.item(CompositionalItem(size: size(.fractionalWidth(1), .fractionalHeight(1))))]))
    }

    static func prepared(_ configuration: CompositionalConfiguration, counts items: [Int], viewport: Size = viewport)
        -> CompositionalLayout
    {
        var layout = CompositionalLayout(configuration: configuration)
        layout.prepare(LayoutContext(data: counts(items), viewportSize: viewport))
        return layout
    }

    static func supplementary(_ layout: CompositionalLayout, _ kind: ElementKind, _ section: Int, _ item: Int) -> Rect?
    {
        layout.attributes(forSupplementary: kind, at: IndexPath(section: section, item: item), bounds: .zero)?.frame
    }

    static func cell(_ layout: CompositionalLayout, _ section: Int, _ item: Int) -> Rect? {
        layout.attributes(forItem: IndexPath(section: section, item: item), bounds: .zero)?.frame
    }

    /// Two cells a 100-pt row, 187.5 wide: cell 0 (0, 0), cell 1 (187.5, 0). Four kinds on each:
    /// `badge` 20 × 20, its bottom-leading corner (item anchor) on the cell's top-trailing one: (187.5, −20)
    /// on cell 0, (375, −20) on cell 1. `ring` 40 × 40 centred (no edges): (93.75 − 20, 50 − 20) =
    /// (73.75, 30). `dot` 10 × 10 at the bottom middle moved half its height down: (93.75 − 5, 100 − 10 + 5)
    /// = (88.75, 95). `pin` 10 × 10, its own top-leading point moved 4 right and 2 down (item anchor
    /// offset) on the cell's top-leading corner: (0 − 4, 0 − 2).
    @Test func severalKindsAnchorToEachCell() {
        var dotAnchor = CompositionalAnchor(edges: [.bottom])
        dotAnchor.fractionalOffset = Vector(dx: 0, dy: 0.5)
        var pinAnchor = CompositionalAnchor(edges: [.top, .leading])
        pinAnchor.absoluteOffset = Vector(dx: 4, dy: 2)
        let item = CompositionalItem(
            size: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)),
            supplementaryItems: [
                CompositionalSupplementaryItem(
                    kind: .badge, size: Self.points(20, 20),
                    containerAnchor: CompositionalAnchor(edges: [.top, .trailing]),
                    itemAnchor: CompositionalAnchor(edges: [.bottom, .leading])),
                CompositionalSupplementaryItem(
                    kind: Self.kind("ring"), size: Self.points(40, 40), containerAnchor: CompositionalAnchor(edges: [])),
                CompositionalSupplementaryItem(
                    kind: Self.kind("dot"), size: Self.points(10, 10), containerAnchor: dotAnchor),
                CompositionalSupplementaryItem(
                    kind: Self.kind("pin"), size: Self.points(10, 10),
                    containerAnchor: CompositionalAnchor(edges: [.top, .leading]), itemAnchor: pinAnchor),
            ])
        let section = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [.item(item)]))
        let layout = Self.prepared(CompositionalConfiguration(sections: [section]), counts: [2])
        #expect(Self.supplementary(layout, .badge, 0, 0) == Rect(x: 187.5, y: -20, width: 20, height: 20))
        #expect(Self.supplementary(layout, .badge, 0, 1) == Rect(x: 375, y: -20, width: 20, height: 20))
        #expect(Self.supplementary(layout, Self.kind("ring"), 0, 0) == Rect(x: 73.75, y: 30, width: 40, height: 40))
        #expect(Self.supplementary(layout, Self.kind("dot"), 0, 0) == Rect(x: 88.75, y: 95, width: 10, height: 10))
        #expect(Self.supplementary(layout, Self.kind("pin"), 0, 0) == Rect(x: -4, y: -2, width: 10, height: 10))
        #expect(Self.supplementary(layout, Self.kind("pin"), 0, 2) == nil)
        // Everything from y −50: two cells and four views each; the badges (y −20…0) above the content too.
        let all = layout.attributes(in: Rect(x: -50, y: -50, width: 500, height: 200), bounds: .zero)
        #expect(all.count == 10)
        #expect(
            layout.countAttributes(in: Rect(x: -50, y: -50, width: 500, height: 200), bounds: .zero, upTo: 100) == 10)
        let strip = layout.attributes(in: Rect(x: 0, y: -20, width: 500, height: 10), bounds: .zero)
        #expect(Set(strip.map(\.kind)) == [.badge] && strip.count == 2)
        let context = LayoutContext(data: counts([2, 5]), viewportSize: Self.viewport)
        var checked = layout
        checked.prepare(context)
        #expect(LayoutInvariantChecker().violations(of: checked, context: context).isEmpty)
    }

    /// A group of two half-width items, 100 tall, with a 60 × 20 `label` on its bottom-trailing corner: on
    /// group 0 (y 0…100) at (315, 80), reported at item 0; on group 1 (y 100…200, items 2 and 3) at (315, 180),
    /// at item 2; item 1 has none. Three items: group 1 holds item 2 alone and still has its label.
    @Test func aGroupsSupplementaryIsAtItsFirstItem() {
        var group = CompositionalGroup(
            direction: .horizontal, size: Self.size(.fractionalWidth(1), .absolute(100)),
            subitems: [.item(CompositionalItem(size: Self.size(.fractionalWidth(0.5), .fractionalHeight(1))))])
        group.supplementaryItems = [
            CompositionalSupplementaryItem(
                kind: Self.kind("label"), size: Self.points(60, 20),
                containerAnchor: CompositionalAnchor(edges: [.bottom, .trailing]))
        ]
        let layout = Self.prepared(
            CompositionalConfiguration(sections: [CompositionalSection(group: group)]), counts: [3])
        let label = Self.kind("label")
        #expect(Self.supplementary(layout, label, 0, 0) == Rect(x: 315, y: 80, width: 60, height: 20))
        #expect(Self.supplementary(layout, label, 0, 1) == nil)
        #expect(Self.supplementary(layout, label, 0, 2) == Rect(x: 315, y: 180, width: 60, height: 20))
        let found = layout.attributes(in: Rect(x: 300, y: 150, width: 75, height: 50), bounds: .zero)
        #expect(found.filter { $0.kind == label }.map(\.indexPath) == [IndexPath(section: 0, item: 2)])
    }

    /// A section inset by [10, 20, 10, 20] of two 50-pt rows, with a 44-pt `header` (335 wide: the view less
    /// the side insets), a 60 × 30 `count` at `topTrailing` and a 40-pt `footer` half as wide at
    /// `bottomLeading`, inset by [4, 8, 4, 8]. Before the content the section grows by the longer of the
    /// header and the count, 44: the header at (20, 0, 335, 44), the count at (20 + 335 − 60, 0) = (295, 0),
    /// the first cell at y 44 + 10 = 54; the content ends at 54 + 100 + 10 = 164, the footer there at x 20,
    /// 167.5 wide, less its insets: (28, 168, 151.5, 32); the section ends at 204.
    /// Not following the content insets, the boundary items take the view's width: the header (0, 0, 375,
    /// 44), the count at 375 − 60 = 315, the footer 187.5 wide at x 0, inset: (8, 168, 171.5, 32).
    @Test(arguments: [true, false])
    func boundaryItemsOfAnyKindSitInTheCorners(followInsets: Bool) {
        var section = Self.rows(50)
        section.contentInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        section.supplementariesFollowContentInsets = followInsets
        var count = CompositionalBoundaryItem(kind: Self.kind("count"), size: Self.points(60, 30))
        count.alignment = .topTrailing
        var footer = CompositionalBoundaryItem(kind: .footer, size: Self.size(.fractionalWidth(0.5), .absolute(40)))
        footer.alignment = .bottomLeading
        footer.contentInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        section.boundaryItems = [
            CompositionalBoundaryItem(kind: .header, size: Self.size(.fractionalWidth(1), .absolute(44))), count,
            footer,
        ]
        let layout = Self.prepared(CompositionalConfiguration(sections: [section]), counts: [2])
        #expect(Self.cell(layout, 0, 0) == Rect(x: 20, y: 54, width: 335, height: 50))
        #expect(layout.contentSize.height == 204)
        if followInsets {
            #expect(Self.supplementary(layout, .header, 0, 0) == Rect(x: 20, y: 0, width: 335, height: 44))
            #expect(Self.supplementary(layout, Self.kind("count"), 0, 0) == Rect(x: 295, y: 0, width: 60, height: 30))
            #expect(Self.supplementary(layout, .footer, 0, 0) == Rect(x: 28, y: 168, width: 151.5, height: 32))
        } else {
            #expect(Self.supplementary(layout, .header, 0, 0) == Rect(x: 0, y: 0, width: 375, height: 44))
            #expect(Self.supplementary(layout, Self.kind("count"), 0, 0) == Rect(x: 315, y: 0, width: 60, height: 30))
            #expect(Self.supplementary(layout, .footer, 0, 0) == Rect(x: 8, y: 168, width: 171.5, height: 32))
        }
        let all = layout.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667), bounds: .zero)
        #expect(
            Set(all.filter { $0.category == .supplementary }.map(\.kind.rawValue)) == ["header", "count", "footer"])
    }

    /// A horizontal layout, 667 tall: a 30 × 50 `side` item at `bottomLeading` goes before the content
    /// (x 0, the section growing by 30) against the bottom side: y 667 − 50 = 617; the first 100-wide cell
    /// starts at x 30. `topTrailing` goes after the content (x 30 + 200 = 230) against the top: y 0.
    @Test func cornersInAHorizontalLayout() {
        var section = CompositionalSection(
            group: CompositionalGroup(
                direction: .vertical, size: Self.size(.absolute(100), .fractionalHeight(1)),
                subitems: [.item(CompositionalItem(size: Self.size(.fractionalWidth(1), .fractionalHeight(1))))]))
        var side = CompositionalBoundaryItem(kind: Self.kind("side"), size: Self.points(30, 50))
        side.alignment = .bottomLeading
        var end = CompositionalBoundaryItem(kind: Self.kind("end"), size: Self.points(30, 50))
        end.alignment = .topTrailing
        section.boundaryItems = [side, end]
        var configuration = CompositionalConfiguration(sections: [section])
        configuration.scrollDirection = .horizontal
        let layout = Self.prepared(configuration, counts: [2])
        #expect(Self.supplementary(layout, Self.kind("side"), 0, 0) == Rect(x: 0, y: 617, width: 30, height: 50))
        #expect(Self.cell(layout, 0, 0) == Rect(x: 30, y: 0, width: 100, height: 667))
        #expect(Self.supplementary(layout, Self.kind("end"), 0, 0) == Rect(x: 230, y: 0, width: 30, height: 50))
        #expect(layout.contentSize.width == 260)
    }

    /// The layout's own `header` (30 tall, reported as `layoutHeader`) and a 20-pt `banner` at `top`, both
    /// before the sections, overlapping: the sections start at the longer, 30. Both at [0, 0].
    @Test func theLayoutsOwnItemsOfAnyKind() {
        var banner = CompositionalBoundaryItem(
            kind: Self.kind("banner"), size: Self.size(.fractionalWidth(1), .absolute(20)))
        banner.alignment = .top
        var configuration = CompositionalConfiguration(sections: [Self.rows(50)])
        configuration.boundaryItems = [
            CompositionalBoundaryItem(kind: .header, size: Self.size(.fractionalWidth(1), .absolute(30))), banner,
        ]
        let layout = Self.prepared(configuration, counts: [1])
        #expect(Self.supplementary(layout, .layoutHeader, 0, 0) == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(Self.supplementary(layout, Self.kind("banner"), 0, 0) == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(Self.cell(layout, 0, 0) == Rect(x: 0, y: 30, width: 375, height: 50))
        let kinds = layout.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667), bounds: .zero).map(\.kind.rawValue)
        #expect(Set(kinds) == ["cell", "layoutHeader", "banner"])
    }

    /// Two 50-pt rows (y 0…100) with a `background` inset by 5 and a `card` inset by 10 at the sides, zIndex
    /// −2: (5, 5, 365, 90) and (10, 0, 355, 100), both at [0, 0].
    @Test func severalDecorationsPerSection() {
        var section = Self.rows(50)
        section.decorationItems = [
            CompositionalDecorationItem(
                kind: .background, contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
            CompositionalDecorationItem(
                kind: Self.kind("card"), contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), zIndex: -2),
        ]
        let layout = Self.prepared(CompositionalConfiguration(sections: [section]), counts: [2])
        let at = IndexPath(section: 0, item: 0)
        #expect(
            layout.attributes(forDecoration: .background, at: at, bounds: .zero)?.frame
                == Rect(x: 5, y: 5, width: 365, height: 90))
        let card = layout.attributes(forDecoration: Self.kind("card"), at: at, bounds: .zero)
        #expect(card?.frame == Rect(x: 10, y: 0, width: 355, height: 100) && card?.zIndex == -2)
        let found = layout.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667), bounds: .zero)
        #expect(found.filter { $0.category == .decoration }.count == 2)
    }

    /// A decoration may be named as an item's supplementary kind: sections of one and three 50-pt rows of one
    /// cell each, every cell with a 10 × 10 `tag` badge at its top-leading corner, every section with a `tag`
    /// decoration at [s, 0]. The whole view holds 4 cells, 4 badges and 2 decorations. The badges at [1, 1]
    /// and [1, 2] lie off the index paths the invariant checker probes first, so it looks `tag` up at every
    /// item; it must still look the decorations up as decorations (it missed both, and reported the query's
    /// 10 elements against its 8: found by front end L's new draws in StructuredFuzzPropertyTests).
    @Test func aDecorationNamedAsABadgeKindIsCheckedAsADecoration() {
        let tag = Self.kind("tag")
        var section = Self.rows(50)
        section.group.subitems = [
            .item(
                CompositionalItem(
                    size: Self.size(.fractionalWidth(1), .fractionalHeight(1)),
                    supplementaryItems: [
                        CompositionalSupplementaryItem(
                            kind: tag, size: Self.points(10, 10),
                            containerAnchor: CompositionalAnchor(edges: [.top, .leading]))
                    ]))
        ]
        section.decorationItems = [CompositionalDecorationItem(kind: tag)]
        let layout = Self.prepared(CompositionalConfiguration(sections: [section]), counts: [1, 3])
        let found = layout.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667), bounds: .zero)
        #expect(found.count == 10 && found.filter { $0.category == .decoration }.count == 2)
        let context = LayoutContext(data: counts([1, 3]), viewportSize: Self.viewport)
        #expect(LayoutInvariantChecker().violations(of: layout, context: context).isEmpty)
    }
}
