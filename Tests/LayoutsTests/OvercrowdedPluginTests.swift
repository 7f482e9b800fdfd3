import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// Sections that ask for more room than the view has (Docs/Formats.md, "Limits": lanes are clamped at zero, never
/// negative, and no item is dropped), a cell wider than its line, and the shortest-column placement's
/// ties and its heap against a plain scan.
@Suite struct OvercrowdedPluginTests {
    /// Insets of 200 + 200 in a 320-pt view leave the two staggered columns no room: each is 0 wide, so
    /// every cell is 0 × 0 at the leading inset, and the content keeps the view's width and no height.
    @Test func staggeredColumnsWithoutRoomAreZeroWide() {
        let section = pluginSection(
            plugin(.staggered, lineCount: 2), items: ratios(Array(repeating: 1, count: 10)),
            inset: EdgeInsets(top: 0, left: 200, bottom: 0, right: 200))
        let layout = prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(320, 480))
        #expect(layout.frames(section: 0, count: 10) == Array(repeating: rect(200, 0, 0, 0), count: 10))
        #expect(layout.contentSize == size(320, 0))
    }

    /// Ten mosaic columns with 50-pt spacing need 450 pt of spacing alone in a 320-pt view: a column is
    /// max(0, (320 − 450)/10) = 0 wide, so a small item (canBeBig false) is 0 × ceil(0/20)·20 = 0 × 0; no
    /// column ever rises, so the leftmost of the lowest, column 0, takes all twenty, none dropped.
    @Test func mosaicColumnsWithoutRoomAreZeroWideAndKeepEveryItem() {
        let section = pluginSection(
            plugin(.mosaic, lineCount: 10, lineMultiple: 20),
            items: ratios(Array(repeating: 1, count: 20), canBeBig: false), itemSpacing: 50)
        let layout = prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(320, 480))
        #expect(layout.frames(section: 0, count: 20) == Array(repeating: rect(0, 0, 0, 0), count: 20))
        #expect(layout.contentSize == size(320, 0))
    }

    /// A 400-pt cell in a 320-pt view with insets of 10: the plain flow layout starts it at the leading
    /// inset, one cell per line, and the plugin's flow agrees.
    @Test func aCellWiderThanItsLineStartsAtTheLeadingInset() {
        let inset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let items = Array(repeating: ItemAnswers(size: size(400, 50)), count: 3)
        let expected = [rect(10, 0, 400, 50), rect(10, 50, 400, 50), rect(10, 100, 400, 50)]
        let pluginFlow = prepared(
            pluginLayout(), CollectionData(sections: [pluginSection(plugin(.flow), items: items, inset: inset)]),
            viewport: size(320, 480))
        #expect(pluginFlow.frames(section: 0, count: 3) == expected)
        var answers = SectionAnswers()
        answers.sectionInset = inset
        answers.minimumLineSpacing = 0
        let flow = prepared(
            FlowLayout(), CollectionData(sections: [SectionData(listed: items, answers: answers)]),
            viewport: size(320, 480))
        #expect(flow.frames(section: 0, count: 3) == expected)
    }

    /// Three 100-pt columns; item 1 (ratio 2) is 50 tall. Item 3 goes under it (the shortest), and item 4
    /// finds columns 0 and 2 both ending at 100: the leftmost wins, where round robin would pick column 1.
    @Test func shortestColumnTiesGoToTheLeftmost() {
        let section = pluginSection(
            plugin(.staggered, lineCount: 3, placement: .shortestColumn), items: ratios([1, 2, 1, 1, 1]))
        let layout = prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(300, 500))
        #expect(
            layout.frames(section: 0, count: 5) == [
                rect(0, 0, 100, 100), rect(100, 0, 100, 50), rect(200, 0, 100, 100), rect(100, 50, 100, 100),
                rect(0, 100, 100, 100),
            ])
        #expect(layout.contentSize == size(300, 200))
    }

    /// The heap's choice equals a scan for the first lowest column, over 3,000 items of seeded ratios in
    /// 37 columns (ties are common: the ratios come from a short list).
    @Test func theHeapPicksWhatAScanPicks() {
        let columns = 37
        var generator = SeededGenerator(seed: 42)
        let choices = [0.5, 1, 1, 2, 0.75]
        let items = (0..<3_000).map { _ in choices[Int(generator.next() % UInt64(choices.count))] }
        let section = pluginSection(
            plugin(.staggered, lineCount: columns, placement: .shortestColumn), items: ratios(items))
        let layout = prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(370, 500))
        let width = 10.0
        var bottoms = [Double](repeating: 0, count: columns)
        var expected: [Rect?] = []
        for (item, ratio) in items.enumerated() {
            let column = item < columns ? item : bottoms.indices.min { bottoms[$0] < bottoms[$1] }!
            let y = bottoms[column]
            expected.append(rect(Double(column) * width, y, width, width / ratio))
            bottoms[column] = y + width / ratio
        }
        #expect(layout.frames(section: 0, count: items.count) == expected)
    }
}
