import Reports
import Simulation
import Specs
import Testing
import Wire

/// `run --tap`: TAP version 13 for prove.
@Suite struct TAPReportTests {
    @Test func aPlanThenAPointPerScenarioWithYAMLUnderFailures() {
        let failure = ScenarioFailure(
            step: 2, name: "expectEvent", line: 9, milliseconds: 300.5, expected: "didEndDecelerating",
            actual: "no \"didEndDecelerating\" event")
        let text = TAPReport.text([
            ScenarioResult(file: "a.yaml", name: "a#1", verdict: .passed),
            ScenarioResult(file: "b.yaml", name: "b", verdict: .failed(failure)),
            ScenarioResult(
                file: "c.yaml", name: "c",
                verdict: .badInput(
                    InputError(file: "c.yaml", line: 4, path: "steps[1].wait", message: "expected a duration"))),
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
                not ok 3 - c (c.yaml)
                  ---
                  message: "c.yaml:4: steps[1].wait: expected a duration"
                  severity: "fail"
                  file: "c.yaml"
                  line: "4"
                  path: "steps[1].wait"
                  ...

                """)
    }
}
