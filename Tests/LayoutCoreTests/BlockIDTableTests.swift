import Testing

@testable import LayoutCore

/// A large block's id table answers as a dictionary from each id to its last position would.
@Suite struct BlockIDTableTests {
    @Test(arguments: [1, 2, 1_023, 1_024, 5_000])
    func findsEachIDAtItsLastPosition(count: Int) {
        let ids: [ItemID] = (0..<count).map { position in
            position % 7 == 3 ? .named("again-\(position % 50)") : .named("id-\(position)")
        }
        var last: [ItemID: Int] = [:]
        for (position, id) in ids.enumerated() { last[id] = position }
        let table = BlockIDTable(ids)
        for (id, position) in last { #expect(table.lastPosition(of: id) == position) }
        for missing in [ItemID.named("id-\(count)"), .named("again-50"), .positional(section: 0, item: 0)] {
            #expect(table.lastPosition(of: missing) == nil)
        }
    }
}
