import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// A layout prepared again from a change (`prepare(_:changes:)`) places everything exactly where a fresh
/// prepare of the changed data does, for every layout type, after any sequence of inserts and deletes.
///
/// Sizes are multiples of a quarter point, so that positions reached by moving old ones and positions
/// summed afresh are the same doubles, not merely close.
@Suite struct IncrementalPrepareTests {
    /// Sizes inserted items may carry: none (the section's default), the grid's own, narrow, wider than
    /// a line, thin.
    static let insertedSizes: [Size?] = [nil, nil, size(100, 80), size(37.5, 22.25), size(400, 10), size(0.5, 60)]
    /// Scales inserted items may carry (the expanded layout reads them): none (one), two, four.
    static let insertedScales: [ItemScale?] = [nil, nil, .two, .four]
    /// Insets inserted items may carry (`cellInsetFlow` reads them): none, small, large along both axes.
    static let insertedInsets: [EdgeInsets?] = [
        nil, nil, EdgeInsets(top: 4, left: 3, bottom: 6, right: 2),
        EdgeInsets(top: 40.5, left: 30, bottom: 16, right: 50),
    ]

    static var flowCases: [InvariantTests.Case] {
        var cases: [InvariantTests.Case] = []
        for axis in Axis.allCases {
            let flow = InvariantTests.flowConfiguration(axis)
            var grid = FlowLayoutConfiguration()
            grid.scrollDirection = axis
            grid.itemSize = size(100, 80)
            grid.minimumLineSpacing = 7.5
            grid.headerReferenceSize = size(40, 30)
            let listed = SectionData(
                listed: (0..<400).map(listedAnswers), answers: SectionAnswers(footer: size(20, 25)))
            cases += [
                .init(name: "flow \(axis), uniform grid", layout: .flow(grid), data: counts([2000])),
                .init(name: "flow \(axis), uniform sections", layout: .flow(grid), data: counts([30, 0, 500, 7])),
                .init(
                    name: "flow \(axis), listed sizes", layout: .flow(flow),
                    data: CollectionData(sections: [listed, listed])),
                .init(name: "flow \(axis), empty section", layout: .flow(grid), data: counts([0])),
                .init(
                    name: "cellInsetFlow \(axis), listed insets", layout: .cellInsetFlow(flow),
                    data: CollectionData(sections: [insetListed, counts([0]).sections[0], insetListed]),
                    inset: EdgeInsets(top: 20, left: 10, bottom: 30, right: 5)),
                .init(
                    name: "cellInsetFlow \(axis), uniform grid", layout: .cellInsetFlow(grid), data: counts([900, 40])),
            ]
        }
        var clamped = InvariantTests.tableConfiguration(sticky: false, delegatedHeaders: true)
        clamped.minimumCellSize = size(30, 20)
        clamped.maximumCellSize = size(150, 90)
        let rows = [40, 7, 0, 25].map { SectionData(listed: (0..<$0).map(listedAnswers)) }
        cases.append(
            .init(name: "table, clamped listed rows", layout: .table(clamped), data: CollectionData(sections: rows)))
        return cases
    }

    /// Listed sizes, every third item inset: insets that push lines along the scroll axis and shrink
    /// items across it.
    static var insetListed: SectionData {
        SectionData(
            listed: (0..<300).map { item in
                var answers = listedAnswers(item)
                if item % 3 == 0 { answers.inset = insertedInsets[2 + item % 2] }
                return answers
            }, answers: SectionAnswers(header: size(30, 20)))
    }

    /// Item `item` of the listed sections: widths 20 to 169, heights 10 to 100, in no simple cycle.
    static func listedAnswers(_ item: Int) -> ItemAnswers {
        let width = Double(20 + (item * 37) % 150)
        let height = Double(10 + (item % 7) * 15)
        return ItemAnswers(size: size(width, height))
    }

    /// Every layout's invariant cases, the plugin's dyadic ones in place of the others.
    static var cases: [InvariantTests.Case] {
        let pluginNames = Set(PluginInvariantCases.cases.map(\.name))
        let every =
            flowCases + InvariantTests.cases.filter { !pluginNames.contains($0.name) }
            + PluginInvariantCases.cases(dyadic: true)
        return every.filter { !$0.data.sections.isEmpty && $0.data.totalItemCount <= 3000 }
    }

    @Test(arguments: cases)
    func changesPlaceWhatAFreshPrepareDoes(_ testCase: InvariantTests.Case) {
        checkRandomChanges(testCase, insertingAlike: false)
    }

