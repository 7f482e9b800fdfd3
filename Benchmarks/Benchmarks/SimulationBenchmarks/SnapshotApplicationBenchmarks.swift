import Benchmark
import LayoutCore
import Layouts
import Simulation

/// Issue 52: a diffable snapshot applied to a view end to end (`Simulator.apply(.applySnapshot)`: the
/// current snapshot read from its data, the difference, the batch, the layout's change and the display
/// events) — a flow view of 100 sections of 1,000 rows (100,000 identifiers), the new snapshot with 100
/// changes: 34 items deleted, 33 inserted, 33 moved (a third of them to the next section). One iteration
/// is one application to a copy of the view at rest; the target is 20 ms.
func snapshotApplicationBenchmarks() {
    var flow = FlowLayoutConfiguration()
    flow.itemSize = Size(width: 375, height: 100)
    flow.minimumLineSpacing = 0
    let data = CollectionData(sections: (0..<100).map { _ in SectionData(itemCount: 1_000) })
    let spec = ViewSpec(viewport: Size(width: 375, height: 667), layout: .flow(flow), data: data)
    var simulator = Simulator(tickHz: 120)
    _ = try? simulator.createView(spec, id: "list")
    var sections = data.snapshotIdentifiers().sections
    for change in 0..<34 { sections[change * 3].items.remove(at: 500) }
    for change in 0..<33 { sections[change * 3 + 1].items.insert("new-\(change)", at: 250) }
    for change in 0..<33 {
        let from = change * 3 + 2
        let moved = sections[from].items.remove(at: 100)
        let to = change % 3 == 0 ? (from + 1) % 100 : from
        sections[to].items.insert(moved, at: 900)
    }
    let command = Command.applySnapshot(
        SnapshotApplication(view: "list", snapshot: DiffableSnapshot(sections: sections), animated: false))
    let base = simulator
    Benchmark("applySnapshot end to end, 100000 items, 100 changes") { benchmark in
        for _ in benchmark.scaledIterations {
            var running = base
            blackHole(try running.apply(command))
        }
    }
}
