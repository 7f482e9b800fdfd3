import LayoutCore
import Simulation
import Testing

/// A data change's `anchor` as a scenario (and the daemon, through the same decoder) writes it: one of
/// `OffsetAnchor`'s values, `none` when left out; another refused before the run with its key path.
@Suite struct AnchorStepTests {
    @Test func aBatchReadsItsAnchorAndDefaultsToNone() throws {
        let anchored = try BatchStepTests.decode(
            "  - batchUpdates: {view: home, animated: false, anchor: firstVisibleItem, insertItems: [[0, 0]]}\n")
        #expect(
            anchored.map { if case .batchUpdates(_, _, _, _, .firstVisibleItem) = $0 { true } else { false } } == true)
        let plain = try BatchStepTests.decode(
            "  - batchUpdates: {view: home, animated: false, insertItems: [[0, 0]]}\n")
        #expect(plain.map { if case .batchUpdates(_, _, _, _, OffsetAnchor.none) = $0 { true } else { false } } == true)
    }

    @Test func aSnapshotReadsItsAnchor() throws {
        let command = try BatchStepTests.decode(
            "  - applySnapshot: {view: home, animated: false, anchor: bottom, sections: [{id: \"0\", items: [a]}]}\n")
        guard case .applySnapshot(let application) = command else {
            Issue.record("not a snapshot: \(String(describing: command))")
            return
        }
        #expect(application.anchor == .bottom)
    }

    @Test(arguments: [
        (
            "  - batchUpdates: {view: home, animated: false, anchor: firstVisible}\n",
            #"s.yaml:3: steps[0].batchUpdates.anchor: unknown value "firstVisible"; did you mean "firstVisibleItem"? (expected one of none, firstVisibleItem, bottom)"#
        ),
        (
            "  - applySnapshot: {view: home, animated: false, anchor: [top], sections: []}\n",
            "s.yaml:3: steps[0].applySnapshot.anchor: expected a non-empty string, got a list"
        ),
    ])
    func unknownAnchorsAreRefused(step: String, expected: String) {
        do {
            _ = try BatchStepTests.decode(step)
            Issue.record("accepted: \(step)")
        } catch {
            #expect("\(error)" == expected)
        }
    }
}
