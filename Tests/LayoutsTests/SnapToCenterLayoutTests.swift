import LayoutCore
import Testing

@testable import Layouts

/// LNZSnapToCenterCollectionViewLayout's frames, content size, pinned header and footer, focus and release
/// rule, from the seed's code. With the defaults in a 375-wide view, insetL = insetR = 187.5 − 50 =
/// 137.5, page = 108, and item i is centred at offset 108·i.
@Suite struct SnapToCenterLayoutTests {
    static let viewport = size(375, 300)

    static func layout(
        _ count: Int, centerFirstItem: Bool = true, header: Double = 0, footer: Double = 0
    ) -> SnapToCenterLayout {
        var configuration = SnapToCenterConfiguration()
        configuration.centerFirstItem = centerFirstItem
        let answers = SectionAnswers(header: size(0, header), footer: size(0, footer))
        return prepared(
            SnapToCenterLayout(configuration: configuration),
            CollectionData(sections: [SectionData(itemCount: count, answers: answers)]), viewport: viewport)
    }

    @Test func framesContentSizeAndEffectiveInsets() {
        let centred = Self.layout(10)
        #expect(centred.frame(0, 0) == rect(137.5, 8, 100, 100))
        #expect(centred.frame(0, 3) == rect(137.5 + 324, 8, 100, 100))
        #expect(centred.contentSize == size(137.5 + 137.5 - 8 + 1080, 116))
        let plain = Self.layout(10, centerFirstItem: false)
        #expect(plain.frame(0, 0) == rect(8, 8, 100, 100))
        #expect(plain.contentSize == size(8 + 8 - 8 + 1080, 116))
        #expect(centred.frame(0, 10) == nil)
        #expect(centred.frame(1, 0) == nil)
    }

    @Test func headerAndFooterArePinnedToTheBoundsX() throws {
        let layout = Self.layout(10, header: 50, footer: 30)
        #expect(layout.frame(0, 0) == rect(137.5, 58, 100, 100))
        #expect(layout.contentSize.height == 50 + 8 + 100 + 8 + 30)
        let bounds = rect(216, 0, 375, 300)
        let elements = layout.attributes(in: bounds, bounds: bounds)
        let header = try #require(elements.first { $0.kind == .header })
        let footer = try #require(elements.first { $0.kind == .footer })
        #expect(header.frame == rect(216, 0, 375, 50))
        #expect(footer.frame == rect(216, 166, 375, 30))
        #expect(layout.invalidation(forBoundsChange: bounds, old: rect(0, 0, 375, 300)) == .requery)
        #expect(Self.layout(10).invalidation(forBoundsChange: bounds, old: rect(0, 0, 375, 300)) == .none)
    }

    @Test func noItemsMeansNoElementsNotEvenTheHeader() {
        let layout = Self.layout(0, header: 50)
        #expect(layout.attributes(in: rect(0, 0, 375, 300), bounds: rect(0, 0, 375, 300)).isEmpty)
        #expect(layout.focusedItem(bounds: rect(0, 0, 375, 300)) == nil)
    }

    /// The focused item is the one whose centre is nearest the bounds' centre; on a tie, the lower index.
    @Test func focusIsTheClosestCentreTiesToTheLowerIndex() {
        let layout = Self.layout(10)
        func focus(_ x: Double) -> Int? { layout.focusedItem(bounds: rect(x, 0, 375, 300))?.item }
        #expect(focus(0) == 0)
        #expect(focus(53.9) == 0)
        #expect(focus(54) == 0)
        #expect(focus(54.1) == 1)
        #expect(focus(108 * 9 + 500) == 9)
        #expect(focus(-500) == 0)
    }

    struct Release: CustomTestStringConvertible, Sendable {
        var proposed: Double
        var velocity: Double
        var current: Double
        var expected: Double
        var testDescription: String { "proposed \(proposed), v \(velocity), from \(current) → \(expected)" }
    }

    /// The release rule's steps 1–5. The candidate nearest proposed + W/2 is item round((proposed)/108); delta is measured
    /// from the current offset; a candidate against the velocity moves one page along it; then the clamp.
    static let releases: [Release] = [
        Release(proposed: 250, velocity: 500, current: 100, expected: 216),  // v > 0, delta > 0: item 2
        Release(proposed: 250, velocity: -500, current: 100, expected: 108),  // v < 0, delta > 0: back a page
        Release(proposed: 250, velocity: 0, current: 100, expected: 216),  // no velocity: nearest
        Release(proposed: 250, velocity: 500, current: 300, expected: 324),  // v > 0, delta < 0: on a page
        Release(proposed: 250, velocity: -500, current: 300, expected: 216),  // v < 0, delta < 0: nearest
        Release(proposed: 250, velocity: 0, current: 300, expected: 216),
        Release(proposed: 216, velocity: 800, current: 216, expected: 216),  // delta 0: no change
        Release(proposed: 54, velocity: 0, current: 0, expected: 0),  // a tie goes to the lower item
        Release(proposed: 960, velocity: 300, current: 1000, expected: 972),  // +page past the end, clamped
        Release(proposed: 10, velocity: -300, current: -20, expected: 0),  // −page before 0, clamped
        Release(proposed: 5000, velocity: 4000, current: 500, expected: 972),  // far past the end: last item
    ]

    @Test(arguments: releases)
    func releaseComesToRestWithAnItemCentred(_ release: Release) {
        let target = Self.layout(10).targetContentOffset(
            proposed: Point(x: release.proposed, y: 7), velocity: Vector(dx: release.velocity, dy: 0),
            current: Point(x: release.current, y: 0))
        #expect(target == Point(x: release.expected, y: 7))
    }

    /// Two uncentred items make content 224 wide in a 375-wide view: the seed's clamp would end at −151;
    /// ours rests at 0.
    @Test func contentNarrowerThanTheViewRestsAtZero() {
        let layout = Self.layout(2, centerFirstItem: false)
        #expect(layout.contentSize.width == 224)
        let target = layout.targetContentOffset(
            proposed: Point(x: 30, y: 0), velocity: Vector(dx: 200, dy: 0), current: Point(x: 0, y: 0))
        #expect(target.x == 0)
    }

    /// The seed's reset in prepare centres the focused item when centerFirstItem, or when the offset lies
    /// strictly inside the content.
    @Test func prepareCentresTheFocusedItem() {
        let centred = Self.layout(10)
        #expect(centred.contentOffset(afterPrepareFrom: Point(x: 0, y: 3), focus: nil) == Point(x: 0, y: 3))
        #expect(centred.contentOffset(afterPrepareFrom: .zero, focus: IndexPath(section: 0, item: 4)).x == 432)
        #expect(centred.contentOffset(afterPrepareFrom: .zero, focus: IndexPath(section: 0, item: 40)).x == 972)
        let plain = Self.layout(10, centerFirstItem: false)
        // Item 4's centre at 8 + 432 + 50 = 490, minus 187.5.
        #expect(
            plain.contentOffset(afterPrepareFrom: Point(x: 100, y: 0), focus: IndexPath(section: 0, item: 4)).x == 302.5
        )
        #expect(plain.contentOffset(afterPrepareFrom: .zero, focus: IndexPath(section: 0, item: 4)).x == 0)
        #expect(centred.prefersFastDeceleration)
    }
}
