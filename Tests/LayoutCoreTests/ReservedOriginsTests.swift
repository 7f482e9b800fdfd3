import Testing

@testable import LayoutCore

/// The section numbers an insertion's ids name (`reservedOrigins`), read from the inserted block as it
/// keeps its ids: a stretch of counted names without a suffix names its section, a suffixed one none, and
/// listed ids are read one by one, only `"S-I"` as `String(Int)` writes S and I naming S.
@Suite struct ReservedOriginsTests {
    static func inserting(_ ids: [String]) -> Set<Int> {
        var data = CollectionData(sections: [SectionData(itemCount: 2)])
        data.insertItems(ids.map { ItemAnswers(id: $0) }, at: IndexPath(section: 0, item: 2))
        return data.reservedOrigins
    }

    /// "5-0", "5-1", "5-2" are one stretch of counted names of section 5, item 0, no suffix: 5.
    @Test func aStretchOfCountedNamesNamesItsSection() {
        #expect(Self.inserting(["5-0", "5-1", "5-2"]) == [5])
    }

    /// "1-0", "1-1" are one stretch (section 1) and "6-0" another (section 6): 1 and 6.
    @Test func eachStretchNamesItsSection() {
        #expect(Self.inserting(["1-0", "1-1", "6-0"]) == [1, 6])
    }

    /// "7-3.1", "7-4.1" are a stretch with suffix 1: not `"S-I"`, so they name nothing; "2-0.1" then "8-0"
    /// are two stretches, the second without a suffix: 8.
    @Test func suffixedNamesNameNoSection() {
        #expect(Self.inserting(["7-3.1", "7-4.1"]).isEmpty)
        #expect(Self.inserting(["2-0.1", "8-0"]) == [8])
    }

    /// "a" is no counted name, so the block lists its ids; of them only "4-2" is `"S-I"`: "-1-2" starts
    /// with a dash, "07-1" with a leading zero, "x-3" with a letter, "9-x" has no item number: 4.
    @Test func listedIDsAreReadOneByOne() {
        #expect(Self.inserting(["a", "4-2", "-1-2", "07-1", "x-3", "9-x"]) == [4])
    }
}
