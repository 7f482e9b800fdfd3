import ScrollSimTesting
import Simulation
import Testing

/// Carousels through the testing API: `state()` reports each orthogonal section's own scroll and the
/// displayed supplementary views; `drag` and `fling` take the hit-tested `at:` of the scenario step.
///
/// The feed (375×600): section 0 a continuous carousel of 150×200 cards 10 apart inside 16-pt side insets
/// (card k at x 16 + 160k; the row's largest offset 3,222 − 375 = 2,847), the only orthogonal section;
/// section 1 a 40-pt header at y 200…240, then 100-pt rows.
@Suite struct ScrollSimCarouselTests {
    /// The carousel of the Carousels article (`ArticleExampleTests.swift`).
    static let feed = carousel

    /// At first the carousel rests at [0, 0], idle, and section 1's header (y 200…240, inside 0…600) is
    /// displayed.
    @Test func theStateHasTheSectionsAndTheSupplementaries() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        let state = try sim.state()
        #expect(
            state.sections == [
                ViewSnapshot.Section(section: 0, contentOffset: [0, 0], phase: .idle, velocity: [0, 0])
            ])
        #expect(state.section(0)?.phase == .idle && state.section(1) == nil)
        #expect(state.supplementaries == [ViewSnapshot.Supplementary(kind: "header", indexPath: [1, 0])])
    }

    /// A sideways drag of 100 pt at (100, 100), inside the carousel's row (y 0…200), moves the carousel
    /// by 100 (let go still, it stays) and not the view; the same drag at (100, 300), in the list, goes to
    /// the view (`willBeginDragging`) and leaves the carousel at 0.
    @Test func aDragAtAPointMovesWhatIsUnderIt() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        try sim.drag(by: [-100, 0], duration: .milliseconds(100), release: .still, at: [100, 100])
        let moved = try #require(try sim.state().section(0))
        #expect(abs(moved.contentOffset.x - 100) < 1e-9 && moved.contentOffset.y == 0)
        #expect(try sim.state().contentOffset == [0, 0])
        #expect(sim.events(matching: .willBeginDragging()).isEmpty)

        let other = try ScrollSim(yaml: Self.feed)
        try other.drag(by: [-100, 0], duration: .milliseconds(100), release: .still, at: [100, 300])
        #expect(try other.state().section(0)?.contentOffset == [0, 0])
        #expect(other.events(matching: .willBeginDragging()).count == 1)
    }

    /// Flung at 1,000 pt/s at (100, 100), the carousel decelerates and rests 1 / ln(1 / 0.998) = 499.4998
    /// pt on (UIKit's normal rate), idle; one tick in it is decelerating.
    @Test func aFlingAtAPointFlingsTheCarousel() throws {
        let sim = try ScrollSim(yaml: Self.feed)
        try sim.fling(velocity: [-1000, 0], at: [100, 100])
        try sim.advance(by: .milliseconds(10))
        #expect(try sim.state().section(0)?.phase == .decelerating)
        try sim.runUntilIdle()
        let rested = try #require(try sim.state().section(0))
        #expect(abs(rested.contentOffset.x - 499.4998) < 1e-3)
        #expect(rested.phase == .idle && rested.velocity == [0, 0])
    }

    /// `section` and `at` together, or a point that is not two finite coordinates within 1e13 pt, fail
    /// the step; nothing moves.
    @Test(arguments: [[1e14, 0], [0], [Double.nan, 0]])
    func aBadPointIsRefused(point: [Double]) throws {
        let sim = try ScrollSim(yaml: Self.feed)
        #expect(throws: ScrollSimFailure.self) { try sim.fling(velocity: [-1000, 0], at: point) }
        #expect(throws: ScrollSimFailure.self) { try sim.drag(by: [-100, 0], at: point) }
        let both = try #require(throws: ScrollSimFailure.self) {
            try sim.fling(velocity: [-1000, 0], section: 0, at: [100, 100])
        }
        #expect(both.expected == "either section or at, not both")
        #expect(sim.milliseconds == 0 && sim.events(matching: .sectionDidScroll()).isEmpty)
    }
}
