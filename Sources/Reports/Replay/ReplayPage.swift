import EventEncoding
import Simulation

/// `scrollsim run FILE --html replay.html`: one self-contained HTML file that replays a scenario. It needs
/// no network and no framework: the style, the script and the run's data are inline. The page draws each
/// view's viewport with its elements from their frames (transforms applied), stacked by zIndex (equal ones
/// in the canonical order), at the scale that fills the page, and offers play/pause, a scrubber over the
/// ticks, speeds from 0.25× to 4×, the event log in step with the clock (click an event to jump to its
/// tick), the plot of the offset and velocity of each view and of each orthogonal section that moved, and
/// the failed expectation marked on the timeline.
public enum ReplayPage {
    /// The page's bytes. - Complexity: O(size of the recording and the transcript).
    public static func html(
        scenario: Scenario, tickHz: Double, recorder: ReplayRecorder, events: [Event], failure: ScenarioFailure?
    ) -> [UInt8] {
        html(
            scenario: scenario, tickHz: tickHz, recorder: recorder, transcript: Transcript.text(events),
            failure: failure)
    }

    /// The page from the run's `transcript` (`didScroll` left out, as `Transcript.text` writes it) instead
    /// of its events: what a streamed run keeps for it. - Complexity: as above.
    public static func html(
        scenario: Scenario, tickHz: Double, recorder: ReplayRecorder, transcript: String, failure: ScenarioFailure?
    ) -> [UInt8] {
        let data = ReplayData.json(
            name: scenario.name, tickHz: tickHz, recorder: recorder, transcript: transcript, failure: failure)
        var page: [UInt8] = []
        page.reserveCapacity(data.count + style.utf8.count + script.count + 1024)
        page +=
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(XMLText.escaped(scenario.name)) — scrollsim replay</title>
            <style>
            """.utf8
        page += style.utf8
        page += "</style>\n</head>\n<body>\n".utf8
        page += body.utf8
        page += "<script type=\"application/json\" id=\"replay-data\">".utf8
        page += data
        page += "</script>\n<script>\n".utf8
        page += script
        page += "</script>\n</body>\n</html>\n".utf8
        return page
    }

    /// The page's script, `ReplayPage.js` beside this file, embedded in the binary at build time
    /// (`.embedInCode` in Package.swift: no resource bundle to find, wherever the binary is installed), UTF-8:
    /// reads the data, draws the tick the scrubber is on, plays the clock. Seeking is O(log c + d × k) for c
    /// frame changes, d of them since the nearest checkpoint (one is kept every 32 changes) and k elements
    /// drawn. `make lint` checks it with `node --check`.
    static var script: [UInt8] { PackageResources.ReplayPage_js }

    /// The page's elements; the script fills them from the data.
    static let body = """
        <header><h1 id="title"></h1><span id="clock"></span></header>
        <main>
        <section id="stage" aria-label="views"></section>
        <aside id="log" aria-label="events"><ol id="events"></ol></aside>
        </main>
        <div id="controls">
        <button id="play" type="button" title="play / pause (space)">▶</button>
        <input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="tick">
        <label>speed <select id="speed">
        <option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1" selected>1×</option>
        <option value="2">2×</option><option value="4">4×</option>
        </select></label>
        </div>
        <div id="timeline" title="events (grey) and the failed expectation (red); click to jump"></div>
        <svg id="plot" viewBox="0 0 1000 260" preserveAspectRatio="none" aria-label="offset and velocity"></svg>

        """
}
