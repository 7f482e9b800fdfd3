import LayoutCore
import Testing

@testable import Layouts

/// VSCollectionViewCellInsetFlowLayout, the seed's behaviour: the leading inset counts for a line's first item,
/// the trailing one for its last, both push everything after them; the cross-axis insets shrink the item.
@Suite struct CellInsetFlowLayoutTests {
    /// The seed's example app: section insets (0, 2, 0, 2), inter-item 2, line spacing 0; item 0 inset
    /// (0, 0, 10, 0), the call-to-action items 3 and 4 inset (10, 0, 10, 0).
    func exampleApp(axis: Axis = .vertical) -> CellInsetFlowLayout {
        var configuration = FlowLayoutConfiguration()
        configuration.scrollDirection = axis
        configuration.sectionInset = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        configuration.minimumInteritemSpacing = 2
        configuration.minimumLineSpacing = 0
        return CellInsetFlowLayout(configuration: configuration)
    }

    let cta = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)

    @Test func topInsetsCountForFirstItemsAndBottomInsetsForLastOnes() {
        let items = [
            ItemAnswers(size: size(371, 100), inset: EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)),
            ItemAnswers(size: size(184.5, 50)), ItemAnswers(size: size(184.5, 50)),
            ItemAnswers(size: size(371, 60), inset: cta), ItemAnswers(size: size(371, 60), inset: cta),
        ]
        let layout = prepared(
            exampleApp(), CollectionData(sections: [SectionData(listed: items)]), viewport: size(375, 800))
        // Flow frames: y 0, 100, 100, 150, 210. Running offset: +10 after item 0; item 3 is first (+10) and
        // last (+10), and so is item 4.
        #expect(layout.frame(0, 0) == rect(2, 0, 371, 100))
        #expect(layout.frame(0, 1) == rect(2, 110, 184.5, 50))
        #expect(layout.frame(0, 2) == rect(188.5, 110, 184.5, 50))
        #expect(layout.frame(0, 3) == rect(2, 170, 371, 60))
        #expect(layout.frame(0, 4) == rect(2, 250, 371, 60))
        #expect(layout.contentSize == size(375, 320))
    }

    @Test func leftAndRightInsetsShrinkTheItemAlone() {
        let items = [
            ItemAnswers(inset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 7)), ItemAnswers(), ItemAnswers(),
        ]
        var configuration = FlowLayoutConfiguration()
        configuration.itemSize = size(100, 100)
        let layout = prepared(
            CellInsetFlowLayout(configuration: configuration), CollectionData(sections: [SectionData(listed: items)]),
            viewport: size(320, 500))
        #expect(layout.frame(0, 0) == rect(5, 0, 88, 100))
        #expect(layout.frame(0, 1) == rect(110, 0, 100, 100))
        #expect(layout.frame(0, 2) == rect(220, 0, 100, 100))
        #expect(layout.contentSize == size(320, 100))
    }

    @Test func aCentredLoneItemIsNeitherFirstNorLast() {
        let items = [ItemAnswers(size: size(100, 50), inset: cta)]
        let layout = prepared(
            exampleApp(), CollectionData(sections: [SectionData(listed: items)]), viewport: size(375, 500))
        #expect(layout.frame(0, 0) == rect(137.5, 0, 100, 50))
        #expect(layout.contentSize == size(375, 50))
    }

    @Test func theOffsetRunsAcrossSectionsAndMovesHeadersAndFooters() {
        let answers = SectionAnswers(header: size(0, 20), footer: size(0, 10))
        let first = SectionData(listed: [ItemAnswers(size: size(371, 40), inset: cta)], answers: answers)
        let second = SectionData(listed: [ItemAnswers(size: size(371, 40))], answers: answers)
        let layout = prepared(exampleApp(), CollectionData(sections: [first, second]), viewport: size(375, 500))
        // Flow: header 0…20, item 20…60, footer 60…70, header 70…90, item 90…130, footer 130…140.
        let header1 = layout.attributes(forSupplementary: .header, at: IndexPath(section: 1, item: 0), bounds: origin)
        let footer0 = layout.attributes(forSupplementary: .footer, at: IndexPath(section: 0, item: 0), bounds: origin)
        #expect(layout.frame(0, 0) == rect(2, 30, 371, 40))
        #expect(footer0?.frame == rect(0, 80, 375, 10))
        #expect(header1?.frame == rect(0, 90, 375, 20))
        #expect(layout.frame(1, 0) == rect(2, 110, 371, 40))
        #expect(layout.contentSize == size(375, 160))
        #expect(layout.attributes(in: rect(0, 0, 375, 500), bounds: origin).count == 6)
    }

    @Test func horizontalUsesLeftAndRightAlongTheScroll() {
        let inset = EdgeInsets(top: 3, left: 10, bottom: 5, right: 20)
        let items = [ItemAnswers(size: size(60, 100), inset: inset), ItemAnswers(size: size(60, 100))]
        let layout = prepared(
            exampleApp(axis: .horizontal), CollectionData(sections: [SectionData(listed: items)]),
            viewport: size(300, 100))
        // Flow: columns 100 tall hold one item each, at x 2 and 62; content 124 wide. Item 0 is first and
        // last in its column: +10 before it, +20 after; top and bottom shrink its height.
        #expect(layout.frame(0, 0) == rect(12, 3, 60, 92))
        #expect(layout.frame(0, 1) == rect(92, 0, 60, 100))
        #expect(layout.contentSize == size(154, 100))
    }
}
