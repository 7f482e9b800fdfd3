import LayoutCore
import Platform
import Testing

@testable import Layouts

/// The plugin effects at chosen offsets. The view is 300 × 500; one flow section of ten
/// 300 × 100 items with a 50-pt header, a 40-pt footer and insets 20 above and 30 below: the header at 0,
/// item i at 70 + 100·i (items span 70–1070), the footer at 1100.
@Suite struct PluginEffectTests {
    static func layout(
        _ effects: [SectionEffect], axis: Axis = .vertical, pinsHeaders: Bool = false, contentInset: EdgeInsets = .zero
    ) -> PluginLayout {
        let vertical = axis == .vertical
        let section = pluginSection(
            plugin(.flow, pinsHeaders: pinsHeaders),
            items: Array(repeating: ItemAnswers(size: vertical ? size(300, 100) : size(100, 300)), count: 10),
            inset: vertical
                ? EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
                : EdgeInsets(top: 0, left: 20, bottom: 0, right: 30),
            header: vertical ? size(300, 50) : size(50, 300), footer: vertical ? size(300, 40) : size(40, 300),
            effects: effects)
        let viewport = vertical ? size(300, 500) : size(500, 300)
        return prepared(
            pluginLayout(axis), CollectionData(sections: [section]), viewport: viewport, inset: contentInset)
    }

    static func at(_ y: Double) -> Rect { rect(0, y, 300, 500) }

    static func header(_ layout: PluginLayout, _ bounds: Rect) -> LayoutAttributes? {
        layout.attributes(forSupplementary: .header, at: IndexPath(section: 0, item: 0), bounds: bounds)
    }

    static func footer(_ layout: PluginLayout, _ bounds: Rect) -> LayoutAttributes? {
        layout.attributes(forSupplementary: .footer, at: IndexPath(section: 0, item: 0), bounds: bounds)
    }

    // MARK: Sticky

