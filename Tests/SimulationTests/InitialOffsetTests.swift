import LayoutCore
import Layouts
import ScrollPhysics
import Testing

@testable import Simulation

/// Where a view starts: the spec's `contentOffset` as given, past the content too, except that the snap
/// layouts centre the item nearest the centre of the bounds at that offset.
@Suite struct InitialOffsetTests {
    /// The carousel of `LNZSimulationTests`: 30 items 200 wide, page 208, item j of cycle 0 centred at
    /// 62,400,000 + 208·j + 100, viewport 375 wide (half 187.5).
    static func carousel(at offset: Point) -> ViewSpec {
        var spec = LNZSimulationTests.carouselSpec()
        spec.contentOffset = offset
        return spec
    }

    @Test func aCarouselStartsOnTheItemNearestTheCentreOfItsOffset() throws {
        // Centre of the bounds 30 pt right of item 5's centre.
        let near5 = 62_400_000 + 208 * 5 + 100 - 187.5 + 30
        var simulator = Simulator()
        _ = try simulator.createView(Self.carousel(at: Point(x: near5, y: 0)), id: "home")
        let state = try #require(simulator.state(of: "home"))
        #expect(state.focus == IndexPath(section: 0, item: 5))
        #expect(state.contentOffset == Point(x: 62_400_000 + 208 * 5 + 100 - 187.5, y: 0))
    }

    @Test func aCarouselOffsetOutsideCycleZeroNamesItsItemThere() throws {
        // The bounds at x = 1040 are centred at 1227.5, nearest copy 5 (centre 208·5 + 100 = 1140, 87.5
        // away; copy 6 at 1348 is 120.5 away); 62,400,000 is a whole number of cycles, so copy 5 is item 5.
        var simulator = Simulator()
        _ = try simulator.createView(Self.carousel(at: Point(x: 1040, y: 0)), id: "home")
        let state = try #require(simulator.state(of: "home"))
        #expect(state.focus == IndexPath(section: 0, item: 5))
        #expect(state.contentOffset == Point(x: 62_400_000 + 208 * 5 + 100 - 187.5, y: 0))
    }

    @Test func anOffsetPastTheContentIsTakenAsGivenAndBouncesBackOnRelease() throws {
        // 7 rows of 100 in 667: offsets 0…33. The view starts at 500, in the overscroll.
        var spec = listSpec(count: 7)
        spec.contentOffset = Point(x: 0, y: 500)
        var simulator = Simulator()
        _ = try simulator.createView(spec, id: "list")
        #expect(simulator.state(of: "list")?.contentOffset == Point(x: 0, y: 500))
        #expect(LayoutSnapshot(spec: spec).contentOffset == Point(x: 0, y: 500))
        let release = try simulator.apply(.fling(view: "list", velocity: .zero))
        #expect(release.map(\.name).suffix(2) == ["didEndDragging", "willBeginDecelerating"])
        var events: [Event] = []
        for _ in 0..<600 { events += simulator.step() }
        #expect(events.last?.kind == .scroll(.didEndDecelerating(contentOffset: Point(x: 0, y: 33))))
    }

    /// `--offset` shows a laid-out view scrolled there, taken as given: a finite carousel (100-pt items
    /// without spacing in a 300-pt viewport, insets grown to 300/2 − 100/2 = 100, item i centred at
    /// 150 + 100·i) at x = 50 has its bounds centred at 200, 50 pt from items 0 and 1, each scaled
    /// 1 + 50·(0.8 − 1)/200 = 0.95, item 2 (150 away) 0.85. A spec starting there would be re-centred on
    /// item 0 (the tie goes to the lower index), at 0.
    @Test func anOffsetGivenToALaidOutCarouselIsNotRecentred() throws {
        var carousel = CarouselConfiguration()
        carousel.infinite.strip.itemSize = Size(width: 100, height: 100)
        carousel.infinite.strip.interitemSpacing = 0
        carousel.isInfiniteScrollEnabled = false
        carousel.minimumScaleFactor = 0.8
        var spec = ViewSpec(
            viewport: Size(width: 300, height: 200), layout: .carousel(carousel),
            data: CollectionData(sections: [SectionData(itemCount: 10)]))
        let between = LayoutSnapshot(spec: spec, offset: Point(x: 50, y: 0))
        #expect(between.contentOffset == Point(x: 50, y: 0))
        let scales = between.attributes.map { $0.transform.m11 }
        #expect(zip(scales, [0.95, 0.95, 0.85]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(scales)")
        spec.contentOffset = Point(x: 50, y: 0)
        #expect(LayoutSnapshot(spec: spec).contentOffset == Point(x: 0, y: 0))
    }
}
