import LayoutCore

@testable import Layouts

/// A plugin layout scrolling along `axis` with no default plugin.
func pluginLayout(_ axis: Axis = .vertical) -> PluginLayout {
    var configuration = PluginLayoutConfiguration()
    configuration.scrollDirection = axis
    return PluginLayout(configuration: configuration)
}

/// A section placed by `plugin` with these section answers.
func pluginSection(
    _ plugin: PluginChoice, items: [ItemAnswers], inset: EdgeInsets = .zero, itemSpacing: Double = 0,
    lineSpacing: Double = 0, header: Size? = nil, footer: Size? = nil, effects: [SectionEffect] = []
) -> SectionData {
    var answers = SectionAnswers(
        sectionInset: inset, minimumLineSpacing: lineSpacing, minimumInteritemSpacing: itemSpacing, header: header,
        footer: footer)
    answers.plugin = plugin
    answers.effects = effects
    return SectionData(listed: items, answers: answers)
}

/// A plugin choice of `type` with its parameters.
func plugin(
    _ type: PluginType, alignment: FlowAlignment = .default, lineCount: Int = 2, lineMultiple: Double = 20,
    placement: StaggeredPlacement = .roundRobin, pinsHeaders: Bool = false
) -> PluginChoice {
    var choice = PluginChoice(type: type)
    choice.alignment = alignment
    choice.lineCount = lineCount
    choice.lineMultiple = lineMultiple
    choice.placement = placement
    choice.sectionHeadersPinToVisibleBounds = pinsHeaders
    return choice
}

func ratios(_ values: [Double], canBeBig: Bool? = nil) -> [ItemAnswers] {
    values.map { ItemAnswers(aspectRatio: $0, canBeBig: canBeBig) }
}

extension CollectionLayout {
    /// Every cell frame of section `section`, in item order.
    func frames(section: Int, count: Int, bounds: Rect = origin) -> [Rect?] {
        (0..<count).map { frame(section, $0, bounds: bounds) }
    }
}
