import LayoutCore
import Testing

@testable import Simulation

/// An inserted item without an id is named `"S-I"` from where it lands, or `"S-I.1"`, `"S-I.2"`, … when that
/// id is taken (by an item already held or by one inserted with it); an id given twice is a conflict.
@Suite struct InsertedItemNamingTests {
    static func ids(_ simulator: Simulator) -> [String] {
        let data = simulator.views[0].spec.data
        return (0..<(data.itemCount(inSection: 0) ?? 0)).map {
            data.itemID(at: IndexPath(section: 0, item: $0))!.description
        }
    }

    static func insert(_ items: [ItemAnswers], at item: Int, into simulator: inout Simulator)
        throws(SimulationError)
    {
        _ = try simulator.apply(.insertItems(view: "v", at: IndexPath(section: 0, item: item), items: items))
    }

    @Test func countedItemsTakeTheirPositionOrTheFirstFreeSuffix() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: 5), id: "v")
        // "0-2" … "0-4" are held by the originals now at 5 … 7; "0-5" and "0-6" are free.
        try Self.insert(Array(repeating: ItemAnswers(), count: 3), at: 2, into: &simulator)
        #expect(Self.ids(simulator) == ["0-0", "0-1", "0-2.1", "0-3.1", "0-4.1", "0-2", "0-3", "0-4"])
        try Self.insert(Array(repeating: ItemAnswers(), count: 2), at: 8, into: &simulator)
        #expect(Self.ids(simulator).suffix(2) == ["0-8", "0-9"])
        // "0-2" and "0-2.1" are both held: the next free is "0-2.2".
        try Self.insert([ItemAnswers()], at: 2, into: &simulator)
        #expect(Self.ids(simulator)[2] == "0-2.2")
    }

    @Test func aGivenIDInTheSameInsertionTakesItsNameFromACountedOne() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(count: 5), id: "v")
        // Items land at 5 and 6: the given "0-6" comes first, so the counted one at 6 becomes "0-6.1".
        try Self.insert([ItemAnswers(id: "0-6"), ItemAnswers()], at: 5, into: &simulator)
        #expect(Self.ids(simulator).suffix(2) == ["0-6", "0-6.1"])
        // A counted item named "0-7" first, then an item that gives "0-7" itself: a conflict, nothing inserted.
        var refusal: SimulationError.Code?
        do {
            try Self.insert([ItemAnswers(), ItemAnswers(id: "0-7")], at: 7, into: &simulator)
        } catch {
            refusal = error.code
        }
        #expect(refusal == .conflict)
        #expect(Self.ids(simulator).count == 7)
    }
}
