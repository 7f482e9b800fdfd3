import LayoutCore
import Testing

@testable import Layouts

/// LBExpandedCollectionView's grid against the seed README's block diagrams and the packing
/// seed's window rules. Most fixtures use a 300-pt view with spacing 3, so that u = 100 and the frames are whole:
/// columns at 0, 101 and 202; a 1×1 cell is 98 × 97, a tall one 98 × 197, a big one 199 × 197 (2u − s/3).
@Suite struct ExpandedLayoutTests {
    static let viewport = size(300, 600)

    /// One section of items with these scales, spacing 3 both ways unless given.
    static func scaled(_ scales: [ItemScale], spacing: Double = 3, answers: SectionAnswers? = nil) -> CollectionData {
        var sectionAnswers = answers ?? SectionAnswers()
        if answers == nil {
            sectionAnswers.minimumLineSpacing = spacing
            sectionAnswers.minimumInteritemSpacing = spacing
        }
        return CollectionData(sections: [
            SectionData(listed: scales.map { ItemAnswers(scale: $0) }, answers: sectionAnswers)
        ])
    }

    static func frames(_ scales: [ItemScale]) -> [Rect?] {
        let layout = prepared(ExpandedLayout(), scaled(scales), viewport: viewport)
        return scales.indices.map { layout.frame(0, $0) }
    }

    static let one = size(98, 97)
    static let tall = size(98, 197)
    static let big = size(199, 197)

    static func at(_ x: Double, _ y: Double, _ size: Size = one) -> Rect? {
        Rect(x: x, y: y, width: size.width, height: size.height)
    }

    // MARK: The seed README's diagrams

    /// "Scale one / two / four": the three cell shapes, as the blocks below draw them.
    @Test func theThreeCellShapes() {
        #expect(Self.frames([.one, .one, .one])[0]?.size == Self.one)
        #expect(Self.frames([.two, .one, .one, .one, .one])[0]?.size == Self.tall)
        #expect(Self.frames([.four, .one, .one])[0]?.size == Self.big)
    }

    /// Three of one: "0 1 3" in the diagram, whose third label should read 2.
    @Test func threeOfOne() {
        #expect(Self.frames([.one, .one, .one]) == [Self.at(0, 0), Self.at(101, 0), Self.at(202, 0)])
    }

