import Simulation
import Testing

@testable import Specs
@testable import Wire

/// Bad scenarios are rejected before they run, with file, line and key path (issue 3, "Bad input").
@Suite struct ScenarioErrorTests {
    static let head = """
        views: [{id: home, viewport: [375, 667], layout: {type: flow}, sections: [{items: 30}]}]
        steps:

        """

    @Test(arguments: [
        (
            "an unknown step", "  - flng: {view: home, velocity: [0, -100]}\n",
            #"s.yaml:3: steps[0]: unknown step "flng"; did you mean "fling"? (expected one of drag, fling, scrollTo, scrollToItem, swipe, select, resize, reload, deleteItems, insertItems, batchUpdates, applySnapshot, wait, waitUntil, expect, expectEvent)"#
        ),
        (
            "a missing view", "  - fling: {view: hom, velocity: [0, -100]}\n",
            #"s.yaml:3: steps[0].fling.view: no view "hom"; did you mean "home"? (the scenario's views: home)"#
        ),
        (
            "a negative duration", "  - drag: {view: home, by: [0, -100], duration: -5}\n",
            "s.yaml:3: steps[0].drag.duration: expected a duration not below 0 ms, got -5"
        ),
        (
            "a gesture on a section and at a point",
            "  - fling: {view: home, velocity: [-100, 0], section: 0, at: [1, 1]}\n",
            "s.yaml:3: steps[0].fling.at: give either section or at, not both"
        ),
        (
            "a negative section", "  - drag: {view: home, by: [-100, 0], duration: 50, section: -1}\n",
            "s.yaml:3: steps[0].drag.section: expected a whole number from 0 to 10000000, got -1"
        ),
        (
            "a NaN velocity", "  - fling: {view: home, velocity: [.nan, 0]}\n",
            "s.yaml:3: steps[0].fling.velocity[0]: expected a finite number, got .nan"
        ),
        (
            "a wait past the limit", "  - wait: 90000\n",
            "s.yaml:3: steps[0].wait: a wait of 90000 ms is longer than the scenario's maxWait (60000 ms)"
        ),
        (
            "a field that does not exist", "  - expectEvent: {event: didEndDragging, willDecelerat: true}\n",
            #"s.yaml:3: steps[0].expectEvent.willDecelerat: didEndDragging events have no field "willDecelerat"; did you mean "willDecelerate"? (expected one of event, view, within, willDecelerate)"#
        ),
        (
            "an unknown event", "  - expectEvent: {event: didEndDecelarating}\n",
            #"s.yaml:3: steps[0].expectEvent.event: unknown value "didEndDecelarating"; did you mean "didEndDecelerating"? (expected one of willDisplay, didEndDisplaying, focusChanged, didSelect, deleted, didScroll, sectionDidScroll, willBeginDragging, willEndDragging, didEndDragging, willBeginDecelerating, didEndDecelerating, didEndScrollingAnimation, visibilityChanged, viewable, prefetchItems, cancelPrefetching, displayLimitReached, offsetAnchored, didEndBatchUpdates)"#
        ),
        (
            "focus on a layout without focus", "  - expect: {view: home, focus: [0, 2]}\n",
            #"s.yaml:3: steps[0].expect.focus: the field focus does not exist for view "home": the flow layout has no focus"#
        ),
        (
            "an item that does not exist", "  - select: {view: home, item: [0, 30]}\n",
            #"s.yaml:3: steps[0].select.item: view "home" has no item [0, 30]"#
        ),
        (
            "a swipe on an item that does not exist",
            "  - swipe: {view: home, item: [0, 30], by: [-220, 0], duration: 90}\n",
            #"s.yaml:3: steps[0].swipe.item: view "home" has no item [0, 30]"#
        ),
        (
            "a swipe without a duration", "  - swipe: {view: home, item: [0, 2], by: [-220, 0]}\n",
            #"s.yaml:3: steps[0].swipe: missing required key "duration""#
        ),
        (
            "two steps in one", "  - {wait: 10, fling: {view: home, velocity: [0, 1]}}\n",
            "s.yaml:3: steps[0]: expected a step: a mapping with one key, the step's name (drag, fling, scrollTo, scrollToItem, swipe, select, resize, reload, deleteItems, insertItems, batchUpdates, applySnapshot, wait, waitUntil, expect, expectEvent)"
        ),
    ])
    func badScenariosAreRejectedBeforeTheyRun(name: String, step: String, expected: String) {
        do {
            _ = try SpecFile.decodeScenario(Self.head + step, file: "s.yaml")
            Issue.record("\(name) was accepted")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func severalViewsNeedIDs() {
        do {
            _ = try SpecFile.decodeScenario(
                "views:\n  - {viewport: [1, 1], layout: {type: flow}}\n  - {viewport: [1, 1], layout: {type: flow}}\nsteps: []\n",
                file: "s.yaml")
            Issue.record("two views without ids were accepted")
        } catch {
            #expect(
                error.description
                    == #"s.yaml:2: views[0]: missing required key "id" (needed when there are several views)"#)
        }
    }

    /// A name names the transcript and the replay page `run` writes into a folder: one file name, so
    /// `../escape` cannot write outside it.
    @Test(arguments: [
        "\"../escape\"", "\"a/b\"", "\"..\"", "\".\"", "\"tab\\there\"", String(repeating: "n", count: 201),
    ])
    func aNameThatIsNotOneFileNameIsRefused(name: String) {
        #expect {
            try SpecFile.decodeScenario("name: \(name)\n" + Self.head, file: "s.yaml")
        } throws: { error in
            String(describing: error).hasPrefix("s.yaml:1: name: a scenario's name names its transcript file")
        }
    }

    @Test func aNameWithSpacesAndPunctuationIsOneFileName() throws {
        let scenario = try SpecFile.decodeScenario("name: \"Home feed: fling #2\"\n" + Self.head + "  - wait: 1\n")
        #expect(scenario.name == "Home feed: fling #2")
    }
}
