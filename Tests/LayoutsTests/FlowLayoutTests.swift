import LayoutCore
import Testing

@testable import Layouts

/// UICollectionViewFlowLayout, the `.default` alignment: justified lines, a last line
/// at minimum spacing, single items centred, items centred in their line, headers and footers, pinning.
@Suite struct FlowLayoutTests {
    func flow(_ configure: (inout FlowLayoutConfiguration) -> Void = { _ in }) -> FlowLayout {
        var configuration = FlowLayoutConfiguration()
        configure(&configuration)
        return FlowLayout(configuration: configuration)
    }

    @Test func uikitDefaults() {
        let configuration = FlowLayoutConfiguration()
        #expect(configuration.itemSize == size(50, 50))
        #expect(configuration.minimumLineSpacing == 10)
        #expect(configuration.minimumInteritemSpacing == 10)
        #expect(configuration.sectionInset == .zero)
        #expect(configuration.scrollDirection == .vertical)
    }

    @Test func fullLinesAreJustifiedAndTheLastKeepsMinimumSpacing() {
        // 375 wide: six 50-pt items fit (6·50 + 5·10 = 350); the 25 spare points widen each of 5 gaps to 15.
        let layout = prepared(flow(), counts([9]), viewport: size(375, 667))
        #expect((0..<6).map { layout.frame(0, $0)?.minX } == [0, 65, 130, 195, 260, 325])
        #expect((0..<6).allSatisfy { layout.frame(0, $0)?.minY == 0 })
        #expect((6..<9).map { layout.frame(0, $0)?.minX } == [0, 60, 120])
        #expect(layout.frame(0, 8) == rect(120, 60, 50, 50))
        #expect(layout.contentSize == size(375, 110))
    }

    @Test func aLoneItemIsCentredEvenOnTheLastLine() {
        let layout = prepared(flow(), counts([7]), viewport: size(375, 667))
        #expect(layout.frame(0, 6) == rect(162.5, 60, 50, 50))
        let wide = CollectionData(sections: [sized([size(300, 40), size(300, 40), size(100, 40)])])
        let lines = prepared(flow(), wide, viewport: size(375, 667))
        #expect(lines.frame(0, 0) == rect(37.5, 0, 300, 40))
        #expect(lines.frame(0, 1) == rect(37.5, 50, 300, 40))
        #expect(lines.frame(0, 2) == rect(137.5, 100, 100, 40))
    }

    @Test func itemsAreCentredAcrossTheirLine() {
        let data = CollectionData(sections: [sized([size(100, 40), size(100, 80), size(100, 60)])])
        let layout = prepared(flow(), data, viewport: size(320, 500))
        // 3·100 + 2·10 = 320 fits exactly: one line, 80 tall; it is the last line, so minimum spacing.
        #expect(layout.frame(0, 0) == rect(0, 20, 100, 40))
        #expect(layout.frame(0, 1) == rect(110, 0, 100, 80))
        #expect(layout.frame(0, 2) == rect(220, 10, 100, 60))
    }

    @Test func headersInsetsAndFootersStackPerSection() {
        let answers = SectionAnswers(
            sectionInset: EdgeInsets(top: 5, left: 20, bottom: 15, right: 20), header: size(0, 40), footer: size(0, 25))
        let data = CollectionData(sections: [
            SectionData(itemCount: 2, answers: answers),
            SectionData(itemCount: 1, answers: SectionAnswers(header: size(999, 30))),
        ])
        let layout = prepared(flow { $0.itemSize = size(100, 100) }, data, viewport: size(300, 600))
        let header0 = layout.attributes(forSupplementary: .header, at: IndexPath(section: 0, item: 0), bounds: origin)
        #expect(header0?.frame == rect(0, 0, 300, 40))
        #expect(header0?.category == .supplementary)
        // Items: 260 wide available; 100 + 10 + 100 fits; last line at minimum spacing.
        #expect(layout.frame(0, 0) == rect(20, 45, 100, 100))
        #expect(layout.frame(0, 1) == rect(130, 45, 100, 100))
        let footer0 = layout.attributes(forSupplementary: .footer, at: IndexPath(section: 0, item: 0), bounds: origin)
        #expect(footer0?.frame == rect(0, 160, 300, 25))
        // Section 1 starts at 185; only the header's height counts when vertical.
        let header1 = layout.attributes(forSupplementary: .header, at: IndexPath(section: 1, item: 0), bounds: origin)
        #expect(header1?.frame == rect(0, 185, 300, 30))
        #expect(layout.frame(1, 0) == rect(100, 215, 100, 100))
        #expect(layout.contentSize == size(300, 315))
        #expect(layout.attributes(forSupplementary: .footer, at: IndexPath(section: 1, item: 0), bounds: origin) == nil)
    }

    @Test func sectionAnswersOverrideTheLayoutsProperties() {
        let answers = SectionAnswers(minimumLineSpacing: 0, minimumInteritemSpacing: 0)
        let data = CollectionData(sections: [SectionData(itemCount: 5, answers: answers)])
        let layout = prepared(flow(), data, viewport: size(100, 500))
        #expect(layout.frame(0, 1) == rect(50, 0, 50, 50))
        #expect(layout.frame(0, 2) == rect(0, 50, 50, 50))
        #expect(layout.frame(0, 4) == rect(25, 100, 50, 50))
    }

