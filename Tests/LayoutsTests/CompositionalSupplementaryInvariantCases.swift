import LayoutCore

@testable import Layouts

/// Compositional layouts of many kinds for the invariant checker (every query agrees with a brute-force
/// filter of all elements, no element repeats): several anchored supplementary views per cell (one with an
/// item anchor past its cell), a group's own, boundary items of other kinds in the corners with insets,
/// pinned, not following the section's insets and measured from the readable guide, several decorations,
/// the layout's own items of another kind, uniform siblings; both scroll directions.
extension CompositionalInvariantCases {
    static func kind(_ name: String) -> ElementKind { ElementKind(rawValue: name)! }

    static func supplementarySection(_ axis: Axis) -> CompositionalSection {
        let small = CompositionalSize(width: .absolute(14), height: .absolute(10))
        var leaf = CompositionalItem(
            size: CompositionalSize(main: .uniformAcrossSiblings(40), cross: dimension(0.5, of: axis), axis: axis))
        leaf.supplementaryItems = [
            CompositionalSupplementaryItem(
                kind: .badge, size: small, containerAnchor: CompositionalAnchor(edges: [.top, .trailing]),
                itemAnchor: CompositionalAnchor(edges: [.bottom, .leading])),
            CompositionalSupplementaryItem(
                kind: kind("ring"), size: small, containerAnchor: CompositionalAnchor(edges: [])),
        ]
        var group = CompositionalGroup(
            direction: axis.cross,
            size: CompositionalSize(main: .estimated(40), cross: dimension(1, of: axis), axis: axis),
            subitems: [.item(leaf)])
        group.supplementaryItems = [
            CompositionalSupplementaryItem(
                kind: kind("label"), size: small, containerAnchor: CompositionalAnchor(edges: [.bottom]))
        ]
        var section = CompositionalSection(group: group)
        section.contentInsets = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
        section.supplementariesFollowContentInsets = false
        section.supplementaryContentInsetsReference = .readableContent
        var count = CompositionalBoundaryItem(kind: kind("count"), size: small, pinToVisibleBounds: true)
        count.alignment = .topTrailing
        count.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        var side = CompositionalBoundaryItem(kind: kind("side"), size: small)
        side.alignment = .bottomLeading
        side.extendsBoundary = false
        section.boundaryItems = [
            CompositionalBoundaryItem(
                kind: .header, size: CompositionalSize(main: .absolute(20), cross: dimension(1, of: axis), axis: axis)),
            count, side,
        ]
        section.decorationItems = [
            CompositionalDecorationItem(kind: .background),
            CompositionalDecorationItem(
                kind: kind("card"), contentInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)),
        ]
        return section
    }

    static var supplementaryCases: [InvariantTests.Case] {
        Axis.allCases.map { axis in
            var configuration = CompositionalConfiguration(sections: [supplementarySection(axis)])
            configuration.scrollDirection = axis
            configuration.contentInsetsReference = .layoutMargins
            configuration.safeArea = EdgeInsets(top: 3, left: 5, bottom: 3, right: 5)
            var banner = CompositionalBoundaryItem(
                kind: kind("banner"),
                size: CompositionalSize(main: .absolute(12), cross: dimension(1, of: axis), axis: axis))
            banner.alignment = axis == .vertical ? .bottom : .trailing
            configuration.boundaryItems = [banner]
            let heights = [30.0, 55, 0].map { ItemAnswers(size: Size(width: $0, height: $0)) }
            let data = CollectionData(sections: [
                SectionData(itemCount: 0), SectionData(itemCount: 301, pattern: heights), SectionData(itemCount: 7),
            ])
            return InvariantTests.Case(
                name: "compositional \(axis) supplementaries, decorations, references",
                layout: .compositional(configuration),
                data: data, viewport: axis == .vertical ? size(1_024, 768) : size(375, 667),
                inset: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0), cellsInsideContent: false)
        }
    }
}
