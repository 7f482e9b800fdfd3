import LayoutCore
import Testing

@testable import Simulation

/// The displayed set's keys: equal keys hash alike whatever their case, and the positional cells of a
/// large grid of sections spread over distinct hashes (a diff hashes one per cell entering or leaving).
@Suite struct ElementKeyTests {
    typealias Key = SimulatedView.ElementKey

    @Test func equalKeysHashAlike() {
        let keys: [Key] = [
            .cell(.positional(section: 3, item: 7)), .cell(.named("a-7")),
            .element(.supplementary, .header, IndexPath(section: 3, item: 0)),
            .element(.decoration, .corner, IndexPath(section: 0, item: 0)),
        ]
        for key in keys {
            let copy = key
            #expect(copy == key && copy.hashValue == key.hashValue)
        }
        #expect(Set(keys).count == keys.count)
    }

    @Test func positionalCellsOfManySectionsSpreadOverDistinctHashes() {
        let keys = (0..<200).flatMap { section in
            (0..<500).map { Key.cell(.positional(section: section, item: $0)) }
        }
        #expect(Set(keys.map(\.hashValue)).count == keys.count)
        #expect(Set(keys).count == keys.count)
    }
}
