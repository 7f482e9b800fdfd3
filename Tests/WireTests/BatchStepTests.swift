import LayoutCore
import Simulation
import Testing

@testable import Specs
@testable import Wire

/// The `batchUpdates` step as a scenario writes it: its lists read into a `BatchUpdate`, and bad shapes
/// refused before the run with file, line and key path (numbers past ±1e15 by the scalar reader's own guard).
@Suite struct BatchStepTests {
    static func decode(_ step: String) throws -> Command? {
        let scenario = try SpecFile.decodeScenario(ScenarioErrorTests.head + step, file: "s.yaml")
        guard case .command(let command) = scenario.steps.first?.action else { return nil }
        return command
    }

    @Test func everyListIsRead() throws {
        let command = try Self.decode(
            """
              - batchUpdates:
                  view: home
                  animated: false
                  deleteSections: [2]
                  insertSections: [0, {at: 1, section: {items: 3, item: {size: [10, 20]}}}]
                  moveSections: [{from: 0, to: 2}]
                  reloadSections: [1]
                  deleteItems: [[0, 1]]
                  insertItems: [[0, 2], {at: [0, 3], item: {id: new, size: [375, 40]}}]
                  moveItems: [{from: [0, 4], to: [0, 0]}]
                  reloadItems: [[0, 5]]
                  reconfigureItems: [{at: [0, 6], item: {size: [375, 50]}}]

            """)
        guard case .batchUpdates(let view, let batch, let animated, _, _) = command else {
            Issue.record("not a batch: \(String(describing: command))")
            return
        }
        #expect(view == "home" && !animated)
        #expect(batch.deleteSections == [2] && batch.reloadSections == [1])
        #expect(batch.insertSections.map(\.index) == [0, 1])
        #expect(batch.insertSections.map(\.section.itemCount) == [0, 3])
        #expect(batch.moveSections == [.init(from: 0, to: 2)])
        #expect(batch.deleteItems == [IndexPath(section: 0, item: 1)])
        #expect(batch.insertItems.map(\.answers.id) == [nil, "new"])
        #expect(batch.moveItems == [.init(from: IndexPath(section: 0, item: 4), to: IndexPath(section: 0, item: 0))])
        #expect(batch.reloadItems == [.init(IndexPath(section: 0, item: 5))])
        #expect(batch.reconfigureItems.first?.answers?.size == Size(width: 375, height: 50))
    }

    @Test(arguments: [
        (
            "  - batchUpdates: {view: home, animation: {duration: 1e308}}\n",
            "s.yaml:3: steps[0].batchUpdates.animation.duration: expected a number within ±1e15, got 1e308"
        ),
        (
            "  - batchUpdates: {view: home, animation: {duration: -0.3}}\n",
            "s.yaml:3: steps[0].batchUpdates.animation.duration: expected a number in (0, 10] seconds, got -0.3"
        ),
        (
            "  - batchUpdates: {view: home, animation: {duration: 10.5}}\n",
            "s.yaml:3: steps[0].batchUpdates.animation.duration: expected a number in (0, 10] seconds, got 10.5"
        ),
        (
            "  - batchUpdates: {view: home, animation: {duration: 0}}\n",
            "s.yaml:3: steps[0].batchUpdates.animation.duration: expected a number in (0, 10] seconds, got 0"
        ),
        (
            "  - batchUpdates: {view: home, animation: {duration: .nan}}\n",
            "s.yaml:3: steps[0].batchUpdates.animation.duration: expected a finite number, got .nan"
        ),
        (
            "  - batchUpdates: {view: home, animation: {duration: slow}}\n",
            "s.yaml:3: steps[0].batchUpdates.animation.duration: expected a number, got slow"
        ),
        (
            "  - batchUpdates: {view: home, animation: {curve: spring}}\n",
            "s.yaml:3: steps[0].batchUpdates.animation.curve: unknown value \"spring\" (expected one of linear, easeIn, easeOut, easeInOut)"
        ),
        (
            "  - batchUpdates: {view: home, animation: {length: 1}}\n",
            "s.yaml:3: steps[0].batchUpdates.animation.length: unknown key \"length\" (expected one of duration, curve)"
        ),
        (
            "  - batchUpdates: {view: home, animated: false, deleteItems: [[0, 1e308]]}\n",
            "s.yaml:3: steps[0].batchUpdates.deleteItems[0][1]: expected a number within ±1e15, got 1e308"
        ),
        (
            "  - batchUpdates: {view: home, animated: false, moveSections: [{from: 0}]}\n",
            #"s.yaml:3: steps[0].batchUpdates.moveSections[0]: missing required key "to""#
        ),
        (
            "  - batchUpdates: {view: home, animated: false, reloadItems: [{at: [0, 1], item: {id: x}}]}\n",
            #"s.yaml:3: steps[0].batchUpdates.reloadItems[0].item.id: an item reloaded or reconfigured keeps its id; got "x""#
        ),
        (
            "  - batchUpdates: {view: home, animated: false, insertSections: [{at: 0, section: {items: 10000001}}]}\n",
            "s.yaml:3: steps[0].batchUpdates.insertSections[0].section.items: the view would hold more than 10000000 items (10000001 given here)"
        ),
        (
            "  - batchUpdates: {view: home, animated: false, deleteSections: [1e308]}\n",
            "s.yaml:3: steps[0].batchUpdates.deleteSections[0]: expected a number within ±1e15, got 1e308"
        ),
    ])
    func badBatchesAreRefusedBeforeTheRun(step: String, expected: String) {
        do {
            _ = try Self.decode(step)
            Issue.record("accepted: \(step)")
        } catch {
            #expect("\(error)" == expected)
        }
    }

    /// `animated` is UIKit's default, true, when missing; `animation` sets the duration and curve.
    @Test func animatedIsTheDefaultAndTheTimingIsRead() throws {
        let plain = try Self.decode("  - batchUpdates: {view: home, deleteItems: [[0, 1]]}\n")
        #expect(
            plain
                == .batchUpdates(
                    view: "home", batch: BatchUpdate(deleteItems: [IndexPath(section: 0, item: 1)]), animated: true,
                    timing: .standard))
        let timed = try Self.decode("  - batchUpdates: {view: home, animation: {duration: 1e-308, curve: linear}}\n")
        #expect(
            timed
                == .batchUpdates(
                    view: "home", batch: BatchUpdate(), animated: true,
                    timing: try UpdateTiming(duration: 1e-308, curve: .linear)))
    }

    /// One list aliased into another (the cheap way to a huge batch) meets the reader's own refusal.
    @Test func aliasesAreRefusedInABatchToo() {
        let step = "  - batchUpdates: {view: home, animated: false, deleteItems: &d [[0, 1]], reloadItems: *d}\n"
        do {
            _ = try Self.decode(step)
            Issue.record("an alias was accepted")
        } catch {
            #expect("\(error)".contains("anchors and aliases (&d, *d) are not accepted"))
        }
    }
}
