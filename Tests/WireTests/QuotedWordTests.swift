import DaemonTestKit
import LayoutCore
import Layouts
import ScrollPhysics
import Simulation
import Testing

@testable import Specs
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

/// Every word-valued key of a view spec and of a scenario, walked word by word: quoted as JSON writes it,
/// each decodes to what the bare YAML word decodes to, and the words of one key decode to different specs
/// (so a quoted word that was ignored would show).
@Suite struct WordKeyTests {
    @Test(arguments: WordKey.spec)
    func everyWordOfASpecKeyReadsTheSameQuotedOrBare(key: WordKey) throws {
        var decoded: Set<ViewSpec> = []
        for word in key.words {
            let bare = try SpecFile.decode(key.bare(word), format: .yaml)
            let quoted = try SpecFile.decode(key.quoted(word), format: .json)
            #expect(bare == quoted, "\(key.path): \(word)")
            decoded.insert(quoted)
        }
        #expect(decoded.count == key.words.count, "\(key.path): two words decode alike")
    }

    /// The table names every word the decoders take for the enumerated keys.
    @Test func theTableHoldsEveryWordTheDecodersTake() {
        func words(_ path: String) -> Set<String> {
            Set(WordKey.spec.filter { $0.path.hasPrefix(path) }.flatMap(\.words))
        }
        #expect(words("physics.profile") == Set(ScrollProfile.allCases.map(\.rawValue)))
        #expect(words("layout.scrollDirection") == Set(Axis.allCases.map(\.rawValue)))
        #expect(words("layout.defaultPlugin.type") == Set(PluginType.allCases.map(\.rawValue)))
        #expect(words("sections[0].plugin.alignment") == Set(FlowAlignment.allCases.map(\.rawValue)))
        #expect(words("sections[0].plugin.placement") == Set(StaggeredPlacement.allCases.map(\.rawValue)))
        #expect(words("sections[0].effects[0].edge") == Set(StickyEdge.allCases.map(\.rawValue)))
        #expect(words("sections[0].item.scale") == Set(ItemScale.allCases.map(\.rawValue)))
        #expect(
            words("layout.type") == Set(LayoutType.allCases.map(\.rawValue)).subtracting(["plugin", "compositional"]))
        #expect(words("layout.sections[0].group.direction") == Set(Axis.allCases.map(\.rawValue)))
        #expect(
            words("layout.sections[0].orthogonalScrollingBehavior")
                == Set(OrthogonalScrollingBehavior.allCases.map(\.rawValue)))
        #expect(
            words("layout.sections[0].orthogonalScrollingProperties.bounce")
                == Set(OrthogonalScrollingProperties.Bounce.allCases.map(\.rawValue)))
        #expect(
            words("layout.sections[0].boundarySupplementaryItems[0].alignment")
                == Set(CompositionalBoundaryItem.Alignment.allCases.map(\.rawValue)))
        #expect(words("layout.contentInsetsReference") == Set(ContentInsetsReference.allCases.map(\.rawValue)))
    }

    static let view =
        #"{"id": "list", "viewport": [375, 667], "layout": {"type": "flow"}, "sections": [{"items": 30}]}"#

    /// The scenario's word keys, each step with `WORD` where the word goes.
    static let scenarioKeys: [(path: String, step: String, words: [String])] = [
        ("waitUntil", #"{"waitUntil": WORD}"#, ["idle"]),
        (
            "drag.release", #"{"drag": {"view": "list", "by": [0, -100], "duration": 100, "release": WORD}}"#,
            TouchPath.Release.allCases.map(\.rawValue)
        ),
        (
            "scrollToItem.position", #"{"scrollToItem": {"view": "list", "item": [0, 9], "position": WORD}}"#,
            ScrollPosition.allCases.map(\.rawValue)
        ),
        ("expect.phase", #"{"expect": {"view": "list", "phase": WORD}}"#, ScrollPhase.allCases.map(\.rawValue)),
        ("expectEvent.event", #"{"expectEvent": {"event": WORD, "view": "list", "within": 0}}"#, EventKind.names),
    ]

    @Test func everyWordOfAScenarioKeyReadsTheSameQuotedOrBare() throws {
        for key in Self.scenarioKeys {
            var decoded: Set<String> = []
            for word in key.words {
                func scenario(_ written: String) throws -> String {
                    let step = key.step.replacing("WORD", with: written)
                    let text = #"{"name": "words", "views": [\#(Self.view)], "steps": [\#(step)]}"#
                    return String(describing: try SpecFile.decodeScenario(text).steps)
                }
                let quoted = try scenario("\"\(word)\"")
                #expect(try scenario(word) == quoted, "\(key.path): \(word)")
                decoded.insert(quoted)
            }
            #expect(decoded.count == key.words.count, "\(key.path): two words decode alike")
        }
    }
}
