import LayoutCore
import ScrollPhysics
import Simulation
import Testing

@testable import Wire

/// Words compared by the decoders (`idle`, `normal`, `fast`, a layout type, a scroll position) are the same
/// whether quoted or not, as YAML and JSON write them: a JSON file or an inline scenario quotes them all.
@Suite struct QuotedWordTests {
    static let list = """
        {"viewport": [375, 667], "layout": {"type": "flow", "itemSize": [375, 100]}, "sections": [{"items": 20}],
         "physics": {"decelerationRate": "fast"}}
        """

    @Test func aJSONSpecNamesItsRateQuoted() throws {
        let spec = try SpecFile.decode(Self.list, format: .json)
        #expect(spec.physics.decelerationRate == .fast)
    }

    @Test(arguments: ["normal", "'normal'", "\"normal\""])
    func aYAMLRateIsTheSameQuotedOrNot(word: String) throws {
        let text =
            "viewport: [375, 667]\nlayout: {type: flow}\nsections: [{items: 3}]\nphysics: {decelerationRate: \(word)}\n"
        #expect(try SpecFile.decode(text, format: .yaml).physics.decelerationRate == .normal)
    }

    @Test func aQuotedNumberIsNotARate() {
        let text =
            "viewport: [375, 667]\nlayout: {type: flow}\nsections: [{items: 3}]\nphysics: {decelerationRate: \"0.995\"}\n"
        #expect(throws: InputError.self) { try SpecFile.decode(text, format: .yaml) }
    }

    @Test func aScenarioWaitsUntilIdleAndScrollsToAPositionQuoted() throws {
        let scenario = try SpecFile.decodeScenario(
            """
            {"name": "quoted",
             "views": [{"id": "list", "viewport": [375, 667], "layout": {"type": "flow", "itemSize": [375, 100]},
                        "sections": [{"items": 20}]}],
             "steps": [{"scrollToItem": {"view": "list", "item": [0, 10], "position": "bottom", "animated": true}},
                       {"waitUntil": "idle"}]}
            """)
        #expect(scenario.steps.count == 2)
        let outcome = ScenarioRunner.run(scenario)
        #expect(outcome.failure == nil)
        // Rows of 100 with the flow's default 10-pt line spacing: item 10 spans 1100…1200, so at the bottom
        // of a 667-pt viewport the offset is 1200 − 667 = 533.
        let end = outcome.events.last { $0.name == "didEndScrollingAnimation" }
        #expect(end?.kind == .scroll(.didEndScrollingAnimation(contentOffset: Point(x: 0, y: 533))))
    }
}
