import Specs
import Testing
import Wire

@testable import Simulation

/// `drag {…, release: still}`: the finger lifts with no velocity, as after holding still for the 50-ms
/// window the release velocity is measured over; `moving` (the default) keeps that window's velocity.
@Suite struct StillReleaseTests {
    /// A 300×200 list of 50-pt rows (1,000 pt of content) or 300-pt pages, dragged 100 pt up in 100 ms.
    static func scenario(layout: String, release: String, steps: String) -> String {
        """
        name: release
        views:
          - id: list
            viewport: [300, 200]
            layout: \(layout)
            sections: [{items: 20}]
            physics: {pagingEnabled: \(layout.contains("horizontal"))}
        steps:
          - drag: {view: list, by: \(layout.contains("horizontal") ? "[-100, 0]" : "[0, -100]"), duration: 100\(release)}
        \(steps)
        """
    }

    static let list = "{type: flow, itemSize: [300, 50], minimumLineSpacing: 0}"
    static let pages = "{type: flow, scrollDirection: horizontal, itemSize: [300, 200], minimumLineSpacing: 0}"

    static func failure(_ text: String) throws -> ScenarioFailure? {
        ScenarioRunner.run(try SpecFile.decodeScenario(text)).failure
    }

    /// Let go still at 100 pt: no velocity, nowhere else to go (Physics.md: a release with no velocity
    /// inside the bounds does not decelerate), so the list rests where the finger left it.
    @Test func aStillReleaseLeavesTheListWhereTheFingerLetGo() throws {
        let steps = """
              - expectEvent: {event: willEndDragging, view: list, velocity: [0, 0], targetContentOffset: [0, 100], within: 100}
              - expectEvent: {event: didEndDragging, view: list, willDecelerate: false, within: 0}
              - wait: 1000
              - expect: {view: list, phase: idle, contentOffset: [0, 100], tolerance: 0}
            """
        #expect(try Self.failure(Self.scenario(layout: Self.list, release: ", release: still", steps: steps)) == nil)
    }

    /// The same drag moving: 100 pt in 100 ms is 1,000 pt/s, which UIKit's normal rate carries 499.5 pt
    /// further (Physics.md V1), to 599.5.
    @Test func aMovingReleaseFlingsAsBefore() throws {
        let steps = """
              - expectEvent: {event: willEndDragging, view: list, velocity: [0, 1000], targetContentOffset: [0, 599.5], within: 100}
            """
        #expect(try Self.failure(Self.scenario(layout: Self.list, release: "", steps: steps)) == nil)
        #expect(try Self.failure(Self.scenario(layout: Self.list, release: ", release: moving", steps: steps)) == nil)
        #expect(try Self.failure(Self.scenario(layout: Self.list, release: ", release: still", steps: steps)) != nil)
    }

    /// Paging rounds the page plus half a page in the direction of the velocity: moving, 100/300 + 0.5
    /// rounds to page 1; still, 100/300 rounds to page 0, and the view settles back there.
    @Test func aStillReleaseOnAPagingViewReturnsToTheNearestPage() throws {
        let still = """
              - expectEvent: {event: willEndDragging, view: list, velocity: [0, 0], targetContentOffset: [0, 0], within: 100}
              - waitUntil: idle
              - expect: {view: list, contentOffset: [0, 0], tolerance: 0}
            """
        #expect(try Self.failure(Self.scenario(layout: Self.pages, release: ", release: still", steps: still)) == nil)
        let moving = """
              - expectEvent: {event: willEndDragging, view: list, targetContentOffset: [300, 0], within: 100}
            """
        #expect(try Self.failure(Self.scenario(layout: Self.pages, release: "", steps: moving)) == nil)
    }

    @Test func anUnknownReleaseIsRefusedWithTheWords() {
        let text = Self.scenario(layout: Self.list, release: ", release: stil", steps: "")
        #expect {
            try SpecFile.decodeScenario(text)
        } throws: { error in
            let message = String(describing: error)
            return message.contains("steps[0].drag.release") && message.contains("did you mean \"still\"")
                && message.contains("moving, still")
        }
    }
}
