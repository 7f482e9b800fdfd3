import LayoutCore
import Testing

@testable import Layouts

/// A flow layout prepared again from insertions and deletions, with frames derived by hand
/// (UIKit's defaults: 50 × 50 items, 10-pt spacing, a 375-pt-wide viewport: six items a line, full lines
/// justified to 65-pt steps, the last line at 60-pt steps).
@Suite struct FlowDataChangeTests {
    let viewport = Size(width: 375, height: 667)

    /// A flow layout prepared for `data`, then prepared again from what `change` did to it.
    func changed(
        _ data: CollectionData, configuration: FlowLayoutConfiguration = FlowLayoutConfiguration(),
        _ change: (inout CollectionData) -> ItemChanges
    ) -> FlowLayout {
        var layout = prepared(FlowLayout(configuration: configuration), data, viewport: viewport)
        var data = data
        let changes = change(&data)
        layout.prepare(LayoutContext(data: data, viewportSize: viewport), changes: changes)
        return layout
    }

    /// A 200 × 20 item inserted first in three default items: 200 + 3 · (10 + 50) = 380 > 375, so the first
    /// line holds it and two others (300 pt of items; 75 spare over 2 gaps: 37.5 each) as thick as its
    /// thickest item (50; the inserted one centred at 15), and the last item is alone on the second line,
    /// centred at (375 − 50) / 2. The others keep the default size (they read no cycle of the first).
    @Test func anInsertedItemTakesItsOwnSizeAndTheOthersKeepTheirs() {
        let layout = changed(counts([3])) { data in
            data.insertItems([ItemAnswers(id: "wide", size: size(200, 20))], at: IndexPath(section: 0, item: 0))
            return .insertion(of: 1, at: IndexPath(section: 0, item: 0))
        }
        #expect(layout.frame(0, 0) == rect(0, 15, 200, 20))
        #expect(layout.frame(0, 1) == rect(237.5, 0, 50, 50))
        #expect(layout.frame(0, 2) == rect(325, 0, 50, 50))
        #expect(layout.frame(0, 3) == rect(162.5, 60, 50, 50))
        #expect(layout.contentSize == size(375, 110))
    }

    /// Twenty items appended to a million: 1,000,020 items in lines of six, the last line (items
    /// 1,000,014 to 1,000,019) the 166,670th at y = 166,669 · 60 = 10,000,140, unjustified: item
    /// 1,000,019 is its sixth, at x = 5 · 60. The line before (items 1,000,008 to 1,000,013), the last line
    /// before the change, is justified now: its last item ends at 375.
    @Test func anAppendToAMillionItemsPlacesTheNewLastLines() {
        let layout = changed(counts([1_000_000])) { data in
            let items = (0..<20).map { ItemAnswers(id: "new\($0)") }
            data.insertItems(items, at: IndexPath(section: 0, item: 1_000_000))
            return .insertion(of: 20, at: IndexPath(section: 0, item: 1_000_000))
        }
        #expect(layout.frame(0, 1_000_019) == rect(300, 10_000_140, 50, 50))
        #expect(layout.frame(0, 1_000_013) == rect(325, 10_000_080, 50, 50))
        #expect(layout.frame(0, 999_999) == rect(195, 9_999_960, 50, 50))
        #expect(layout.contentSize == size(375, 10_000_190))
        #expect(layout.geometry.lines.count == 166_670)
    }

    /// Three sections of seven items under 40-pt headers: a full line and one item alone, 40 + 50 + 10 +
    /// 50 = 150 each. Deleting item 0 of section 0 and item 6 of section 1 leaves each one line of six, its
    /// last (so at 60-pt steps), 90 tall; section 2 then starts at 180, its header there and its lines at
    /// 220 (justified, 65-pt steps) and 280 (the lone item centred at 162.5).
    @Test func deletionsInTwoSectionsMoveWhatFollows() {
        var configuration = FlowLayoutConfiguration()
        configuration.headerReferenceSize = size(0, 40)
        let layout = changed(counts([7, 7, 7]), configuration: configuration) { data in
            let deleted = [IndexPath(section: 0, item: 0), IndexPath(section: 1, item: 6)]
            data.deleteItems(deleted)
            return .deletion(of: deleted)
        }
        #expect(layout.frame(0, 5) == rect(300, 40, 50, 50))
        #expect(layout.frame(1, 0) == rect(0, 130, 50, 50))
        #expect(layout.frame(2, 5) == rect(325, 220, 50, 50))
        #expect(layout.frame(2, 6) == rect(162.5, 280, 50, 50))
        let header = layout.attributes(forSupplementary: .header, at: IndexPath(section: 2, item: 0), bounds: origin)
        #expect(header?.frame == rect(0, 180, 375, 40))
        #expect(layout.contentSize == size(375, 330))
    }
}
