import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// The displayed set's keys: equal keys hash alike whatever their case, and the positional cells of a
/// large grid of sections spread over distinct hashes (a diff hashes one per cell entering or leaving).
@Suite struct ElementKeyTests {
    typealias Key = SimulatedView.ElementKey

    static func keys() -> [Key] {
        [
            .cell(.positional(section: 3, item: 7)), .cell(.named("a-7")),
            .cell(.named("a name longer than fifteen bytes")),
            .element(.supplementary, .header, IndexPath(section: 3, item: 0)),
            .element(.decoration, .corner, IndexPath(section: 0, item: 0)),
        ]
    }

    /// Built twice, not copied: each key's hash under a dictionary's seeds (`_rawHashValue(seed:)`, which
    /// a positional cell answers through its one word) and through `hash(into:)` agree.
    @Test func equalKeysHashAlike() {
        for (key, twin) in zip(Self.keys(), Self.keys()) {
            #expect(twin == key && twin.hashValue == key.hashValue)
            for seed in [0, 1, 0x5EED, -7] {
                #expect(twin._rawHashValue(seed: seed) == key._rawHashValue(seed: seed))
            }
            var hasher = Hasher()
            hasher.combine(key)
            var twinHasher = Hasher()
            twinHasher.combine(twin)
            #expect(hasher.finalize() == twinHasher.finalize())
        }
        #expect(Set(Self.keys()).count == Self.keys().count)
    }

    @Test func positionalCellsOfManySectionsSpreadOverDistinctHashes() {
        let keys = (0..<200).flatMap { section in
            (0..<500).map { Key.cell(.positional(section: section, item: $0)) }
        }
        #expect(Set(keys.map(\.hashValue)).count == keys.count)
        #expect(Set(keys).count == keys.count)
    }
}
