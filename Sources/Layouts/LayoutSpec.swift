import LayoutCore

/// A layout chosen by type with its properties: what a view spec's `layout` describes.
public enum LayoutSpec: Hashable, Sendable {
    case flow(FlowLayoutConfiguration)
    case cellInsetFlow(FlowLayoutConfiguration)
    case table(TableLayoutConfiguration)
    case expanded(ExpandedConfiguration)
    case snapToCenter(SnapToCenterConfiguration)
    case infinite(InfiniteLayoutConfiguration)
    case carousel(CarouselConfiguration)
    case safari(SafariConfiguration)
    case plugin(PluginLayoutConfiguration)
    case compositional(CompositionalConfiguration)

    /// The spec's type.
    public var type: LayoutType {
        switch self {
        case .flow: return .flow
        case .cellInsetFlow: return .cellInsetFlow
        case .table: return .table
        case .expanded: return .expanded
        case .snapToCenter: return .snapToCenter
        case .infinite: return .infinite
        case .carousel: return .carousel
        case .safari: return .safari
        case .plugin: return .plugin
        case .compositional: return .compositional
        }
    }

    /// The spec's `type` name.
    public var typeName: String { type.rawValue }

    /// Whether the layout places a single section (the LNZ family, whose seeds fatalError on more, and
    /// LBExpanded, whose index paths are flat).
    public var isSingleSection: Bool {
        switch self {
        case .snapToCenter, .infinite, .carousel, .safari, .expanded: return true
        case .flow, .cellInsetFlow, .table, .plugin, .compositional: return false
        }
    }

    /// Whether the layout has an item in focus (`currentInFocus`, the seed's behaviour).
    public var hasFocus: Bool {
        switch self {
        case .snapToCenter, .infinite, .carousel: return true
        case .flow, .cellInsetFlow, .table, .expanded, .safari, .plugin, .compositional: return false
        }
    }

    /// A new, unprepared layout of this type.
    public func makeLayout() -> any CollectionLayout {
        switch self {
        case .flow(let configuration): return FlowLayout(configuration: configuration)
        case .cellInsetFlow(let configuration): return CellInsetFlowLayout(configuration: configuration)
        case .table(let configuration): return TableLayout(configuration: configuration)
        case .expanded(let configuration): return ExpandedLayout(configuration: configuration)
        case .snapToCenter(let configuration): return SnapToCenterLayout(configuration: configuration)
        case .infinite(let configuration): return InfiniteLayout(configuration: configuration)
        case .carousel(let configuration): return CarouselLayout(configuration: configuration)
        case .safari(let configuration): return SafariLayout(configuration: configuration)
        case .plugin(let configuration): return PluginLayout(configuration: configuration)
        case .compositional(let configuration): return CompositionalLayout(configuration: configuration)
        }
    }
}
