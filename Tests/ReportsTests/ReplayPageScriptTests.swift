import Foundation
import LayoutTestKit
import Testing

@testable import Reports

/// The replay page's script is `Sources/Reports/Replay/ReplayPage.js`, embedded in the binary at build
/// time (`.embedInCode` in Package.swift): the page carries the file's bytes, unchanged, in its last
/// `<script>` element.
@Suite struct ReplayPageScriptTests {
    @Test func thePageCarriesReplayPageJSByteForByte() throws {
        let file = try #require(
            FileManager.default.contents(atPath: Repository.path("Sources/Reports/Replay/ReplayPage.js")))
        let page = try ReplayRecorderTests.page(ReplayRecorderTests.jump).page
        let opening = "</script>\n<script>\n"
        let start = try #require(page.range(of: opening)).upperBound
        let end = try #require(page.range(of: "</script>\n</body>\n</html>\n", options: .backwards)).lowerBound
        #expect(Array(page[start..<end].utf8) == Array(file))
    }

    /// The script is the page's own (it reads the data element and starts in strict mode), not an empty or
    /// stray file: its first line is `"use strict";` and it reads `replay-data`.
    @Test func theEmbeddedScriptIsTheReplayScript() {
        let script = String(decoding: ReplayPage.script, as: UTF8.self)
        #expect(script.hasPrefix("\"use strict\";\n"))
        #expect(script.contains(#"document.getElementById("replay-data")"#))
    }
}
