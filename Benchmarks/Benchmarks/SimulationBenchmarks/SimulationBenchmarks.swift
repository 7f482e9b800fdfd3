import Benchmark
import EventEncoding
import LayoutCore
import Layouts
import ScrollPhysics
import Simulation
import Specs

/// Simulation costs (issue 3): a 10-second fling over a 1,000,000-item list with its transcript encoded,
/// event encoding throughput, and the cost of a tick at 1,000 and 1,000,000 items; 10 s of carousel
/// flings (issue 5).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    // Issue 18: the same fling with visibility thresholds and the display viewability rule, and with
    // prefetching too, within 2× of the fling without them.
    let million = SimulationFixtures.simulator(items: 1_000_000)
    let watched = SimulationFixtures.simulator(
        items: 1_000_000, visibility: VisibilitySettings(thresholds: [0, 0.5, 1], viewable: .display))
    let prefetching = SimulationFixtures.simulator(
        items: 1_000_000, visibility: VisibilitySettings(thresholds: [0, 0.5, 1], viewable: .display),
        prefetch: PrefetchSettings())
    let variants = [
        (million, ""), (watched, ", visibility [0, 0.5, 1] and display viewability"),
        (prefetching, ", visibility and prefetch (2.5 / 1.5)"),
    ]
    for (simulator, label) in variants {
        Benchmark("10 s fling (1,200 ticks at 120 Hz), 1,000,000 items, transcript encoded\(label)") { benchmark in
            for _ in benchmark.scaledIterations {
                var simulator = simulator
                var transcript = ""
                var events = (try? simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: -8000)))) ?? []
                for _ in 0..<1200 { events += simulator.step() }
                transcript += Transcript.text(events)
                blackHole(transcript)
            }
        }
    }

    // Issue 18: the same fling under each physics profile, and the cost of planning one release that
    // ends in a spring at the end of a 20-row list (Flutter's spring end is found by scanning).
    for profile in ScrollProfile.allCases where profile != .ios {
        var physics = ScrollSettings()
        physics.profile = profile
        let flung = SimulationFixtures.simulator(items: 1_000_000, physics: physics)
        Benchmark("10 s fling (1,200 ticks at 120 Hz), 1,000,000 items, transcript encoded, profile \(profile)") {
            benchmark in
            for _ in benchmark.scaledIterations {
                var simulator = flung
                var events = (try? simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: -8000)))) ?? []
                for _ in 0..<1200 { events += simulator.step() }
                blackHole(Transcript.text(events))
            }
        }
    }
    for profile in ScrollProfile.allCases {
        var physics = ScrollSettings()
        physics.profile = profile
        let short = SimulationFixtures.simulator(items: 20, physics: physics)
        Benchmark("a release past the end of 20 rows, profile \(profile)") { benchmark in
            for _ in benchmark.scaledIterations {
                var simulator = short
                blackHole(try? simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: -6000))))
            }
        }
    }

    // Issue 5: a carousel flung back and forth for 10 s (a fling at the fast rate settles within a
    // second, so it is flung again every second, alternating directions), every tick re-scaling the cells.
    let carousel = SimulationFixtures.carousel(items: 10_000)
    Benchmark("10 s of carousel flings (1,200 ticks at 120 Hz), 10,000 items, transcript encoded") { benchmark in
        for _ in benchmark.scaledIterations {
            var simulator = carousel
            var events: [Event] = []
            for second in 0..<10 {
                let velocity = Vector(dx: second.isMultiple(of: 2) ? -6000 : 5000, dy: 0)
                events += (try? simulator.apply(.fling(view: "carousel", velocity: velocity))) ?? []
                for _ in 0..<120 { events += simulator.step() }
            }
            blackHole(Transcript.text(events))
        }
    }

    let sample = SimulationFixtures.events(count: 1000)
    Benchmark("encode 1,000 events") { benchmark in
        for _ in benchmark.scaledIterations {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(160_000)
            EventEncoder.appendLines(sample, to: &bytes)
            blackHole(bytes)
        }
    }

    // Issue 35: the compositional layout simulates as the others do; its pinned headers make every tick a
    // full query of the displayed rect.
    let flings: [(String, Simulator)] = [
        (
            "120 ticks of a fling, compositional feed of 10,000 sections of 20 items",
            SimulationFixtures.compositionalFeed()
        ),
        ("120 ticks of a fling, 1000 items", SimulationFixtures.simulator(items: 1_000)),
        ("120 ticks of a fling, 1000000 items", SimulationFixtures.simulator(items: 1_000_000)),
    ]
    let carousels = SimulationFixtures.carouselFeed()
    let flung: [(String, Simulator, Command)] =
        flings.map { ($0, $1, .fling(view: "list", velocity: Vector(dx: 0, dy: -4000))) } + [
            (
                "120 ticks of a fling, feed of 10,000 orthogonal carousels of 20 items", carousels,
                .fling(view: "list", velocity: Vector(dx: 0, dy: -4000))
            ),
            (
                "120 ticks of a carousel's fling inside a feed of 10,000 orthogonal carousels", carousels,
                .fling(view: "list", velocity: Vector(dx: -4000, dy: 0), target: .section(1))
            ),
        ]
    for (name, simulator, fling) in flung {
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations {
                var running = simulator
                var events = (try? running.apply(fling)) ?? []
                for _ in 0..<120 { events += running.step() }
                blackHole(events)
            }
        }
    }
    Benchmark("createView (decoded, prepared, displayed), feed of 10,000 orthogonal carousels") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SimulationFixtures.carouselFeed())
        }
    }
    snapshotApplicationBenchmarks()
    animatedBatchBenchmarks()
    safariDeletionBenchmarks()
}
