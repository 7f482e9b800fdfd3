import LayoutCore

extension ScenarioRunner {
    /// `expect`: compares the view's state now with what the step says.
    func check(_ expectation: StateExpectation, step: ScenarioStep, number: Int) -> ScenarioFailure? {
        guard let state = simulator.state(of: expectation.view) else {
            return failure(at: step, step: number, expected: "view \"\(expectation.view)\"", actual: "no such view")
        }
        if let offset = expectation.contentOffset {
            let actual = state.contentOffset
            if abs(actual.x - offset.x) > expectation.tolerance || abs(actual.y - offset.y) > expectation.tolerance {
                return failure(
                    at: step, step: number,
                    expected: "contentOffset \(show(offset)) ± \(ExpectedValue.number(expectation.tolerance))",
                    actual: "contentOffset \(show(actual))")
            }
        }
        if let phase = expectation.phase, phase != state.phase {
            return failure(
                at: step, step: number, expected: "phase \(phase.rawValue)", actual: "phase \(state.phase.rawValue)")
        }
        if let visible = expectation.visible, visible.sorted() != state.visibleCells {
            return failure(
                at: step, step: number, expected: "visible \(show(visible.sorted()))",
                actual: "visible \(show(state.visibleCells))")
        }
        return nil
    }

    /// `expectEvent`: looks for a matching event from the previous step's start on, ticking until one
    /// comes or the window closes.
    mutating func waitForEvent(_ expectation: EventExpectation, step: ScenarioStep, number: Int) -> ScenarioFailure? {
        let windowEnd = Double(previousStepTick) / simulator.tickHz * 1000 + expectation.within
        var searched = events.firstIndex { $0.tick >= previousStepTick } ?? events.count
        while true {
            if events[searched...].contains(where: { matches($0, expectation) && $0.milliseconds <= windowEnd + 1e-9 })
            {
                return nil
            }
            searched = events.count
            guard simulator.time * 1000 < windowEnd - 1e-9 else { break }
            events += simulator.step()
        }
        let seen = events.filter { event in
            event.tick >= previousStepTick && event.name == expectation.event
                && (expectation.view.map { $0 == event.view } ?? true)
        }
        return failure(
            at: step, step: number,
            expected:
                "\(describe(expectation.event, expectation.fields)) within \(ExpectedValue.number(expectation.within)) ms",
            actual: seen.first.map {
                "\(seen.count) such event(s), none matching; the first: \(describe($0.name, $0.fields))"
            }
                ?? "no \(expectation.event) event")
    }

    private func describe(_ name: String, _ fields: [String: ExpectedValue]) -> String {
        ([name] + fields.keys.sorted().map { "\($0) \(fields[$0]!)" }).joined(separator: ", ")
    }

    private func matches(_ event: Event, _ expectation: EventExpectation) -> Bool {
        guard event.name == expectation.event, expectation.view.map({ $0 == event.view }) ?? true else { return false }
        let fields = event.fields
        return expectation.fields.allSatisfy { key, expected in fields[key].map { expected.matches($0) } ?? false }
    }

    private func show(_ point: Point) -> String {
        ExpectedValue.list([.number(point.x), .number(point.y)]).description
    }

    private func show(_ paths: [IndexPath]) -> String {
        "[" + paths.map { "[\($0.section), \($0.item)]" }.joined(separator: ", ") + "]"
    }
}

/// The first expectation of a scenario that did not hold.
public struct ScenarioFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based step number.
    public var step: Int
    public var name: String
    public var line: Int?
    /// When it failed, in milliseconds.
    public var milliseconds: Double
    public var expected: String
    public var actual: String

    public var description: String {
        let place = line.map { "line \($0), " } ?? ""
        let time = ExpectedValue.number((milliseconds * 1000).rounded() / 1000)
        return "\(place)step \(step) (\(name)) at \(time) ms: expected \(expected), got \(actual)"
    }
}
