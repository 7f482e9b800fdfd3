import LayoutCore
import Testing

@testable import Layouts

/// `NSCollectionLayoutItem.contentInsets` are ignored along an axis whose dimension is `estimated` (Apple's
/// documentation of the property): the estimate, or the length a self-sizing cell measures, is the cell's
/// whole length there, with no inset taken off or added around it. Along the other axis they shrink the
/// cell as before. Frames worked out by hand in a 375 × 667 view.
@Suite struct CompositionalEstimatedInsetsTests {
    static let viewport = Size(width: 375, height: 667)
    static let insets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)

    /// A section of horizontal groups `width` × `height`, each holding `item` once.
    static func section(
        _ width: CompositionalDimension, _ height: CompositionalDimension, of item: CompositionalGroup.Subitem
    ) -> CompositionalSection {
        CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: width, height: height), subitems: [item]))
    }

    /// A list row: a full-width group of one item, both `estimated(44)` tall, the item inset 5 all round.
    static let listRow = section(
        .fractionalWidth(1), .estimated(44),
        of: CompositionalLayoutTests.item(.fractionalWidth(1), .estimated(44), insets: insets))

    /// A chip row: an orthogonal section of groups `estimated(80)` wide and 50 tall, each one item
    /// `estimated(80)` wide and the group's height, inset 5 all round.
    static var chipRow: CompositionalSection {
        var row = section(
            .estimated(80), .absolute(50),
            of: CompositionalLayoutTests.item(.estimated(80), .fractionalHeight(1), insets: insets))
        row.orthogonalScrollingBehavior = .continuous
        return row
    }

    static func frames(_ section: CompositionalSection, _ data: SectionData) -> [Rect?] {
        var layout = CompositionalLayout(configuration: CompositionalConfiguration(sections: [section]))
        layout.prepare(LayoutContext(data: CollectionData(sections: [data]), viewportSize: viewport))
        return (0..<data.itemCount).map {
            layout.attributes(forItem: IndexPath(section: 0, item: $0), bounds: .zero)?.frame
        }
    }

    /// Unmeasured rows keep the estimate as their whole height: row i at y = 44 i, 44 tall; the side
    /// insets still apply (x 5, width 375 − 10 = 365). The old code shrank each to 34 at y = 44 i + 5.
    @Test func anEstimatedHeightKeepsItsInsetsOff() {
        let frames = Self.frames(Self.listRow, SectionData(itemCount: 3))
        #expect(frames == [0, 44, 88].map { Rect(x: 5, y: $0, width: 365, height: 44) })
    }

    /// Measured rows answering heights 60, 30 and 44 are exactly that tall, one after the other: at y 0,
    /// 60 and 90, still 5 in from the sides. The old code added the insets around each measured height
    /// (groups 70, 40, 54 long, row 0 at y 5).
    @Test func aMeasuredHeightHasNoInsetsAddedAround() {
        let data = SectionData(listed: [60, 30, 44].map { ItemAnswers(size: Size(width: 375, height: $0)) })
        #expect(
            Self.frames(Self.listRow, data) == [
                Rect(x: 5, y: 0, width: 365, height: 60), Rect(x: 5, y: 60, width: 365, height: 30),
                Rect(x: 5, y: 90, width: 365, height: 44),
            ])
    }

    /// Across the row the chips' width is estimated and their height is not: chip 0, measured 100 wide, at
    /// x 0, 100 wide, 5 in from the top and bottom (50 − 10 = 40 tall); chip 1, unmeasured, at x 100, 80
    /// wide. The old code put chip 0 at x 5 and, its group 5 + 100 + 5 = 110 long, chip 1 at 115, 70 wide.
    @Test func anEstimatedWidthInAnOrthogonalRow() {
        let data = SectionData(itemCount: 2, overrides: [0: ItemAnswers(size: Size(width: 100, height: 20))])
        #expect(
            Self.frames(Self.chipRow, data) == [
                Rect(x: 0, y: 5, width: 100, height: 40), Rect(x: 100, y: 5, width: 80, height: 40),
            ])
    }
}
