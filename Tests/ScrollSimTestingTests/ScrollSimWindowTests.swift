import ScrollSimTesting
import Testing

/// Where `expectEvent`'s window begins: where the step before began (a scenario's rule), or now.
///
/// The feed of `ScrollSimTests`: 375×200 cards in a 375×400 view, viewable after 1,000 ms half visible.
/// At rest cards 0 and 1 are both viewable at 1,000 ms.
@Suite struct ScrollSimWindowTests {
    /// After `advance` (begun at 0 ms) and an `expectEvent` (begun at 600 ms, returning at 1,000), a second
    /// `expectEvent` of 400 ms counts from 600: card 1's `viewable` at 1,000 is in [600, 1,000].
    @Test func theWindowBeginsWhereTheStepBeforeBegan() throws {
        let sim = try ScrollSim(yaml: ScrollSimTests.feed)
        try sim.advance(by: .milliseconds(600))
        let first = try sim.expectEvent(.viewable(item: [0, 0]), within: .seconds(1))
        #expect(first.milliseconds == 1000 && sim.milliseconds == 1000)
        let second = try sim.expectEvent(.viewable(item: [0, 1]), within: .milliseconds(400))
        #expect(second.milliseconds == 1000)
    }

    /// From now (1,000 ms), card 1's `viewable`, recorded at 1,000 before the call, does not count: none
    /// comes in [1,000, 1,400] and the step fails. Scrolled to 400 at 1,000 ms, card 2 (400…600) is on
    /// screen from then and viewable at 2,000 ms: in [1,000, 2,000] from now.
    @Test func fromNowCountsOnlyWhatHappensAfterTheCall() throws {
        let sim = try ScrollSim(yaml: ScrollSimTests.feed)
        try sim.expectEvent(.viewable(item: [0, 0]), within: .seconds(1))
        #expect(throws: ScrollSimFailure.self) {
            try sim.expectEvent(.viewable(item: [0, 1]), within: .milliseconds(400), from: .now)
        }
        let late = try ScrollSim(yaml: ScrollSimTests.feed)
        try late.advance(by: .seconds(1))
        try late.scrollTo([0, 400])
        let card = try late.expectEvent(.viewable(item: [0, 2]), within: .seconds(1), from: .now)
        #expect(card.milliseconds == 2000)
    }
}
