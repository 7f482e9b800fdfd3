import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// Batches (item moves, reloads and reconfigures with new answers, deletes and inserts, and section
/// deletes, inserts and moves) leave every layout placing what a fresh prepare of the final data places,
/// and the data holding the items a plain model of UIKit's rules holds, ids and all.
@Suite struct BatchPrepareTests {
    /// 16 random batches per case, each followed by a comparison with a fresh prepare; section operations
    /// only where the layout shows several sections.
    @Test(arguments: IncrementalPrepareTests.cases)
    func batchesPlaceWhatAFreshPrepareDoes(_ testCase: InvariantTests.Case) {
        var random = SeededGenerator.forTest("batch prepare, \(testCase.name)")
        var data = testCase.data
        var layout = testCase.layout.makeLayout()
        let context = { (data: CollectionData) in
            LayoutContext(data: data, viewportSize: testCase.viewport, contentInset: testCase.inset)
        }
        layout.prepare(context(data))
        var named = 0
        for round in 0..<16 {
            let batch = BatchGenerator.random(
                for: data, sections: !testCase.layout.isSingleSection && round % 4 == 3, named: &named, using: &random)
            let expected = BatchModel(data).applying(batch)
            data.apply(batch)
            #expect(expected.matches(data), "round \(round): ids after \(batch)")
            if let changes = batch.itemChanges {
                layout.prepare(context(data), changes: changes)
            } else {
                layout.prepare(context(data))
            }
            var fresh = testCase.layout.makeLayout()
            fresh.prepare(context(data))
            let difference = IncrementalPrepareTests.firstDifference(layout, fresh, data: data)
            #expect(difference == nil, "round \(round), after \(batch): \(difference ?? "")")
            if difference != nil { return }
        }
    }
}

/// UIKit's rules on plain arrays of ids: what each section holds after a batch, an inserted item known by
/// the id it carries, an item of an inserted section by nothing but its place.
struct BatchModel {
    var sections: [[ItemID?]]

    init(_ data: CollectionData) {
        sections = data.sections.indices.map { section in
            (0..<data.sections[section].itemCount).map { data.itemID(at: IndexPath(section: section, item: $0)) }
        }
    }

    func applying(_ batch: BatchUpdate) -> BatchModel {
        var model = self
        var moved: [IndexPath: ItemID?] = [:]
        for move in batch.moveItems { moved[move.to] = sections[move.from.section][move.from.item] }
        let leaving = Set(batch.deleteItems + batch.moveItems.map(\.from))
        for section in sections.indices {
            model.sections[section] = sections[section].indices.filter {
                !leaving.contains(IndexPath(section: section, item: $0))
            }.map { sections[section][$0] }
        }
        let plan = BatchUpdate.SectionPlan(batch, sectionCount: sections.count)
        let kept = model.sections
        model.sections = (0..<plan.count).map { after in
            switch plan.source(of: after) {
            case .kept(let before): return kept[before]
            case .inserted(let entry):
                return Array(repeating: nil, count: batch.insertSections[entry].section.itemCount)
            }
        }
        var landing: [(IndexPath, ItemID?)] = batch.insertItems.map { ($0.indexPath, $0.answers.id.map(ItemID.named)) }
        landing += moved.map { ($0.key, $0.value) }
        for (place, id) in landing.sorted(by: { $0.0 < $1.0 }) {
            model.sections[place.section].insert(id, at: place.item)
        }
        return model
    }

    /// Whether `data` holds these sections: the same counts, and every id known here at its place.
    func matches(_ data: CollectionData) -> Bool {
        guard data.sections.map(\.itemCount) == sections.map(\.count) else { return false }
        return sections.indices.allSatisfy { section in
            sections[section].indices.allSatisfy { item in
                let id = sections[section][item]
                return id == nil || data.itemID(at: IndexPath(section: section, item: item)) == id
            }
        }
    }
}

