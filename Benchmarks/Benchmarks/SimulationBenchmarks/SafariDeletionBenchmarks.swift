import Benchmark
import LayoutCore
import Layouts
import Simulation

/// Issue 52: one tick of a Safari deletion under way (`Simulator.step()` while the deletion animates) on a
/// stack of 100,000 tabs of 300×200 in a 375×667 view: `deleteItems` of tab 2, whose 0.3 s animation moves
/// the tabs below it up one slot (36 ticks at 120 Hz; the simulator starts over from the deletion's tick
/// every 36 ticks, so that every measured tick animates). A tick costs what is displayed, not the tab count.
func safariDeletionBenchmarks() {
    var configuration = SafariConfiguration()
    configuration.itemSize = Size(width: 300, height: 200)
    let data = CollectionData(sections: [SectionData(itemCount: 100_000, common: ItemAnswers(canDelete: true))])
    let spec = ViewSpec(viewport: Size(width: 375, height: 667), layout: .safari(configuration), data: data)
    var simulator = Simulator(tickHz: 120)
    _ = try? simulator.createView(spec, id: "tabs")
    _ = try? simulator.apply(.deleteItems(view: "tabs", items: [IndexPath(section: 0, item: 2)]))
    animatingTickBenchmark("safari deletion tick, 100000 tabs", from: simulator, ticks: 36)
}
