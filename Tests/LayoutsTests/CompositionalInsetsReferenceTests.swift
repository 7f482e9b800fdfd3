import LayoutCore
import Testing

@testable import Layouts

/// The `layoutMargins` and `readableContent` insets references, the supplementary reference, and
/// `uniformAcrossSiblings`, each frame worked out by hand.
@Suite struct CompositionalInsetsReferenceTests {
    typealias Support = CompositionalSupplementaryTests

    /// A row of one full-width item 50 tall in a section inset by 4 at the sides, under `reference`.
    static func layout(
        _ reference: ContentInsetsReference, viewport: Size, safeArea: EdgeInsets = .zero,
        header: ContentInsetsReference? = nil
    ) -> CompositionalLayout {
        var section = Support.rows(50)
        section.contentInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        section.supplementaryContentInsetsReference = header
        section.boundaryItems = [
            CompositionalBoundaryItem(kind: .header, size: Support.size(.fractionalWidth(1), .absolute(20)))
        ]
        var configuration = CompositionalConfiguration(sections: [section])
        configuration.contentInsetsReference = reference
        configuration.safeArea = safeArea
        return Support.prepared(configuration, counts: [1], viewport: viewport)
    }

    /// In an 812-wide view with a 44-pt safe area each side: `layoutMargins` puts the edges 44 + 16 = 60 in,
    /// so the cell starts at 60 + 4 = 64 and is 812 − 128 = 684 wide; `readableContent` narrows the 692 pt
    /// the margins leave to 672, centred: 10 more each side, the cell at 74, 664 wide; `safeArea` 44 + 4 = 48,
    /// 716 wide; `none` 4, 804 wide.
    @Test(arguments: [
        (ContentInsetsReference.layoutMargins, 64.0, 684.0), (.readableContent, 74, 664), (.safeArea, 48, 716),
        (.none, 4, 804),
    ])
    func theReferencesEdges(reference: ContentInsetsReference, x: Double, width: Double) {
        let layout = Self.layout(
            reference, viewport: Size(width: 812, height: 375),
            safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(Support.cell(layout, 0, 0) == Rect(x: x, y: 20, width: width, height: 50))
        #expect(Support.supplementary(layout, .header, 0, 0) == Rect(x: x, y: 0, width: width, height: 20))
    }

    /// 1,024 wide, no safe area: the margins leave 1,024 − 32 = 992, the readable guide 672 of it, 160 more
    /// each side: the cell at 16 + 160 + 4 = 180, 1,024 − 360 = 664 wide. On a 375-wide phone the margins
    /// leave 343, under 672: the guide is the margins', the cell at 20, 335 wide.
    @Test func theReadableGuideIsCentredWhereTheViewIsWide() {
        let wide = Self.layout(.readableContent, viewport: Size(width: 1_024, height: 768))
        #expect(Support.cell(wide, 0, 0) == Rect(x: 180, y: 20, width: 664, height: 50))
        let phone = Self.layout(.readableContent, viewport: Size(width: 375, height: 667))
        #expect(Support.cell(phone, 0, 0) == Rect(x: 20, y: 20, width: 335, height: 50))
    }

    /// The cells measured from the view's edges (`none`: x 4, 1,016 wide) and the header from the readable
    /// guide, still following the section's insets: 176 + 4 = 180, 664 wide.
    @Test func theSupplementaryReferenceMovesOnlyTheBoundaryItems() {
        let layout = Self.layout(.none, viewport: Size(width: 1_024, height: 768), header: .readableContent)
        #expect(Support.cell(layout, 0, 0) == Rect(x: 4, y: 20, width: 1_016, height: 50))
        #expect(Support.supplementary(layout, .header, 0, 0) == Rect(x: 180, y: 0, width: 664, height: 20))
    }

    /// Rows of two half-width cards, each `uniformAcrossSiblings(50)` tall in an estimated group, answering
    /// 60, 90, 40 and 70: row 0 is as tall as its taller card, both cards 90 (the first would be 60 with a
    /// plain estimate); row 1 starts at 90, both cards 70. A third row holds item 4 alone, answering 60 (the
    /// pattern again), at 160.
    @Test func uniformSiblingsTakeTheLongestAnswer() {
        let card = CompositionalItem(size: Support.size(.fractionalWidth(0.5), .uniformAcrossSiblings(50)))
        let section = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: Support.size(.fractionalWidth(1), .estimated(50)), subitems: [.item(card)]
            ))
        var layout = CompositionalLayout(configuration: CompositionalConfiguration(sections: [section]))
        let heights = [60.0, 90, 40, 70].map { ItemAnswers(size: Size(width: 10, height: $0)) }
        layout.prepare(
            LayoutContext(
                data: CollectionData(sections: [SectionData(itemCount: 5, pattern: heights)]),
                viewportSize: Support.viewport))
        #expect(Support.cell(layout, 0, 0) == Rect(x: 0, y: 0, width: 187.5, height: 90))
        #expect(Support.cell(layout, 0, 1) == Rect(x: 187.5, y: 0, width: 187.5, height: 90))
        #expect(Support.cell(layout, 0, 2) == Rect(x: 0, y: 90, width: 187.5, height: 70))
        #expect(Support.cell(layout, 0, 3) == Rect(x: 187.5, y: 90, width: 187.5, height: 70))
        #expect(Support.cell(layout, 0, 4) == Rect(x: 0, y: 160, width: 187.5, height: 60))
        #expect(layout.contentSize.height == 220)
    }
}