/// Random consistent batches.
enum BatchGenerator {
    static let sizes: [Size?] = [nil, Size(width: 100, height: 80), Size(width: 37.5, height: 22.25)]

    /// A batch of a few moves (within and across sections), deletes, inserts (carrying new ids `b1`,
    /// `b2`, …) and reloads or reconfigures with new sizes; with `sections`, a section deleted, one
    /// inserted, one moved and one reloaded as well, when there are enough.
    static func random(
        for data: CollectionData, sections: Bool, named: inout Int, using random: inout SeededGenerator
    ) -> BatchUpdate {
        var batch = BatchUpdate()
        let count = data.sections.count
        if sections, count >= 2 {
            let deleted = Int.random(in: 0..<count, using: &random)
            batch.deleteSections = [deleted]
            let after = count - 1 + 1
            batch.insertSections = [
                .init(Int.random(in: 0..<after, using: &random), section: SectionData(itemCount: 3))
            ]
            if let from = (0..<count).filter({ $0 != deleted }).randomElement(using: &random) {
                let free = (0..<after).filter { $0 != batch.insertSections[0].index }
                batch.moveSections = [.init(from: from, to: free.randomElement(using: &random)!)]
                if let reloaded = (0..<count).filter({ $0 != deleted && $0 != from }).randomElement(using: &random) {
                    batch.reloadSections = [reloaded]
                }
            }
        }
        let plan = BatchUpdate.SectionPlan(batch, sectionCount: count)
        let kept = (0..<count).filter { !batch.deleteSections.contains($0) }
        let targets = (0..<plan.count).filter { if case .kept = plan.source(of: $0) { true } else { false } }
        guard !kept.isEmpty else { return batch }
        var arrivals: [Int: [Arrival]] = [:]
        for section in Set((0..<2).map { _ in kept.randomElement(using: &random)! }) {
            var items = Array(0..<data.sections[section].itemCount).shuffled(using: &random)
            for _ in 0..<min(items.count, Int.random(in: 0...4, using: &random)) {
                let item = IndexPath(section: section, item: items.removeLast())
                if Bool.random(using: &random) {
                    batch.deleteItems.append(item)
                } else {
                    let to =
                        Bool.random(using: &random)
                        ? plan.destination(of: section)! : targets.randomElement(using: &random)!
                    arrivals[to, default: []].append(.move(item))
                }
            }
            for _ in 0..<min(items.count, Int.random(in: 0...2, using: &random)) {
                let item = IndexPath(section: section, item: items.removeLast())
                let answers = sizes.randomElement(using: &random)!.map { ItemAnswers(size: $0) }
                if Bool.random(using: &random) {
                    batch.reloadItems.append(.init(item, answers: answers))
                } else {
                    batch.reconfigureItems.append(.init(item, answers: answers))
                }
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                named += 1
                let size = sizes.randomElement(using: &random)!
                arrivals[plan.destination(of: section)!, default: []].append(
                    .insert(ItemAnswers(id: "b\(named)", size: size)))
            }
        }
        for (section, arriving) in arrivals {
            guard case .kept(let before) = plan.source(of: section) else { continue }
            let leaving = (batch.deleteItems + arrivals.values.joined().compactMap(\.source)).filter {
                $0.section == before
            }
            let total = data.sections[before].itemCount - leaving.count + arriving.count
            let places = Array(0..<total).shuffled(using: &random).prefix(arriving.count)
            for (arrival, place) in zip(arriving, places) {
                let path = IndexPath(section: section, item: place)
                switch arrival {
                case .move(let from): batch.moveItems.append(.init(from: from, to: path))
                case .insert(let answers): batch.insertItems.append(.init(path, answers: answers))
                }
            }
        }
        return batch
    }

    enum Arrival {
        case move(IndexPath)
        case insert(ItemAnswers)

        var source: IndexPath? {
            if case .move(let from) = self { return from }
            return nil
        }
    }
}
