import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// LNZInfiniteCollectionViewLayout and the carousel built on it (the seed's behaviour, with our infinite
/// threshold). With the defaults in a 375-wide view, page = 108; ten items make a 1,080-pt cycle, cycle 0 starts
/// at 10,000 cycles = 10,800,000 and copy n sits at 10,800,000 + 108·n.
@Suite struct InfiniteLayoutTests {
    static let viewport = size(375, 300)
    static let cycleStart = 10_800_000.0

    static func infinite(_ count: Int, snap: Bool = true, itemWidth: Double = 100, header: Double = 0) -> InfiniteLayout
    {
        var configuration = InfiniteLayoutConfiguration()
        configuration.snapToCenter = snap
        configuration.strip.itemSize = size(itemWidth, 100)
        let section = SectionData(itemCount: count, answers: SectionAnswers(header: size(0, header)))
        return prepared(
            InfiniteLayout(configuration: configuration), CollectionData(sections: [section]), viewport: viewport)
    }

    static func bounds(_ x: Double) -> Rect { rect(x, 0, 375, 300) }

    @Test func cyclesAroundAFarAwayStartWithNoSectionInset() throws {
        let layout = Self.infinite(10, header: 20)
        #expect(layout.isInfinite)
        #expect(layout.contentSize == size(20_000 * 1080, 20 + 8 + 100 + 8))
        // The first item centred in cycle 0: 10,800,000 + 50 − 187.5.
        let start = layout.contentOffset(afterPrepareFrom: .zero, focus: nil)
        #expect(start == Point(x: Self.cycleStart - 137.5, y: 0))
        let shown = layout.attributes(in: Self.bounds(start.x), bounds: Self.bounds(start.x)).filter {
            $0.category == .cell
        }
        let byItem = Dictionary(uniqueKeysWithValues: shown.map { ($0.indexPath.item, $0.frame) })
        #expect(byItem.keys.sorted() == [0, 1, 2, 8, 9])
        #expect(byItem[0] == rect(Self.cycleStart, 28, 100, 100))
        #expect(byItem[2] == rect(Self.cycleStart + 216, 28, 100, 100))
        #expect(byItem[9] == rect(Self.cycleStart - 108, 28, 100, 100))
        #expect(byItem[8] == rect(Self.cycleStart - 216, 28, 100, 100))
        // The item lookup answers the copy on screen, with the header's height (the seed's lacks it).
        #expect(layout.frame(0, 9, bounds: Self.bounds(start.x)) == rect(Self.cycleStart - 108, 28, 100, 100))
        // Two thousand cycles on, the same items, a cycle's width further.
        let far = start.x + 2000 * 1080
        let farFrame = try #require(layout.frame(0, 9, bounds: Self.bounds(far)))
        #expect(farFrame.minX == Self.cycleStart + 2000 * 1080 - 108)
    }

    /// Ours: infinite when the cycle is at least 1.5 viewports and at least a viewport and a page wide
    /// (the seed's code wants more than 2 viewports).
    @Test func thresholdIsOneAndAHalfViewportsAndAViewportPlusAPage() {
        #expect(!Self.infinite(5).isInfinite)  // 540 < 562.5
        #expect(Self.infinite(6).isInfinite)  // 648: infinite for us, not for the seed's 2× (750)
        // 300-wide items: page 308; two make 616 ≥ 562.5 but < 375 + 308 = 683: one could show twice.
        #expect(!Self.infinite(2, itemWidth: 300).isInfinite)
        #expect(Self.infinite(3, itemWidth: 300).isInfinite)
        // Too short: the snap-to-center layout, its frames and its content.
        let short = Self.infinite(5)
        #expect(short.frame(0, 0) == rect(137.5, 8, 100, 100))
        #expect(short.contentSize.width == 137.5 + 137.5 - 8 + 540)
    }

    /// Wherever the bounds are, each item appears at most once, its index path in range, its frame inside
    /// the content; and every copy on screen is the one the item lookup answers.
    @Test(arguments: [6, 7, 10, 31])
    func noItemIsEverShownTwice(count: Int) {
        let layout = Self.infinite(count)
        let width = layout.contentSize.width
        var offsets: [Double] = [0, width - 375, width / 2, width / 2 + 0.5, width / 3 - 54]
        var generator = SeededGenerator.forTest("noItemIsEverShownTwice(\(count))")
        for _ in 0..<300 { offsets.append(Double.random(in: 0...(width - 375), using: &generator).rounded()) }
        for x in offsets {
            let bounds = Self.bounds(x)
            let shown = layout.attributes(in: bounds.grown(by: 40), bounds: bounds)
            let items = shown.map(\.indexPath.item)
            #expect(Set(items).count == items.count, "at \(x)")
            #expect(items.allSatisfy { (0..<count).contains($0) })
            #expect(shown.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= width })
            for attributes in shown {
                #expect(layout.attributes(forItem: attributes.indexPath, bounds: bounds)?.frame == attributes.frame)
            }
        }
    }

