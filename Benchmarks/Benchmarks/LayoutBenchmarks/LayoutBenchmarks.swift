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

            Benchmark("flow prepare, \(label)") { benchmark in
                for _ in benchmark.scaledIterations {
                    var layout = FlowLayout(configuration: Fixtures.flowConfiguration)
                    layout.prepare(context)
                    blackHole(layout.contentSize)
                }
            }

            var prepared = FlowLayout(configuration: Fixtures.flowConfiguration)
            prepared.prepare(context)
            let layout = prepared
            let bounds = Fixtures.middleBounds(of: layout, viewport: viewport)
            Benchmark("flow attributes(in: viewport), \(label)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(layout.attributes(in: bounds, bounds: bounds))
                }
            }
        }
    }

    let table = Fixtures.tableContext(rows: 1000, columns: 1000, viewport: viewport)
    Benchmark("table prepare, 1000×1000 cells") { benchmark in
        for _ in benchmark.scaledIterations {
            var layout = TableLayout(configuration: Fixtures.tableConfiguration)
            layout.prepare(table)
            blackHole(layout.contentSize)
        }
    }
    var preparedTable = TableLayout(configuration: Fixtures.tableConfiguration)
    preparedTable.prepare(table)
    let tableLayout = preparedTable
    let tableBounds = Fixtures.middleBounds(of: tableLayout, viewport: viewport)
    Benchmark("table attributes(in: viewport), 1000×1000 cells") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(tableLayout.attributes(in: tableBounds, bounds: tableBounds))
        }
    }

    // Issue 5: the LNZ layouts' viewport queries cost the same at any item count.
    for count in [1_000, 1_000_000] {
        let strip = LayoutContext(
            data: CollectionData(sections: [SectionData(itemCount: count)]), viewportSize: Size(width: 375, height: 300)
        )
        var carousel = CarouselLayout()
        carousel.prepare(strip)
        let carouselLayout = carousel
        let carouselBounds = Fixtures.middleBounds(of: carouselLayout, viewport: strip.viewportSize)
        Benchmark("carousel attributes(in: viewport), \(count) items") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(carouselLayout.attributes(in: carouselBounds, bounds: carouselBounds))
            }
        }
        let tabs = LayoutContext(
            data: CollectionData(sections: [SectionData(itemCount: count)]), viewportSize: viewport)
        var safari = SafariLayout()
        safari.prepare(tabs)
        let safariLayout = safari
        let safariBounds = Fixtures.middleBounds(of: safariLayout, viewport: viewport)
        Benchmark("safari attributes(in: viewport), \(count) items") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(safariLayout.attributes(in: safariBounds, bounds: safariBounds))
            }
        }
    }

    expandedAndPluginBenchmarks(viewport: viewport)
}
