import Benchmark
import LayoutCore
import Layouts

/// Issue 6: `prepare` of the expanded layout and of each plugin at 1,000,000 items (divide by the count for
/// the cost per item; budget 100 ns), and viewport queries with every effect on (budget 10 µs).
func expandedAndPluginBenchmarks(viewport: Size) {
    let count = 1_000_000
    let expanded = LayoutContext(data: ExpandedPluginFixtures.expandedData(count: count), viewportSize: viewport)
    prepareBenchmark("expanded prepare, 1,000,000 items, mixed scales", context: expanded, timeUnits: .microseconds) {
        ExpandedLayout()
    }
    viewportQueryBenchmark(
        "expanded attributes(in: viewport), 1,000,000 items", layout: ExpandedLayout(), context: expanded)

    for type in PluginType.allCases {
        let context = LayoutContext(
            data: ExpandedPluginFixtures.pluginData(count: count, type: type, effects: false), viewportSize: viewport)
        prepareBenchmark("plugin \(type.rawValue) prepare, 1,000,000 items", context: context, timeUnits: .microseconds)
        {
            PluginLayout()
        }
        let withEffects = LayoutContext(
            data: ExpandedPluginFixtures.pluginData(count: count, type: type, effects: true), viewportSize: viewport)
        viewportQueryBenchmark(
            "plugin \(type.rawValue) attributes(in: viewport) with effects, 1,000,000 items", layout: PluginLayout(),
            context: withEffects)
    }
    // Issue 14: shortest-column placement over 10,000 columns (a heap of column bottoms; 14 s by a scan).
    let manyColumns = LayoutContext(
        data: ExpandedPluginFixtures.pluginData(
            count: count, type: .staggered, effects: false, lineCount: 10_000, placement: .shortestColumn),
        viewportSize: viewport)
    prepareBenchmark("plugin staggered shortestColumn prepare, 10,000 columns, 1,000,000 items", context: manyColumns) {
        PluginLayout()
    }
}

/// The data the expanded and plugin benchmarks measure.
enum ExpandedPluginFixtures {
    /// A 12-item cycle of scales that makes every block shape.
    static func expandedData(count: Int) -> CollectionData {
        let scales: [ItemScale] = [.two, .one, .one, .one, .one, .four, .one, .one, .one, .one, .two, .one]
        return CollectionData(sections: [
            SectionData(itemCount: count, pattern: scales.map { ItemAnswers(scale: $0) })
        ])
    }

    /// One section of `count` items placed by `type` in `lineCount` lanes, with a pinned header and, when
    /// `effects`, elastic, fade and tilt on the cells.
    static func pluginData(
        count: Int, type: PluginType, effects: Bool, lineCount: Int = 3, placement: StaggeredPlacement = .roundRobin
    ) -> CollectionData {
        var plugin = PluginChoice(type: type)
        plugin.lineCount = lineCount
        plugin.placement = placement
        plugin.sectionHeadersPinToVisibleBounds = true
        var answers = SectionAnswers(
            sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), minimumLineSpacing: 8,
            minimumInteritemSpacing: 8, header: Size(width: 375, height: 44))
        answers.plugin = plugin
        if effects {
            answers.effects = [
                SectionEffect(.elastic(spacing: 90, span: 200), kind: .cell),
                SectionEffect(.fade(span: 200), kind: .cell),
                SectionEffect(.tilt, kind: .cell),
            ]
        }
        let pattern = [
            ItemAnswers(size: Size(width: 115, height: 115), lineFraction: 3, aspectRatio: 1, canBeBig: true),
            ItemAnswers(size: Size(width: 172, height: 80), lineFraction: 2, aspectRatio: 1.5, canBeBig: false),
            ItemAnswers(size: Size(width: 115, height: 140), lineFraction: 3, aspectRatio: 0.75, canBeBig: false),
        ]
        return CollectionData(sections: [SectionData(itemCount: count, pattern: pattern, answers: answers)])
    }
}
