import LayoutCore
import Layouts
import Simulation
import Testing

@testable import Specs

/// A compositional spec's supplementary items, boundary items, decorations, insets references and
/// `uniformAcrossSiblings`: every key to the model, and each bad input refused at its key path.
@Suite struct CompositionalSupplementarySpecTests {
    typealias Base = CompositionalSpecTests
    static let small = "{width: {absolute: 20}, height: {absolute: 20}}"
    static let anchor = "{edges: [top, trailing]}"

    static func kind(_ name: String) -> ElementKind { ElementKind(rawValue: name)! }

    @Test func everyKeyReachesTheModel() throws {
        let spec = try SpecFile.decode(
            String(Base.head.dropLast("  sections:\n".count))
                + """
                  layoutMargins: [1, 20, 2, 20]
                  readableContentWidth: 500
                  contentInsetsReference: readableContent
                  boundarySupplementaryItems:
                    - {kind: banner, size: \(Base.fullWidth), alignment: top}
                  sections:
                    - group:
                        direction: horizontal
                        size: {width: {fractionalWidth: 1}, height: {estimated: 44}}
                        subitems:
                          - item:
                              size: {width: {fractionalWidth: 0.5}, height: {uniformAcrossSiblings: 44}}
                              supplementaryItems:
                                - {kind: badge, size: \(Self.small), containerAnchor: \(Self.anchor), itemAnchor: {edges: [bottom, leading], absoluteOffset: [1, 2]}}
                                - {kind: ring, size: \(Self.small), containerAnchor: {edges: []}, zIndex: 2}
                        supplementaryItems:
                          - {kind: label, size: \(Self.small), containerAnchor: {edges: [bottom]}}
                      boundarySupplementaryItems:
                        - {kind: header, size: \(Base.fullWidth), contentInsets: [1, 2, 3, 4]}
                        - {kind: count, size: \(Self.small), alignment: topTrailing}
                      supplementariesFollowContentInsets: false
                      supplementaryContentInsetsReference: layoutMargins
                      background: {contentInsets: [1, 1, 1, 1]}
                      decorationItems:
                        - {kind: card, contentInsets: [0, 8, 0, 8], zIndex: -3}
                """, format: .yaml)
        guard case .compositional(let configuration) = spec.layout else {
            Issue.record("not a compositional layout: \(spec.layout)")
            return
        }
        #expect(configuration.layoutMargins == EdgeInsets(top: 1, left: 20, bottom: 2, right: 20))
        #expect(configuration.readableContentWidth == 500)
        #expect(configuration.contentInsetsReference == .readableContent)
        #expect(configuration.boundaryItems.map(\.kind) == [Self.kind("banner")])
        let section = try #require(configuration.sections.first)
        #expect(section.group.supplementaryItems.map(\.kind) == [Self.kind("label")])
        guard case .item(let item) = section.group.subitems.first else {
            Issue.record("no item")
            return
        }
        #expect(item.size.height == .uniformAcrossSiblings(44))
        #expect(item.supplementaryItems.map(\.kind) == [.badge, Self.kind("ring")])
        var itemAnchor = CompositionalAnchor(edges: [.bottom, .leading])
        itemAnchor.absoluteOffset = Vector(dx: 1, dy: 2)
        #expect(item.supplementaryItems[0].itemAnchor == itemAnchor)
        #expect(item.supplementaryItems[1].containerAnchor.edges.isEmpty && item.supplementaryItems[1].zIndex == 2)
        #expect(section.boundaryItems.map(\.kind) == [.header, Self.kind("count")])
        #expect(section.boundaryItems[0].contentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(section.boundaryItems[1].alignment == .topTrailing)
        #expect(!section.supplementariesFollowContentInsets)
        #expect(section.supplementaryContentInsetsReference == .layoutMargins)
        #expect(
            section.decorationItems == [
                CompositionalDecorationItem(
                    kind: .background, contentInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)),
                CompositionalDecorationItem(
                    kind: Self.kind("card"), contentInsets: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8), zIndex: -3
                ),
            ])
    }

    static func itemWith(_ supplementaries: String) -> String {
        "{direction: horizontal, size: \(Base.fullWidth), subitems: [{item: {size: \(Base.fullWidth), supplementaryItems: \(supplementaries)}}]}"
    }

    static let badSections: [(String, String)] = [
        (
            "    - {group: \(itemWith("[{kind: seventeen-bytes-x, size: \(small), containerAnchor: \(anchor)}]"))}",
            "layout.sections[0].group.subitems[0].item.supplementaryItems[0].kind: an element kind is a name of 1 to 16 UTF-8 bytes other than cell, got seventeen-bytes-x"
        ),
        (
            "    - {group: \(itemWith("[{kind: badge, size: \(small), containerAnchor: {edges: [top], absoluteOffset: [0, 1e308]}}]"))}",
            "layout.sections[0].group.subitems[0].item.supplementaryItems[0].containerAnchor.absoluteOffset[1]: expected a coordinate within ±1e13 pt, got 1e308"
        ),
        (
            "    - {group: \(itemWith("[{kind: badge, size: \(small), containerAnchor: {edges: [top], absoluteOffset: [-1e308, 0]}}]"))}",
            "layout.sections[0].group.subitems[0].item.supplementaryItems[0].containerAnchor.absoluteOffset[0]: expected a coordinate within ±1e13 pt, got -1e308"
        ),
        (
            "    - {group: \(itemWith("[{kind: badge, size: \(small), containerAnchor: \(anchor), itemAnchor: {edges: [], fractionalOffset: [0, 1e308]}}]"))}",
            "layout.sections[0].group.subitems[0].item.supplementaryItems[0].itemAnchor.fractionalOffset[1]: expected a number"
        ),
        (
            "    - {group: \(itemWith("[{kind: cell, size: \(small), containerAnchor: \(anchor)}]"))}",
            "layout.sections[0].group.subitems[0].item.supplementaryItems[0].kind: an element kind is a name of 1 to 16 UTF-8 bytes other than cell, got cell"
        ),
        (
            "    - {group: \(itemWith("[{kind: badge, size: \(small), containerAnchor: \(anchor)}, {kind: badge, size: \(small), containerAnchor: \(anchor)}]"))}",
            "layout.sections[0].group.subitems[0].item.supplementaryItems[1]: the kind badge is given twice (no two supplementary items share a kind)"
        ),
        (
            "    - {group: \(itemWith("[" + Array(repeating: "{kind: badge, size: \(small), containerAnchor: \(anchor)}", count: 17).joined(separator: ", ") + "]"))}",
            "layout.sections[0].group.subitems[0].item.supplementaryItems: expected at most 16 supplementary items, got 17"
        ),
        (
            "    - {group: {direction: horizontal, size: \(Base.fullWidth), subitems: [{item: {size: \(Base.fullWidth), supplementaryItems: [{kind: badge, size: \(small), containerAnchor: \(anchor)}]}}], supplementaryItems: [{kind: badge, size: \(small), containerAnchor: \(anchor)}]}}",
            "layout.sections[0].group.supplementaryItems: the kind badge is given inside this group too: a group's kinds are its own"
        ),
        (
            "    - {group: \(itemWith("[{kind: badge, size: \(small), containerAnchor: \(anchor)}]")), boundarySupplementaryItems: [{kind: badge, size: \(small)}]}",
            "layout.sections[0].boundarySupplementaryItems: the kind badge is a supplementary item of the section's items too: give it another"
        ),
        (
            "    - {group: \(Base.group), boundarySupplementaryItems: [{kind: header, size: \(small), alignment: topLeft}]}",
            #"layout.sections[0].boundarySupplementaryItems[0].alignment: unknown value "topLeft" (expected one of top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing)"#
        ),
        (
            "    - {group: \(Base.group), boundarySupplementaryItems: [{kind: header, size: \(small), contentInsets: [0, -1, 0, 0]}]}",
            "layout.sections[0].boundarySupplementaryItems[0].contentInsets[1]: "
        ),
        (
            "    - {group: \(Base.group), background: {}, decorationItems: [{kind: background}]}",
            #"layout.sections[0].decorationItems: the section has a background already: drop "background" or this one"#
        ),
        (
            "    - {group: \(Base.group), supplementaryContentInsetsReference: margins}",
            #"layout.sections[0].supplementaryContentInsetsReference: unknown value "margins""#
        ),
        (
            "    - {group: {direction: horizontal, size: {width: {fractionalWidth: 1}, height: {uniformAcrossSiblings: 44}}, subitems: [\(Base.item)]}}",
            "layout.sections[0].group.size.height.uniformAcrossSiblings: uniformAcrossSiblings is an item's dimension (its siblings')"
        ),
    ]

    /// An anchor offset of 10⁻³⁰⁸ is a coordinate like any other (±10³⁰⁸ are refused: `badSections`). Rows
    /// 44 tall and the view's width, a 20-pt badge on each one's top-trailing corner moved 10⁻³⁰⁸ down: badge
    /// 0 at (355, 10⁻³⁰⁸, 20, 20); for row 1 the offset vanishes in 44 (badge at (355, 44, 20, 20)). A rect
    /// of y 0…10 meets row 0 and its badge, in that order.
    @Test func aTinyAnchorOffsetDecodesAndPlaces() throws {
        let badge =
            "[{kind: badge, size: \(Self.small), containerAnchor: {edges: [top, trailing], absoluteOffset: [0, 1e-308]}}]"
        let spec = try SpecFile.decode(
            Base.head + "    - {group: \(Self.itemWith(badge))}\n", format: .yaml)
        guard case .compositional(let configuration) = spec.layout else {
            Issue.record("not a compositional layout: \(spec.layout)")
            return
        }
        var layout = CompositionalLayout(configuration: configuration)
        layout.prepare(
            LayoutContext(data: CollectionData(sections: [SectionData(itemCount: 3)]), viewportSize: spec.viewport))
        let found = layout.attributes(in: Rect(x: 0, y: 0, width: 375, height: 10), bounds: .zero)
        #expect(found.map(\.kind) == [.cell, .badge])
        #expect(
            found.map(\.frame) == [
                Rect(x: 0, y: 0, width: 375, height: 44), Rect(x: 355, y: 1e-308, width: 20, height: 20),
            ])
        let second = layout.attributes(forSupplementary: .badge, at: IndexPath(section: 0, item: 1), bounds: .zero)
        #expect(second?.frame == Rect(x: 355, y: 44, width: 20, height: 20))
    }

    /// The layout's own `header` is reported as `layoutHeader`, so a section's `layoutHeader` collides with
    /// it at [0, 0], and so does the layout's own `layoutHeader` (the second entry, index 1, is the one
    /// refused); a `readableContentWidth` of 0 is no width.
    @Test(arguments: [
        (
            "  boundarySupplementaryItems: [{kind: header, size: \(Base.fullWidth)}, {kind: layoutHeader, size: \(Base.fullWidth)}]\n  sections:\n    - {group: \(Base.group)}\n",
            "layout.boundarySupplementaryItems[1]: the layout's layoutHeader is given twice"
        ),
        (
            "  boundarySupplementaryItems: [{kind: header, size: \(Base.fullWidth)}]\n  sections:\n    - {group: \(Base.group), boundarySupplementaryItems: [{kind: layoutHeader, size: \(Base.fullWidth)}]}\n",
            "layout.boundarySupplementaryItems: the layout's layoutHeader is a kind a section uses: give it another"
        ),
        (
            "  readableContentWidth: 0\n  sections:\n    - {group: \(Base.group)}\n",
            "layout.readableContentWidth: "
        ),
    ])
    func aBadLayoutIsRefusedAtItsKeyPath(layout: String, expected: String) {
        let text = "viewport: [375, 667]\nsections: [{items: 3}]\nlayout:\n  type: compositional\n" + layout
        #expect {
            try SpecFile.decode(text, format: .yaml, file: "c.yaml")
        } throws: { error in
            String(describing: error).contains(expected)
        }
    }
}
