import LayoutCore
import Testing

@testable import Layouts

/// The elements of an orthogonal section live in the scroll view UIKit embeds for it, and their layout
/// attributes keep the frame they have with the section at rest while the section scrolls: `frame` is
/// where they show (the section's scroll applied), `layoutFrame` the attributes' own frame. Every other
/// element has no `layoutFrame`.
///
/// The feed (375×667, vertical): section 0 an orthogonal row of cards 150×200, 10 apart, inside 16-pt side
/// insets (card k at x 16 + 160k), each with a 20×20 badge at its top trailing corner (x 146 + 160k);
/// section 1 from y 200, rows 375×100.
@Suite struct CompositionalLayoutFrameTests {
    static func feed() -> CompositionalLayout {
        let badge = CompositionalSupplementaryItem(
            kind: .badge, size: CompositionalSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: CompositionalAnchor(edges: [.top, .trailing]))
        var carousel = CompositionalEstimatedInsetsTests.section(
            .absolute(150), .absolute(200),
            of: .item(
                CompositionalItem(
                    size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                    supplementaryItems: [badge])))
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        carousel.contentInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let list = CompositionalEstimatedInsetsTests.section(
            .fractionalWidth(1), .absolute(100),
            of: CompositionalLayoutTests.item(.fractionalWidth(1), .fractionalHeight(1)))
        var layout = CompositionalLayout(configuration: CompositionalConfiguration(sections: [carousel, list]))
        layout.prepare(
            LayoutContext(
                data: CollectionData(sections: [SectionData(itemCount: 10), SectionData(itemCount: 5)]),
                viewportSize: Size(width: 375, height: 667)))
        return layout
    }

    static let scrolled: SectionOffsets = {
        var offsets = SectionOffsets()
        offsets[0] = 300
        return offsets
    }()

    /// Scrolled 300 pt, card 2 shows at 336 − 300 = 36 and its badge at 466 − 300 = 166; their layout
    /// frames stay at 336 and 466, as at rest. A row of the list has none.
    @Test func aScrolledSectionsElementsKeepTheirLayoutFrame() throws {
        let layout = Self.feed()
        let bounds = Rect(x: 0, y: 0, width: 375, height: 667)
        let all = layout.attributes(in: bounds, bounds: bounds, offsets: Self.scrolled)
        let card2 = try #require(all.first { $0.category == .cell && $0.indexPath == IndexPath(section: 0, item: 2) })
        #expect(card2.frame == Rect(x: 36, y: 0, width: 150, height: 200))
        #expect(card2.layoutFrame == Rect(x: 336, y: 0, width: 150, height: 200))
        let badge2 = try #require(all.first { $0.kind == .badge && $0.indexPath == IndexPath(section: 0, item: 2) })
        #expect(badge2.frame == Rect(x: 166, y: 0, width: 20, height: 20))
        #expect(badge2.layoutFrame == Rect(x: 466, y: 0, width: 20, height: 20))
        let row = try #require(all.first { $0.indexPath == IndexPath(section: 1, item: 0) })
        #expect(row.frame == Rect(x: 0, y: 200, width: 375, height: 100))
        #expect(row.layoutFrame == nil)
    }

    /// The single-element queries agree with the rect query, and at rest a card's two frames are one.
    @Test func theSingleQueriesGiveBothFrames() {
        let layout = Self.feed()
        let item = IndexPath(section: 0, item: 2)
        let card = layout.attributes(forItem: item, bounds: .zero, offsets: Self.scrolled)
        #expect(card?.frame.minX == 36)
        #expect(card?.layoutFrame?.minX == 336)
        let badge = layout.attributes(forSupplementary: .badge, at: item, bounds: .zero, offsets: Self.scrolled)
        #expect(badge?.layoutFrame == Rect(x: 466, y: 0, width: 20, height: 20))
        let atRest = layout.attributes(forItem: item, bounds: .zero)
        #expect(atRest?.layoutFrame == atRest?.frame)
        #expect(layout.attributes(forItem: IndexPath(section: 1, item: 0), bounds: .zero)?.layoutFrame == nil)
    }
}
