/// The layout types a view spec's `layout.type` names, in the protocol's order: one vocabulary, decoded
/// once (`LayoutType(rawValue:)`) and written back by its raw value.
public enum LayoutType: String, CaseIterable, Hashable, Sendable {
    case flow, cellInsetFlow, table, expanded, snapToCenter, infinite, carousel, safari, plugin, compositional
}
