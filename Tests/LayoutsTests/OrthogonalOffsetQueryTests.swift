import LayoutCore
import Testing

@testable import Layouts

/// A prepared compositional layout keeps no section offset: the offsets come with the query, and a query
/// without them sees every section at rest.
@Suite struct OrthogonalOffsetQueryTests {
    /// The grid of `orthogonalSectionsLayTheirGroupsAcrossTheView`: item [0, 3] at rest at x = 328.75 and
    /// [1, 0] at x = 10. Section 0 scrolled 100 along x moves its item to 228.75 and leaves section 1's
    /// (not listed, so at rest); the plain queries, asked after, still answer 328.75.
    @Test func offsetsComeWithTheQueryAndLeaveTheLayoutAtRest() {
        let layout = CompositionalLayoutTests.prepared(
            [CompositionalLayoutTests.orthogonal(.continuous)], counts: Array(repeating: 30, count: 5))
        var offsets = SectionOffsets()
        offsets[0] = 100
        let item = IndexPath(section: 0, item: 3)
        #expect(layout.attributes(forItem: item, bounds: .zero, offsets: offsets)?.frame.minX == 228.75)
        let other = IndexPath(section: 1, item: 0)
        #expect(layout.attributes(forItem: other, bounds: .zero, offsets: offsets)?.frame.minX == 10)
        let strip = Rect(x: 200, y: 0, width: 50, height: 250)
        let scrolled = layout.attributes(in: strip, bounds: .zero, offsets: offsets)
        #expect(scrolled.contains { $0.indexPath == item && $0.frame.minX == 228.75 })
        var counted = 0
        layout.forEachAttributes(in: strip, bounds: .zero, offsets: offsets) { _ in counted += 1 }
        #expect(counted == scrolled.count)
        #expect(layout.countAttributes(in: strip, bounds: .zero, offsets: offsets, upTo: 100) == scrolled.count)
        #expect(layout.attributes(forItem: item, bounds: .zero)?.frame.minX == 328.75)
        #expect(!layout.attributes(in: strip, bounds: .zero).contains { $0.indexPath == item })
        let shown = ScrolledSectionsLayout(layout, offsets: offsets)
        #expect(shown.attributes(forItem: item, bounds: .zero)?.frame.minX == 228.75)
    }
}
