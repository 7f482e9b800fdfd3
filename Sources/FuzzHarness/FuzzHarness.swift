import LayoutCore
import Rendering
import Simulation
import Specs
import Wire

/// One input run the way a user's input is run, for the fuzzer (`make fuzz`) and the seeded property test:
/// decoded, and when it is good, laid out, drawn, scrolled and played. Whatever the bytes, a run either
/// is refused as bad input (exit 65, an error reply) or completes (exit 0 or 1); anything else — a trap,
/// a number that would print as `null` or in exponent form — stops the process, which is what a fuzzer
/// reports.
public enum FuzzHarness {
    /// How one input ended.
    public enum Outcome: Hashable, Sendable {
        /// Decoded and run (`scrollsim` exits 0, or 1 for a failed expectation).
        case ran
        /// Refused as bad input, with the message a user would see (exit 65, an `invalid_params` reply).
        case refused(String)
    }

    /// The front end an input goes to: its first byte picks it, the rest is the text.
    public enum FrontEnd: UInt8, CaseIterable, Sendable {
        /// A view spec in YAML (`scrollsim layout`, `render`).
        case spec = 0x53  // "S"
        /// A scenario in YAML (`scrollsim run`).
        case scenario = 0x43  // "C"
        /// Request lines (the daemon); any other first byte comes here too.
        case requests = 0x52  // "R"
        /// A JUnit report (`scrollsim merge-reports`, `run --timings`).
        case junit = 0x4A  // "J"
        /// Bytes read as choices that build a compositional view spec (`runCompositional`).
        case compositional = 0x4C  // "L"
        /// Bytes read as a script of requests to the real daemon core (`runDaemon`).
        case daemon = 0x44  // "D"
    }

    /// The most ticks a run simulates after a gesture or a `step`, so that a fuzzed input costs bounded time.
    static let tickBudget = 600

    /// The most items a view may have to be laid out and simulated here; larger views are decoded and
    /// checked, then left alone, so that one input costs milliseconds, not seconds (the layouts' cost at
    /// the item limit is what the benchmarks measure).
    static let itemBudget = 200_000

    /// The most elements a `layout` request with a rect returns, as in the daemon.
    static let layoutElementBudget = 10_000

    /// Runs `input`: its first byte picks the front end, the rest is the text.
    public static func run(_ input: [UInt8]) -> Outcome {
        guard let first = input.first else { return .refused("empty input") }
        let body = Array(input.dropFirst())
        switch FrontEnd(rawValue: first) ?? .requests {
        case .spec: return runSpec(body)
        case .scenario: return runScenario(body)
        case .requests: return RequestReplay.run(body)
        case .junit: return runJUnit(body)
        case .compositional: return runCompositional(body)
        case .daemon: return runDaemon(body)
        }
    }

    /// A view spec: decoded, laid out at its offset and drawn as text and SVG, then flung and ticked.
    public static func runSpec(_ body: [UInt8]) -> Outcome {
        guard let text = String(validating: body, as: UTF8.self) else { return .refused("not UTF-8") }
        let spec: ViewSpec
        do {
            spec = try SpecFile.decode(text, format: .yaml, file: "fuzz.yaml")
        } catch {
            return .refused(error.description)
        }
        guard spec.data.totalItemCount <= itemBudget else { return .ran }
        let snapshot = LayoutSnapshot(spec: spec)
        OutputCheck.snapshot(snapshot)
        _ = ASCIIRenderer.render(snapshot, title: "fuzz")
        if spec.data.totalItemCount <= 5_000 {
            _ = SVGRenderer.render(LayoutSnapshot(spec: spec, region: .all), title: "fuzz")
        }
        var simulator = Simulator()
        do {
            _ = try simulator.createView(spec, id: "fuzz")
            _ = try simulator.apply(.fling(view: "fuzz", velocity: Vector(dx: -2000, dy: -2000)))
            // The first sections flung on their own too: refused unless they are orthogonal sections.
            for section in 0..<min(spec.data.sections.count, 3) {
                _ = try? simulator.apply(
                    .fling(view: "fuzz", velocity: Vector(dx: -2000, dy: -2000), target: .section(section)))
            }
        } catch {
            return .ran
        }
        RequestReplay.settle(&simulator, ticks: tickBudget)
        return .ran
    }

    /// A scenario: decoded and played to its end on the virtual clock.
    public static func runScenario(_ body: [UInt8]) -> Outcome {
        guard let text = String(validating: body, as: UTF8.self) else { return .refused("not UTF-8") }
        let scenario: Scenario
        do {
            scenario = try SpecFile.decodeScenario(text, file: "fuzz.yaml", name: "fuzz")
        } catch {
            return .refused(error.description)
        }
        guard scenario.views.allSatisfy({ $0.spec.data.totalItemCount <= itemBudget }) else { return .ran }
        let outcome = ScenarioRunner.run(scenario)
        OutputCheck.events(outcome.events)
        return .ran
    }
}
