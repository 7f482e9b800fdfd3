import Testing

@testable import Layouts

/// The cycle reader gives item i the cycle's entry i mod its length, whatever the order of the reads:
/// forward, a few back, and jumps longer than the cycle either way.
@Suite struct CycleReaderTests {
    @Test func everyReadIsTheEntryOfTheIndexModuloTheCycle() {
        let cycle = ["a", "b", "c", "d", "e"]
        var reader = CycleReader(cycle)
        let reads = [0, 1, 2, 3, 4, 5, 6, 4, 5, 9, 7, 3, 100, 98, 101, 12, 0, 37, 36, 35, 1_000_003]
        for index in reads {
            #expect(reader(index) == cycle[index % cycle.count], "item \(index)")
        }
    }

    @Test func aCycleOfOneAnswersEveryItem() {
        var reader = CycleReader([7])
        #expect([0, 5, 3, 1_000_000].map { reader($0) } == [7, 7, 7, 7])
    }
}
