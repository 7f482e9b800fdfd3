import LayoutCore
import Testing

@testable import Layouts

/// What a prepared layout retains (issue 2: at most 64 bytes per item), counted by the capacity of its
/// arrays, and how a query's cost grows.
@Suite struct FootprintTests {
    static let million = 1_000_000

    @Test(arguments: [
        ("uniform grid", [ItemAnswers]()), ("one item per line", [ItemAnswers(size: size(355, 44))]),
        (
            "patterned",
            [ItemAnswers(size: size(355, 80)), ItemAnswers(size: size(172, 120)), ItemAnswers(size: size(172, 140))]
        ),
    ])
    func flowRetainsAtMost64BytesPerItem(name: String, pattern: [ItemAnswers]) {
        let data = CollectionData(sections: [SectionData(itemCount: Self.million, pattern: pattern)])
        let layout = prepared(FlowLayout(), data, viewport: size(375, 667))
        let perItem = Double(layout.geometry.retainedBytes) / Double(Self.million)
        #expect(perItem <= 64, "\(name): \(perItem) bytes per item")
    }

    @Test func cellInsetFlowRetainsNoMoreThanFlow() {
        let data = CollectionData(sections: [
            SectionData(itemCount: Self.million, common: ItemAnswers(size: size(355, 44)))
        ])
        let layout = prepared(CellInsetFlowLayout(), data, viewport: size(375, 667))
        #expect(Double(layout.flow.geometry.retainedBytes) / Double(Self.million) <= 64)
    }

    @Test func tableRetainsNothingPerCell() {
        let data = CollectionData(sections: Array(repeating: SectionData(itemCount: 1000), count: 1000))
        let layout = prepared(TableLayout(), data, viewport: size(375, 667))
        #expect(layout.sizing.retainedBytes <= 4 * 1001 * 8)
    }

    /// A viewport query touches the lines it returns, not the item count: the same viewport in the middle
    /// of 1,000 and of 1,000,000 items returns the same number of attributes.
    @Test func aViewportQueryReturnsTheSameAtAnyCount() {
        var counts: [Int] = []
        for itemCount in [1_000, Self.million] {
            let layout = prepared(
                FlowLayout(), CollectionData(sections: [SectionData(itemCount: itemCount)]), viewport: size(375, 667))
            let middle = (layout.contentSize.height / 2).rounded()
            let bounds = rect(0, middle - middle.truncatingRemainder(dividingBy: 60), 375, 667)
            counts.append(layout.attributes(in: bounds, bounds: bounds).count)
        }
        #expect(counts[0] == counts[1])
        #expect(counts[0] == 6 * 12)
    }
}
