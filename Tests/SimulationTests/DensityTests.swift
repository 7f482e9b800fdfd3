import LayoutCore
import Layouts
import Specs
import Testing
import Wire

@testable import Simulation

/// A view too dense to display is refused from its first items, before ten million of them are prepared
/// and counted, and every count stops past the limit: nothing built grows with the request.
@Suite struct DensityTests {
    static let limit = 20_000

    /// The flow of the hostile `createView`: ten million items 0.001 pt square in a 100,000-pt viewport,
    /// with UIKit's default spacings of 10 pt. A line holds 10,000 items (10,000 × 0.001 + 9,999 × 10 =
    /// 100,000 pt) and lines are 10.001 pt apart, so the view's first 20,003 items fill three lines within
    /// y < 21: all displayed where the view starts, more than the limit and its slack of 2.
    static let denseFlow = """
        {"viewport":[100000,100000],"layout":{"type":"flow","itemSize":[0.001,0.001]},"sections":[{"items":10000000}]}
        """

    /// A vertical compositional section of ten million items in custom groups the width of a 1,000-pt
    /// viewport and 1 pt tall, each of 1,000 frames 0.001 pt square side by side: a thousand groups, a
    /// million cells, meet the viewport.
    static func denseCustomGroup() -> String {
        let frames = (0..<1_000).map { "[\(Double($0) / 1_000),0,0.001,0.001]" }.joined(separator: ",")
        return """
            {"viewport":[1000,1000],"layout":{"type":"compositional","sections":[{"group":{"size":{"width":{"fractionalWidth":1},"height":{"absolute":1}},"custom":[\(frames)]}}]},"sections":[{"items":10000000}]}
            """
    }

    static func spec(_ json: String) throws -> ViewSpec { try SpecFile.decode(json, format: .json) }

    /// `items` cells 10 × 10 pt with no spacing in a 100-pt square viewport: rows of ten, ten rows shown.
    static func grid(items: Int) -> ViewSpec {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 10, height: 10)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        return ViewSpec(
            viewport: Size(width: 100, height: 100), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: items)]))
    }

    @Test func theFirstItemsOfADenseFlowRefuseIt() throws {
        let spec = try Self.spec(Self.denseFlow)
        #expect(DensityProbe.refuses(spec, limit: Self.limit))
        var simulator = Simulator()
        simulator.maximumDisplayedElements = Self.limit
        #expect(throws: SimulationError.tooDense("dense", limit: Self.limit)) {
            _ = try simulator.createView(spec, id: "dense")
        }
        #expect(simulator.viewSpecs.isEmpty)
    }

    @Test func theFirstItemsOfADenseCustomGroupRefuseIt() throws {
        let spec = try Self.spec(Self.denseCustomGroup())
        #expect(DensityProbe.refuses(spec, limit: Self.limit))
        #expect(throws: SimulationError.self) {
            _ = try DetachedView(spec, id: "dense", displayingAtMost: Self.limit)
        }
    }

    /// Counting the custom groups' viewport stops one past the limit; the arithmetic placement prepares
    /// ten million items without a frame each.
    @Test func aCountStopsPastTheLimit() throws {
        let spec = try Self.spec(Self.denseCustomGroup())
        let layout = spec.preparedLayout()
        let bounds = spec.bounds(at: spec.contentOffset)
        #expect(layout.countAttributes(in: bounds, bounds: bounds, upTo: Self.limit) == Self.limit + 1)
        #expect(layout.countAttributes(in: bounds, bounds: bounds, upTo: 0) == 1)
        // One group row, 1,000 cells: exactly counted under a larger limit.
        let row = Rect(x: 0, y: 0, width: 1_000, height: 0.5)
        #expect(layout.countAttributes(in: row, bounds: bounds, upTo: Self.limit) == 1_000)
    }

    /// 10 × 10 pt cells with no spacing in a 100-pt square: 100 displayed, ten rows of ten. Under a limit
    /// of 97 the cut holds 97 + 2 + 1 = 100 items, all displayed: 100 > 99, refused. Under 98 it holds
    /// 101, the last on the row at y = 100, outside the viewport: 100 ≤ 100, nothing concluded; the full
    /// count refuses the view under 99 (100 > 99) and takes it under 100.
    @Test func theProbeRefusesOnlyWhatTheWholeViewWould() throws {
        let spec = Self.grid(items: 1_000)
        #expect(DensityProbe.refuses(spec, limit: 97))
        #expect(!DensityProbe.refuses(spec, limit: 98))
        #expect(throws: SimulationError.self) { _ = try DetachedView(spec, id: "g", displayingAtMost: 99) }
        #expect(try DetachedView(spec, id: "g", displayingAtMost: 100).itemCount == 1_000)
    }

    /// The probe speaks of where a view starts: at another offset, or for a layout that does not place
    /// its items in order, it concludes nothing, and the full count (bounded too) decides.
    @Test func theProbeConcludesNothingElsewhere() throws {
        var spec = try Self.spec(Self.denseFlow)
        spec.contentOffset = Point(x: 0, y: 50)
        #expect(!DensityProbe.refuses(spec, limit: Self.limit))
        var carousel = spec
        carousel.contentOffset = .zero
        carousel.layout = .carousel(CarouselConfiguration())
        #expect(!DensityProbe.refuses(carousel, limit: Self.limit))
    }

    /// A legal 10 × 10 grid resized to 10,000 pt square would display 1,000,000 cells: refused, and
    /// the view stays as it was.
    @Test func aResizeIntoDensityIsRefused() throws {
        let spec = Self.grid(items: 2_000_000)
        var simulator = Simulator()
        simulator.maximumDisplayedElements = Self.limit
        _ = try simulator.createView(spec, id: "g")
        #expect(throws: SimulationError.self) {
            _ = try simulator.apply(.resize(view: "g", viewport: Size(width: 10_000, height: 10_000)))
        }
        #expect(simulator.state(of: "g")?.visibleCells.count == 100)
    }
}