    /// Sections whose items are all alike, before and after: the layouts' shortcuts for them (flow's full
    /// lines, the expanded grid's blocks, a table row's columns) hold wherever the change is.
    static var uniformCases: [InvariantTests.Case] {
        var grid = FlowLayoutConfiguration()
        grid.itemSize = size(100, 80)
        let table = InvariantTests.tableConfiguration(sticky: false, delegatedHeaders: false)
        let twos = SectionData(itemCount: 2999, common: ItemAnswers(scale: .two))
        let inset = EdgeInsets(top: 4, left: 3, bottom: 6, right: 2)
        return [
            .init(name: "flow, uniform", layout: .flow(grid), data: counts([1000, 0, 500])),
            .init(
                name: "cellInsetFlow, uniform", layout: .cellInsetFlow(grid),
                data: CollectionData(sections: [SectionData(itemCount: 900, common: ItemAnswers(inset: inset)), twos])),
            .init(name: "expanded, uniform ones", layout: .expanded(ExpandedConfiguration()), data: counts([2999])),
            .init(
                name: "expanded, uniform twos", layout: .expanded(ExpandedConfiguration()),
                data: CollectionData(sections: [twos])),
            .init(name: "table, uniform rows", layout: .table(table), data: counts([30, 0, 120, 7])),
        ]
    }

    @Test(arguments: uniformCases)
    func changesToAlikeItemsPlaceWhatAFreshPrepareDoes(_ testCase: InvariantTests.Case) {
        checkRandomChanges(testCase, insertingAlike: true)
    }

    /// 24 random changes, each followed by a comparison with a fresh prepare; inserted items answer what
    /// their section's `item` does when `insertingAlike`.
    private func checkRandomChanges(_ testCase: InvariantTests.Case, insertingAlike: Bool) {
        var random = SeededGenerator.forTest("incremental prepare, \(testCase.name)")
        var data = testCase.data
        var layout = testCase.layout.makeLayout()
        layout.prepare(context(testCase, data))
        var named = 0
        for round in 0..<24 {
            let changes = Self.randomChange(to: &data, named: &named, alike: insertingAlike, using: &random)
            layout.prepare(context(testCase, data), changes: changes)
            var fresh = testCase.layout.makeLayout()
            fresh.prepare(context(testCase, data))
            let difference = Self.firstDifference(layout, fresh, data: data)
            #expect(difference == nil, "round \(round), after \(changes.edits): \(difference ?? "")")
            if difference != nil { return }
        }
    }

    /// The plugin layout's stored geometry after changes (frames, lines, chunk index, sections) is what a
    /// fresh prepare builds, not only what the queries above return: a chunk left with stale bounds would
    /// hide cells from a narrow query only.
    @Test(arguments: PluginInvariantCases.cases(dyadic: true).filter { !$0.data.sections.isEmpty })
    func pluginChangesBuildTheGeometryAFreshPrepareDoes(_ testCase: InvariantTests.Case) throws {
        var random = SeededGenerator.forTest("plugin geometry, \(testCase.name)")
        var data = testCase.data
        var layout = try #require(testCase.layout.makeLayout() as? PluginLayout)
        layout.prepare(context(testCase, data))
        var named = 0
        for round in 0..<(data.totalItemCount > 3000 ? 4 : 24) {
            let changes = Self.randomChange(to: &data, named: &named, using: &random)
            layout.prepare(context(testCase, data), changes: changes)
            var fresh = layout
            fresh.prepare(context(testCase, data))
            #expect(layout.geometry == fresh.geometry, "round \(round), after \(changes.edits)")
            if layout.geometry != fresh.geometry { return }
        }
    }

