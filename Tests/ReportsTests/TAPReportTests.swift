import Reports
import Simulation
import Testing

/// `run --tap`: TAP version 13 for prove.
@Suite struct TAPReportTests {
    @Test func aPlanThenAPointPerScenarioWithYAMLUnderFailures() {
        let failure = ScenarioFailure(
            step: 2, name: "expectEvent", line: 9, milliseconds: 300.5, expected: "didEndDecelerating",
            actual: "no \"didEndDecelerating\" event")
        let text = TAPReport.text([
            ScenarioResult(file: "a.yaml", name: "a#1", verdict: .passed),
            ScenarioResult(file: "b.yaml", name: "b", verdict: .failed(failure)),
            ScenarioResult(file: "c.yaml", name: "c", verdict: .notRun),
        ])
        #expect(
            text == """
                TAP version 13
                1..3
                ok 1 - a\\#1 (a.yaml)
                not ok 2 - b (b.yaml)
                  ---
                  message: "line 9, step 2 (expectEvent) at 300.5 ms: expected didEndDecelerating, got no \\"didEndDecelerating\\" event"
                  severity: "fail"
                  step: "2"
                  name: "expectEvent"
                  line: "9"
                  at: "300.5 ms"
                  expected: "didEndDecelerating"
                  actual: "no \\"didEndDecelerating\\" event"
                  ...
                ok 3 - c (c.yaml) # SKIP not run: another file of the run is bad input

                """)
    }
}