    @Test func horizontalFlowIsTheMirrorImage() {
        let answers = SectionAnswers(
            sectionInset: EdgeInsets(top: 10, left: 5, bottom: 10, right: 5), header: size(30, 999))
        let data = CollectionData(sections: [SectionData(itemCount: 5, answers: answers)])
        let layout = prepared(
            flow {
                $0.scrollDirection = .horizontal
                $0.itemSize = size(80, 60)
            }, data, viewport: size(400, 220))
        // Columns 200 tall: 60 + 10 + 60 + 10 + 60 = 200 fits three; justified, then a last column of two.
        let header = layout.attributes(forSupplementary: .header, at: IndexPath(section: 0, item: 0), bounds: origin)
        #expect(header?.frame == rect(0, 0, 30, 220))
        #expect(layout.frame(0, 0) == rect(35, 10, 80, 60))
        #expect(layout.frame(0, 1) == rect(35, 80, 80, 60))
        #expect(layout.frame(0, 2) == rect(35, 150, 80, 60))
        #expect(layout.frame(0, 3) == rect(125, 10, 80, 60))
        #expect(layout.frame(0, 4) == rect(125, 80, 80, 60))
        #expect(layout.contentSize == size(210, 220))
    }

    @Test func contentInsetNarrowsTheLines() {
        let inset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        let layout = prepared(flow(), counts([6]), viewport: size(375, 667), inset: inset)
        // 345 available: five items fit (5·50 + 4·10 = 290); their 95 spare points make 4 gaps of 23.75.
        #expect(layout.frame(0, 4) == rect(295, 0, 50, 50))
        #expect(layout.frame(0, 1) == rect(73.75, 0, 50, 50))
        #expect(layout.frame(0, 5) == rect(147.5, 60, 50, 50))
        #expect(layout.contentSize == size(345, 110))
    }

    @Test func pinnedHeadersStayAtTheTopWithinTheirSection() {
        let answers = SectionAnswers(header: size(0, 40))
        let data = CollectionData(sections: [
            SectionData(itemCount: 12, answers: answers), SectionData(itemCount: 12, answers: answers),
        ])
        let layout = prepared(flow { $0.sectionHeadersPinToVisibleBounds = true }, data, viewport: size(170, 200))
        // Three per line: section 0 is the header (40) and four lines (0…230) ending at y 270.
        func header(_ section: Int, at y: Double) -> LayoutAttributes? {
            layout.attributes(
                forSupplementary: .header, at: IndexPath(section: section, item: 0), bounds: rect(0, y, 170, 200))
        }
        #expect(header(0, at: 0)?.frame.minY == 0)
        #expect(header(0, at: 100)?.frame.minY == 100)
        #expect(header(0, at: 250)?.frame.minY == 230)
        #expect(header(1, at: 250)?.frame.minY == 270)
        #expect(header(1, at: 300)?.frame.minY == 300)
        #expect(header(0, at: 100)?.zIndex == 1024)
        let visible = layout.attributes(in: rect(0, 100, 170, 200), bounds: rect(0, 100, 170, 200))
        #expect(visible.contains { $0.kind == .header && $0.indexPath.section == 0 && $0.frame.minY == 100 })
        #expect(layout.invalidation(forBoundsChange: rect(0, 1, 170, 200), old: rect(0, 0, 170, 200)) == .requery)
    }

    @Test func pinnedFootersStayAtTheBottomWithinTheirSection() {
        let answers = SectionAnswers(header: size(0, 20), footer: size(0, 30))
        let data = CollectionData(sections: [SectionData(itemCount: 30, answers: answers)])
        let layout = prepared(flow { $0.sectionFootersPinToVisibleBounds = true }, data, viewport: size(170, 200))
        // Ten lines of 50 + 9·10 → items from 20 to 610; the footer's natural place is 610.
        func footer(at y: Double) -> Rect? {
            layout.attributes(
                forSupplementary: .footer, at: IndexPath(section: 0, item: 0), bounds: rect(0, y, 170, 200))?.frame
        }
        #expect(footer(at: 0) == rect(0, 170, 170, 30))
        #expect(footer(at: 440) == rect(0, 610, 170, 30))
        #expect(footer(at: -300) == rect(0, 20, 170, 30))
    }

    @Test func unpinnedLayoutsIgnoreScrolling() {
        let layout = prepared(flow(), counts([100]), viewport: size(375, 667))
        #expect(layout.invalidation(forBoundsChange: rect(0, 50, 375, 667), old: rect(0, 0, 375, 667)) == .none)
        #expect(layout.invalidation(forBoundsChange: rect(0, 0, 667, 375), old: rect(0, 0, 375, 667)) == .prepare)
    }

    @Test func idsComeFromTheDataOrDefaultToSectionAndIndex() {
        let section = SectionData(
            listed: [ItemAnswers(id: "hero"), ItemAnswers()], overrides: [1: ItemAnswers(id: "promo")])
        let layout = prepared(
            flow(), CollectionData(sections: [SectionData(itemCount: 2), section]), viewport: size(375, 667))
        let ids = layout.attributes(in: rect(0, 0, 375, 667), bounds: origin).sorted(
            by: LayoutAttributes.canonicallyOrdered
        )
        .map { $0.id?.description }
        #expect(ids == ["0-0", "0-1", "hero", "promo"])
    }

    @Test func outOfRangeIndexPathsAnswerNil() {
        let layout = prepared(flow(), counts([3, 0]), viewport: size(375, 667))
        #expect(layout.frame(0, 3) == nil)
        #expect(layout.frame(1, 0) == nil)
        #expect(layout.frame(2, 0) == nil)
        #expect(layout.frame(0, -1) == nil)
        #expect(layout.attributes(forSupplementary: .header, at: IndexPath(section: 5, item: 0), bounds: origin) == nil)
    }
}