    /// Safari's tallest tab (which finds the tabs reaching into a rect from above, unseen by a query over
    /// everything) is what a fresh prepare finds, whether a change raised it, kept it or deleted it.
    @Test func safariKeepsItsTallestTabAcrossChanges() {
        var random = SeededGenerator.forTest("safari tallest tab")
        let short = [ItemAnswers(size: size(375, 50)), ItemAnswers(size: size(300, 30))]
        var data = CollectionData(sections: [SectionData(itemCount: 200, pattern: short)])
        let viewport = size(375, 667)
        var layout = SafariLayout()
        layout.prepare(LayoutContext(data: data, viewportSize: viewport))
        var named = 0
        for round in 0..<60 {
            let changes = Self.randomChange(to: &data, named: &named, using: &random)
            layout.prepare(LayoutContext(data: data, viewportSize: viewport), changes: changes)
            var fresh = SafariLayout()
            fresh.prepare(LayoutContext(data: data, viewportSize: viewport))
            #expect(layout.tallest == fresh.tallest, "round \(round), after \(changes.edits)")
        }
        let tallestBefore = layout.tallest
        let tallestTabs = (0..<data.sections[0].itemCount).filter {
            (data.sections[0].size(at: $0)?.height ?? SafariConfiguration().itemSize.height) == layout.tallest
        }.map { IndexPath(section: 0, item: $0) }
        data.deleteItems(tallestTabs)
        layout.prepare(LayoutContext(data: data, viewportSize: viewport), changes: .deletion(of: tallestTabs))
        var fresh = SafariLayout()
        fresh.prepare(LayoutContext(data: data, viewportSize: viewport))
        #expect(layout.tallest == fresh.tallest && fresh.tallest < tallestBefore, "after deleting every tallest tab")
    }

    private func context(_ testCase: InvariantTests.Case, _ data: CollectionData) -> LayoutContext {
        LayoutContext(data: data, viewportSize: testCase.viewport, contentInset: testCase.inset)
    }

    /// Inserts up to 25 items (answering what the section's `item` does when `alike`) at a random place in
    /// a random section, or deletes up to 12 scattered items
    /// (a run of neighbours among them at times), in one section or across all.
    static func randomChange(
        to data: inout CollectionData, named: inout Int, alike: Bool = false, using random: inout SeededGenerator
    ) -> ItemChanges {
        let section = Int.random(in: 0..<data.sections.count, using: &random)
        let count = data.sections[section].itemCount
        if count == 0 || Bool.random(using: &random) {
            let items = (0..<Int.random(in: 1...25, using: &random)).map { _ in
                named += 1
                if alike {
                    var answers = data.sections[section].common
                    answers.id = "n\(named)"
                    return answers
                }
                return ItemAnswers(
                    id: "n\(named)", size: insertedSizes.randomElement(using: &random)!,
                    inset: insertedInsets.randomElement(using: &random)!,
                    scale: insertedScales.randomElement(using: &random)!)
            }
            let position = IndexPath(section: section, item: Int.random(in: 0...count, using: &random))
            data.insertItems(items, at: position)
            return .insertion(of: items.count, at: position)
        }
        let sections =
            Bool.random(using: &random) ? [section] : data.sections.indices.filter { data.sections[$0].itemCount > 0 }
        var deleted: Set<IndexPath> = []
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let chosen = sections.randomElement(using: &random)!
            let item = Int.random(in: 0..<data.sections[chosen].itemCount, using: &random)
            deleted.insert(IndexPath(section: chosen, item: item))
            if item + 1 < data.sections[chosen].itemCount, Bool.random(using: &random) {
                deleted.insert(IndexPath(section: chosen, item: item + 1))
            }
        }
        let paths = Array(deleted)
        data.deleteItems(paths)
        return .deletion(of: paths)
    }

    /// The first way `layout` differs from `fresh`: content size, then each item's attributes, then what a
    /// query over the whole content returns. Nil when they agree.
    static func firstDifference(_ layout: any CollectionLayout, _ fresh: any CollectionLayout, data: CollectionData)
        -> String?
    {
        guard layout.contentSize == fresh.contentSize else {
            return "content size \(layout.contentSize), fresh \(fresh.contentSize)"
        }
        let bounds = Rect(x: 0, y: 0, width: 375, height: 667)
        for (section, sectionData) in data.sections.enumerated() {
            for item in 0..<sectionData.itemCount {
                let path = IndexPath(section: section, item: item)
                let got = layout.attributes(forItem: path, bounds: bounds)
                let expected = fresh.attributes(forItem: path, bounds: bounds)
                if got != expected {
                    return "item \(path): \(String(describing: got)), fresh \(String(describing: expected))"
                }
            }
        }
        let size = fresh.contentSize
        let everything = Rect(
            x: -1000, y: -1000, width: min(size.width, 1e6) + 2000, height: min(size.height, 1e6) + 2000)
        let got = layout.attributes(in: everything, bounds: bounds).sorted(by: LayoutAttributes.canonicallyOrdered)
        let expected = fresh.attributes(in: everything, bounds: bounds).sorted(by: LayoutAttributes.canonicallyOrdered)
        guard got == expected else {
            let first = zip(got, expected).first { $0 != $1 }
            return "query: \(got.count) elements, fresh \(expected.count); first differing \(String(describing: first))"
        }
        return nil
    }
}
