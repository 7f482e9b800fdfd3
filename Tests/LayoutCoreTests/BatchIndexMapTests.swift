import Testing

@testable import LayoutCore

/// `BatchUpdate.IndexMap`: each item's place on the other side of a batch, both ways.
@Suite struct BatchIndexMapTests {
    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

    /// Ten items; item 2 deleted, item 7 moved to 0, one inserted at 4. By hand, the items after the batch
    /// are [7, 0, 1, 3, new, 4, 5, 6, 8, 9]: 0 → 1, 3 → 3, 4 → 5, 8 → 8, 7 → 0, 2 deleted.
    @Test func itemsMapBothWays() {
        let batch = BatchUpdate(
            deleteItems: [Self.path(0, 2)], insertItems: [.init(Self.path(0, 4))],
            moveItems: [.init(from: Self.path(0, 7), to: Self.path(0, 0))])
        let map = BatchUpdate.IndexMap(batch, sectionCount: 1)
        let after = [7, 0, 1, 3, nil, 4, 5, 6, 8, 9]
        for (position, before) in after.enumerated() {
            #expect(map.source(of: Self.path(0, position)) == before.map { Self.path(0, $0) })
            if let before { #expect(map.destination(of: Self.path(0, before)) == Self.path(0, position)) }
        }
        #expect(map.destination(of: Self.path(0, 2)) == nil)
    }

    /// Section 0 deleted, one inserted after section 1: section 1's items are section 0's after it; the
    /// inserted section's have no source.
    @Test func sectionsMapBothWays() {
        let batch = BatchUpdate(deleteSections: [0], insertSections: [.init(1)])
        let map = BatchUpdate.IndexMap(batch, sectionCount: 2)
        #expect(map.destination(of: Self.path(0, 3)) == nil)
        #expect(map.destination(of: Self.path(1, 3)) == Self.path(0, 3))
        #expect(map.source(of: Self.path(0, 3)) == Self.path(1, 3))
        #expect(map.source(of: Self.path(1, 0)) == nil)
    }
}
