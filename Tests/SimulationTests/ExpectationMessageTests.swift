import Specs
import Testing
import Wire
import WireFormat

@testable import Simulation

/// What a failed `expectEvent` says: the window in milliseconds, each candidate event with its time and the
/// fields the expectation names, whether it matched too late or which fields differed, numbers as the
/// transcript prints them.
@Suite struct ExpectationMessageTests {
    /// Cards 0 and 1 (200 pt tall in a 400-pt viewport) are fully visible from the start, so `display`
    /// (50 % for 1,000 ms) makes both viewable at tick 120, 1,000 ms: after a 995-ms window, which closes
    /// at that tick.
    static let scenario = """
        name: late
        views:
          - id: feed
            viewport: [375, 400]
            layout: {type: flow, itemSize: [375, 200], minimumLineSpacing: 0}
            sections: [{items: 20}]
            visibility: {viewable: display}
        steps:
          - expectEvent: {event: viewable, view: feed, indexPath: [0, 1], within: 995}
        """

    @Test func aMatchingEventAfterTheWindowIsSaidToBeLate() throws {
        let failure = try #require(ScenarioRunner.run(try SpecFile.decodeScenario(Self.scenario)).failure)
        #expect(failure.expected == "viewable, indexPath [0, 1] within 995 ms, in [0, 995] ms")
        #expect(
            failure.actual
                == "2 viewable event(s): at 1000 ms, indexPath [0, 1] (matches, after the window); at 1000 ms, indexPath [0, 0] (differs in indexPath)"
        )
    }

    @Test func numbersAreShownAsTheTranscriptWritesThem() {
        #expect(ExpectedValue.number(1999.9999999999998).description == "2000")
        #expect(ExpectedValue.number(207.26872548799685).description == "207.269")
        #expect(ExpectedValue.number(-0.5).description == "-0.5")
    }
}
