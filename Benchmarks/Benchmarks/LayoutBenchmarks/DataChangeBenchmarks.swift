import Benchmark
import LayoutCore

/// Issue 37, part 1: what a data change costs the data alone (the layouts' re-prepare is apart), on a
/// section described by a count. Each iteration changes a fresh copy of the data, so the copy-on-write of
/// the section's runs is in the figure, not a growing history.
func dataChangeBenchmarks() {
    let page = (0..<20).map { ItemAnswers(id: "page-\($0)") }
    for count in [1_000, 1_000_000] {
        let data = CollectionData(sections: [SectionData(itemCount: count)])
        Benchmark("data append 20 items, \(count) items") { benchmark in
            for _ in benchmark.scaledIterations {
                var changed = data
                changed.insertItems(page, at: IndexPath(section: 0, item: count))
                blackHole(changed)
            }
        }
    }
    let million = CollectionData(sections: [SectionData(itemCount: 1_000_000)])
    Benchmark("data insert 20 items in the middle, 1000000 items") { benchmark in
        for _ in benchmark.scaledIterations {
            var changed = million
            changed.insertItems(page, at: IndexPath(section: 0, item: 500_000))
            blackHole(changed)
        }
    }
    let scattered = (0..<20).map { IndexPath(section: 0, item: $0 * 49_999 + 7) }
    Benchmark("data delete 20 scattered items, 1000000 items") { benchmark in
        for _ in benchmark.scaledIterations {
            var changed = million
            changed.deleteItems(scattered)
            blackHole(changed)
        }
    }
    let hundredThousand = (0..<100_000).map { ItemAnswers(id: "bulk-\($0)") }
    Benchmark("data insert 100000 items, 1000000 items") { benchmark in
        for _ in benchmark.scaledIterations {
            var changed = million
            changed.insertItems(hundredThousand, at: IndexPath(section: 0, item: 300_000))
            blackHole(changed)
        }
    }
}
