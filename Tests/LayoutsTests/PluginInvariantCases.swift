import LayoutCore

@testable import Layouts

/// The plugin layout's configurations for the invariant checker: every plugin in both directions, with
/// headers and footers, pinned or not, with and without effects.
///
/// `dyadic` cases keep every length a sum of powers of two (two or four lanes and columns, aspect ratios
/// of 2, ½ and 1), so that positions reached by moving old ones and positions summed afresh are the same
/// doubles: a change's re-placement is then held to a fresh prepare exactly.
enum PluginInvariantCases {
    static func section(_ choice: PluginChoice, effects: [SectionEffect] = [], dyadic: Bool = false) -> SectionData {
        var answers = SectionAnswers(
            sectionInset: EdgeInsets(top: 8, left: 12, bottom: 6, right: 4), minimumLineSpacing: 6,
            minimumInteritemSpacing: 5, header: size(40, 30), footer: size(30, 20))
        answers.plugin = choice
        answers.effects = effects
        return SectionData(
            itemCount: 150,
            pattern: [
                ItemAnswers(size: size(80, 60), lineFraction: 2, aspectRatio: dyadic ? 2 : 1.5, canBeBig: true),
                ItemAnswers(
                    size: size(140, 40), lineFraction: dyadic ? 4 : 3, aspectRatio: dyadic ? 0.5 : 0.7,
                    canBeBig: false),
                ItemAnswers(size: size(50, 90), lineFraction: 1, aspectRatio: 1, canBeBig: true),
            ],
            answers: answers)
    }

    static func layout(_ axis: Axis, default choice: PluginChoice? = nil) -> LayoutSpec {
        var configuration = PluginLayoutConfiguration()
        configuration.scrollDirection = axis
        configuration.defaultPlugin = choice
        return .plugin(configuration)
    }

    static var cases: [InvariantTests.Case] { cases(dyadic: false) }

    static func cases(dyadic: Bool) -> [InvariantTests.Case] {
        let effects = [
            SectionEffect(.sticky(.start), kind: .header), SectionEffect(.sticky(.end), kind: .footer),
            SectionEffect(.elastic(spacing: 90, span: 200), kind: .cell), SectionEffect(.fade(span: 200), kind: .cell),
            SectionEffect(.tilt, kind: .cell),
        ]
        var cases: [InvariantTests.Case] = []
        for axis in Axis.allCases {
            let plugins = [
                plugin(.flow), plugin(.flow, alignment: .center), plugin(.grid, alignment: .end),
                plugin(.staggered, lineCount: dyadic ? 4 : 3),
                plugin(.staggered, lineCount: 2, placement: .shortestColumn),
                plugin(.mosaic, lineCount: 4, lineMultiple: 30), plugin(.flow, pinsHeaders: true),
            ]
            let plain = CollectionData(sections: plugins.map { section($0, dyadic: dyadic) })
            let withEffects = CollectionData(sections: plugins.map { section($0, effects: effects, dyadic: dyadic) })
            cases += [
                .init(name: "plugin \(axis), empty", layout: layout(axis), data: .empty),
                .init(name: "plugin \(axis), every plugin", layout: layout(axis), data: plain),
                .init(
                    name: "plugin \(axis), every plugin with effects", layout: layout(axis), data: withEffects,
                    inset: EdgeInsets(top: 20, left: 10, bottom: 30, right: 5), cellsInsideContent: false),
                .init(
                    name: "plugin \(axis), default plugin, empty sections",
                    layout: layout(axis, default: plugin(.grid)),
                    data: counts([0, 5, 0, 7])),
                .init(
                    name: "plugin \(axis), 200,000 mosaic items", layout: layout(axis, default: plugin(.mosaic)),
                    data: counts([200_000])),
            ]
        }
        return cases
    }
}
