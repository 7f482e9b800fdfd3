import Benchmark
import LayoutCore

/// Registers `name`: each iteration builds a fresh layout with `make` and prepares it on `context`, so one
/// iteration's time is one `prepare` (divide by the item count for the cost per item). `timeUnits` fixes
/// the unit printed (automatic by default, which prints whole milliseconds past 10 ms).
func prepareBenchmark<Layout: CollectionLayout>(
    _ name: String, context: LayoutContext, timeUnits: BenchmarkTimeUnits = .automatic,
    make: @escaping @Sendable () -> Layout
) {
    Benchmark(name, configuration: .init(timeUnits: timeUnits)) { benchmark in
        for _ in benchmark.scaledIterations {
            var layout = make()
            layout.prepare(context)
            blackHole(layout.contentSize)
        }
    }
}

/// Prepares `layout` on `context` once, then registers `name`: each iteration is one viewport query
/// (`attributes(in:bounds:)`) with the viewport in the middle of the content. A sample times 1,000 queries
/// and the output is per query (`scalingFactor: .kilo`): one query lasts about a microsecond, and the
/// harness's own ~150 ns per sample (the `calibration: an empty iteration` benchmark) would be a fifth of it.
func viewportQueryBenchmark<Layout: CollectionLayout>(_ name: String, layout: Layout, context: LayoutContext) {
    var prepared = layout
    prepared.prepare(context)
    let layout = prepared
    let bounds = middleBounds(of: layout, viewport: context.viewportSize)
    Benchmark(name, configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(layout.attributes(in: bounds, bounds: bounds))
        }
    }
}

/// The viewport in the middle of the content.
private func middleBounds(of layout: some CollectionLayout, viewport: Size) -> Rect {
    let size = layout.contentSize
    return Rect(
        x: max(0, (size.width - viewport.width) / 2), y: max(0, (size.height - viewport.height) / 2),
        width: viewport.width, height: viewport.height)
}
