import Foundation
import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// Cells an update animation carries take the look their layout gives where they are shown, as a Safari tab
/// does (`SafariAnimatedTiltTests`): the carousel's scale and a plugin section's tilt. Each view is changed by
/// an animated batch, linear over 0.1 s (12 ticks at 120 Hz), and looked at half-way, tick 6 (progress 1/2).
@Suite struct AnimatedPositionStyleTests {
    /// The cell of item `id` as the view shows it: its shown attributes while the animation carries it.
    static func shown(_ simulator: Simulator, _ id: String) -> LayoutAttributes? {
        let snapshot = simulator.layoutSnapshot(of: "list", rect: Rect(x: -1000, y: -1000, width: 3000, height: 3000))
        guard let final = snapshot?.attributes.first(where: { $0.id?.description == id }) else { return nil }
        return final.id.flatMap { snapshot?.animation?.cells[$0] } ?? final
    }

    /// `layout` showing one section of `count` items in `viewport`, item 1 deleted with the animation, then
    /// 6 ticks run.
    static func halfWayThroughDeletingItem1(_ layout: LayoutSpec, section: SectionData, viewport: Size) throws
        -> Simulator
    {
        var simulator = Simulator(tickHz: 120)
        _ = try simulator.createView(
            ViewSpec(viewport: viewport, layout: layout, data: CollectionData(sections: [section])), id: "list")
        _ = try simulator.apply(
            .batchUpdates(
                view: "list", batch: BatchUpdate(deleteItems: [IndexPath(section: 0, item: 1)]), animated: true,
                timing: AnimatedBatchTests.linear))
        _ = AnimatedBatchTests.run(&simulator, ticks: 6)
        return simulator
    }

    /// A carousel that does not repeat (Docs/Layouts.md, `carousel`, defaults) of five 100×100 items in a
    /// 375×200 view: page 108, insets grown to 375/2 − 50 = 137.5, item i at x 137.5 + 108·i; item 0 centred
    /// (centre 187.5) at offset 0, and still after item 1 goes (it stays the focus, at index 0). "0-2" moves
    /// from x 353.5 to 245.5: half-way at 299.5, its centre 349.5, 162 from the view's centre, so its scale
    /// is 1 + 162·(0.85 − 1)/200 = 0.8785 (its final slot's, 108 away, is 0.919) and its zIndex
    /// Int(0.8785·100000) = 87850 (within one for the rounding of the product). Before, it showed the final
    /// slot's scale from the start.
    @Test func aCarouselCellScalesForWhereItIsShown() throws {
        var carousel = CarouselConfiguration()
        carousel.isInfiniteScrollEnabled = false
        let simulator = try Self.halfWayThroughDeletingItem1(
            .carousel(carousel), section: SectionData(itemCount: 5), viewport: Size(width: 375, height: 200))
        let shown = try #require(Self.shown(simulator, "0-2"))
        #expect(abs(shown.frame.minX - 299.5) < 1e-9)
        #expect(abs(shown.transform.m11 - 0.8785) < 1e-12 && abs(shown.transform.m22 - 0.8785) < 1e-12)
        #expect(abs(shown.zIndex - 87_850) <= 1)
        let displayed = try #require(simulator.views[0].displayed.values.first { $0.id?.description == "0-2" })
        #expect(abs(displayed.transform.m11 - 0.8785) < 1e-12)
    }

    /// A plugin flow section with `{type: tilt}` of ten 375×100 items, no insets or spacing, in a 375×667 view
    /// at offset 0: item i at y 100·i. "0-3" moves from y 300 to 200: half-way at 250. The tilt at y for
    /// H = 667 and a 100-pt cell: p = 1 − (0 − y + 667)/(667 − 100), a rotation about x by −π·p/3, whose m22
    /// is cos(π·p/3): at 250, p = 150/567 (at its final slot, 100/567). Before, it kept the final slot's tilt.
    @Test func aPluginCellTiltsForWhereItIsShown() throws {
        var answers = SectionAnswers(
            sectionInset: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), minimumLineSpacing: 0)
        answers.plugin = PluginChoice(type: .flow)
        answers.effects = [SectionEffect(.tilt, kind: .cell)]
        let section = SectionData(
            itemCount: 10, common: ItemAnswers(size: Size(width: 375, height: 100)), answers: answers)
        let simulator = try Self.halfWayThroughDeletingItem1(
            .plugin(PluginLayoutConfiguration()), section: section, viewport: Size(width: 375, height: 667))
        let shown = try #require(Self.shown(simulator, "0-3"))
        #expect(abs(shown.frame.minY - 250) < 1e-9)
        #expect(abs(shown.transform.m22 - cos(Double.pi * 150 / 567 / 3)) < 1e-12)
        let displayed = try #require(simulator.views[0].displayed.values.first { $0.id?.description == "0-3" })
        #expect(abs(displayed.transform.m22 - cos(Double.pi * 150 / 567 / 3)) < 1e-12)
    }

    /// `OrthogonalSectionTests.feed`'s carousel row (150-pt cards 10 apart from x 16, card i at 16 + 160·i, in
    /// a 375-pt view) with `visibleItemsEffect {minimumScale: 0.8}`: a cell is scaled by
    /// max(1 − d/375, 0.8) for the distance d of its centre from 187.5. Card 0 deleted: "0-1" moves from
    /// x 176 to 16, half-way at 96, its centre 171, 16.5 away: 1 − 16.5/375 = 0.956 (at its final slot,
    /// centre 91, it is held at 0.8). Before, it showed the final slot's 0.8 from the start.
    @Test func aCompositionalCarouselCellScalesForWhereItIsShown() throws {
        var simulator = Simulator(tickHz: 120)
        let spec = try OrthogonalSectionTests.feed(
            behavior: "continuous", extra: "visibleItemsEffect: {minimumScale: 0.8}")
        _ = try simulator.createView(spec, id: "list")
        _ = try simulator.apply(
            .batchUpdates(
                view: "list", batch: BatchUpdate(deleteItems: [IndexPath(section: 0, item: 0)]), animated: true,
                timing: AnimatedBatchTests.linear))
        _ = AnimatedBatchTests.run(&simulator, ticks: 6)
        let shown = try #require(Self.shown(simulator, "0-1"))
        #expect(abs(shown.frame.minX - 96) < 1e-9)
        #expect(abs(shown.transform.m11 - 0.956) < 1e-12)
    }
}
