import LayoutCore

/// PluginLayout's plugins: how one section places its items.
public enum PluginType: String, Hashable, Sendable, CaseIterable {
    case flow
    case grid
    case staggered
    case mosaic
}

/// FlowLayoutAlignment: where a line's items go when they do not fill it.
public enum FlowAlignment: String, Hashable, Sendable, CaseIterable {
    case start
    case center
    case end
    /// Justified, a lone item centred; the last line left as placed.
    case `default`
}

/// How the staggered plugin picks an item's column.
public enum StaggeredPlacement: String, Hashable, Sendable, CaseIterable {
    /// Columns in turn, as the seed does.
    case roundRobin
    /// The column whose bottom is highest (the lowest index on a tie).
    case shortestColumn
}

/// A section's plugin and its section parameters (`pluginForSectionAt` with the plugin delegate's
/// section answers). Each plugin reads the parameters it knows; the spec decoder rejects the others.
public struct PluginChoice: Hashable, Sendable {
    public var type: PluginType
    /// Flow and grid: how an unfilled line is aligned.
    public var alignment: FlowAlignment = .default
    /// Staggered and mosaic: the number of columns (rows when horizontal), at least 1.
    public var lineCount: Int = 2
    /// Mosaic: item lengths along the scroll axis are multiples of this (at least 20 when vertical).
    public var lineMultiple: Double = 20
    /// Staggered: how items pick a column.
    public var placement: StaggeredPlacement = .roundRobin
    /// The plugin pins its section's header (a `sticky` start effect by default).
    public var sectionHeadersPinToVisibleBounds = false
    /// The plugin pins its section's footer (a `sticky` end effect by default).
    public var sectionFootersPinToVisibleBounds = false

    public init(type: PluginType) {
        self.type = type
    }
}

/// A scrolling effect, applied at query time to the attributes it concerns.
public enum ScrollEffect: Hashable, Sendable {
    /// StickyEffect: `start` keeps a header at the leading edge of the visible bounds, `end` a footer at
    /// the trailing edge, both within their section.
    case sticky(StickyEdge)
    /// ElasticEffect: cells entering from the trailing edge trail by up to `spacing` points over `span`.
    case elastic(spacing: Double, span: Double)
    /// FadeEffect: cells fade in over `span` points from the bottom.
    case fade(span: Double)
    /// TiltEffect: cells entering from the bottom are tilted back about the x axis.
    case tilt
}

/// StickyEffect's edge.
public enum StickyEdge: String, Hashable, Sendable, CaseIterable {
    case start
    case end
}

/// One `effects` entry of a section: an effect for the elements of one kind (`effectsForItemAt:kind:`).
public struct SectionEffect: Hashable, Sendable {
    public var effect: ScrollEffect
    /// `.cell`, `.header` or `.footer`.
    public var kind: ElementKind

    public init(_ effect: ScrollEffect, kind: ElementKind) {
        self.effect = effect
        self.kind = kind
    }
}

/// The plugin layout's own per-section questions.
extension SectionAnswerKey where Value == PluginChoice {
    /// The section's plugin (`plugin`, `pluginForSectionAt`); absent: the layout's default plugin.
    public static let plugin = SectionAnswerKey("plugin")
}

extension SectionAnswerKey where Value == [SectionEffect] {
    /// The section's effects by kind (`effects`, `effectsForItemAt:kind:`); absent: none.
    public static let effects = SectionAnswerKey("effects")
}

extension SectionAnswers {
    /// PluginLayout: the section's plugin (`pluginForSectionAt`); nil means the layout's default plugin.
    public var plugin: PluginChoice? {
        get { self[.plugin] }
        set { self[.plugin] = newValue }
    }

    /// PluginLayout: the section's effects by kind (`effectsForItemAt:kind:`), in the order given.
    public var effects: [SectionEffect] {
        get { self[.effects] ?? [] }
        set { self[.effects] = newValue.isEmpty ? nil : newValue }
    }
}
