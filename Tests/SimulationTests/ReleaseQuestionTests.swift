import LayoutCore
import ScrollPhysics
import Testing

@testable import Simulation

/// A host's say over where a release rests (`ReleaseQuestion`), as UIKit's `scrollViewWillEndDragging`
/// writes its target. The list: 20 rows of 100 pt in a 375×667 view (content 2,000, offsets 0…1,333).
@Suite struct ReleaseQuestionTests {
    /// A fling at 1,000 pt/s (content +1,000 pt/s) would rest at 1,000 / (1,000 · ln(1/0.998)) = 499.4998;
    /// the host is asked once, after `willBeginDragging`, with that rest and velocity, and moves it to 300:
    /// `willEndDragging` reports 300 and the list rests there.
    @Test func aFlingRestsWhereTheHostSays() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(), id: "list")
        var questions: [ReleaseQuestion] = []
        let events = try simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: -1000))) { question in
            questions.append(question)
            return Point(x: 0, y: 300)
        }
        #expect(questions.count == 1)
        #expect(abs(questions[0].target.y - 499.4998) < 1e-4)
        #expect(questions[0].velocity == Vector(dx: 0, dy: 1000))
        #expect(questions[0].eventsBefore.map(\.name) == ["willBeginDragging"])
        #expect(
            events.map(\.name) == ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating"])
        #expect(
            events[1].kind
                == .scroll(
                    .willEndDragging(velocity: Vector(dx: 0, dy: 1000), targetContentOffset: Point(x: 0, y: 300))))
        while !simulator.isIdle("list") { _ = simulator.step() }
        #expect(simulator.state(of: "list")?.contentOffset == Point(x: 0, y: 300))
    }

    /// A drag's lift is asked at the tick the finger lifts, after that tick's last move (`didScroll`).
    @Test func aDragIsAskedAfterItsLastMove() throws {
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(), id: "list")
        let path = TouchPath(linear: Vector(dx: 0, dy: -100), duration: 0.1)
        _ = try simulator.apply(.drag(view: "list", path: path))
        var asked: [ReleaseQuestion] = []
        var tickEvents: [Event] = []
        while simulator.isTouching("list") {
            tickEvents = simulator.step { question in
                asked.append(question)
                return question.target
            }
        }
        #expect(asked.count == 1)
        #expect(asked[0].eventsBefore.last?.name == "didScroll")
        #expect(asked[0].eventsBefore == Array(tickEvents.prefix(asked[0].eventsBefore.count)))
        #expect(tickEvents[asked[0].eventsBefore.count].name == "willEndDragging")
    }

    /// Paging chooses the page itself: the host is not asked (UIKit keeps the page too).
    @Test func pagingAsksNothing() throws {
        var physics = ScrollSettings()
        physics.pagingEnabled = true
        var simulator = Simulator()
        _ = try simulator.createView(listSpec(physics: physics), id: "list")
        var asked = 0
        _ = try simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: -1000))) { question in
            asked += 1
            return question.target
        }
        #expect(asked == 0)
    }
}