    @Test func focusAndReleaseWorkAcrossTheWrap() {
        let layout = Self.infinite(10)
        let start = Self.cycleStart - 137.5
        // Half a page left of item 0's centring offset is a tie between item 9 and item 0: the lower, 0.
        #expect(layout.focusedItem(bounds: Self.bounds(start - 54))?.item == 0)
        #expect(layout.focusedItem(bounds: Self.bounds(start - 54.1))?.item == 9)
        #expect(layout.focusedItem(bounds: Self.bounds(start - 108 * 3))?.item == 7)
        // A release proposed just left of item 9's centring offset, moving left: item 9 of cycle −1.
        let target = layout.targetContentOffset(
            proposed: Point(x: start - 100, y: 0), velocity: Vector(dx: -900, dy: 0), current: Point(x: start, y: 0))
        #expect(target.x == start - 108)
        // Moving right from the same place, the direction rule moves on to item 0 again.
        let against = layout.targetContentOffset(
            proposed: Point(x: start - 100, y: 0), velocity: Vector(dx: 900, dy: 0), current: Point(x: start, y: 0))
        #expect(against.x == start)
    }

    @Test func snappingOffReleasesWhereTheMomentumRests() {
        let layout = Self.infinite(10, snap: false)
        let proposed = Point(x: Self.cycleStart + 333.3, y: 0)
        #expect(
            layout.targetContentOffset(proposed: proposed, velocity: Vector(dx: 500, dy: 0), current: .zero) == proposed
        )
    }

    /// The start is thousands of cycles from either end: 10,000 cycles each way.
    @Test func theStartIsFarFromBothEnds() {
        let layout = Self.infinite(10)
        let start = layout.contentOffset(afterPrepareFrom: .zero, focus: IndexPath(section: 0, item: 3))
        #expect(start.x == Self.cycleStart + 324 + 50 - 187.5)
        #expect(start.x / 1080 > 9_999)
        #expect((layout.contentSize.width - start.x) / 1080 > 9_999)
    }
}

/// LNZCarouselCollectionViewLayout's scale: `1 + min(d, scalingOffset)·(min − 1)/
/// scalingOffset`, zIndex `Int(scale·100000)`, headers unscaled.
@Suite struct CarouselLayoutTests {
    static func carousel(infinite: Bool = true, header: Double = 0) -> CarouselLayout {
        var configuration = CarouselConfiguration()
        configuration.isInfiniteScrollEnabled = infinite
        let section = SectionData(itemCount: 10, answers: SectionAnswers(header: size(0, header)))
        return prepared(
            CarouselLayout(configuration: configuration), CollectionData(sections: [section]), viewport: size(375, 300))
    }

    @Test func scaleAtZeroHalfTheScalingOffsetAndBeyond() {
        let layout = Self.carousel()
        #expect(layout.scale(atDistance: 0) == 1)
        #expect(abs(layout.scale(atDistance: 100) - 0.925) < 1e-12)
        #expect(abs(layout.scale(atDistance: -100) - 0.925) < 1e-12)
        #expect(abs(layout.scale(atDistance: 200) - 0.85) < 1e-12)
        #expect(abs(layout.scale(atDistance: 5000) - 0.85) < 1e-12)
    }

    @Test func cellsCarryTheirScaleInTheTransformAndZIndex() throws {
        let layout = Self.carousel(infinite: false, header: 30)
        // Not infinite: item 0 centred at offset 0 (its centre 187.5), item 1 108 pt right of the centre.
        let bounds = rect(0, 0, 375, 300)
        let shown = layout.attributes(in: bounds, bounds: bounds)
        let first = try #require(shown.first { $0.indexPath.item == 0 && $0.category == .cell })
        let second = try #require(shown.first { $0.indexPath.item == 1 && $0.category == .cell })
        #expect(first.transform == .identity)
        #expect(first.zIndex == 100_000)
        let scale = 1 + 108 * (0.85 - 1) / 200
        #expect(second.transform == .scale(x: scale, y: scale, z: 1))
        #expect(second.zIndex == Int(scale * 100_000))
        #expect(second.frame == rect(137.5 + 108, 38, 100, 100))
        let header = try #require(shown.first { $0.kind == .header })
        #expect(header.transform == .identity)
        #expect(layout.invalidation(forBoundsChange: rect(1, 0, 375, 300), old: bounds) == .requery)
    }

    @Test func infiniteByDefault() {
        #expect(Self.carousel().isInfinite)
        #expect(!Self.carousel(infinite: false).isInfinite)
    }
}
