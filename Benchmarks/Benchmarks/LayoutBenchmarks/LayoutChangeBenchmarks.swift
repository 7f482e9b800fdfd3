import Benchmark
import LayoutCore
import Layouts

/// Issue 37, part 2: a data change and the layout's re-prepare from it (`prepare(_:changes:)`), as a view
/// applies them: the flow, cell-inset flow, expanded, table and plugin layouts'. One feed is changed again
/// and again across iterations, as pagination does, so its history is in the figures: a change costs the section's runs too (one more per page), so a run stops at
/// 1,000 changes — the thousand pages. The inserted pages reuse their ids (the data does not look
/// at them; the simulator does).
func layoutChangeBenchmarks(viewport: Size) {
    let page = (0..<20).map { ItemAnswers(id: "page-\($0)") }
    let thousandPages = Benchmark.Configuration(maxIterations: 1_000)
    let sections: [(String, @Sendable (Int) -> SectionData)] = [
        ("uniform", { SectionData(itemCount: $0) }),
        ("patterned", { Fixtures.flowData(count: $0, patterned: true).sections[0] }),
        ("listed with overrides", listedWithOverrides),
    ]
    for (label, make) in sections {
        for count in [1_000, 1_000_000] {
            let feed = ChangingFeed(viewport: viewport) { make(count) }
            Benchmark("flow append 20 items, \(label), \(count) items", configuration: thousandPages) { benchmark in
                for _ in benchmark.scaledIterations { feed.insert(page, at: feed.count) }
            }
        }
    }
    for (label, make) in sections.prefix(2) {
        let feed = ChangingFeed(viewport: viewport) { make(1_000_000) }
        Benchmark("flow insert 20 items in the middle, \(label), 1000000 items", configuration: thousandPages) {
            benchmark in
            for _ in benchmark.scaledIterations { feed.insert(page, at: feed.count / 2) }
        }
    }
    let deleting = ChangingFeed(viewport: viewport) { SectionData(itemCount: 1_000_000) }
    Benchmark("flow delete 20 scattered items, uniform, 1000000 items", configuration: thousandPages) {
        benchmark in
        for _ in benchmark.scaledIterations {
            deleting.delete((0..<20).map { IndexPath(section: 0, item: $0 * (deleting.count / 20)) })
        }
    }
    for type in [PluginType.flow, .mosaic] {
        let feed = ChangingFeed(viewport: viewport, layout: PluginLayout()) { pluginFeed(type) }
        Benchmark(
            "plugin \(type.rawValue) append 20 items to the last of 1,000 sections of 1,000 items",
            configuration: thousandPages
        ) { benchmark in
            for _ in benchmark.scaledIterations { feed.insert(page, at: feed.count) }
        }
    }
    for count in [1_000, 1_000_000] {
        let onePluginSection = ChangingFeed(viewport: viewport, layout: PluginLayout()) {
            ExpandedPluginFixtures.pluginData(count: count, type: .flow, effects: false)
        }
        Benchmark("plugin flow append 20 items, one section of \(count) items", configuration: thousandPages) {
            benchmark in
            for _ in benchmark.scaledIterations { onePluginSection.insert(page, at: onePluginSection.count) }
        }
    }
    let middlePlugin = ChangingFeed(viewport: viewport, layout: PluginLayout()) {
        ExpandedPluginFixtures.pluginData(count: 1_000_000, type: .flow, effects: false)
    }
    Benchmark("plugin flow insert 20 items in the middle, one section of 1000000 items", configuration: thousandPages) {
        benchmark in
        for _ in benchmark.scaledIterations { middlePlugin.insert(page, at: middlePlugin.count / 2) }
    }
    for count in [1_000, 1_000_000] {
        let insetFeed = ChangingFeed(
            viewport: viewport, layout: CellInsetFlowLayout(configuration: Fixtures.flowConfiguration)
        ) { Fixtures.insetData(count: count) }
        Benchmark("cellInsetFlow append 20 items, patterned insets, \(count) items", configuration: thousandPages) {
            benchmark in
            for _ in benchmark.scaledIterations { insetFeed.insert(page, at: insetFeed.count) }
        }
        let expandedFeed = ChangingFeed(viewport: viewport, layout: ExpandedLayout()) {
            ExpandedPluginFixtures.expandedData(count: count)
        }
        Benchmark("expanded append 20 items, mixed scales, \(count) items", configuration: thousandPages) {
            benchmark in
            for _ in benchmark.scaledIterations { expandedFeed.insert(page, at: expandedFeed.count) }
        }
    }
    let middleExpanded = ChangingFeed(viewport: viewport, layout: ExpandedLayout()) {
        ExpandedPluginFixtures.expandedData(count: 1_000_000)
    }
    Benchmark("expanded insert 20 items in the middle, mixed scales, 1000000 items", configuration: thousandPages) {
        benchmark in
        for _ in benchmark.scaledIterations { middleExpanded.insert(page, at: middleExpanded.count / 2) }
    }
    let table = ChangingFeed(viewport: viewport, layout: TableLayout(configuration: Fixtures.tableConfiguration)) {
        Fixtures.tableContext(rows: 1000, columns: 1000, viewport: viewport).data
    }
    Benchmark("table append 20 cells to the last row, 1000×1000 cells", configuration: thousandPages) { benchmark in
        for _ in benchmark.scaledIterations { table.insert(page, at: table.count) }
    }
    // Issue 52: one item moved (a batch's delete and insert, each re-placed incrementally), back and forth
    // between a tenth and nine tenths of the feed so that its runs stay few.
    let moving = ChangingFeed(viewport: viewport) { SectionData(itemCount: 1_000_000) }
    Benchmark("flow move 1 item, uniform, 1000000 items", configuration: thousandPages) { benchmark in
        for iteration in benchmark.scaledIterations {
            let forth = iteration % 2 == 0
            moving.move(from: forth ? 100_000 : 900_000, to: forth ? 900_000 : 100_000)
        }
    }
    let bulk = (0..<100_000).map { ItemAnswers(id: "bulk-\($0)") }
    Benchmark("flow insert 100000 items, patterned, 1000000 items", configuration: .init(maxIterations: 20)) {
        benchmark in
        let feed = ChangingFeed(viewport: viewport) { Fixtures.flowData(count: 1_000_000, patterned: true).sections[0] }
        feed.prepare()
        benchmark.startMeasurement()
        feed.insert(bulk, at: 300_000)
    }
}