    @Test func twoAtIndex0() {
        #expect(
            Self.frames([.two, .one, .one, .one, .one]) == [
                Self.at(0, 0, Self.tall), Self.at(101, 0), Self.at(202, 0), Self.at(101, 100), Self.at(202, 100),
            ])
    }

    /// Its legend lists "index 1 == one" and omits index 4: 0, 2, 3 and 4 are one.
    @Test func twoAtIndex1() {
        #expect(
            Self.frames([.one, .two, .one, .one, .one]) == [
                Self.at(101, 0), Self.at(0, 0, Self.tall), Self.at(202, 0), Self.at(101, 100), Self.at(202, 100),
            ])
    }

    @Test func twoAtIndex2() {
        #expect(
            Self.frames([.one, .one, .two, .one, .one]) == [
                Self.at(0, 0), Self.at(101, 0), Self.at(202, 0, Self.tall), Self.at(0, 100), Self.at(101, 100),
            ])
    }

    @Test func fourAtIndex0() {
        #expect(Self.frames([.four, .one, .one]) == [Self.at(0, 0, Self.big), Self.at(202, 0), Self.at(202, 100)])
    }

    @Test func fourAtIndex1() {
        #expect(Self.frames([.one, .four, .one]) == [Self.at(202, 0), Self.at(0, 0, Self.big), Self.at(202, 100)])
    }

    @Test func fourAtIndex2() {
        #expect(Self.frames([.one, .one, .four]) == [Self.at(0, 0), Self.at(0, 100), Self.at(101, 0, Self.big)])
    }

    // MARK: Packing rules

    /// A `.two` with fewer than five items left is drawn 1×1: a row of three, then a partial row.
    @Test func aTwoWithFewerThanFiveItemsLeftIsOne() {
        #expect(
            Self.frames([.one, .two, .one, .one]) == [
                Self.at(0, 0), Self.at(101, 0), Self.at(202, 0), Self.at(0, 100),
            ])
    }

    /// `.four` before `.two` with five items left: a two-block whose tall cell is the four, the two 1×1.
    @Test func aFourBeforeATwoMakesATwoBlock() {
        #expect(
            Self.frames([.four, .two, .one, .one, .one]) == [
                Self.at(0, 0, Self.tall), Self.at(101, 0), Self.at(202, 0), Self.at(101, 100), Self.at(202, 100),
            ])
    }

    /// `.two` before `.four` with three items left: a four-block, and the big cell is the first big slot's,
    /// the two's.
    @Test func aTwoBeforeAFourWithThreeLeftMakesTheTwoBig() {
        #expect(Self.frames([.two, .four, .one]) == [Self.at(0, 0, Self.big), Self.at(202, 0), Self.at(202, 100)])
    }

    /// The scales of items i+3 and i+4 of a two-block are not read; the next window starts at i+5.
    @Test func aTwoBlockIgnoresItsLastTwoScales() {
        let frames = Self.frames([.two, .one, .one, .four, .four, .one, .one, .one])
        #expect(frames[3] == Self.at(101, 100))
        #expect(frames[4] == Self.at(202, 100))
        #expect(Array(frames[5...]) == [Self.at(0, 200), Self.at(101, 200), Self.at(202, 200)])
    }

    /// Fewer than three items left: a partial row, left-aligned, whatever their scales.
    @Test func trailingPartialRows() {
        #expect(Self.frames([.one, .one, .one, .four]).last == Self.at(0, 100))
        let eight = Self.frames([.one, .one, .one, .one, .one, .one, .two, .four])
        #expect(Array(eight[6...]) == [Self.at(0, 200), Self.at(101, 200)])
        #expect(Self.frames([.four]) == [Self.at(0, 0)])
        #expect(Self.frames([.two, .two]) == [Self.at(0, 0), Self.at(101, 0)])
    }

    /// Blocks stack with no extra spacing: a four-block is 2u tall, the next row starts at 200.
    @Test func blocksStack() {
        let frames = Self.frames([.one, .one, .four, .one, .one, .one])
        #expect(Array(frames[3...]) == [Self.at(0, 200), Self.at(101, 200), Self.at(202, 200)])
        let layout = prepared(
            ExpandedLayout(), Self.scaled([.one, .one, .four, .one, .one, .one]), viewport: Self.viewport)
        #expect(layout.contentSize == size(300, 300))
    }

    // MARK: Geometry

    /// Without spacing answers the spacing is 1.0: columns at 0, u + 1/3 and 2u + 2/3, cells u − 2/3 wide and
    /// u − 1 tall.
    @Test func theDefaultSpacingIsOne() {
        let layout = prepared(
            ExpandedLayout(), Self.scaled([.one, .one, .one], answers: SectionAnswers()), viewport: Self.viewport)
        let third: Double = 1.0 / 3
        #expect(layout.frame(0, 1) == rect(100 + third, 0, 100 - 2 * third, 99))
        #expect(layout.frame(0, 2) == rect(200 + 2 * third, 0, 100 - 2 * third, 99))
    }

    /// Section insets narrow the unit; the header is centred at the inset's top, the footer below the last
    /// block, and the content ends after the footer and the bottom inset.
    @Test func insetsHeaderAndFooter() {
        var answers = SectionAnswers(
            sectionInset: EdgeInsets(top: 10, left: 15, bottom: 20, right: 15), header: size(200, 50),
            footer: size(100, 30))
        answers.minimumLineSpacing = 3
        answers.minimumInteritemSpacing = 3
        let layout = prepared(
            ExpandedLayout(), Self.scaled([.one, .one, .one, .one], answers: answers), viewport: size(330, 600))
        let origin = IndexPath(section: 0, item: 0)
        #expect(
            layout.attributes(forSupplementary: .header, at: origin, bounds: ExpandedLayoutTests.bounds)?.frame
                == rect(65, 10, 200, 50))
        #expect(layout.frame(0, 0) == rect(15, 60, 98, 97))
        #expect(layout.frame(0, 2) == rect(217, 60, 98, 97))
        #expect(layout.frame(0, 3) == rect(15, 160, 98, 97))
        #expect(
            layout.attributes(forSupplementary: .footer, at: origin, bounds: ExpandedLayoutTests.bounds)?.frame
                == rect(115, 260, 100, 30))
        #expect(layout.contentSize == size(330, 310))
    }

    static let bounds = rect(0, 0, 300, 600)

    /// Index paths are flat, `[0, i]`; anything else answers nil.
    @Test func indexPathsAreFlat() {
        let layout = prepared(ExpandedLayout(), Self.scaled([.one, .one, .one]), viewport: Self.viewport)
        #expect(layout.frame(0, 3) == nil)
        #expect(layout.frame(1, 0) == nil)
        #expect(layout.frame(0, -1) == nil)
        #expect(
            layout.attributes(forSupplementary: .header, at: IndexPath(section: 0, item: 0), bounds: Self.bounds) == nil
        )
    }

    // MARK: Width changes

    /// The blocks follow the width (u = W/3 here, so rescaling is recomputing) and the offset keeps its
    /// proportion below the header's top.
    @Test func aWidthChangeRescalesBlocksAndOffset() {
        var answers = SectionAnswers(sectionInset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        answers.minimumLineSpacing = 3
        answers.minimumInteritemSpacing = 3
        let data = Self.scaled(Array(repeating: .one, count: 30), answers: answers)
        var layout = prepared(ExpandedLayout(), data, viewport: Self.viewport)
        #expect(layout.frame(0, 3)?.minY == 120)
        let sameWidth = layout.contentOffset(afterPrepareFrom: Point(x: 0, y: 500), focus: nil)
        #expect(sameWidth == Point(x: 0, y: 500))
        layout.prepare(LayoutContext(data: data, viewportSize: size(600, 600)))
        #expect(layout.frame(0, 3)?.minY == 220)
        #expect(layout.contentOffset(afterPrepareFrom: Point(x: 0, y: 500), focus: nil) == Point(x: 0, y: 980))
        #expect(layout.contentOffset(afterPrepareFrom: Point(x: 0, y: 10), focus: nil) == Point(x: 0, y: 20))
    }

    // MARK: Queries

    /// A viewport query answers exactly the cells whose frames meet it, across blocks of every shape.
    @Test func aQueryFindsExactlyTheCellsItMeets() {
        let pattern: [ItemScale] = [.one, .two, .one, .one, .one, .four, .one, .one, .one, .one, .one, .two]
        let scales = (0..<400).map { pattern[$0 % pattern.count] }
        let layout = prepared(ExpandedLayout(), Self.scaled(scales), viewport: Self.viewport)
        for top in stride(from: -100.0, through: layout.contentSize.height, by: 137) {
            let viewport = rect(0, top, 300, 600)
            let found = Set(layout.attributes(in: viewport, bounds: viewport).map(\.indexPath))
            let expected = Set(
                scales.indices.filter { layout.frame(0, $0)!.intersects(viewport) }.map {
                    IndexPath(section: 0, item: $0)
                })
            #expect(found == expected, "at y = \(top)")
        }
    }

    /// A section that repeats a pattern of scales is packed from the pattern's entries (no per-item
    /// resolution): the same blocks and frames as the same scales listed item by item.
    @Test func aPatternedSectionPacksAsTheSameScalesListed() {
        let pattern: [ItemScale] = [.two, .one, .one, .one, .one, .four, .one, .one, .one, .one, .two]
        let count = 301
        let listed = prepared(
            ExpandedLayout(), Self.scaled((0..<count).map { pattern[$0 % pattern.count] }), viewport: Self.viewport)
        let patterned = prepared(
            ExpandedLayout(),
            CollectionData(sections: [
                SectionData(
                    itemCount: count, pattern: pattern.map { ItemAnswers(scale: $0) },
                    answers: SectionAnswers(minimumLineSpacing: 3, minimumInteritemSpacing: 3))
            ]), viewport: Self.viewport)
        #expect(patterned.geometry.blocks == listed.geometry.blocks)
        #expect((0..<count).map { patterned.frame(0, $0) } == (0..<count).map { listed.frame(0, $0) })
    }

    /// 16 bytes per block of 3 to 5 items: under 6 bytes per item.
    @Test func retainedMemoryIsSmall() {
        let layout = prepared(
            ExpandedLayout(), CollectionData(sections: [SectionData(itemCount: 1_000_000)]), viewport: Self.viewport)
        #expect(layout.geometry.retainedBytes <= 6 * 1_000_000)
        #expect(layout.contentSize.height == 100 * 333_334)
    }
}
