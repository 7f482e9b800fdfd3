/// A direction in the plane. A layout's scroll direction is its main axis; the other one is the cross axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    @inlinable
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
