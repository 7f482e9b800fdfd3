import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// The compositional layout against Apple's "Implementing Modern Collection Views" samples, transcribed,
/// each frame worked out by hand in a 375 × 667 view; and the shared invariants.
@Suite struct CompositionalLayoutTests {
    static let viewport = Size(width: 375, height: 667)

    static func item(
        _ width: CompositionalDimension, _ height: CompositionalDimension, insets: EdgeInsets = .zero
    ) -> CompositionalGroup.Subitem {
        .item(CompositionalItem(size: CompositionalSize(width: width, height: height), contentInsets: insets))
    }

    static func prepared(_ sections: [CompositionalSection], counts items: [Int], axis: Axis = .vertical)
        -> CompositionalLayout
    {
        var configuration = CompositionalConfiguration(sections: sections)
        configuration.scrollDirection = axis
        var layout = CompositionalLayout(configuration: configuration)
        layout.prepare(LayoutContext(data: counts(items), viewportSize: viewport))
        return layout
    }

    static func frame(_ layout: CompositionalLayout, _ section: Int, _ item: Int) -> Rect? {
        layout.attributes(forItem: IndexPath(section: section, item: item), bounds: .zero)?.frame
    }

    /// Grid: items 0.2 of the group's width and all its height, in a full-width group 0.2 of the width
    /// tall: 375 / 5 = 75-pt squares, five a row. Item 7 is row 1, column 2: (150, 75). Twelve items make
    /// three rows: 225 pt of content.
    static let grid = CompositionalSection(
        group: CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
            subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1))]))

    @Test func gridPlacesFiveSquaresARow() {
        let layout = Self.prepared([Self.grid], counts: [12])
        #expect(Self.frame(layout, 0, 0) == Rect(x: 0, y: 0, width: 75, height: 75))
        #expect(Self.frame(layout, 0, 7) == Rect(x: 150, y: 75, width: 75, height: 75))
        #expect(Self.frame(layout, 0, 11) == Rect(x: 75, y: 150, width: 75, height: 75))
        #expect(layout.contentSize == Size(width: 375, height: 225))
    }

    /// Inset Items Grid: the same grid, each item inset by 5 on every side inside its 75-pt square.
    @Test func insetItemsShrinkInsideTheirSquares() {
        var section = Self.grid
        section.group.subitems = [
            Self.item(
                .fractionalWidth(0.2), .fractionalHeight(1), insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        ]
        let layout = Self.prepared([section], counts: [7])
        #expect(Self.frame(layout, 0, 0) == Rect(x: 5, y: 5, width: 65, height: 65))
        #expect(Self.frame(layout, 0, 6) == Rect(x: 80, y: 80, width: 65, height: 65))
    }

    /// Two-Column: a 44-pt group of one subitem repeated twice, 10 apart, in a section inset by 10: the
    /// content is 355 wide, each column (355 − 10) / 2 = 172.5; rows 44 + 10 apart, the first at 10.
    /// Five items: three rows, 10 + 3·44 + 2·10 + 10 = 172 pt.
    @Test func twoColumnsShareTheGroupEqually() {
        var section = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
                subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))], count: 2, interItemSpacing: 10))
        section.contentInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        section.interGroupSpacing = 10
        let layout = Self.prepared([section], counts: [5])
        #expect(Self.frame(layout, 0, 0) == Rect(x: 10, y: 10, width: 172.5, height: 44))
        #expect(Self.frame(layout, 0, 1) == Rect(x: 192.5, y: 10, width: 172.5, height: 44))
        #expect(Self.frame(layout, 0, 4) == Rect(x: 10, y: 118, width: 172.5, height: 44))
        #expect(layout.contentSize == Size(width: 375, height: 172))
    }

    /// Nested Groups: a leading item 0.7 wide and a trailing vertical group 0.3 wide of two items, in a
    /// group 0.4 of the view's height (266.8 pt); every item inset by 10. Leading: 262.5 × 266.8 less the
    /// insets, (10, 10, 242.5, 246.8). Trailing: from x 262.5, 112.5 wide, each item half of 266.8 =
    /// 133.4 tall, less the insets: (272.5, 10, 92.5, 113.4) and (272.5, 143.4, 92.5, 113.4). Item 3
    /// starts the second group, 266.8 lower.
    @Test func nestedGroupsPlaceTheirItemsInTurn() {
        let insets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let trailing = CompositionalGroup(
            direction: .vertical, size: CompositionalSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
            subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(0.5), insets: insets)], count: 2)
        let nested = CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(0.4)),
            subitems: [Self.item(.fractionalWidth(0.7), .fractionalHeight(1), insets: insets), .group(trailing)])
        let layout = Self.prepared([CompositionalSection(group: nested)], counts: [4])
        let expected = [
            Rect(x: 10, y: 10, width: 242.5, height: 246.8), Rect(x: 272.5, y: 10, width: 92.5, height: 113.4),
            Rect(x: 272.5, y: 143.4, width: 92.5, height: 113.4), Rect(x: 10, y: 276.8, width: 242.5, height: 246.8),
        ]
        for (index, frame) in expected.enumerated() {
            let actual = Self.frame(layout, 0, index)
            #expect(actual.map { Self.close($0, frame) } == true, "item \(index): \(String(describing: actual))")
        }
    }

    /// Pinned Section Headers with a background: a 44-pt header pinned to the top, then the section's
    /// 10-pt insets, then 50-pt rows; a background inset by 5. Section 0 of 3 rows: header 0…44, rows at
    /// 54, 104, 154, content ends at 214; section 1 starts 20 later (interSectionSpacing), at 234.
    @Test func headersPinAndBackgroundsSitBehindTheirSection() {
        var section = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(50)),
                subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        section.boundaryItems = [
            CompositionalBoundaryItem(
                kind: .header, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
                pinToVisibleBounds: true, zIndex: 2)
        ]
        section.decorationItems = [
            CompositionalDecorationItem(
                kind: .background, contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        ]
        var configuration = CompositionalConfiguration(sections: [section])
        configuration.interSectionSpacing = 20
        var layout = CompositionalLayout(configuration: configuration)
        layout.prepare(LayoutContext(data: counts([3, 3]), viewportSize: Self.viewport))
        #expect(Self.frame(layout, 0, 0) == Rect(x: 0, y: 54, width: 375, height: 50))
        #expect(Self.frame(layout, 1, 0) == Rect(x: 0, y: 288, width: 375, height: 50))
        let header = { (y: Double) in
            layout.attributes(
                forSupplementary: .header, at: IndexPath(section: 0, item: 0),
                bounds: Rect(x: 0, y: y, width: 375, height: 667))
        }
        #expect(header(0)?.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(header(100)?.frame == Rect(x: 0, y: 100, width: 375, height: 44))
        // Never below its section's end (214): 214 − 44 = 170.
        #expect(header(200)?.frame == Rect(x: 0, y: 170, width: 375, height: 44))
        #expect(header(0)?.zIndex == 2)
        let background = layout.attributes(
            forDecoration: .background, at: IndexPath(section: 0, item: 0), bounds: .zero)
        #expect(background?.frame == Rect(x: 5, y: 5, width: 365, height: 204))
        #expect(background?.zIndex == -1)
        #expect(layout.invalidation(forBoundsChange: Rect(x: 0, y: 1, width: 375, height: 667), old: .zero) == .prepare)
    }

    /// Section Headers/Footers: 44-pt rows 5 apart in a section inset 10 at the sides, a header and a
    /// footer of an estimated 44 the full content width. They follow the section's insets (UIKit's
    /// default, `supplementariesFollowContentInsets`): 355 wide at x 10. Section 0: header 0…44, item 4 at
    /// 44 + 4·49 = 240, footer at 284, the section ending at 328 where section 1's header begins; its
    /// item 0 at 372.
    @Test func headersAndFootersBracketTheirSection() {
        var section = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
                subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.interGroupSpacing = 5
        section.contentInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let size = CompositionalSize(width: .fractionalWidth(1), height: .estimated(44))
        section.boundaryItems = [
            CompositionalBoundaryItem(kind: .header, size: size), CompositionalBoundaryItem(kind: .footer, size: size),
        ]
        let layout = Self.prepared([section], counts: Array(repeating: 5, count: 5))
        let supplementary = { (kind: ElementKind, section: Int) in
            layout.attributes(forSupplementary: kind, at: IndexPath(section: section, item: 0), bounds: .zero)?.frame
        }
        #expect(supplementary(.header, 0) == Rect(x: 10, y: 0, width: 355, height: 44))
        #expect(Self.frame(layout, 0, 4) == Rect(x: 10, y: 240, width: 355, height: 44))
        #expect(supplementary(.footer, 0) == Rect(x: 10, y: 284, width: 355, height: 44))
        #expect(supplementary(.header, 1) == Rect(x: 10, y: 328, width: 355, height: 44))
        #expect(Self.frame(layout, 1, 0) == Rect(x: 10, y: 372, width: 355, height: 44))
        #expect(layout.contentSize.height == 5 * 328)
    }

    /// Scrolling sideways: groups follow each other along x. A vertical group 0.5 of the width (187.5) and
    /// all the height, of two items half its height (333.5): item 2 starts the second group at x 187.5.
    @Test func aHorizontalLayoutRepeatsItsGroupsAlongX() {
        let section = CompositionalSection(
            group: CompositionalGroup(
                direction: .vertical,
                size: CompositionalSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(0.5))]))
        let layout = Self.prepared([section], counts: [3], axis: .horizontal)
        #expect(Self.frame(layout, 0, 1) == Rect(x: 0, y: 333.5, width: 187.5, height: 333.5))
        #expect(Self.frame(layout, 0, 2) == Rect(x: 187.5, y: 0, width: 187.5, height: 333.5))
        #expect(layout.contentSize == Size(width: 375, height: 667))
    }

    /// Section layouts per index, the last one for the rest: section 2 uses the second layout.
    @Test func theLastSectionLayoutServesTheSectionsPastTheList() {
        let list = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(40)),
                subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))]))
        let layout = Self.prepared([Self.grid, list], counts: [5, 1, 2])
        // Section 0: one 75-pt row; section 1: one 40-pt row at 75; section 2 at 115, rows of 40.
        #expect(Self.frame(layout, 2, 1) == Rect(x: 0, y: 155, width: 375, height: 40))
    }

    /// A group its section's insets leave no room for still holds one cell a group, and preparing stops.
    @Test func aGroupWithNoRoomHoldsOneCell() {
        var section = Self.grid
        section.contentInsets = EdgeInsets(top: 0, left: 200, bottom: 0, right: 200)
        let layout = Self.prepared([section], counts: [3])
        #expect(Self.frame(layout, 0, 2) == Rect(x: 200, y: 0, width: 0, height: 0))
    }

    /// Item Badges: a 20-pt badge on each item's top-trailing corner, moved 0.3 of its size out of the
    /// cell (right and up). Items 0.25 of a group 0.2 of the width tall, inset by 5, in a section inset by
    /// 20: the container is 335 wide, a group 67 tall, a slot 83.75 wide, a cell 73.75 × 57. Item 0 at
    /// (25, 25), its badge at x 25 + 73.75 − 20 + 6 = 84.75, y 25 − 6 = 19; item 5 (group 1, cell 1) at
    /// (108.75, 92), its badge at (168.5, 86).
    @Test func badgesSitOnTheirItemsCorners() {
        var item = CompositionalItem(
            size: CompositionalSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)),
            contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        var anchor = CompositionalAnchor(edges: [.top, .trailing])
        anchor.fractionalOffset = Vector(dx: 0.3, dy: -0.3)
        item.supplementaryItems = [
            CompositionalSupplementaryItem(
                kind: .badge, size: CompositionalSize(width: .absolute(20), height: .absolute(20)),
                containerAnchor: anchor)
        ]
        var section = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal,
                size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
                subitems: [.item(item)]))
        section.contentInsets = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let layout = Self.prepared([section], counts: [8])
        let badgeFrame = { (item: Int) in
            layout.attributes(forSupplementary: .badge, at: IndexPath(section: 0, item: item), bounds: .zero)?.frame
        }
        #expect(Self.frame(layout, 0, 0) == Rect(x: 25, y: 25, width: 73.75, height: 57))
        #expect(badgeFrame(0) == Rect(x: 84.75, y: 19, width: 20, height: 20))
        #expect(Self.frame(layout, 0, 5) == Rect(x: 108.75, y: 92, width: 73.75, height: 57))
        #expect(badgeFrame(5) == Rect(x: 168.5, y: 86, width: 20, height: 20))
        // A query of the strip above the first cells (y 19…25) finds the badges reaching into it.
        let strip = layout.attributes(in: Rect(x: 0, y: 19, width: 375, height: 5), bounds: .zero)
        #expect(Set(strip.map(\.kind)) == [.badge] && strip.count == 4)
        let context = LayoutContext(data: counts([8, 0, 30]), viewportSize: Self.viewport)
        var checked = layout
        checked.prepare(context)
        #expect(LayoutInvariantChecker().violations(of: checked, context: context).isEmpty)
    }

    /// A custom group of a large cell and two stacked small ones, 200 tall: item 4 is the second group's
    /// upper small cell, 200 lower: (250, 200, 125, 100).
    @Test func aCustomGroupPlacesItsCellsWhereItSays() {
        var group = CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(200)),
            subitems: [])
        group.customFrames = [
            Rect(x: 0, y: 0, width: 250, height: 200), Rect(x: 250, y: 0, width: 125, height: 100),
            Rect(x: 250, y: 100, width: 125, height: 100),
        ]
        let layout = Self.prepared([CompositionalSection(group: group)], counts: [5])
        #expect(Self.frame(layout, 0, 4) == Rect(x: 250, y: 200, width: 125, height: 100))
        #expect(layout.contentSize == Size(width: 375, height: 400))
    }

    /// Orthogonal Sections: a container group 0.85 of the width (318.75) and 0.4 of the height (266.8) of
    /// a leading item 0.7 of it (223.125) and a trailing vertical group 0.3 of it (95.625) of two items
    /// sharing its height (133.4 each); every item inset by 10. The groups follow each other across the
    /// view in one row: item 3 starts group 1 at x 318.75. Each section is one group tall, so section 1
    /// starts at 266.8 and five sections make 1,334 pt of content.
    static func orthogonal(_ behavior: OrthogonalScrollingBehavior) -> CompositionalSection {
        let insets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let trailing = CompositionalGroup(
            direction: .vertical, size: CompositionalSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
            subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(0.3), insets: insets)], count: 2)
        let container = CompositionalGroup(
            direction: .horizontal,
            size: CompositionalSize(width: .fractionalWidth(0.85), height: .fractionalHeight(0.4)),
            subitems: [Self.item(.fractionalWidth(0.7), .fractionalHeight(1), insets: insets), .group(trailing)])
        var section = CompositionalSection(group: container)
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    @Test func orthogonalSectionsLayTheirGroupsAcrossTheView() {
        let layout = Self.prepared([Self.orthogonal(.continuous)], counts: Array(repeating: 30, count: 5))
        let expected = [
            (0, 0, Rect(x: 10, y: 10, width: 203.125, height: 246.8)),
            (0, 2, Rect(x: 233.125, y: 143.4, width: 75.625, height: 113.4)),
            (0, 3, Rect(x: 328.75, y: 10, width: 203.125, height: 246.8)),
            (1, 0, Rect(x: 10, y: 276.8, width: 203.125, height: 246.8)),
        ]
        for (section, item, frame) in expected {
            let actual = Self.frame(layout, section, item)
            #expect(
                actual.map { Self.close($0, frame) } == true, "[\(section), \(item)]: \(String(describing: actual))")
        }
        #expect(abs(layout.contentSize.height - 1334) < 1e-9 && layout.contentSize.width == 375)
        // The first screen, 0…375 × 0…667: sections 0 to 2 (2 spans 533.6…800.4). Of group 1 (from 318.75)
        // only its leading item, item 3, reaches in; its trailing items begin at 318.75 + 233.125 =
        // 551.875. Section 2's item 2 begins at 533.6 + 143.4 = 677, below. So items 0–3, 0–3 and 0, 1, 3.
        let screen = layout.attributes(in: Rect(x: 0, y: 0, width: 375, height: 667), bounds: .zero)
        let shown = Set(screen.map { [$0.indexPath.section, $0.indexPath.item] })
        #expect(
            shown == [
                [0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [1, 2], [1, 3], [2, 0], [2, 1], [2, 3],
            ])
    }

    /// Centred group paging starts with the first group in the middle: (375 − 318.75) / 2 = 28.125 in.
    @Test func centredGroupPagingStartsWithItsFirstGroupCentred() {
        let layout = Self.prepared([Self.orthogonal(.groupPagingCentered)], counts: [30])
        #expect(
            Self.frame(layout, 0, 0).map { Self.close($0, Rect(x: 38.125, y: 10, width: 203.125, height: 246.8)) }
                == true)
    }

    /// Items a ten-thousandth of the width would fit 10,000 to a group; a group holds at most 1,000, so
    /// item 1,000 starts the second group, one 75-pt row down.
    @Test func aGroupHoldsAtMostAThousandCells() {
        var section = Self.grid
        section.group.subitems = [Self.item(.fractionalWidth(0.0001), .fractionalHeight(1))]
        let layout = Self.prepared([section], counts: [1_001])
        #expect(layout.sections[0].template.frames.count == 1_000)
        #expect(Self.frame(layout, 0, 1_000)?.minY == 75)
        #expect(Self.frame(layout, 0, 1_000)?.minX == 0)
    }

    /// A nested group that fills the thousand cells stops its siblings: a row of a group 0.25 wide of
    /// 1,000 cells (each 93.75 / 1,000 = 0.09375 wide, 100 tall), a cell and a group of two. The row's
    /// group holds the first group's 1,000 cells alone, so item 1,000 starts the second row, 100 down:
    /// (0, 100, 0.09375, 100). (It trapped: the group of two was placed with room for -1 cells.)
    @Test func aNestedGroupThatFillsTheCellsStopsItsSiblings() {
        let quarter = CompositionalSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))
        let cell = Self.item(.fractionalWidth(1), .fractionalHeight(1))
        let many = CompositionalGroup(direction: .horizontal, size: quarter, subitems: [cell], count: 1_000)
        let two = CompositionalGroup(direction: .horizontal, size: quarter, subitems: [cell], count: 2)
        let row = CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: [.group(many), Self.item(.fractionalWidth(0.25), .fractionalHeight(1)), .group(two)])
        let layout = Self.prepared([CompositionalSection(group: row)], counts: [1_001])
        #expect(layout.sections[0].template.frames.count == 1_000)
        #expect(Self.frame(layout, 0, 1_000) == Rect(x: 0, y: 100, width: 0.09375, height: 100))
    }

    @Test func itKeepsTheSharedInvariants() {
        let layouts: [(CompositionalLayout, CollectionData)] = [
            (Self.prepared([Self.grid], counts: [0, 7, 0, 23]), counts([0, 7, 0, 23])),
            (Self.prepared([Self.grid], counts: [50_000]), counts([50_000])),
        ]
        for (layout, data) in layouts {
            let context = LayoutContext(data: data, viewportSize: Self.viewport)
            #expect(LayoutInvariantChecker().violations(of: layout, context: context).isEmpty)
        }
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }
}