/// 1,000 sections of 1,000 items, each a section of the plugin benchmarks' (`type`, a pinned header).
private func pluginFeed(_ type: PluginType) -> CollectionData {
    let section = ExpandedPluginFixtures.pluginData(count: 1_000, type: type, effects: false).sections[0]
    return CollectionData(sections: Array(repeating: section, count: 1_000))
}

/// One section of `count` listed items of two alternating sizes, every hundredth overridden.
private func listedWithOverrides(_ count: Int) -> SectionData {
    let sizes = [Size(width: 172, height: 120), Size(width: 172, height: 90)]
    var overrides: [Int: ItemAnswers] = [:]
    for item in stride(from: 0, to: count, by: 100) {
        overrides[item] = ItemAnswers(size: Size(width: 355, height: 60))
    }
    return SectionData(listed: (0..<count).map { ItemAnswers(size: sizes[$0 % 2]) }, overrides: overrides)
}

/// A layout and its data, prepared on first use (a run registers every benchmark but runs one) and
/// changed in place by each call, at the end of its last section unless told. Used by one benchmark at a
/// time.
private final class ChangingFeed: @unchecked Sendable {
    private let make: @Sendable () -> CollectionData
    private let viewport: Size
    private var data = CollectionData.empty
    private var layout: any CollectionLayout
    private var prepared = false

    init(viewport: Size, layout: any CollectionLayout, data make: @escaping @Sendable () -> CollectionData) {
        self.make = make
        self.viewport = viewport
        self.layout = layout
    }

    /// A flow layout of the one section `make` gives.
    convenience init(viewport: Size, make: @escaping @Sendable () -> SectionData) {
        self.init(viewport: viewport, layout: FlowLayout(configuration: Fixtures.flowConfiguration)) {
            CollectionData(sections: [make()])
        }
    }

    /// Builds and prepares the feed, once.
    func prepare() {
        guard !prepared else { return }
        prepared = true
        data = make()
        layout.prepare(LayoutContext(data: data, viewportSize: viewport))
    }

    /// The items of the last section.
    var count: Int {
        prepare()
        return data.sections[data.sections.count - 1].itemCount
    }

    func insert(_ items: [ItemAnswers], at item: Int) {
        prepare()
        let position = IndexPath(section: data.sections.count - 1, item: item)
        data.insertItems(items, at: position)
        layout.prepare(
            LayoutContext(data: data, viewportSize: viewport), changes: .insertion(of: items.count, at: position))
        blackHole(layout.contentSize)
    }

    func delete(_ items: [IndexPath]) {
        prepare()
        data.deleteItems(items)
        layout.prepare(LayoutContext(data: data, viewportSize: viewport), changes: .deletion(of: items))
        blackHole(layout.contentSize)
    }

    /// A batch moving one item of the last section from `from` (before it) to `to` (after it).
    func move(from: Int, to: Int) {
        prepare()
        let section = data.sections.count - 1
        let batch = BatchUpdate(
            moveItems: [.init(from: IndexPath(section: section, item: from), to: IndexPath(section: section, item: to))]
        )
        data.apply(batch)
        layout.prepare(LayoutContext(data: data, viewportSize: viewport), changes: batch.itemChanges!)
        blackHole(layout.contentSize)
    }
}
