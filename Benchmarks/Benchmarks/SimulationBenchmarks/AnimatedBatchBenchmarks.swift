import Benchmark
import LayoutCore
import Layouts
import Simulation

/// Issue 52: one tick of an animated batch under way (`Simulator.step()` while `UpdateAnimation` runs) on
/// a flow feed of 1,000,000 rows, the batch 100 operations: 50 deletes and 50 inserts, one of each in the
/// viewport and the rest spread over the feed, animated over 10 s so that every measured tick animates
/// (the simulator starts over from the batch's tick every 1,000 ticks). A tick costs what the animation
/// shows — the cells displayed before the batch and in the rect after it — not the item count; the target
/// is 1 ms.
func animatedBatchBenchmarks() {
    var flow = FlowLayoutConfiguration()
    flow.itemSize = Size(width: 375, height: 100)
    flow.minimumLineSpacing = 0
    let data = CollectionData(sections: [SectionData(itemCount: 1_000_000)])
    let spec = ViewSpec(viewport: Size(width: 375, height: 667), layout: .flow(flow), data: data)
    var simulator = Simulator(tickHz: 120)
    _ = try? simulator.createView(spec, id: "feed")
    let deletes = [IndexPath(section: 0, item: 3)] + (1..<50).map { IndexPath(section: 0, item: $0 * 20_000) }
    let inserts = [IndexPath(section: 0, item: 5)] + (1..<50).map { IndexPath(section: 0, item: $0 * 20_000 + 7) }
    let batch = BatchUpdate(deleteItems: deletes, insertItems: inserts.map { BatchUpdate.ItemInsertion($0) })
    guard let timing = try? UpdateTiming(duration: 10, curve: .easeInOut) else { return }
    _ = try? simulator.apply(.batchUpdates(view: "feed", batch: batch, animated: true, timing: timing))
    animatingTickBenchmark("animated batch tick, 1000000 items, 100 operations", from: simulator, ticks: 1_000)
}

/// A benchmark of one `Simulator.step()` an iteration from `animating`, started over from it every `ticks`
/// ticks (so that every measured tick animates, while the animation begun there runs).
func animatingTickBenchmark(_ name: String, from animating: Simulator, ticks: Int) {
    Benchmark(name) { benchmark in
        var running = animating
        var stepped = 0
        for _ in benchmark.scaledIterations {
            if stepped == ticks {
                running = animating
                stepped = 0
            }
            blackHole(running.step())
            stepped += 1
        }
    }
}
