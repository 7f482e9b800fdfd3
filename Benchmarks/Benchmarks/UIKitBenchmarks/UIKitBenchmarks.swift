import Benchmark
import LayoutCore
import ScrollSimUIKit
import Simulation
import Specs

/// Issue 53: what the UIKit layer adds. A feed of 10,000 sections shown through `ScrollSimUIKitDriver`
/// (the data source's counts read, the layout translated, the engine prepared and the first screen's
/// cells dequeued) against the same screen's exported spec decoded from YAML and created in a simulator;
/// 120 ticks of a flung list with delegates that only count (and the same without a delegate, which
/// isolates the delegate's calls and work) against the engine's 120 ticks of the same spec, the same
/// scroll and the same events. Target: prepare within 2× of YAML's, a tick within 1.2× of the engine's
/// plus the delegates' work.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    let feedSpec = onMainActor {
        exportedSpec(CountingScreen(layout: UIKitScreens.gridLayout(), sections: 10_000, items: 20))
    }
    Benchmark("uikit prepare, 10000 sections") { benchmark in
        let measurement = Measurement(benchmark: benchmark)
        onMainActor {
            let screen = CountingScreen(layout: UIKitScreens.gridLayout(), sections: 10_000, items: 20)
            measurement.start()
            blackHole(try? ScrollSimUIKitDriver(showing: screen.collectionView))
            measurement.stop()
        }
    }
    Benchmark("yaml prepare, 10000 sections") { benchmark in
        guard let spec = try? SpecFile.decode(feedSpec, format: .yaml) else { fatalError("the feed's spec") }
        var simulator = Simulator(tickHz: 120)
        blackHole(try? simulator.createView(spec, id: "list"))
    }

    let listSpec = onMainActor {
        exportedSpec(CountingScreen(layout: UIKitScreens.listLayout(), sections: 1, items: 1_000))
    }
    // The flung list with the counting delegate, and with none (the data source still dequeues each cell):
    // the difference is what the delegate's calls and its own work (counting) cost.
    for (name, withDelegate) in [("with delegates", true), ("without a delegate", false)] {
        Benchmark("uikit tick \(name), 120 ticks of a fling, 1000 items") { benchmark in
            let measurement = Measurement(benchmark: benchmark)
            onMainActor {
                let (screen, driver) = flungList(withDelegate: withDelegate)
                measurement.start()
                try? driver.advance(by: .milliseconds(1000))
                measurement.stop()
                blackHole(screen.scrolls + screen.displays)
            }
        }
    }
    Benchmark("engine tick, 120 ticks of a fling, 1000 items") { benchmark in
        guard let spec = try? SpecFile.decode(listSpec, format: .yaml) else { fatalError("the list's spec") }
        var simulator = Simulator(tickHz: 120)
        _ = try? simulator.createView(spec, id: "list")
        var events = (try? simulator.apply(.fling(view: "list", velocity: Vector(dx: 0, dy: -4000)))) ?? []
        benchmark.startMeasurement()
        for _ in 0..<120 { events += simulator.step() }
        benchmark.stopMeasurement()
        blackHole(events)
    }
}

/// The list of 1,000 rows shown and flung at 4,000 pt/s, its delegate the counting screen or none.
@MainActor
private func flungList(withDelegate: Bool) -> (CountingScreen, ScrollSimUIKitDriver) {
    let screen = CountingScreen(layout: UIKitScreens.listLayout(), sections: 1, items: 1_000)
    if !withDelegate { screen.collectionView.delegate = nil }
    guard let driver = try? ScrollSimUIKitDriver(showing: screen.collectionView) else { fatalError("the list") }
    try? driver.fling(velocity: CGPoint(x: 0, y: -4000))
    return (screen, driver)
}

/// The spec `screen` exports once shown.
@MainActor
private func exportedSpec(_ screen: CountingScreen) -> String {
    guard let driver = try? ScrollSimUIKitDriver(showing: screen.collectionView),
        let text = try? driver.exportedViewSpec()
    else { fatalError("the screen exports") }
    return text
}
