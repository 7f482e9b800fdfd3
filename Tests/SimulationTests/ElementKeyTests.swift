import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// The displayed set's keys and the set that holds them: a positional cell under one integer word, every
/// other key under its plain `Hashable`; one key, one element, whichever half holds it.
@Suite struct ElementKeyTests {
    typealias Key = SimulatedView.ElementKey

    static func keys() -> [Key] {
        [
            .cell(.positional(section: 3, item: 7)), .cell(.named("a-7")),
            .cell(.named("a name longer than fifteen bytes")),
            .element(.supplementary, .header, IndexPath(section: 3, item: 0)),
            .element(.decoration, .corner, IndexPath(section: 0, item: 0)),
            // Past the word's 32 bits each: held with the other keys.
            .cell(.positional(section: 1 << 32, item: 7)), .cell(.positional(section: 3, item: 1 << 32 + 7)),
        ]
    }

    static func attributes(_ item: Int) -> LayoutAttributes {
        .cell(
            IndexPath(section: 0, item: item), id: .positional(section: 0, item: item),
            frame: Rect(x: 0, y: Double(item), width: 1, height: 1))
    }

    /// Built twice, not copied: equal keys hash alike.
    @Test func equalKeysHashAlike() {
        for (key, twin) in zip(Self.keys(), Self.keys()) {
            #expect(twin == key && twin.hashValue == key.hashValue)
        }
        #expect(Set(Self.keys()).count == Self.keys().count)
    }

    /// Seven distinct keys hold seven elements: (3, 7) and the two far cells whose low 32 bits are (3, 7)
    /// stay apart, as does the header at [3, 0]. Each is found, replaced and removed under its own key.
    @Test func everyKeyHoldsItsOwnElement() {
        var set = DisplayedSet()
        for (item, key) in Self.keys().enumerated() {
            #expect(set.updateValue(Self.attributes(item), forKey: key) == nil)
        }
        #expect(set.count == 7)
        for (item, key) in Self.keys().enumerated() { #expect(set[key] == Self.attributes(item)) }
        #expect(set.updateValue(Self.attributes(10), forKey: Self.keys()[5]) == Self.attributes(5))
        #expect(set.removeValue(forKey: Self.keys()[0]) == Self.attributes(0))
        #expect(set.removeValue(forKey: Self.keys()[0]) == nil && set.count == 6)
        #expect(Set(set.values.map(\.indexPath.item)) == [1, 2, 3, 4, 6, 10])
    }

    /// The elements of one set missing from another, from both halves: keys 0 and 3 (a positional cell and
    /// a header) are only in the first.
    @Test func elementsMissingFromAnotherSetComeFromBothHalves() {
        var first = DisplayedSet()
        var second = DisplayedSet()
        for (item, key) in Self.keys().enumerated() {
            first[key] = Self.attributes(item)
            if ![0, 3].contains(item) { second[key] = Self.attributes(item) }
        }
        #expect(Set(first.elements(missingFrom: second).map(\.indexPath.item)) == [0, 3])
        #expect(second.elements(missingFrom: first).isEmpty)
    }
}
