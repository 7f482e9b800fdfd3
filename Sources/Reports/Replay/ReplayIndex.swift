import Foundation
import Simulation
import Specs
import Wire

/// `scrollsim run FILE... --html DIR/`: the folder's `index.html`, one self-contained page listing every
/// file of the run in the order given — its scenario linked to its replay page, its verdict (with the
/// reason when it failed) and its figures — under a count of the files and of those that failed.
public enum ReplayIndex {
    /// One row: a file's result and its page's name in the folder (nil when the file did not run).
    public struct Entry: Sendable {
        public var result: ScenarioResult
        public var page: String?

        public init(result: ScenarioResult, page: String?) {
            self.result = result
            self.page = page
        }
    }

    /// The page's text. - Complexity: O(total size of the entries).
    public static func html(_ entries: [Entry]) -> String {
        let failed = entries.count { !$0.result.passed }
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>scrollsim replays</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <h1>scrollsim replays</h1>
            <p id="summary">\(entries.count) file\(entries.count == 1 ? "" : "s"), \(failed) failed</p>
            <table>
            <thead><tr><th>scenario</th><th>file</th><th>verdict</th><th>steps</th><th>events</th><th>simulated</th></tr></thead>
            <tbody>

            """
        for entry in entries { page += row(entry) }
        page += "</tbody>\n</table>\n</body>\n</html>\n"
        return page
    }

    private static func row(_ entry: Entry) -> String {
        let result = entry.result
        let name = XMLText.escaped(result.name)
        let scenario =
            entry.page.map { "<a href=\"\(XMLText.escaped(percentEncoded($0), inAttribute: true))\">\(name)</a>" }
            ?? name
        let (verdict, passed) = verdictText(result.verdict)
        let figures =
            if case .badInput = result.verdict {
                "<td></td><td></td><td></td>"
            } else {
                "<td>\(result.steps)</td><td>\(result.events)</td><td>\(Int(result.simulatedMilliseconds.rounded())) ms</td>"
            }
        return """
            <tr class="\(passed ? "ok" : "failed")"><td>\(scenario)</td><td>\(XMLText.escaped(result.file))</td>\
            <td>\(XMLText.escaped(verdict))</td>\(figures)</tr>

            """
    }

    /// What happened, as the run's summary line says it; and whether it passed.
    private static func verdictText(_ verdict: ScenarioResult.Verdict) -> (String, Bool) {
        switch verdict {
        case .passed: ("ok", true)
        case .failed(let failure): ("FAILED: \(failure)", false)
        case .transcriptDiffers(let mismatch): ("FAILED: \(mismatch.summary)", false)
        case .badInput(let error): ("bad input: \(error.description)", false)
        }
    }

    /// A page's name as a relative URL: every byte but the unreserved ones percent-encoded, so a name with
    /// `#`, `?`, `%` or a space still links to its file. - Complexity: O(length).
    static func percentEncoded(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? name
    }

    /// RFC 3986's unreserved characters, ASCII only (`CharacterSet.alphanumerics` holds every script's).
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static let style = """
        :root { font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #111827; }
        body { margin: 0; padding: 12px 16px; background: #f9fafb; }
        h1 { font-size: 18px; margin: 0 0 8px; }
        table { border-collapse: collapse; background: #ffffff; }
        th, td { border: 1px solid #d1d5db; padding: 4px 8px; text-align: left; vertical-align: top; }
        td:nth-child(n+4) { text-align: right; font-variant-numeric: tabular-nums; }
        tr.failed td:nth-child(3) { color: #b91c1c; }
        """
}