    /// y = max(70 − 50 − 20, min(1070 − 50, offset + top inset)); zIndex 900 + section + 1.
    @Test func stickyHeader() {
        let layout = Self.layout([SectionEffect(.sticky(.start), kind: .header)])
        #expect(Self.header(layout, Self.at(0))?.frame.minY == 0)
        #expect(Self.header(layout, Self.at(-80))?.frame.minY == 0)
        #expect(Self.header(layout, Self.at(400))?.frame.minY == 400)
        #expect(Self.header(layout, Self.at(1100))?.frame.minY == 1020)
        #expect(Self.header(layout, Self.at(400))?.zIndex == 901)
        let inset = Self.layout(
            [SectionEffect(.sticky(.start), kind: .header)],
            contentInset: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(Self.header(inset, Self.at(400))?.frame.minY == 464)
    }

    /// A plugin that pins its headers gives them the sticky start effect by default.
    @Test func pinnedHeadersAreSticky() {
        let layout = Self.layout([], pinsHeaders: true)
        #expect(Self.header(layout, Self.at(400))?.frame.minY == 400)
        let found = layout.attributes(in: Self.at(400), bounds: Self.at(400)).filter { $0.kind == .header }
        #expect(found.map(\.frame.minY) == [400])
    }

    /// y = max(70 − 20, min(1070 + 30, offset + 500 − 40)); zIndex 900 + section.
    @Test func stickyFooter() {
        let layout = Self.layout([SectionEffect(.sticky(.end), kind: .footer)])
        #expect(Self.footer(layout, Self.at(0))?.frame.minY == 460)
        #expect(Self.footer(layout, Self.at(700))?.frame.minY == 1100)
        #expect(Self.footer(layout, Self.at(-500))?.frame.minY == 50)
        #expect(Self.footer(layout, Self.at(0))?.zIndex == 900)
    }

    /// Horizontal: the same along x.
    @Test func horizontalStickyHeader() {
        let layout = Self.layout([SectionEffect(.sticky(.start), kind: .header)], axis: .horizontal)
        #expect(Self.header(layout, rect(400, 0, 500, 300))?.frame == rect(400, 0, 50, 300))
        #expect(Self.header(layout, rect(1100, 0, 500, 300))?.frame.minX == 1020)
    }

    // MARK: Elastic, fade, tilt

    /// p = (offset − y + 500 − 200)/200; the shift is 90·clamp(1 − p, 0, 1)⁴ toward the bottom.
    @Test func elasticShiftsCellsNearTheBottom() {
        let layout = Self.layout([SectionEffect(.elastic(spacing: 90, span: 200), kind: .cell)])
        let bounds = Self.at(0)
        #expect(layout.frame(0, 0, bounds: bounds)?.minY == 70)
        let item2 = try? #require(layout.frame(0, 2, bounds: bounds)?.minY)
        let expected: Double = 270 + 90 * 0.85 * 0.85 * 0.85 * 0.85
        #expect(abs((item2 ?? 0) - expected) < 1e-9)
        #expect(abs((layout.frame(0, 3, bounds: bounds)?.minY ?? 0) - 460) < 1e-9)
        let scrolled = try? #require(layout.frame(0, 5, bounds: Self.at(300))?.minY)
        #expect(abs((scrolled ?? 0) - (expected + 300)) < 1e-9, "300 pt further, item 5 is where item 2 was")
    }

    /// An elastic cell pushed into a query's rect is found by it, though its cached frame lies outside.
    @Test func aQueryFindsCellsAnEffectMovesIn() {
        let layout = Self.layout([SectionEffect(.elastic(spacing: 90, span: 200), kind: .cell)])
        let bounds = Self.at(0)
        let strip = rect(0, 440, 300, 30)
        let found = layout.attributes(in: strip, bounds: bounds).map(\.indexPath.item)
        #expect(found == [3])
    }

    /// alpha = (offset − y + 500)/200, shown clamped to 0…1.
    @Test func fadeAtChosenOffsets() {
        let layout = Self.layout([SectionEffect(.fade(span: 200), kind: .cell)])
        let bounds = Self.at(0)
        #expect(layout.attributes(forItem: IndexPath(section: 0, item: 3), bounds: bounds)?.alpha == 0.65)
        #expect(layout.attributes(forItem: IndexPath(section: 0, item: 0), bounds: bounds)?.alpha == 1)
        #expect(layout.attributes(forItem: IndexPath(section: 0, item: 5), bounds: bounds)?.alpha == 0)
        #expect(layout.attributes(forItem: IndexPath(section: 0, item: 6), bounds: Self.at(300))?.alpha == 0.65)
    }

    /// Effects apply in order, each reading the previous one's frame: elastic then fade fades the moved
    /// cell (at 460: alpha 0.2); fade then elastic fades it where it was (0.65).
    @Test func effectsApplyInOrder() {
        let elastic = SectionEffect(.elastic(spacing: 90, span: 200), kind: .cell)
        let fade = SectionEffect(.fade(span: 200), kind: .cell)
        let item = IndexPath(section: 0, item: 3)
        let elasticFirst = Self.layout([elastic, fade]).attributes(forItem: item, bounds: Self.at(0))
        let fadeFirst = Self.layout([fade, elastic]).attributes(forItem: item, bounds: Self.at(0))
        #expect(abs((elasticFirst?.alpha ?? 0) - 0.2) < 1e-9)
        #expect(fadeFirst?.alpha == 0.65)
        #expect(abs((fadeFirst?.frame.minY ?? 0) - 460) < 1e-9)
    }

    /// p = 1 − (offset − y + 500)/(500 − 100): item 3 at 370 → 0.675, a rotation of −0.225π about x, with
    /// m34 = 1/2000; item 0 is not rotated but keeps the perspective entry.
    @Test func tiltAtChosenOffsets() {
        let layout = Self.layout([SectionEffect(.tilt, kind: .cell)])
        let tilted = layout.attributes(forItem: IndexPath(section: 0, item: 3), bounds: Self.at(0))?.transform
        let angle = -0.225 * Double.pi
        #expect(abs((tilted?.m22 ?? 0) - cos(angle)) < 1e-12)
        #expect(abs((tilted?.m23 ?? 0) - sin(angle)) < 1e-12)
        #expect(tilted?.m34 == 1.0 / 2000)
        let flat = layout.attributes(forItem: IndexPath(section: 0, item: 0), bounds: Self.at(0))?.transform
        #expect(flat?.m22 == 1)
        #expect(flat?.m34 == 1.0 / 2000)
    }

    /// Without effects nothing follows the bounds; with them, a scroll requeries.
    @Test func invalidation() {
        let still = Self.layout([])
        #expect(still.invalidation(forBoundsChange: Self.at(10), old: Self.at(0)) == .none)
        let moving = Self.layout([SectionEffect(.fade(span: 200), kind: .cell)])
        #expect(moving.invalidation(forBoundsChange: Self.at(10), old: Self.at(0)) == .requery)
        #expect(moving.invalidation(forBoundsChange: rect(0, 0, 200, 500), old: Self.at(0)) == .prepare)
    }
}
