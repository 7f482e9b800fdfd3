import Testing

@testable import Reports

/// The replay folder's index: every file, its page linked by a URL that survives any file name, its
/// verdict escaped as HTML text.
@Suite struct ReplayIndexTests {
    @Test func aPageNameIsLinkedPercentEncoded() {
        #expect(ReplayIndex.percentEncoded("paging-2.html") == "paging-2.html")
        #expect(ReplayIndex.percentEncoded("Home feed: #2?.html") == "Home%20feed%3A%20%232%3F.html")
        #expect(ReplayIndex.percentEncoded("é.html") == "%C3%A9.html")
    }

    @Test func namesAndFilesAreEscapedAndABadFileHasNoLink() {
        let entries = [
            ReplayIndex.Entry(
                result: ScenarioResult(file: "a<b>.yaml", name: "<script>", verdict: .passed, steps: 2), page: "x.html"),
            ReplayIndex.Entry(result: ScenarioResult(file: "c.yaml", name: "c", verdict: .passed), page: nil),
        ]
        let html = ReplayIndex.html(entries)
        #expect(
            html.contains(#"<a href="x.html">&lt;script&gt;</a></td><td>a&lt;b&gt;.yaml</td><td>ok</td><td>2</td>"#))
        #expect(html.contains("<td>c</td><td>c.yaml</td>"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("2 files, 0 failed"))
    }
}
