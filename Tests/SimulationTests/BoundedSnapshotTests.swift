import LayoutCore
import Specs
import Testing
import Wire

@testable import Simulation

/// The daemon's `layout` with a rect counts its elements no further than a limit before building them: a
/// rect within the limit gives exactly what one query gives (the copies of an infinite layout's cycles
/// kept), and a rect holding more than the limit is refused.
@Suite struct BoundedSnapshotTests {
    static let views = [
        "home-feed", "carousel", "tabs", "spreadsheet", "expanded-grid", "mosaic", "compositional-feed",
        "carousel-feed",
    ]

    @Test(arguments: views)
    func aBoundedSnapshotGivesWhatOneQueryGives(_ name: String) throws {
        let spec = try SpecFile.load(path: "\(repositoryRoot)/Scenarios/Views/\(name).yaml")
        var simulator = Simulator()
        _ = try simulator.createView(spec, id: "v")
        let content = try #require(simulator.contentSize(of: "v"))
        let offset = try #require(simulator.state(of: "v")).contentOffset
        // Twenty viewports around the current offset, in the direction the content is longer.
        let rect =
            content.height >= content.width
            ? Rect(
                x: 0, y: offset.y - 3 * spec.viewport.height, width: spec.viewport.width,
                height: 20 * spec.viewport.height)
            : Rect(
                x: offset.x - 3 * spec.viewport.width, y: 0, width: 20 * spec.viewport.width,
                height: spec.viewport.height)
        let whole = LayoutSnapshot(
            layout: spec.preparedLayout(), viewport: spec.viewport, offset: offset, region: .rect(rect))
        let bounded = try simulator.layoutSnapshot(of: "v", rect: rect, limit: .max)
        #expect(!whole.attributes.isEmpty)
        #expect(bounded.attributes == whole.attributes)
        #expect(
            throws: SimulationError.self,
            performing: { _ = try simulator.layoutSnapshot(of: "v", rect: rect, limit: whole.attributes.count - 1) })
        #expect(
            try simulator.layoutSnapshot(of: "v", rect: rect, limit: whole.attributes.count).attributes.count
                == whole.attributes.count)
    }

    /// A million 50-pt rows: a rect over all of them is refused after reading about the limit, not a
    /// million elements; the limit itself is fine.
    @Test func aRectOverAMillionRowsIsRefusedEarly() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: 1_000_000, rowHeight: 50), id: "v")
        let everything = Rect(x: 0, y: 0, width: 375, height: 50_000_000)
        do {
            _ = try simulator.layoutSnapshot(of: "v", rect: everything, limit: 20_000)
            Issue.record("a million rows were returned")
        } catch {
            #expect(error.code == .limitExceeded)
            #expect(error.message == "the rect holds more than 20000 elements; ask for a smaller rect")
        }
        let first = try simulator.layoutSnapshot(
            of: "v", rect: Rect(x: 0, y: 0, width: 375, height: 1_000_000), limit: 20_000)
        #expect(first.attributes.count == 20_000)
        #expect(first.attributes.last?.indexPath == IndexPath(section: 0, item: 19_999))
    }
}
