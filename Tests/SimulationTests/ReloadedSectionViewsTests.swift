import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// An animated `reloadSections` crossfades the section's supplementary views as it does its cells: the new
/// view is displayed at once from alpha 0 where the old one was, the old one fades out and ends when the
/// animation does. Geometry: a flow layout of 375×100 rows, no spacing, 50-pt section headers, two sections of
/// three items, a 375×667 viewport: header 0 at y 0…50, rows "0-0"…"0-2" at y 50…350, header 1 at y 350…400,
/// rows "1-0"…"1-2" at y 400…700 (all displayed: 600 < 667). The animation is linear over 0.1 s: 12 ticks at
/// 120 Hz, progress k/12 at tick k.
@Suite struct ReloadedSectionViewsTests {
    static func spec() -> ViewSpec {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 375, height: 100)
        flow.minimumLineSpacing = 0
        flow.headerReferenceSize = Size(width: 0, height: 50)
        return ViewSpec(
            viewport: Size(width: 375, height: 667), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: 3), SectionData(itemCount: 3)]))
    }

    static func reload(_ sections: [Int]) -> Command {
        .batchUpdates(
            view: "list", batch: BatchUpdate(reloadSections: sections), animated: true,
            timing: AnimatedBatchTests.linear)
    }

    static func view() throws -> Simulator {
        var simulator = Simulator()
        _ = try simulator.createView(spec(), id: "list")
        return simulator
    }

    static let header1 = LayoutAttributes(
        category: .supplementary, kind: .header, indexPath: IndexPath(section: 1, item: 0), frame: .zero)

    /// Section 1 reloaded: its three cells and its header get new views at once, each at alpha 0 at its
    /// frame (the section does not move), in canonical order (cells, then the header); at tick 12 the old
    /// ones end at alpha 0, in the order their fades began (canonical: cells, then the header), then the
    /// completion. Before, the new header was displayed at alpha 1 with no `alpha`, as if nothing faded.
    @Test func aReloadedSectionsHeaderCrossfadesAsItsCellsDo() throws {
        var simulator = try Self.view()
        #expect(AnimatedBatchTests.lines(try simulator.apply(Self.reload([1]))) == Self.section1Reloaded.begun)
        #expect(AnimatedBatchTests.run(&simulator, ticks: 13) == Self.section1Reloaded.ended)
        #expect(simulator.isIdle)
    }

    /// Section 1's reload, as the lines of `AnimatedBatchTests.lines(_:)`: what its change reports, and what
    /// the 13 ticks after it do.
    static let section1Reloaded = (
        begun: [
            "0 willDisplay [1, 0] 1-0 400.0 0.0", "0 willDisplay [1, 1] 1-1 500.0 0.0",
            "0 willDisplay [1, 2] 1-2 600.0 0.0", "0 willDisplay [1, 0] header 350.0 0.0",
        ],
        ended: [
            "12 didEndDisplaying [1, 0] 1-0 400.0 0.0", "12 didEndDisplaying [1, 1] 1-1 500.0 0.0",
            "12 didEndDisplaying [1, 2] 1-2 600.0 0.0", "12 didEndDisplaying [1, 0] header 350.0 0.0",
            "12 didEndBatchUpdates true",
        ]
    )

    /// Halfway (tick 6, progress 1/2) the view's layout shows the new header at alpha 0.5 beside its layout
    /// frame (y 350), and lists the old one among the disappearing elements at alpha 0.5: what the daemon's
    /// `layout` and the replay page draw. Before, the new header had no shown attributes.
    @Test func theLayoutShowsBothHeadersHalfway() throws {
        var simulator = try Self.view()
        _ = try simulator.apply(Self.reload([1]))
        _ = AnimatedBatchTests.run(&simulator, ticks: 6)
        let animation = try #require(simulator.layoutSnapshot(of: "list")?.animation)
        let shown = try #require(animation.shown(Self.header1))
        #expect(shown.alpha == 0.5 && shown.frame.minY == 350)
        let old = animation.disappearing.filter { $0.category == .supplementary }
        #expect(old.map(\.alpha) == [0.5] && old.map(\.frame.minY) == [350])
    }

    /// A second animated batch (empty) at tick 6 interrupts the crossfade: the new header goes on from where
    /// it is (alpha 0.5) to 1 over the second animation, so at tick 12 (half of it) its alpha is
    /// 0.5 + 0.5·0.5 = 0.75, as a new cell's; the old views end at tick 12 on their own clock, the second
    /// animation completes at tick 18. Before, the header jumped to alpha 1 at the interruption.
    @Test func anInterruptionCarriesTheNewHeaderOn() throws {
        var simulator = try Self.view()
        _ = try simulator.apply(Self.reload([1]))
        _ = AnimatedBatchTests.run(&simulator, ticks: 6)
        let second = try simulator.apply(
            .batchUpdates(view: "list", batch: BatchUpdate(), animated: true, timing: AnimatedBatchTests.linear))
        #expect(AnimatedBatchTests.lines(second) == ["6 didEndBatchUpdates false"])
        let ended = AnimatedBatchTests.run(&simulator, ticks: 6)
        #expect(ended.count == 4 && ended.allSatisfy { $0.hasPrefix("12 didEndDisplaying") })
        let animation = try #require(simulator.layoutSnapshot(of: "list")?.animation)
        #expect(animation.shown(Self.header1)?.alpha == 0.75)
        #expect(animation.cells[.positional(section: 1, item: 0)]?.alpha == 0.75)
        #expect(AnimatedBatchTests.run(&simulator, ticks: 6) == ["18 didEndBatchUpdates true"])
    }
}
