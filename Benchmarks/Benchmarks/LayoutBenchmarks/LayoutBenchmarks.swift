import Benchmark
import LayoutCore
import Layouts

/// Layout costs (issue 2): flow `prepare` and viewport queries at 1,000 and 1,000,000 items with uniform
/// and patterned sizes; table `prepare` and viewport queries at 1000×1000 cells. Each iteration is one
/// `prepare` or one query; divide a `prepare` time by the item count for its cost per item. The LNZ
/// layouts' viewport queries at 1,000 and 1,000,000 items (issue 5). The expanded layout and the plugins
/// (issue 6, ExpandedAndPluginBenchmarks.swift).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident, .throughput],
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )
    let viewport = Size(width: 375, height: 667)

    // The harness's own allocations per iteration, to subtract from the layouts' counts.
    Benchmark("calibration: an empty iteration") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(viewport) }
    }
    Benchmark("calibration: one array of 60 attributes") { benchmark in
        for _ in benchmark.scaledIterations {
            var array: [LayoutAttributes] = []
            array.reserveCapacity(60)
            array.append(.cell(IndexPath(section: 0, item: 0), id: .positional(section: 0, item: 0), frame: .zero))
            blackHole(array)
        }
    }

    for count in [1_000, 1_000_000] {
        for patterned in [false, true] {
            let data = Fixtures.flowData(count: count, patterned: patterned)
            let label = "\(count) items, \(patterned ? "patterned" : "uniform")"
            let context = LayoutContext(data: data, viewportSize: viewport)
            let flow = FlowLayout(configuration: Fixtures.flowConfiguration)
            prepareBenchmark("flow prepare, \(label)", context: context) { flow }
            viewportQueryBenchmark("flow attributes(in: viewport), \(label)", layout: flow, context: context)
        }
    }

    prepareBenchmark(
        "cellInsetFlow prepare, 1,000,000 items, patterned insets",
        context: LayoutContext(data: Fixtures.insetData(count: 1_000_000), viewportSize: viewport)
    ) { CellInsetFlowLayout(configuration: Fixtures.flowConfiguration) }

    let table = Fixtures.tableContext(rows: 1000, columns: 1000, viewport: viewport)
    let tableLayout = TableLayout(configuration: Fixtures.tableConfiguration)
    prepareBenchmark("table prepare, 1000×1000 cells", context: table) { tableLayout }
    viewportQueryBenchmark("table attributes(in: viewport), 1000×1000 cells", layout: tableLayout, context: table)

    // Issue 5: the LNZ layouts' viewport queries cost the same at any item count.
    for count in [1_000, 1_000_000] {
        let data = CollectionData(sections: [SectionData(itemCount: count)])
        let strip = LayoutContext(data: data, viewportSize: Size(width: 375, height: 300))
        viewportQueryBenchmark(
            "carousel attributes(in: viewport), \(count) items", layout: CarouselLayout(), context: strip)
        let tabs = LayoutContext(data: data, viewportSize: viewport)
        viewportQueryBenchmark("safari attributes(in: viewport), \(count) items", layout: SafariLayout(), context: tabs)
    }

    expandedAndPluginBenchmarks(viewport: viewport)
    compositionalBenchmarks(viewport: viewport)
    dataChangeBenchmarks()
    snapshotDifferenceBenchmarks()
    layoutChangeBenchmarks(viewport: viewport)
}
