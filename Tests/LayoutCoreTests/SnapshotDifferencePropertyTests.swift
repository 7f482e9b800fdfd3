import LayoutCore
import LayoutTestKit
import Testing

/// Seeded random snapshot pairs (section moves and deletions, inserted and empty sections, items deleted,
/// inserted, reordered and moved across sections, some leaving a deleted section or joining an inserted
/// one): the batch, applied by UIKit's rules (`BatchModel`), turns the current snapshot into the new one
/// exactly, and each item keeps its identity (issue 52).
@Suite struct SnapshotDifferencePropertyTests {
    @Test func theBatchTurnsTheCurrentSnapshotIntoTheNewOne() throws {
        var generator = SeededGenerator.forTest("snapshot difference")
        for _ in 0..<2_000 {
            var pair = RandomSnapshotPair(generator: &generator)
            let (current, new) = pair.make()
            let (reloading, reconfiguring) = pair.updates(of: new)
            let difference = try SnapshotDifference(
                from: current, to: new, reloading: reloading, reconfiguring: reconfiguring)
            #expect(BatchModel.apply(difference, to: current, new: new) == new, "\(current) → \(new)")
            checkIdentity(difference, current, new)
            checkUpdates(difference.reloadedItems, named: reloading, current, new)
            checkUpdates(difference.reconfiguredItems, named: reconfiguring, current, new)
        }
    }

    /// A move carries the same identifier; an insert is an item the batch cannot keep (new, or out of a
    /// deleted section); a delete one it cannot keep (gone, or into an inserted section).
    func checkIdentity(
        _ difference: SnapshotDifference, _ current: DiffableSnapshot<String>, _ new: DiffableSnapshot<String>
    ) {
        let old = Locations(current)
        let now = Locations(new)
        for move in difference.movedItems {
            #expect(
                current.sections[move.from.section].items[move.from.item]
                    == new.sections[move.to.section].items[move.to.item])
        }
        for place in difference.insertedItems {
            let id = new.sections[place.section].items[place.item]
            #expect(old.items[id].map { now.sections[current.sections[$0.section].id] == nil } ?? true, "\(id)")
        }
        for place in difference.deletedItems {
            let id = current.sections[place.section].items[place.item]
            #expect(now.items[id].map { old.sections[new.sections[$0.section].id] == nil } ?? true, "\(id)")
        }
    }

    /// Each identifier named whose item the batch keeps is listed once, at its place before and after.
    func checkUpdates(
        _ updates: [SnapshotDifference.Change<IndexPath>], named: [String], _ current: DiffableSnapshot<String>,
        _ new: DiffableSnapshot<String>
    ) {
        let old = Locations(current)
        let now = Locations(new)
        let kept = named.filter { id in
            guard let before = old.items[id], let after = now.items[id] else { return false }
            return now.sections[current.sections[before.section].id] != nil
                && old.sections[new.sections[after.section].id] != nil
        }
        #expect(Set(updates.map { current.sections[$0.from.section].items[$0.from.item] }) == Set(kept))
        #expect(updates.count == kept.count)
        for update in updates {
            #expect(
                current.sections[update.from.section].items[update.from.item]
                    == new.sections[update.to.section].items[update.to.item])
        }
        #expect(updates.map(\.from) == updates.map(\.from).sorted())
    }
}

/// Where each section and item of a snapshot stands.
struct Locations {
    var sections: [String: Int] = [:]
    var items: [String: IndexPath] = [:]

    init(_ snapshot: DiffableSnapshot<String>) {
        for (index, section) in snapshot.sections.enumerated() {
            sections[section.id] = index
            for (item, id) in section.items.enumerated() { items[id] = IndexPath(section: index, item: item) }
        }
    }
}

/// A current snapshot of up to 5 sections of up to 6 items, and a new one made from it by random edits.
struct RandomSnapshotPair {
    var generator: SeededGenerator
    var nextID = 0

    init(generator: inout SeededGenerator) {
        self.generator = SeededGenerator(seed: generator.next())
    }

    mutating func fresh(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

    mutating func make() -> (DiffableSnapshot<String>, DiffableSnapshot<String>) {
        var current: [DiffableSnapshot<String>.Section] = []
        for _ in 0..<Int.random(in: 0...5, using: &generator) {
            let items = (0..<Int.random(in: 0...6, using: &generator)).map { _ in fresh("i") }
            current.append(.init(id: fresh("s"), items: items))
        }
        var new = current.filter { _ in !chance(20) }
        let dropped = current.filter { section in !new.contains { $0.id == section.id } }.flatMap(\.items)
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let items = chance(40) ? [] : (0..<Int.random(in: 1...3, using: &generator)).map { _ in fresh("i") }
            new.insert(.init(id: fresh("s"), items: items), at: Int.random(in: 0...new.count, using: &generator))
        }
        if new.count > 1, chance(50) { new.swapAt(0, Int.random(in: 1..<new.count, using: &generator)) }
        editItems(&new, dropped: dropped)
        return (DiffableSnapshot(sections: current), DiffableSnapshot(sections: new))
    }

    /// Deletes, reorders, moves across sections and inserts items; some of `dropped` (items of deleted
    /// sections) come back elsewhere.
    mutating func editItems(_ sections: inout [DiffableSnapshot<String>.Section], dropped: [String]) {
        guard !sections.isEmpty else { return }
        for index in sections.indices {
            sections[index].items.removeAll { _ in chance(15) }
            if sections[index].items.count > 1, chance(40) {
                let count = sections[index].items.count
                sections[index].items.swapAt(
                    Int.random(in: 0..<count, using: &generator), Int.random(in: 0..<count, using: &generator))
            }
        }
        var moving = dropped.filter { _ in chance(30) }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let from = Int.random(in: 0..<sections.count, using: &generator)
            guard !sections[from].items.isEmpty else { continue }
            moving.append(
                sections[from].items.remove(at: Int.random(in: 0..<sections[from].items.count, using: &generator)))
        }
        moving += (0..<Int.random(in: 0...3, using: &generator)).map { _ in fresh("i") }
        for id in moving {
            let to = Int.random(in: 0..<sections.count, using: &generator)
            sections[to].items.insert(id, at: Int.random(in: 0...sections[to].items.count, using: &generator))
        }
    }

    /// About a tenth of the new items to reload, and a tenth of the others to reconfigure.
    mutating func updates(of new: DiffableSnapshot<String>) -> (reloading: [String], reconfiguring: [String]) {
        var reloading: [String] = []
        var reconfiguring: [String] = []
        for id in new.sections.flatMap(\.items) {
            if chance(10) {
                reloading.append(id)
            } else if chance(10) {
                reconfiguring.append(id)
            }
        }
        return (reloading.shuffled(using: &generator), reconfiguring)
    }
}
