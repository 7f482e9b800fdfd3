import LayoutCore
import Simulation

/// A view's state at one moment, in plain values: what a scenario's `expect` step checks.
public struct ViewSnapshot: Hashable, Sendable {
    /// `[x, y]`, points.
    public var contentOffset: [Double]
    /// `[dx, dy]` of the content, points per second.
    public var velocity: [Double]
    /// `idle`, `dragging`, `decelerating`, `bouncing` or `animating`.
    public var phase: String
    /// The displayed cells' `[section, item]`, in index-path order.
    public var visibleItems: [[Int]]
    /// The layout's focused item; nil for layouts without focus.
    public var focus: [Int]?

    init(_ state: ViewState) {
        contentOffset = [state.contentOffset.x, state.contentOffset.y]
        velocity = [state.velocity.dx, state.velocity.dy]
        phase = state.phase.rawValue
        visibleItems = state.visibleCells.map { [$0.section, $0.item] }
        focus = state.focus.map { [$0.section, $0.item] }
    }
}
