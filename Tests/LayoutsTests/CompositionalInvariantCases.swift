import LayoutCore

@testable import Layouts

/// The compositional layouts the invariant checker runs: both scroll directions, pinned and unpinned
/// headers and footers, backgrounds, badges, nested groups, insets everywhere, a section layout per index,
/// an orthogonal row (its cells past the view lie outside the content, as in UIKit's embedded scroll view)
/// and empty sections, under a content inset.
enum CompositionalInvariantCases {
    static func dimension(_ fraction: Double, of axis: Axis) -> CompositionalDimension {
        axis == .vertical ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
    }

    static func sections(_ axis: Axis, pinned: Bool) -> [CompositionalSection] {
        let insets = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        var anchor = CompositionalAnchor(edges: [.bottom, .leading])
        anchor.fractionalOffset = Vector(dx: -0.5, dy: 0.5)
        anchor.absoluteOffset = Vector(dx: 1, dy: -2)
        let badge = CompositionalSupplementaryItem(
            kind: .badge, size: CompositionalSize(width: .absolute(12), height: .fractionalHeight(0.3)),
            containerAnchor: anchor)
        let leaf = CompositionalGroup.Subitem.item(
            CompositionalItem(
                size: CompositionalSize(width: .fractionalWidth(0.5), height: .fractionalHeight(0.5)),
                contentInsets: insets, supplementaryItems: [badge]))
        let pair = CompositionalGroup(
            direction: axis.cross, size: CompositionalSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
            subitems: [leaf], count: 2, interItemSpacing: 3)
        let outer = CompositionalGroup(
            direction: axis.cross,
            size: CompositionalSize(main: .absolute(120), cross: dimension(1, of: axis), axis: axis),
            subitems: [.group(pair), leaf], interItemSpacing: 2, contentInsets: insets)
        var first = CompositionalSection(group: outer)
        first.contentInsets = EdgeInsets(top: 12, left: 14, bottom: 16, right: 18)
        first.interGroupSpacing = 7
        first.decorationItems = [CompositionalDecorationItem(kind: .background, contentInsets: insets)]
        first.boundaryItems = [
            CompositionalBoundaryItem(
                kind: .header, size: CompositionalSize(main: .absolute(30), cross: dimension(1, of: axis), axis: axis),
                pinToVisibleBounds: pinned),
            CompositionalBoundaryItem(
                kind: .footer,
                size: CompositionalSize(main: .estimated(20), cross: dimension(0.5, of: axis), axis: axis),
                pinToVisibleBounds: pinned),
        ]
        let list = CompositionalSection(
            group: CompositionalGroup(
                direction: axis.cross,
                size: CompositionalSize(main: .absolute(44), cross: dimension(1, of: axis), axis: axis),
                subitems: [leaf]))
        var carousel = list
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.group.size = CompositionalSize(main: .absolute(90), cross: dimension(0.4, of: axis), axis: axis)
        carousel.interGroupSpacing = 8
        carousel.visibleItemsEffect = CompositionalItemsEffect(minimumScale: 0.7, minimumAlpha: 0.5)
        var aside = CompositionalBoundaryItem(
            kind: .header, size: CompositionalSize(main: .absolute(20), cross: .absolute(40), axis: axis))
        aside.alignment = axis == .vertical ? .trailing : .bottom
        aside.absoluteOffset = Vector(dx: 3, dy: -4)
        carousel.boundaryItems = [aside]
        return [first, carousel, list]
    }

    static var cases: [InvariantTests.Case] {
        var cases: [InvariantTests.Case] = []
        for axis in Axis.allCases {
            for pinned in [false, true] {
                var configuration = CompositionalConfiguration(sections: sections(axis, pinned: pinned))
                configuration.scrollDirection = axis
                configuration.interSectionSpacing = 9
                configuration.boundaryItems = [
                    CompositionalBoundaryItem(
                        kind: .header,
                        size: CompositionalSize(main: .absolute(25), cross: dimension(1, of: axis), axis: axis),
                        pinToVisibleBounds: pinned),
                    CompositionalBoundaryItem(
                        kind: .footer,
                        size: CompositionalSize(main: .absolute(15), cross: dimension(1, of: axis), axis: axis)),
                ]
                let label = "compositional \(axis)\(pinned ? " pinned" : "")"
                cases += [
                    InvariantTests.Case(name: "\(label), empty", layout: .compositional(configuration), data: .empty),
                    InvariantTests.Case(
                        name: "\(label), sections", layout: .compositional(configuration),
                        data: counts([0, 13, 0, 40, 1]), inset: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0),
                        cellsInsideContent: false),
                    InvariantTests.Case(
                        name: "\(label), 100,000 items", layout: .compositional(configuration),
                        data: counts([100_000, 5_000, 7]), cellsInsideContent: false),
                ]
            }
        }
        cases.append(selfSizingCase)
        return cases + supplementaryCases
    }

    /// A list of self-sizing rows (an estimated group of two estimated items with a badge), its items
    /// answering heights from a pattern and one override, in a section that pins its header; then a
    /// group-paged row of self-sizing chips, their widths answered by a pattern.
    static var selfSizingCase: InvariantTests.Case {
        let item = CompositionalItem(
            size: CompositionalSize(width: .fractionalWidth(0.5), height: .estimated(50)),
            contentInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
            supplementaryItems: [
                CompositionalSupplementaryItem(
                    kind: .badge, size: CompositionalSize(width: .absolute(8), height: .absolute(8)),
                    containerAnchor: CompositionalAnchor(edges: [.top]))
            ])
        var section = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .estimated(56)),
                subitems: [.item(item)]))
        section.interGroupSpacing = 4
        section.boundaryItems = [
            CompositionalBoundaryItem(
                kind: .header, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(20)),
                pinToVisibleBounds: true)
        ]
        let chip = CompositionalItem(size: CompositionalSize(width: .estimated(80), height: .fractionalHeight(1)))
        var chips = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: .estimated(80), height: .absolute(32)),
                subitems: [.item(chip)]))
        chips.orthogonalScrollingBehavior = .groupPagingCentered
        chips.interGroupSpacing = 8
        let sizes = [30.0, 90, 0, 45].map { ItemAnswers(size: Size(width: 10, height: $0)) }
        let widths = [60.0, 120, 0].map { ItemAnswers(size: Size(width: $0, height: 10)) }
        let data = CollectionData(sections: [
            SectionData(
                itemCount: 5_001, pattern: sizes, overrides: [7: ItemAnswers(size: Size(width: 10, height: 400))]),
            SectionData(itemCount: 300, pattern: widths),
        ])
        return InvariantTests.Case(
            name: "compositional self-sizing rows and chips",
            layout: .compositional(CompositionalConfiguration(sections: [section, chips])),
            data: data, cellsInsideContent: false)
    }
}

extension CompositionalSize {
    /// A size given along a main axis and its cross axis.
    init(main: CompositionalDimension, cross: CompositionalDimension, axis: Axis) {
        self =
            axis == .vertical
            ? CompositionalSize(width: cross, height: main) : CompositionalSize(width: main, height: cross)
    }
}
