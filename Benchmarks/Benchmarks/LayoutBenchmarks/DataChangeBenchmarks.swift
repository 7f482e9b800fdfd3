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
    runHeavyDataChangeBenchmarks(page: page)
    appendAndTrimBenchmarks()
}

/// Issue 49, part 2: a feed that pages in 1,000 counted items at the end of a million and trims the first
/// 1,000, one pair on a fresh copy of the data after `cycles` such pairs: the names made up (two lookups
/// each), the insertion and the deletion. The same cost after 2,000 pairs as after none is the point.
private func appendAndTrimBenchmarks() {
    for cycles in [0, 2_000] {
        var churned = CollectionData(sections: [SectionData(itemCount: 1_000_000)])
        for _ in 0..<cycles { appendAndTrim(&churned) }
        let data = churned
        Benchmark("data append-and-trim 1000 counted items after \(cycles) pairs, 1000000 items") { benchmark in
            for _ in benchmark.scaledIterations {
                var changed = data
                appendAndTrim(&changed)
                blackHole(changed)
            }
        }
    }
}

/// The first 1,000 items of section 0.
private let firstThousand = (0..<1_000).map { IndexPath(section: 0, item: $0) }

/// 1,000 counted items named and appended to a million, then the first 1,000 deleted.
private func appendAndTrim(_ data: inout CollectionData) {
    let names = (0..<1_000).map {
        data.countedItemID(landingAt: IndexPath(section: 0, item: 1_000_000 + $0), avoiding: [])
    }
    data.insertItems(names.map { ItemAnswers(id: $0) }, at: IndexPath(section: 0, item: 1_000_000))
    data.deleteItems(firstThousand)
}

/// A section cut into many runs by earlier changes (single items inserted every 20 items of a million,
/// each splitting a run in two): a change or a lookup costs O(log runs), so 100,000 runs cost little more
/// than 1,000.
private func runHeavyDataChangeBenchmarks(page: [ItemAnswers]) {
    for inserts in [500, 50_000] {
        var data = CollectionData(sections: [SectionData(itemCount: 1_000_000)])
        for insert in 0..<inserts {
            data.insertItems([ItemAnswers(id: "cut-\(insert)")], at: IndexPath(section: 0, item: insert * 20 + 10))
        }
        let runs = data.sections[0].runs?.runCount ?? 0
        let middle = IndexPath(section: 0, item: data.sections[0].itemCount / 2 + 3)
        Benchmark("data insert 20 items in the middle, \(runs) runs") { benchmark in
            for _ in benchmark.scaledIterations {
                var changed = data
                changed.insertItems(page, at: middle)
                blackHole(changed)
            }
        }
        let scattered = (0..<20).map { IndexPath(section: 0, item: $0 * 49_999 + 7) }
        Benchmark("data delete 20 scattered items, \(runs) runs") { benchmark in
            for _ in benchmark.scaledIterations {
                var changed = data
                changed.deleteItems(scattered)
                blackHole(changed)
            }
        }
        Benchmark("data id of 1000 items, \(runs) runs") { benchmark in
            for _ in benchmark.scaledIterations {
                for item in stride(from: 0, to: 1_000_000, by: 1_000) {
                    blackHole(data.itemID(at: IndexPath(section: 0, item: item)))
                }
            }
        }
    }
}
