import Foundation
import LayoutCore
import LayoutTestKit
import Simulation
import Specs
import Testing
import Wire

@testable import Reports

/// What `run --html` records: offsets where they change, frames where the drawn set or a frame changes.
@Suite struct ReplayRecorderTests {
    /// Rows of 300 × 100 pt, 20 pt apart (row i at y = 120·i), in a 300 × 400 viewport: rows 0–3 at rest,
    /// rows 5–8 after an unanimated jump to y = 600 at 100 ms (tick 6 at 60 Hz).
    static let jump = """
        name: jump
        tickHz: 60
        views:
          - id: list
            viewport: [300, 400]
            layout: {type: flow, itemSize: [300, 100], minimumLineSpacing: 20}
            sections: [{items: 30}]
        steps:
          - wait: 100
          - scrollTo: {view: list, offset: [0, 600], animated: false}
          - wait: 100
        """

    static func page(_ yaml: String) throws -> (page: String, data: String) {
        let scenario = try SpecFile.decodeScenario(yaml, name: "test")
        var recorder = ReplayRecorder()
        let outcome = ScenarioRunner.run(scenario) { recorder.record($0) }
        recorder.take(outcome.events)
        let page = String(
            decoding: ReplayPage.html(
                scenario: scenario, tickHz: scenario.tickHz, recorder: recorder, events: outcome.events,
                failure: outcome.failure), as: UTF8.self)
        let start = page.range(of: #"<script type="application/json" id="replay-data">"#)!.upperBound
        let end = page[start...].range(of: "</script>")!.lowerBound
        return (page, String(page[start..<end]))
    }

    static func row(_ item: Int, y: Int) -> String {
        #"["cell/0-\#(item)","0-\#(item)",0,\#(y),300,100,0,1,null,0,0]"#
    }

    @Test func aJumpIsTwoFrameChangesAndTwoMotions() throws {
        let data = try Self.page(Self.jump).data
        let atRest = (0...3).map { Self.row($0, y: 120 * $0) }.joined(separator: ",")
        let jumped = (5...8).map { Self.row($0, y: 120 * $0) }.joined(separator: ",")
        let removed = (0...3).map { #""cell/0-\#($0)""# }.joined(separator: ",")
        #expect(data.contains(#""motions":[[0,0,0,0,0],[6,0,600,0,0]]"#))
        #expect(data.contains(#""changes":[[0,[\#(atRest)],[]],[6,[\#(jumped)],[\#(removed)]]]"#))
        #expect(data.contains(#""lastTick":12"#))
        #expect(data.contains(#""failure":null"#))
    }

    /// An orthogonal section drawn where the run scrolled it: cards 150 × 200, 160 apart from x 16; an
    /// unanimated jump of section 0 to 300 at 100 ms (tick 6 at 60 Hz) redraws card 1 at 16 + 160 − 300 =
    /// −124 and brings card 4 in at 656 − 300 = 356, while the view's own offset never moves. The section's
    /// own motion is recorded apart: at rest at 0 from tick 0, at 300 (no velocity: a jump) from tick 6.
    @Test func anOrthogonalSectionIsDrawnAtItsOwnOffset() throws {
        let yaml = """
            name: sideways
            tickHz: 60
            views:
              - id: feed
                viewport: [375, 600]
                layout:
                  type: compositional
                  sections:
                    - group:
                        direction: horizontal
                        size: {width: {absolute: 150}, height: {absolute: 200}}
                        subitems: [{item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}}]
                      orthogonalScrollingBehavior: continuous
                      interGroupSpacing: 10
                      contentInsets: [0, 16, 0, 16]
                sections: [{items: 20}]
            steps:
              - wait: 100
              - scrollTo: {view: feed, section: 0, offset: [300, 0]}
              - wait: 100
            """
        let data = try Self.page(yaml).data
        #expect(data.contains(#"[6,[["cell/0-1","0-1",-124,0,150,200,0,1,null,0,0]"#))
        #expect(data.contains(#"["cell/0-4","0-4",356,0,150,200,0,1,null,0,0]"#))
        #expect(
            data.contains(#""motions":[[0,0,0,0,0]],"sections":[{"section":0,"motions":[[0,0,0,0,0],[6,300,0,0,0]]}]"#))
    }

    /// A view without orthogonal sections records none; each element carries its category (0 a cell, 1 a
    /// supplementary view), which the page orders equal zIndexes by. A flow list's pinned header, 300 × 50
    /// at the top, has UIKit's pinned zIndex 1024 (Layouts.md).
    @Test func elementsCarryTheirCategoryAndSectionsAreRecordedOnlyWhenTheyMove() throws {
        let yaml = Self.jump.replacingOccurrences(
            of: "minimumLineSpacing: 20}", with: "minimumLineSpacing: 20, sectionHeadersPinToVisibleBounds: true}"
        ).replacingOccurrences(of: "sections: [{items: 30}]", with: "sections: [{items: 30, header: [0, 50]}]")
        let data = try Self.page(yaml).data
        #expect(data.contains(#"["header/0-0","header 0-0",0,0,300,50,1024,1,null,0,1]"#))
        #expect(data.contains(#"["cell/0-0","0-0",0,50,300,100,0,1,null,0,0]"#))
        #expect(data.contains(#""sections":[],"changes""#))
    }

    /// A table's corner header stays put in the viewport while the sheet scrolls both ways: once pinned it
    /// is stored in viewport coordinates and recorded no more, where content coordinates would change
    /// every moving tick.
    @Test func pinnedHeadersAreRecordedOnlyWhenTheyPin() throws {
        let yaml = try String(contentsOfFile: Repository.path("Scenarios/table-diagonal.yaml"), encoding: .utf8)
        let data = try Self.page(yaml).data
        let corners = data.components(separatedBy: #"["corner/0-0","#).count - 1
        let motions = data.components(separatedBy: "],[").count
        #expect(corners <= 2, "the corner enters, then pins (both axes at once): \(corners) records")
        #expect(motions > 300, "the sheet moved on hundreds of ticks")
    }

    /// A carousel's cells carry their transforms, 16 numbers in CATransform3D order.
    @Test func transformsAreRecorded() throws {
        let yaml = try String(contentsOfFile: Repository.path("Scenarios/carousel-wrap.yaml"), encoding: .utf8)
        let data = try Self.page(yaml).data
        let transformed = try #require(
            data.range(of: #",\[(-?[0-9.]+,){15}-?[0-9.]+\],[0-3],0\]"#, options: .regularExpression))
        #expect(!transformed.isEmpty)
    }

    /// A name cannot hold `/` (it names files), but a view's id can: neither closes the page's script.
    @Test func aScenarioNameOrAViewIDCannotCloseTheScript() throws {
        let yaml = Self.jump.replacingOccurrences(of: "name: jump", with: #"name: "<b>x""#)
            .replacingOccurrences(of: "id: list", with: #"id: "</script>""#)
            .replacingOccurrences(of: "view: list", with: #"view: "</script>""#)
        let page = try Self.page(yaml).page
        #expect(page.components(separatedBy: "</script>").count - 1 == 2, "the data's and the script's ends only")
        #expect(page.contains("<title>&lt;b&gt;x — scrollsim replay</title>"))
        #expect(page.contains(#""name":"\u003cb\u003ex""#))
        #expect(page.contains(#""id":"\u003c/script\u003e""#))
    }

    /// `<!--` then `<script>` in a script element's text would put an HTML parser in the "script data double
    /// escaped" state, where the data's own end no longer closes the element and the page's script is
    /// swallowed: the data holds no `<`, `>` or `&` (nor U+2028, U+2029), only their `\u` escapes.
    @Test func aNameOpeningACommentAndAScriptLeavesThePageWhole() throws {
        let yaml = Self.jump.replacingOccurrences(of: "name: jump", with: #"name: "ok<!--<script>""#)
        let (page, data) = try Self.page(yaml)
        #expect(page.components(separatedBy: "<script").count - 1 == 2, "the data's and the player's")
        #expect(!data.contains("<") && !data.contains(">") && !data.contains("&"))
        #expect(data.hasPrefix(#"{"name":"ok\u003c!--\u003cscript\u003e","#))
    }

    /// Each of the five characters becomes its `\u` escape (by hand: `<` is U+003C, `>` U+003E, `&` U+0026;
    /// U+2028 is E2 80 A8 in UTF-8, U+2029 E2 80 A9); other bytes, E2 80 AA (U+202A) among them, stay.
    @Test func theScriptEscapesAreTheFiveCharacters() {
        let json =
            Array(#"{"a":"<!--&-->x"#.utf8) + [0xE2, 0x80, 0xA8, 0xE2, 0x80, 0xA9, 0xE2, 0x80, 0xAA]
            + Array(#""}"#.utf8)
        let expected =
            Array(#"{"a":"\u003c!--\u0026--\u003ex\u2028\u2029"#.utf8) + [0xE2, 0x80, 0xAA]
            + Array(#""}"#.utf8)
        #expect(ReplayData.escapedForScript(json) == expected)
        #expect(ReplayData.escapedForScript(Array("plain [1,2]".utf8)) == Array("plain [1,2]".utf8))
    }
}
