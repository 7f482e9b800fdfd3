import DaemonTestKit
import Testing
import WireFormat

/// The line a test client sends for a request: one canonical JSON object.
@Suite struct RequestLineTests {
    /// `cmd` and `id` join the parameters; keys are in byte order at every level (`cmd` < `id` < `scope` <
    /// `view`; `itemSize` before `items`, as "S" is 0x53 and "s" 0x73); no spaces; `/` as it is; 50.5 and
    /// whole numbers as written, without a point for the whole ones.
    @Test func aRequestIsOneCanonicalLine() {
        let line = RequestLine.text(
            "createView", id: 7,
            params: [
                "view": [
                    "id": "a/b", "layout": ["type": "flow", "itemSize": [300, 50.5]],
                    "sections": [["items": 20, "itemSize": [1, 1]]],
                ],
                "scope": "connection",
            ])
        #expect(
            line
                == #"{"cmd":"createView","id":7,"scope":"connection","view":{"id":"a/b","layout":{"itemSize":[300,50.5],"type":"flow"},"sections":[{"itemSize":[1,1],"items":20}]}}"#
        )
    }

    /// The command and the id replace parameters of those names.
    @Test func theCommandAndTheIDWinOverParametersOfTheirNames() {
        #expect(RequestLine.text("ping", id: 2, params: ["cmd": "stats", "id": "x"]) == #"{"cmd":"ping","id":2}"#)
    }
}
