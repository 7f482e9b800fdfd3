import LayoutCore
import Testing

@testable import Layouts

/// The mosaic plugin in a 300-pt view with three 100-pt columns and no spacing unless
/// given: spans over the lowest run of columns, lengths rounded up to the multiple, snapping.
@Suite struct MosaicPluginTests {
    static func mosaic(
        _ items: [ItemAnswers], lineMultiple: Double = 20, lineSpacing: Double = 0, axis: Axis = .vertical,
        columns: Int = 3
    ) -> PluginLayout {
        let section = pluginSection(
            plugin(.mosaic, lineCount: columns, lineMultiple: lineMultiple), items: items, lineSpacing: lineSpacing)
        let viewport = axis == .vertical ? size(300, 500) : size(500, 300)
        return prepared(pluginLayout(axis), CollectionData(sections: [section]), viewport: viewport)
    }

    /// Item 0 spans the three equal columns; item 1 cannot be big; item 2 spans the two lowest; item 3
    /// follows a big item, so it is 1×1; item 4 (portrait) in the one lowest column; then two more.
    @Test func spansFollowTheLowestColumns() {
        let items = [
            ItemAnswers(aspectRatio: 1), ItemAnswers(aspectRatio: 2, canBeBig: false), ItemAnswers(aspectRatio: 1),
            ItemAnswers(aspectRatio: 1), ItemAnswers(aspectRatio: 0.5), ItemAnswers(aspectRatio: 1),
            ItemAnswers(aspectRatio: 1), ItemAnswers(aspectRatio: 1),
        ]
        let layout = Self.mosaic(items)
        #expect(
            layout.frames(section: 0, count: 8) == [
                rect(0, 0, 300, 300), rect(0, 300, 100, 60), rect(100, 300, 200, 200), rect(0, 360, 100, 100),
                rect(0, 460, 100, 200), rect(100, 500, 200, 200), rect(0, 660, 100, 100), rect(100, 700, 200, 200),
            ])
        #expect(layout.contentSize == size(300, 900))
    }

    /// A section that repeats a pattern works out a one-column item's length once per pattern entry: the
    /// same frames as the same answers listed item by item, spans of two and three columns among them.
    /// The patterned section's lengths are worked out once per entry for spans up to four and the rest
    /// when met (six columns reach both); the listed section's item by item.
    @Test(arguments: [3, 6]) func aPatternedSectionPlacesAsTheSameAnswersListed(columns: Int) {
        let pattern = [
            ItemAnswers(aspectRatio: 1), ItemAnswers(aspectRatio: 2, canBeBig: false), ItemAnswers(aspectRatio: 0.75),
            ItemAnswers(aspectRatio: 1.5), ItemAnswers(aspectRatio: 0.5, canBeBig: false),
        ]
        let count = 203
        let listed = Self.mosaic(
            (0..<count).map { pattern[$0 % pattern.count] }, lineMultiple: 30, lineSpacing: 4, columns: columns)
        var answers = SectionAnswers(minimumLineSpacing: 4, minimumInteritemSpacing: 0)
        answers.plugin = plugin(.mosaic, lineCount: columns, lineMultiple: 30)
        let patterned = prepared(
            pluginLayout(),
            CollectionData(sections: [SectionData(itemCount: count, pattern: pattern, answers: answers)]),
            viewport: size(300, 500))
        let frames = listed.frames(section: 0, count: count)
        #expect(patterned.frames(section: 0, count: count) == frames)
        let spans = Set(frames.compactMap { $0.map { Int(($0.width * Double(columns) / 300).rounded()) } })
        if columns > 4 {
            #expect(spans.contains { $0 > 4 }, "an item spans more columns than are worked out ahead")
        } else {
            #expect(spans == [1, 2, 3], "items span one, two and three columns")
        }
    }

    /// A portrait item never spans every column.
    @Test func aPortraitItemDoesNotSpanAllColumns() {
        #expect(Self.mosaic([ItemAnswers(aspectRatio: 0.5)]).frame(0, 0) == rect(0, 0, 100, 200))
    }

    /// With line spacing 10 and multiple 60, item 3 would end at 140 (80 + 60), within 60 of columns 0 and 1
    /// (130): it snaps to end there, 50 tall. Even the first row gets the line spacing.
    @Test func lengthsSnapToANeighbouringBottom() {
        let items = [
            ItemAnswers(aspectRatio: 1, canBeBig: false), ItemAnswers(aspectRatio: 1, canBeBig: false),
            ItemAnswers(aspectRatio: 2, canBeBig: false), ItemAnswers(aspectRatio: 2, canBeBig: false),
        ]
        let layout = Self.mosaic(items, lineMultiple: 60, lineSpacing: 10)
        #expect(
            layout.frames(section: 0, count: 4) == [
                rect(0, 10, 100, 120), rect(100, 10, 100, 120), rect(200, 10, 100, 60), rect(200, 80, 100, 50),
            ])
    }

    /// The snap takes the lowest bottom within one multiple of the item's end, the first such in a sort of
    /// the columns by bottom, wherever its column is: of 200 and 180 (both within 60 of 220), 180. A bottom
    /// exactly one multiple away is not within it (100, from 160 and from 40).
    @Test func theSnapTakesTheLowestBottomWithinOneMultiple() {
        var bottoms = [200.0, 180, 100]
        bottoms.withUnsafeMutableBufferPointer { bottoms in
            #expect(MosaicPlugin.snapBottom(near: 220, bottoms: bottoms, multiple: 60) == 180)
            #expect(MosaicPlugin.snapBottom(near: 250, bottoms: bottoms, multiple: 60) == 200)
            #expect(MosaicPlugin.snapBottom(near: 160, bottoms: bottoms, multiple: 60) == 180)
            #expect(MosaicPlugin.snapBottom(near: 40, bottoms: bottoms, multiple: 60) == nil)
        }
    }

    /// Vertical multiples below 20 count as 20: 30 rounds up to 40. Horizontal ones do not clamp.
    @Test func theVerticalMultipleIsAtLeastTwenty() {
        let item = ItemAnswers(aspectRatio: 100.0 / 30, canBeBig: false)
        #expect(Self.mosaic([item], lineMultiple: 5).frame(0, 0) == rect(0, 0, 100, 40))
        let wide = ItemAnswers(aspectRatio: 0.3, canBeBig: false)
        #expect(Self.mosaic([wide], lineMultiple: 5, axis: .horizontal).frame(0, 0) == rect(0, 0, 30, 100))
    }
}
