import LayoutCore
import Testing

@testable import Layouts

/// PluginLayout's plugins, frames derived by hand from the rules.
@Suite struct PluginLayoutTests {
    static let flowInset = EdgeInsets(top: 5, left: 10, bottom: 7, right: 10)
    static let flowItems = [size(100, 50), size(100, 30), size(100, 40), size(50, 20)].map { ItemAnswers(size: $0) }

    static func flow(_ alignment: FlowAlignment) -> PluginLayout {
        let section = pluginSection(
            plugin(.flow, alignment: alignment), items: flowItems, inset: flowInset, itemSpacing: 10, lineSpacing: 10)
        return prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(300, 500))
    }

    // MARK: Flow

    /// `.default`: the first line justified (Δ = 300 − 10 − 220 = 70 to the last item) and centred along y in
    /// its 50-pt line; the last line as placed, left and top.
    @Test func flowDefaultJustifiesAllButTheLastLine() {
        let layout = Self.flow(.default)
        #expect(
            layout.frames(section: 0, count: 4) == [
                rect(10, 5, 100, 50), rect(190, 15, 100, 30), rect(10, 65, 100, 40), rect(120, 65, 50, 20),
            ])
        #expect(layout.contentSize == size(300, 112))
    }

    @Test func flowCenterAlignsEveryLine() {
        #expect(
            Self.flow(.center).frames(section: 0, count: 4) == [
                rect(45, 5, 100, 50), rect(155, 15, 100, 30), rect(70, 65, 100, 40), rect(180, 75, 50, 20),
            ])
    }

    @Test func flowEndAndStart() {
        #expect(Self.flow(.end).frames(section: 0, count: 4)[1] == rect(190, 15, 100, 30))
        #expect(Self.flow(.end).frames(section: 0, count: 4)[3] == rect(240, 75, 50, 20))
        #expect(
            Self.flow(.start).frames(section: 0, count: 4) == [
                rect(10, 5, 100, 50), rect(120, 15, 100, 30), rect(10, 65, 100, 40), rect(120, 75, 50, 20),
            ])
    }

    /// A line holding one item centres it under `.default`; a lone last item stays at the inset.
    @Test func flowCentresALoneItemButNotTheLastLine() {
        let items = [size(200, 50), size(200, 50)].map { ItemAnswers(size: $0) }
        let section = pluginSection(plugin(.flow), items: items, inset: Self.flowInset, itemSpacing: 10)
        let layout = prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(300, 500))
        #expect(layout.frames(section: 0, count: 2) == [rect(50, 5, 200, 50), rect(10, 55, 200, 50)])
    }

    /// The header comes before the top inset, as wide as the content bounds; the footer after the bottom
    /// inset; the next section starts where the last ended (the seed's running offset). A lone item is a
    /// last line: left at the inset.
    @Test func headersFootersAndTheRunningOffset() {
        let first = pluginSection(
            plugin(.flow), items: [ItemAnswers(size: size(100, 50))], inset: Self.flowInset, header: size(10, 40),
            footer: size(10, 30))
        let second = pluginSection(plugin(.flow), items: [ItemAnswers(size: size(100, 50))], header: size(10, 20))
        let layout = prepared(pluginLayout(), CollectionData(sections: [first, second]), viewport: size(300, 500))
        let header = layout.attributes(forSupplementary: .header, at: IndexPath(section: 0, item: 0), bounds: origin)
        #expect(header?.frame == rect(0, 0, 300, 40))
        #expect(layout.frame(0, 0) == rect(10, 45, 100, 50))
        let footer = layout.attributes(forSupplementary: .footer, at: IndexPath(section: 0, item: 0), bounds: origin)
        #expect(footer?.frame == rect(0, 102, 300, 30))
        let secondHeader = layout.attributes(
            forSupplementary: .header, at: IndexPath(section: 1, item: 0), bounds: origin)
        #expect(secondHeader?.frame == rect(0, 132, 300, 20))
        #expect(layout.frame(1, 0) == rect(0, 152, 100, 50))
        #expect(layout.contentSize == size(300, 202))
    }

    /// Horizontal flow is the mirror: items run down a column and wrap to the next, `lineSpacing` right.
    @Test func horizontalFlowMirrors() {
        let items = Array(repeating: ItemAnswers(size: size(50, 100)), count: 4)
        let section = pluginSection(plugin(.flow), items: items, lineSpacing: 10)
        let layout = prepared(pluginLayout(.horizontal), CollectionData(sections: [section]), viewport: size(500, 300))
        #expect(
            layout.frames(section: 0, count: 4) == [
                rect(0, 0, 50, 100), rect(0, 100, 50, 100), rect(0, 200, 50, 100), rect(60, 0, 50, 100),
            ])
        #expect(layout.contentSize == size(110, 300))
    }

    /// A section with no plugin and no default places nothing and adds nothing to the content.
    @Test func aSectionWithoutAPluginIsEmpty() {
        let layout = prepared(pluginLayout(), counts([3]), viewport: size(300, 500))
        #expect(layout.frame(0, 0) == nil)
        #expect(layout.contentSize == size(0, 0))
    }

    // MARK: Grid

    /// w = (300 − 10 − 10 − 1·10)/2 = 135, h = w / 2.
    @Test func gridDividesTheLine() {
        let section = pluginSection(
            plugin(.grid), items: Array(repeating: ItemAnswers(lineFraction: 2, aspectRatio: 2), count: 3),
            inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), itemSpacing: 10, lineSpacing: 10)
        let layout = prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(300, 500))
        #expect(
            layout.frames(section: 0, count: 3) == [
                rect(10, 0, 135, 67.5), rect(155, 0, 135, 67.5), rect(10, 77.5, 135, 67.5),
            ])
    }

    /// Thirds that do not come out exact still fit three to a line (the seed's strict test may wrap early).
    @Test func gridThirdsFitOnOneLine() {
        let section = pluginSection(
            plugin(.grid), items: Array(repeating: ItemAnswers(lineFraction: 3), count: 3),
            inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), itemSpacing: 10)
        let layout = prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(300, 500))
        #expect(layout.frames(section: 0, count: 3).allSatisfy { $0?.minY == 0 })
    }

    /// Without answers a grid item fills the line and is square (n = 1, r = 1).
    @Test func gridDefaultsToOneSquarePerLine() {
        let section = pluginSection(plugin(.grid), items: [ItemAnswers(), ItemAnswers()])
        let layout = prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(300, 500))
        #expect(layout.frames(section: 0, count: 2) == [rect(0, 0, 300, 300), rect(0, 300, 300, 300)])
    }

    /// Horizontal: h = 300/3 = 100, w = h·r = 200.
    @Test func horizontalGrid() {
        let section = pluginSection(
            plugin(.grid), items: Array(repeating: ItemAnswers(lineFraction: 3, aspectRatio: 2), count: 4))
        let layout = prepared(pluginLayout(.horizontal), CollectionData(sections: [section]), viewport: size(500, 300))
        #expect(
            layout.frames(section: 0, count: 4) == [
                rect(0, 0, 200, 100), rect(0, 100, 200, 100), rect(0, 200, 200, 100), rect(200, 0, 200, 100),
            ])
    }

    // MARK: Staggered

    static func staggered(_ placement: StaggeredPlacement) -> PluginLayout {
        let section = pluginSection(
            plugin(.staggered, lineCount: 2, placement: placement), items: ratios([1, 0.5, 2, 1]), itemSpacing: 10,
            lineSpacing: 10)
        return prepared(pluginLayout(), CollectionData(sections: [section]), viewport: size(300, 500))
    }

    /// Columns 145 wide; the seed's round robin puts item 3 under item 1 although column 0 is shorter.
    @Test func staggeredRoundRobin() {
        let layout = Self.staggered(.roundRobin)
        #expect(
            layout.frames(section: 0, count: 4) == [
                rect(0, 0, 145, 145), rect(155, 0, 145, 290), rect(0, 155, 145, 72.5), rect(155, 300, 145, 145),
            ])
        #expect(layout.contentSize == size(300, 445))
    }

    @Test func staggeredShortestColumn() {
        let layout = Self.staggered(.shortestColumn)
        #expect(layout.frame(0, 3) == rect(0, 237.5, 145, 145))
        #expect(layout.contentSize == size(300, 382.5))
    }

    /// Horizontal: rows (300 − 10)/2 = 145 tall, w = h·r, line spacing along x.
    @Test func horizontalStaggered() {
        let section = pluginSection(
            plugin(.staggered, lineCount: 2), items: ratios([1, 2, 1]), itemSpacing: 10, lineSpacing: 10)
        let layout = prepared(pluginLayout(.horizontal), CollectionData(sections: [section]), viewport: size(500, 300))
        #expect(
            layout.frames(section: 0, count: 3) == [
                rect(0, 0, 145, 145), rect(0, 155, 290, 145), rect(155, 0, 145, 145),
            ])
    }
}

/// Retained memory of every plugin at 1,000,000 items: at most 64 bytes per item (issue 6).
@Suite struct PluginFootprintTests {
    @Test(arguments: PluginType.allCases)
    func retainedMemoryIsAtMost64BytesPerItem(_ type: PluginType) {
        var configuration = PluginLayoutConfiguration()
        configuration.defaultPlugin = plugin(type, lineCount: 3)
        let data = CollectionData(sections: [
            SectionData(itemCount: 1_000_000, common: ItemAnswers(size: size(100, 100), aspectRatio: 1.5))
        ])
        let layout = prepared(PluginLayout(configuration: configuration), data, viewport: size(375, 667))
        #expect(layout.geometry.retainedBytes <= 64 * 1_000_000, "\(layout.geometry.retainedBytes) bytes")
    }
}
