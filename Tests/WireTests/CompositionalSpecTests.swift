import LayoutCore
import Layouts
import Simulation
import Testing

@testable import Specs
@testable import Wire

/// A `compositional` layout read from a spec: every key to the model, and each bad input refused at its
/// key path.
@Suite struct CompositionalSpecTests {
    static let head = "viewport: [375, 667]\nsections: [{items: 3}]\nlayout:\n  type: compositional\n  sections:\n"
    static let fullWidth = "{width: {fractionalWidth: 1}, height: {absolute: 44}}"
    static let item = "{item: {size: \(fullWidth)}}"
    static let group = "{direction: horizontal, size: \(fullWidth), subitems: [\(item)]}"

    @Test func everyKeyReachesTheModel() throws {
        let spec = try SpecFile.decode(
            """
            viewport: [375, 667]
            sections: [{items: 3}]
            layout:
              type: compositional
              scrollDirection: horizontal
              interSectionSpacing: 12
              sections:
                - group:
                    direction: vertical
                    size: {width: {fractionalHeight: 0.5}, height: {estimated: 200}}
                    subitem: {item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 0.25}}, contentInsets: [1, 2, 3, 4]}}
                    count: 3
                    interItemSpacing: 6
                    contentInsets: [5, 6, 7, 8]
                  contentInsets: [9, 10, 11, 12]
                  interGroupSpacing: 13
                  orthogonalScrollingBehavior: groupPaging
                  orthogonalScrollingProperties: {decelerationRate: 0.995, bounce: always}
                  visibleItemsEffect: {minimumScale: 0.7, minimumAlpha: 0.4}
                  boundarySupplementaryItems:
                    - {kind: footer, size: \(Self.fullWidth), pinToVisibleBounds: true, zIndex: 3}
                  background: {contentInsets: [1, 1, 1, 1], zIndex: -2}
            """, format: .yaml)
        guard case .compositional(let configuration) = spec.layout else {
            Issue.record("not a compositional layout: \(spec.layout)")
            return
        }
        #expect(configuration.scrollDirection == .horizontal)
        #expect(configuration.interSectionSpacing == 12)
        let section = try #require(configuration.sections.first)
        let item = CompositionalItem(
            size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(0.25)),
            contentInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(
            section.group
                == CompositionalGroup(
                    direction: .vertical,
                    size: CompositionalSize(width: .fractionalHeight(0.5), height: .estimated(200)),
                    subitems: [.item(item)], count: 3, interItemSpacing: 6,
                    contentInsets: EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)))
        #expect(section.contentInsets == EdgeInsets(top: 9, left: 10, bottom: 11, right: 12))
        #expect(section.interGroupSpacing == 13)
        #expect(section.orthogonalScrollingBehavior == .groupPaging)
        #expect(
            section.orthogonalScrollingProperties
                == OrthogonalScrollingProperties(decelerationRate: 0.995, bounce: .always))
        #expect(section.visibleItemsEffect == CompositionalItemsEffect(minimumScale: 0.7, minimumAlpha: 0.4))
        #expect(
            section.boundaryItems == [
                CompositionalBoundaryItem(
                    kind: .footer, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
                    pinToVisibleBounds: true, zIndex: 3)
            ])
        #expect(
            section.decorationItems == [
                CompositionalDecorationItem(
                    kind: .background, contentInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), zIndex: -2)
            ])
    }

    static let badSections: [(String, String)] = [
        (
            "    - {group: {direction: horizontal, size: \(fullWidth), subitems: [\(item)], count: 2}}",
            #"layout.sections[0].group.subitems: count repeats one subitem: give "subitem", not "subitems""#
        ),
        (
            "    - {grup: \(group)}",
            #"layout.sections[0].grup: unknown key "grup"; did you mean "group"?"#
        ),
        (
            "    - {group: {direction: horizontal, size: {width: {fractionalWidth: 0}, height: {absolute: 44}}, subitems: [\(item)]}}",
            "layout.sections[0].group.size.width.fractionalWidth: expected a number above 0 and at most 100, got 0"
        ),
        (
            "    - {group: {direction: horizontal, size: {width: {fractionalWidth: 1, absolute: 3}, height: {absolute: 44}}, subitems: [\(item)]}}",
            "layout.sections[0].group.size.width: a dimension is exactly one of absolute, fractionalWidth, fractionalHeight, estimated, uniformAcrossSiblings; got fractionalWidth and absolute"
        ),
        (
            "    - {group: \(group), boundarySupplementaryItems: [{kind: header, size: \(fullWidth)}, {kind: header, size: \(fullWidth)}]}",
            "layout.sections[0].boundarySupplementaryItems[1]: the kind header is given twice (no two boundary supplementary items share a kind)"
        ),
        (
            "    - {group: {direction: vertical, size: \(fullWidth), subitem: \(item), count: 100000}}",
            "layout.sections[0].group.count: expected a count from 1 to 1000, got 100000"
        ),
        (
            "    - {group: {direction: vertical, size: \(fullWidth), subitems: []}}",
            "layout.sections[0].group.subitems: expected 1 to 100 subitems, got 0"
        ),
        (
            "    - {group: \(group), visibleItemsEffect: {minimumScale: 0.8}}",
            "layout.sections[0].visibleItemsEffect: a visibleItemsEffect needs an orthogonalScrollingBehavior other than none"
        ),
        (
            "    - {group: \(group), orthogonalScrollingBehavior: continuous, visibleItemsEffect: {minimumScale: 0}}",
            "layout.sections[0].visibleItemsEffect.minimumScale: expected a number above 0 and at most 1"
        ),
        (
            "    - {group: \(group), orthogonalScrollingProperties: {bounce: sometimes}}",
            #"layout.sections[0].orthogonalScrollingProperties.bounce: unknown value "sometimes""#
        ),
        (
            "    - {group: \(group), orthogonalScrollingProperties: {decelerationRate: 1}}",
            "layout.sections[0].orthogonalScrollingProperties.decelerationRate: expected a number between 0 and 1 (exclusive)"
        ),
        (
            "    - {group: \(group), orthogonalScrollingProperties: {rate: 1}}",
            #"layout.sections[0].orthogonalScrollingProperties.rate: unknown key "rate" (expected one of decelerationRate, bounce)"#
        ),
        (
            "    - {group: {direction: vertical, size: \(fullWidth)}}",
            #"layout.sections[0].group: expected exactly one of "subitems" (a list), "subitem" with "count", and "custom" (frames)"#
        ),
    ]

    /// Those of the supplementary, boundary and decoration items too (`CompositionalSupplementarySpecTests`).
    @Test(arguments: badSections + CompositionalSupplementarySpecTests.badSections)
    func aBadSectionIsRefusedAtItsKeyPath(section: String, expected: String) {
        #expect {
            try SpecFile.decode(Self.head + section + "\n", format: .yaml, file: "c.yaml")
        } throws: { error in
            String(describing: error).hasPrefix("c.yaml:6: " + expected)
        }
    }

    /// Nine groups deep is one past the limit: refused at the ninth, before anything recurses further.
    @Test func groupsNestAtMostEightDeep() {
        var group = Self.group
        for _ in 0..<8 { group = "{direction: vertical, size: \(Self.fullWidth), subitems: [{group: \(group)}]}" }
        #expect {
            try SpecFile.decode(Self.head + "    - {group: \(group)}\n", format: .yaml, file: "c.yaml")
        } throws: { error in
            String(describing: error).contains("groups nest at most 8 deep")
        }
    }

    @Test func aBadgeReadsItsAnchor() throws {
        let item =
            "{item: {size: \(Self.fullWidth), supplementaryItems: [{kind: badge, size: {width: {absolute: 20}, height: {absolute: 20}}, containerAnchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3], absoluteOffset: [1, 2]}, zIndex: 4}]}}"
        let spec = try SpecFile.decode(
            Self.head + "    - {group: {direction: horizontal, size: \(Self.fullWidth), subitems: [\(item)]}}\n",
            format: .yaml)
        guard case .compositional(let configuration) = spec.layout,
            case .item(let decoded) = configuration.sections[0].group.subitems[0],
            let badge = decoded.supplementaryItems.first
        else {
            Issue.record("no badge in \(spec.layout)")
            return
        }
        #expect(badge.kind == .badge && badge.itemAnchor == nil)
        #expect(badge.containerAnchor.edges == [.top, .trailing])
        #expect(badge.containerAnchor.fractionalOffset == Vector(dx: 0.3, dy: -0.3))
        #expect(badge.containerAnchor.absoluteOffset == Vector(dx: 1, dy: 2))
        #expect(badge.zIndex == 4)
        #expect(badge.size == CompositionalSize(width: .absolute(20), height: .absolute(20)))
    }

    @Test func aBadgeCannotMeetOppositeEdges() {
        let item =
            "{item: {size: \(Self.fullWidth), supplementaryItems: [{kind: badge, size: \(Self.fullWidth), containerAnchor: {edges: [top, bottom]}}]}}"
        #expect {
            try SpecFile.decode(
                Self.head + "    - {group: {direction: horizontal, size: \(Self.fullWidth), subitems: [\(item)]}}\n",
                format: .yaml, file: "c.yaml")
        } throws: { error in
            String(describing: error).hasPrefix(
                "c.yaml:6: layout.sections[0].group.subitems[0].item.supplementaryItems[0].containerAnchor.edges: an anchor meets at most one of top and bottom"
            )
        }
    }

    @Test func aCustomGroupTakesFramesAndNothingElse() throws {
        let custom = "custom: [[0, 0, 250, 200], [250, 0, 125, 100]]"
        let spec = try SpecFile.decode(
            Self.head + "    - {group: {size: \(Self.fullWidth), \(custom)}}\n", format: .yaml)
        guard case .compositional(let configuration) = spec.layout else {
            Issue.record("not compositional")
            return
        }
        #expect(
            configuration.sections[0].group.customFrames == [
                Rect(x: 0, y: 0, width: 250, height: 200), Rect(x: 250, y: 0, width: 125, height: 100),
            ])
        #expect {
            try SpecFile.decode(
                Self.head + "    - {group: {direction: vertical, size: \(Self.fullWidth), \(custom)}}\n", format: .yaml,
                file: "c.yaml")
        } throws: { error in
            String(describing: error).hasPrefix(
                #"c.yaml:6: layout.sections[0].group.direction: a custom group places its cells itself: drop "direction""#
            )
        }
    }

    /// Three 100-pt items fit a 375-pt group with 10 between them (320 pt; a fourth would need 430). Fixed
    /// spacing leaves the 55 pt left over at the end: x 0, 110, 220. Flexible spacing shares it between the
    /// two gaps, 10 + 55 / 2 = 37.5 each: x 0, 137.5, 275.
    @Test(arguments: [("10", [0.0, 110, 220]), ("{fixed: 10}", [0, 110, 220]), ("{flexible: 10}", [0, 137.5, 275])])
    func interItemSpacingIsFixedOrFlexible(spacing: String, xs: [Double]) throws {
        let spec = try SpecFile.decode(
            """
            viewport: [375, 667]
            sections: [{items: 3}]
            layout:
              type: compositional
              sections:
                - group:
                    direction: horizontal
                    size: {width: {fractionalWidth: 1}, height: {absolute: 50}}
                    subitems: [{item: {size: {width: {absolute: 100}, height: {fractionalHeight: 1}}}}]
                    interItemSpacing: \(spacing)
            """, format: .yaml)
        let cells = LayoutSnapshot(spec: spec).attributes.filter { $0.category == .cell }
        #expect(cells.map(\.frame.minX) == xs)
    }

    /// Boundary items by alignment, in a 375-wide view: a section of three full-width 44-pt rows inside 10-pt
    /// insets (its container 355 wide, rows at x 10). A header at its own place (top) takes 30 pt before the
    /// content, pushing the rows to 30 + 10 = 40; `absoluteOffset` [0, −20] then moves it to y −20.
    /// Aligned `bottom` it follows the content (10 + 3 · 44 + 10 = 152) and the rows start at 10. Without
    /// `extendsBoundary` it lies over the content's top edge, at 0, and the rows stay at 10. A 50 × 30 item
    /// aligned `leading` sits beside the content at its start, (10, 0); `trailing`, at 10 + 355 − 50 = 315.
    @Test(arguments: boundaryCases)
    func boundaryItemsGoWhereTheirAlignmentSays(item: String, frame: [Double], firstRow: Double) throws {
        let spec = try SpecFile.decode(
            """
            viewport: [375, 667]
            sections: [{items: 3}]
            layout:
              type: compositional
              sections:
                - group: {direction: horizontal, size: \(Self.fullWidth), subitems: [\(Self.item)]}
                  contentInsets: [10, 10, 10, 10]
                  boundarySupplementaryItems: [\(item)]
            """, format: .yaml)
        let attributes = LayoutSnapshot(spec: spec, region: .rect(Rect(x: -100, y: -100, width: 600, height: 600)))
            .attributes
        let boundary = try #require(attributes.first { $0.category == .supplementary })
        #expect([boundary.frame.minX, boundary.frame.minY, boundary.frame.width, boundary.frame.height] == frame)
        #expect(attributes.first { $0.category == .cell }?.frame.minY == firstRow)
    }

    /// The layout's own items: a pinned 50-pt header before every section and a 40-pt footer after the last,
    /// as `layoutHeader` and `layoutFooter` at [0, 0]. Three 44-pt rows then start at y 50 (50, 94, 138),
    /// the footer follows at 182 and the content is 222 long. Scrolled to 22, the header stays at the top of
    /// the bounds, y 22.
    @Test func theLayoutsOwnHeaderAndFooterFrameTheSections() throws {
        let spec = try SpecFile.decode(
            """
            viewport: [375, 200]
            sections: [{items: 3}]
            layout:
              type: compositional
              boundarySupplementaryItems:
                - {kind: header, size: {width: {fractionalWidth: 1}, height: {absolute: 50}}, pinToVisibleBounds: true}
                - {kind: footer, size: {width: {fractionalWidth: 1}, height: {absolute: 40}}}
              sections:
                - group: {direction: horizontal, size: \(Self.fullWidth), subitems: [\(Self.item)]}
            """, format: .yaml)
        let snapshot = LayoutSnapshot(spec: spec, offset: Point(x: 0, y: 22))
        #expect(snapshot.contentSize == Size(width: 375, height: 222))
        func frame(_ kind: ElementKind) -> Rect? { snapshot.attributes.first { $0.kind == kind }?.frame }
        #expect(frame(.layoutHeader) == Rect(x: 0, y: 22, width: 375, height: 50))
        #expect(frame(.layoutFooter) == Rect(x: 0, y: 182, width: 375, height: 40))
        #expect(snapshot.attributes.filter { $0.category == .cell }.map(\.frame.minY) == [50, 94, 138])
    }

    static let wide = "{width: {fractionalWidth: 1}, height: {absolute: 30}}"
    static let small = "{width: {absolute: 50}, height: {absolute: 30}}"
    static let boundaryCases: [(item: String, frame: [Double], firstRow: Double)] = [
        ("{kind: header, size: \(wide)}", [10, 0, 355, 30], 40),
        ("{kind: header, size: \(wide), absoluteOffset: [0, -20]}", [10, -20, 355, 30], 40),
        ("{kind: header, size: \(wide), alignment: bottom}", [10, 152, 355, 30], 10),
        ("{kind: header, size: \(wide), extendsBoundary: false}", [10, 0, 355, 30], 10),
        ("{kind: header, size: \(small), alignment: leading}", [10, 0, 50, 30], 10),
        ("{kind: footer, size: \(small), alignment: trailing}", [315, 0, 50, 30], 10),
    ]

    /// Edge spacing in a 375 × 100 group of 100 × 50 items. Flexible on every edge (at least 0), three
    /// items fit (300 pt) and the 75 left are shared by their six flexible edges, 12.5 each: x 12.5,
    /// 12.5 + 100 + 12.5 + 12.5 = 137.5 and 262.5, evenly spread; across, 100 − 50 = 50 halved (25). Fixed 10 before and 5 on top, three items fit (10 + 100 three times is 330; a fourth would
    /// need 440): x 10, 120, 230, y 5.
    @Test(arguments: [
        (
            3, "{leading: {flexible: 0}, top: {flexible: 0}, trailing: {flexible: 0}, bottom: {flexible: 0}}",
            [12.5, 137.5, 262.5], 25.0
        ),
        (5, "{leading: 10, top: {fixed: 5}}", [10, 120, 230], 5),
    ])
    func edgeSpacingMovesTheItems(items: Int, edges: String, xs: [Double], y: Double) throws {
        let spec = try SpecFile.decode(
            """
            viewport: [375, 667]
            sections: [{items: \(items)}]
            layout:
              type: compositional
              sections:
                - group:
                    direction: horizontal
                    size: {width: {fractionalWidth: 1}, height: {absolute: 100}}
                    subitems: [{item: {size: {width: {absolute: 100}, height: {absolute: 50}}, edgeSpacing: \(edges)}}]
            """, format: .yaml)
        let cells = LayoutSnapshot(spec: spec).attributes.filter { $0.category == .cell }
        #expect(cells.prefix(xs.count).map(\.frame.minX) == xs)
        #expect(cells.allSatisfy { $0.frame.minY.truncatingRemainder(dividingBy: 100) == y })
    }

    /// Self-sizing cells: the News Feed's rows (.estimated(100) item and group, count 1, section insets 10,
    /// interGroupSpacing 10) take their items' answered heights. Every item answers 120 but item 2, 200:
    /// rows at y 10, 140, 270 (200 tall), 480 and 610; the content ends at 610 + 120 + 10 = 740. Scrolled to
    /// 300 (bounds 300…967), rows 2, 3 and 4 show. Widths are not estimates: 355 for all.
    @Test func estimatedCellsTakeTheirItemsAnswers() throws {
        let spec = try SpecFile.decode(
            """
            viewport: [375, 667]
            sections: [{items: 5, item: {size: [300, 120]}, overrides: {2: {size: [300, 200]}}}]
            layout:
              type: compositional
              sections:
                - group:
                    direction: horizontal
                    size: {width: {fractionalWidth: 1}, height: {estimated: 100}}
                    subitem: {item: {size: {width: {fractionalWidth: 1}, height: {estimated: 100}}}}
                    count: 1
                  contentInsets: [10, 10, 10, 10]
                  interGroupSpacing: 10
            """, format: .yaml)
        let all = LayoutSnapshot(spec: spec, region: .all)
        #expect(all.contentSize.height == 740)
        #expect(
            all.attributes.map(\.frame) == [
                Rect(x: 10, y: 10, width: 355, height: 120), Rect(x: 10, y: 140, width: 355, height: 120),
                Rect(x: 10, y: 270, width: 355, height: 200), Rect(x: 10, y: 480, width: 355, height: 120),
                Rect(x: 10, y: 610, width: 355, height: 120),
            ])
        let scrolled = LayoutSnapshot(spec: spec, offset: Point(x: 0, y: 300))
        #expect(scrolled.attributes.map(\.indexPath.item) == [2, 3, 4])
    }

    /// `contentInsetsReference`: with a safe area of 44 at each side, a section inset by 10 measured from the
    /// safe area (`automatic`, UIKit's default) lays its full-width rows at x 44 + 10 = 54, 375 − 2 · 54 =
    /// 267 wide; measured from the view (`none`), at x 10, 355 wide. The safe area's bottom (34) is the
    /// scroll view's business, not the sections'.
    @Test(arguments: [("", 54.0, 267.0), ("contentInsetsReference: none", 10, 355)])
    func sectionInsetsAreMeasuredFromTheSafeAreaOrTheView(reference: String, x: Double, width: Double) throws {
        let spec = try SpecFile.decode(
            """
            viewport: [375, 667]
            sections: [{items: 2}]
            layout:
              type: compositional
              safeArea: [0, 44, 34, 44]
              sections:
                - group: {direction: horizontal, size: \(Self.fullWidth), subitems: [\(Self.item)]}
                  contentInsets: [0, 10, 0, 10]
                  \(reference)
            """, format: .yaml)
        let cells = LayoutSnapshot(spec: spec).attributes
        #expect(cells.map(\.frame) == [0, 44].map { Rect(x: x, y: $0, width: width, height: 44) })
    }

    @Test func aSpacingIsExactlyOneKind() {
        #expect {
            try SpecFile.decode(
                Self.head
                    + "    - {group: {direction: horizontal, size: \(Self.fullWidth), subitems: [\(Self.item)], interItemSpacing: {fixed: 1, flexible: 2}}}\n",
                format: .yaml, file: "c.yaml")
        } throws: { error in
            String(describing: error).hasPrefix(
                "c.yaml:6: layout.sections[0].group.interItemSpacing: a spacing is exactly one of fixed, flexible")
        }
    }

    @Test func aLayoutNeedsASection() {
        #expect {
            try SpecFile.decode(
                "viewport: [375, 667]\nsections: [{items: 3}]\nlayout: {type: compositional, sections: []}\n",
                format: .yaml, file: "c.yaml")
        } throws: { error in
            String(describing: error) == "c.yaml:3: layout.sections: expected at least one section layout"
        }
    }
}
