import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// A supplementary view an anchor's offset moves far from its cell (`absoluteOffset: [0, -1e12]` on 1-pt
/// rows) is found where it lies, and a query visits the groups whose cells or whose copy of that view can
/// meet its rect, not every group between them (issue 51: a query at 2,000,000 items visited a million
/// groups, 7.3 s in a debug build).
@Suite struct CompositionalFarSupplementaryTests {
    /// A group of one row the view's width, `group` tall, holding one item `item` tall with a 10 × 1 badge
    /// on its top-leading corner moved `offset` points down.
    static func badgedRow(
        offset: Double, item itemHeight: CompositionalDimension = .fractionalHeight(1),
        group groupHeight: CompositionalDimension = .absolute(1)
    ) -> CompositionalGroup {
        var item = CompositionalItem(size: CompositionalSize(width: .fractionalWidth(1), height: itemHeight))
        var anchor = CompositionalAnchor(edges: [.top, .leading])
        anchor.absoluteOffset = Vector(dx: 0, dy: offset)
        item.supplementaryItems = [
            CompositionalSupplementaryItem(
                kind: .badge, size: CompositionalSize(width: .absolute(10), height: .absolute(1)),
                containerAnchor: anchor)
        ]
        return CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: groupHeight),
            subitems: [.item(item)])
    }

    /// `group`'s section in a 375 × 667 view, prepared with `data`.
    static func prepared(_ group: CompositionalGroup, data: CollectionData) -> CompositionalLayout {
        var layout = CompositionalLayout(
            configuration: CompositionalConfiguration(sections: [CompositionalSection(group: group)]))
        layout.prepare(LayoutContext(data: data, viewportSize: Size(width: 375, height: 667)))
        return layout
    }

    /// A section of `items` 1-pt rows (`badgedRow`): item i lies at (0, i, 375, 1) and its badge at
    /// (0, i + offset, 10, 1); zIndex 1, the default.
    static func rows(_ items: Int, badgeOffset offset: Double) -> CompositionalLayout {
        prepared(badgedRow(offset: offset), data: counts([items]))
    }

    /// Each element as "kind section-item frame", in the order given.
    static func keys(_ attributes: [LayoutAttributes]) -> [String] {
        attributes.map { "\($0.kind.rawValue) \($0.indexPath.section)-\($0.indexPath.item) \($0.frame)" }
    }

    static func badge(_ item: Int, y: Double) -> String {
        "badge 0-\(item) \(Rect(x: 0, y: y, width: 10, height: 1))"
    }

    static func cell(_ item: Int) -> String {
        "cell 0-\(item) \(Rect(x: 0, y: Double(item), width: 375, height: 1))"
    }

    /// Badge i of 2,000 rows lies at y i − 10¹² (exact: both are whole numbers below 2⁵³). A rect from
    /// y −10¹² + 500.5, 2 tall, meets badges 500 (500…501), 501 and 502 (502…503) and no cell (they lie at
    /// y 0…2,000); the runs of groups visited are the badges' 499…502 (a group whose badge ends by the rect's
    /// top, 499, is the one extra).
    @Test func aFarBadgeIsFoundByARectHoldingItAlone() {
        let layout = Self.rows(2_000, badgeOffset: -1e12)
        let rect = Rect(x: 0, y: -1e12 + 500.5, width: 375, height: 2)
        let expected = [500, 501, 502].map { Self.badge($0, y: -1e12 + Double($0)) }
        #expect(Self.keys(layout.attributes(in: rect, bounds: .zero)) == expected)
        var visited: [LayoutAttributes] = []
        layout.forEachAttributes(in: rect, bounds: .zero) { visited.append($0) }
        #expect(Self.keys(visited) == expected)
        #expect(layout.countAttributes(in: rect, bounds: .zero, upTo: 100) == 3)
        #expect(Array(layout.sections[0].groupRuns(meeting: rect)) == [499...502])
    }

    /// Badges 5 below their rows: badge i at y i + 5. A rect from y 10.5, 2 tall, meets rows 10, 11, 12 and
    /// the badges of items 5, 6, 7 (at y 10, 11, 12). The badge band (5…6) needs groups 4…7
    /// (⌊10.5 − 6⌋ to ⌊12.5 − 5⌋), the cells' (0…1) 9…12: two runs. The answer keeps the order of a walk item
    /// by item, each cell before its badge: the badges of 5, 6, 7, then cells 10, 11, 12.
    @Test func bandsApartKeepTheItemOrder() {
        let layout = Self.rows(20, badgeOffset: 5)
        let rect = Rect(x: 0, y: 10.5, width: 375, height: 2)
        let expected = [5, 6, 7].map { Self.badge($0, y: Double($0) + 5) } + [10, 11, 12].map(Self.cell)
        #expect(Self.keys(layout.attributes(in: rect, bounds: .zero)) == expected)
        #expect(Array(layout.sections[0].groupRuns(meeting: rect)) == [4...7, 9...12])
        #expect(layout.countAttributes(in: rect, bounds: .zero, upTo: 100) == 6)
    }

    /// 2,000,000 rows, badges 10¹² above. A viewport from y 1,000,000.5, 667 tall, meets rows
    /// 1,000,000…1,000,667 (668) and no badge: the query visits the cells' groups 999,999…1,000,667 (669)
    /// and reserves room for two elements a group, where a walk widened by the badge's offset visited every
    /// group from 999,999 to the last (1,000,001) and reserved room for 2,000,002. The badges' place,
    /// from y −10¹² + 1,000,000.5, holds badges 1,000,000…1,000,667, found in as many groups.
    @Test func aViewportQueryVisitsTheGroupsItMeets() {
        let layout = Self.rows(2_000_000, badgeOffset: -1e12)
        let viewport = Rect(x: 0, y: 1_000_000.5, width: 375, height: 667)
        let found = layout.attributes(in: viewport, bounds: viewport)
        #expect(found.count == 668)
        #expect(found.first.map { Self.keys([$0]) } == [Self.cell(1_000_000)])
        #expect(found.last.map { Self.keys([$0]) } == [Self.cell(1_000_667)])
        #expect(found.capacity <= 4 * 669)
        #expect(layout.countAttributes(in: viewport, bounds: viewport, upTo: 10_000) == 668)
        #expect(Array(layout.sections[0].groupRuns(meeting: viewport)) == [999_999...1_000_667])
        let badges = Rect(x: 0, y: -1e12 + 1_000_000.5, width: 375, height: 667)
        let far = layout.attributes(in: badges, bounds: viewport)
        #expect(far.count == 668 && far.allSatisfy { $0.kind == .badge })
        #expect(far.first.map { Self.keys([$0]) } == [Self.badge(1_000_000, y: -1e12 + 1_000_000)])
        #expect(layout.sections[0].groupCount(meeting: badges) == 669)
    }

    /// Self-sized rows: 100,000 items whose group and item are 1 pt tall estimated and answer 1 pt, so group
    /// g starts at y g; each badge 10⁹ above its row. A viewport from y 50,000.5, 100 tall, meets rows
    /// 50,000…50,100 (101): the cells' groups end past 50,000.5 from group 50,000 and start before 50,100.5
    /// up to group 50,100, and no badge's group qualifies (its badge ends by y 10⁵ − 10⁹ + 1). A search
    /// widened by the badge visited groups 50,000…99,999.
    @Test func selfSizedRowsVisitTheGroupsTheyMeet() {
        let data = CollectionData(sections: [
            SectionData(itemCount: 100_000, common: ItemAnswers(size: Size(width: 375, height: 1)))
        ])
        let layout = Self.prepared(
            Self.badgedRow(offset: -1e9, item: .estimated(1), group: .estimated(1)), data: data)
        let viewport = Rect(x: 0, y: 50_000.5, width: 375, height: 100)
        let found = layout.attributes(in: viewport, bounds: viewport)
        #expect(found.count == 101 && found.allSatisfy { $0.kind == .cell })
        #expect(found.first.map { Self.keys([$0]) } == [Self.cell(50_000)])
        #expect(found.capacity <= 4 * 101)
        #expect(Array(layout.sections[0].groupRuns(meeting: viewport)) == [50_000...50_100])
    }

    /// Offsets no spec can give (the decoder keeps coordinates within ±10¹³) still make a layout that
    /// answers: a badge 10³⁰⁸ or infinitely far away, or at NaN (which meets no rect), leaves the viewport of
    /// `aViewportQueryVisitsTheGroupsItMeets` its 668 rows and 669 groups, every frame finite.
    @Test(arguments: [1e308, -1e308, Double.infinity, -Double.infinity, Double.nan])
    func anOffsetPastAnyViewAddsNoGroup(offset: Double) {
        let layout = Self.rows(2_000_000, badgeOffset: offset)
        let viewport = Rect(x: 0, y: 1_000_000.5, width: 375, height: 667)
        let found = layout.attributes(in: viewport, bounds: viewport)
        #expect(found.count == 668 && found.allSatisfy { $0.kind == .cell && $0.frame.isFinite })
        #expect(layout.countAttributes(in: viewport, bounds: viewport, upTo: 10_000) == 668)
        #expect(Array(layout.sections[0].groupRuns(meeting: viewport)) == [999_999...1_000_667])
    }

    /// A section whose groups place two cells (or one), each with a badge moved `badge` points along
    /// `axis`, and a label on each group's bottom (or trailing) edge moved `label` points: apart from the
    /// cells by many groups, one band before them and one after.
    static func farViews(_ axis: Axis, badge: Double, label: Double) -> CompositionalGroup {
        var item = CompositionalItem(
            size: CompositionalSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        var badgeAnchor = CompositionalAnchor(edges: [.top, .trailing])
        badgeAnchor.absoluteOffset = Vector(main: badge, axis: axis)
        item.supplementaryItems = [
            CompositionalSupplementaryItem(
                kind: .badge, size: CompositionalSize(width: .absolute(8), height: .absolute(8)),
                containerAnchor: badgeAnchor)
        ]
        var labelAnchor = CompositionalAnchor(edges: axis == .vertical ? [.bottom] : [.trailing])
        labelAnchor.absoluteOffset = Vector(main: label, axis: axis)
        var group = CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(10)),
            subitems: [.item(item)])
        group.supplementaryItems = [
            CompositionalSupplementaryItem(
                kind: ElementKind(rawValue: "label")!,
                size: CompositionalSize(width: .absolute(20), height: .absolute(4)), containerAnchor: labelAnchor)
        ]
        return group
    }

    /// Three sections of far views: groups 10 tall at a 13-pt pitch; self-sized rows whose items answer 5,
    /// 30 and 12 pt; an orthogonal row of 50-pt groups scrolled 120 pt.
    static var farSections: [(name: String, layout: CompositionalLayout, offsets: SectionOffsets)] {
        let viewport = Size(width: 375, height: 667)
        var uniform = CompositionalSection(group: farViews(.vertical, badge: 95, label: -333))
        uniform.interGroupSpacing = 3
        var estimated = farViews(.vertical, badge: 250, label: -120)
        estimated.size = CompositionalSize(width: .fractionalWidth(1), height: .estimated(20))
        if case .item(var item) = estimated.subitems[0] {
            item.size = CompositionalSize(width: .fractionalWidth(0.5), height: .estimated(20))
            estimated.subitems = [.item(item)]
        }
        var row = farViews(.horizontal, badge: 400, label: -777)
        row.size = CompositionalSize(width: .absolute(50), height: .absolute(40))
        var orthogonal = CompositionalSection(group: row)
        orthogonal.orthogonalScrollingBehavior = .continuous
        let answers = [5.0, 30, 12].map { ItemAnswers(size: Size(width: 10, height: $0)) }
        var offsets = SectionOffsets()
        offsets[0] = 120
        return [
            (uniform, SectionData(itemCount: 301), SectionOffsets()),
            (CompositionalSection(group: estimated), SectionData(itemCount: 301, pattern: answers), SectionOffsets()),
            (orthogonal, SectionData(itemCount: 301), offsets),
        ].enumerated().map { index, entry in
            var layout = CompositionalLayout(configuration: CompositionalConfiguration(sections: [entry.0]))
            layout.prepare(LayoutContext(data: CollectionData(sections: [entry.1]), viewportSize: viewport))
            return (["uniform", "self-sized", "orthogonal"][index], layout, entry.2)
        }
    }

    /// The elements that meet `rect`, found by walking every item in order, each cell before its badge and
    /// its group's label (the order of the template, which a query keeps).
    static func walked(_ layout: CompositionalLayout, items: Int, rect: Rect, offsets: SectionOffsets) -> [String] {
        var found: [LayoutAttributes] = []
        for item in 0..<items {
            let indexPath = IndexPath(section: 0, item: item)
            let cell = layout.attributes(forItem: indexPath, bounds: .zero, offsets: offsets)
            let views = [ElementKind.badge, ElementKind(rawValue: "label")!].compactMap {
                layout.attributes(forSupplementary: $0, at: indexPath, bounds: .zero, offsets: offsets)
            }
            found += ([cell].compactMap { $0 } + views).filter { $0.frame.intersects(rect) }
        }
        return keys(found)
    }

    /// Strips across each section, from far before its content to far past it (along its groups' axis: the
    /// view's for the first two, across for the row), answer what a walk of every item finds, in its order,
    /// and count as many.
    @Test func everyStripAnswersAsAWalkOfTheItems() {
        for (name, layout, offsets) in Self.farSections {
            let row = layout.sections[0].groupAxis == .horizontal
            for start in stride(from: -1_000.0, through: 4_500, by: 37) {
                let rect =
                    row
                    ? Rect(x: start, y: 0, width: 61, height: 60) : Rect(x: 0, y: start, width: 375, height: 61)
                let expected = Self.walked(layout, items: 301, rect: rect, offsets: offsets)
                let found = Self.keys(layout.attributes(in: rect, bounds: .zero, offsets: offsets))
                #expect(found == expected, "\(name) at \(start)")
                let counted = layout.countAttributes(in: rect, bounds: .zero, offsets: offsets, upTo: 1_000)
                #expect(counted == expected.count, "\(name) at \(start)")
            }
        }
    }
}
