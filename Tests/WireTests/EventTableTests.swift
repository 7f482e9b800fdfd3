import LayoutCore
import Simulation
import Testing

/// The event tables are the schema: one table an event, keys in canonical order, the common keys once each.
@Suite struct EventTableTests {
    /// Records the keys of the table an event is read with.
    struct KeyRecorder: EventTableReader {
        var keys: [String] = []

        mutating func read<Table: EventTable>(_ event: Event, payload: Table.Payload, table: Table.Type) {
            keys = Table.keys.map(\.key)
        }
    }

    /// Canonical JSON sorts keys by their UTF-8 bytes: `t` before `targetContentOffset` before `tick` (a
    /// prefix first, then `a` < `i`), `tick` before `to` (`i` < `o`), `view` before `willDecelerate`.
    @Test(arguments: EventName.allCases)
    func everyTablesKeysAreInCanonicalOrder(name: EventName) {
        let keys = name.tableKeys.map(\.key)
        for (earlier, later) in zip(keys, keys.dropFirst()) {
            #expect(
                Array(earlier.utf8).lexicographicallyPrecedes(Array(later.utf8)), "\(name): \(earlier) before \(later)")
        }
    }

    /// Every event has `event`, `seq`, `t`, `tick` and `view`, each once, and its own keys besides.
    @Test(arguments: EventName.allCases)
    func everyTableHasTheCommonKeysOnce(name: EventName) {
        let common = name.tableKeys.filter(\.isCommon).map(\.key)
        #expect(common == ["event", "seq", "t", "tick", "view"])
        #expect(Set(name.fields).isDisjoint(with: common))
    }

    /// Each kind of event is read with the table whose keys its name lists: the dispatch and the names agree.
    @Test(arguments: EventSchemaTests.kinds)
    func everyKindIsReadWithItsNamesTable(kind: EventKind) {
        var recorder = KeyRecorder()
        Event(seq: 1, tick: 0, milliseconds: 0, view: "v", kind: kind).read(into: &recorder)
        #expect(recorder.keys == kind.eventName.tableKeys.map(\.key))
    }

    /// The keys of a cell's display, as Docs/Protocol.md lists them, sorted by hand (`alpha` is written
    /// only for a cell an animated update shows, `layoutFrame` only for an element of an orthogonal
    /// section).
    @Test func theDisplayTableListsItsKeysInOrder() {
        #expect(
            EventName.willDisplay.tableKeys.map(\.key) == [
                "alpha", "category", "event", "frame", "id", "indexPath", "kind", "layoutFrame", "seq", "t", "tick",
                "view",
            ])
        #expect(
            EventName.willDisplay.fields == ["alpha", "category", "frame", "id", "indexPath", "kind", "layoutFrame"])
    }

    /// The keys of an update's completion, sorted by hand.
    @Test func theBatchUpdatesEndTableListsItsKeysInOrder() {
        #expect(
            EventName.didEndBatchUpdates.tableKeys.map(\.key) == ["event", "finished", "seq", "t", "tick", "view"])
    }

    /// The keys of a focus change, sorted by hand: `section` (only for a carousel's focus) sorts between
    /// `fromId` and `seq` ("sec" < "seq" as c < q).
    @Test func theFocusTableListsItsKeysInOrder() {
        #expect(
            EventName.focusChanged.tableKeys.map(\.key) == [
                "event", "from", "fromId", "section", "seq", "t", "tick", "to", "toId", "view",
            ])
    }
}
