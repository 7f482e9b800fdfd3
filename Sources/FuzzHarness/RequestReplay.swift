import LayoutCore
import Simulation
import Specs
import Wire
import WireFormat

/// Request lines replayed against one simulator as the daemon applies them: decoded with the views that
/// exist, views created and destroyed, gestures and data changes applied and ticked, layouts queried.
enum RequestReplay {
    /// Runs each line of `body`; the outcome is `.ran` when at least one line was a valid request.
    static func run(_ body: [UInt8]) -> FuzzHarness.Outcome {
        var simulator = Simulator()
        var accepted = 0
        var lastError = "no request line"
        var createdViews = 0
        for line in body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let request = RequestDecoder(views: simulator).decode(Array(line))
            switch request.command {
            case .failure(let error):
                lastError = error.message
            case .success(let command):
                accepted += 1
                apply(command, to: &simulator, createdViews: &createdViews)
            }
        }
        return accepted > 0 ? .ran : .refused(lastError)
    }

    private static func apply(_ command: DaemonCommand, to simulator: inout Simulator, createdViews: inout Int) {
        switch command {
        case .createView(let spec, _):
            guard spec.data.totalItemCount <= FuzzHarness.itemBudget else { return }
            createdViews += 1
            _ = try? simulator.createView(spec, id: spec.id ?? "v\(createdViews)")
        case .destroyView(let id):
            _ = try? simulator.destroyView(id)
        case .layout(let id, let rect):
            let snapshot =
                if let rect {
                    try? simulator.layoutSnapshot(of: id, rect: rect, limit: FuzzHarness.layoutElementBudget)
                } else {
                    simulator.layoutSnapshot(of: id)
                }
            if let snapshot {
                OutputCheck.snapshot(snapshot)
                _ = LayoutReport.json(snapshot).canonical
            }
        case .simulate(let command):
            guard let events = try? simulator.apply(command) else { return }
            OutputCheck.events(events)
            settle(&simulator, ticks: FuzzHarness.tickBudget)
        case .step(let ticks, _):
            settle(&simulator, ticks: min(ticks, FuzzHarness.tickBudget))
        case .runScenario(.inline(let scenario), _):
            OutputCheck.events(ScenarioRunner.run(scenario).events)
        default:
            break
        }
    }

    /// Ticks until every view rests or `ticks` have passed, checking every event and view state.
    static func settle(_ simulator: inout Simulator, ticks: Int) {
        for _ in 0..<ticks {
            OutputCheck.events(simulator.step())
            for (id, _) in simulator.viewSpecs {
                guard let state = simulator.state(of: id) else { continue }
                OutputCheck.point(state.contentOffset)
            }
            if simulator.isIdle { return }
        }
    }
}
