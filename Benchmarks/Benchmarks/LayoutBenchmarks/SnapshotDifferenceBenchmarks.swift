import Benchmark
import LayoutCore

/// Issue 52: a diffable snapshot's difference over 100,000 item identifiers (100 sections of 1,000) with
/// 100 changes: 34 items deleted, 33 inserted and 33 moved (a third of them to another section). One
/// iteration is one `SnapshotDifference` from the two snapshots; the target is 20 ms. The second
/// benchmark reads the current snapshot from a view's data first (`snapshotIdentifiers()`), as applying a
/// snapshot step would.
func snapshotDifferenceBenchmarks() {
    let (current, new) = changedSnapshots()
    Benchmark("snapshot difference, 100000 ids, 100 changes") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try SnapshotDifference(from: current, to: new))
        }
    }
    let data = CollectionData(sections: (0..<100).map { _ in SectionData(itemCount: 1_000) })
    let fromData = changedSnapshots(of: data.snapshotIdentifiers()).new
    Benchmark("snapshot read and difference, 100000 items, 100 changes") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try SnapshotDifference(from: data.snapshotIdentifiers(), to: fromData))
        }
    }
}

/// 100 sections of 1,000 items named `"item-N"`, and the same with the changes listed above.
private func changedSnapshots(
    of base: DiffableSnapshot<String> = DiffableSnapshot(
        sections: (0..<100).map { section in
            .init(id: "section-\(section)", items: (0..<1_000).map { "item-\(section * 1_000 + $0)" })
        })
) -> (current: DiffableSnapshot<String>, new: DiffableSnapshot<String>) {
    var sections = base.sections
    for change in 0..<34 {
        sections[change * 3].items.remove(at: 500)
    }
    for change in 0..<33 {
        sections[change * 3 + 1].items.insert("new-\(change)", at: 250)
    }
    for change in 0..<33 {
        let from = change * 3 + 2
        let moved = sections[from].items.remove(at: 100)
        let to = change % 3 == 0 ? (from + 1) % 100 : from
        sections[to].items.insert(moved, at: 900)
    }
    return (base, DiffableSnapshot(sections: sections))
}
