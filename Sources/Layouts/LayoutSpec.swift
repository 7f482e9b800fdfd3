import LayoutCore

/// A layout chosen by type with its properties: what a view spec's `layout` describes.
public enum LayoutSpec: Hashable, Sendable {
    case flow(FlowLayoutConfiguration)
    case cellInsetFlow(FlowLayoutConfiguration)
    case table(TableLayoutConfiguration)

    /// The type names a spec may use, with those this version builds. The others are planned and rejected
    /// with a clear message until they exist.
    public static let availableTypes = ["flow", "cellInsetFlow", "table"]
    public static let plannedTypes = ["expanded", "snapToCenter", "infinite", "carousel", "safari", "plugin"]

    /// The spec's `type` name.
    public var typeName: String {
        switch self {
        case .flow: return "flow"
        case .cellInsetFlow: return "cellInsetFlow"
        case .table: return "table"
        }
    }

    /// A new, unprepared layout of this type.
    public func makeLayout() -> any CollectionLayout {
        switch self {
        case .flow(let configuration): return FlowLayout(configuration: configuration)
        case .cellInsetFlow(let configuration): return CellInsetFlowLayout(configuration: configuration)
        case .table(let configuration): return TableLayout(configuration: configuration)
        }
    }
}
