import LayoutCore
import Simulation

/// A view's state at one moment, as ``ScrollSim/state(of:)`` reads it: the values a scenario's `expect`
/// step checks (offset, phase, visible cells, focus), each orthogonal section's own scroll and the
/// displayed supplementary views.
///
/// ```swift
/// let state = try sim.state()
/// #expect(state.phase == .idle)
/// #expect(state.contentOffset == [0, 100])
/// #expect(state.visibleItems == [[0, 1], [0, 2], [0, 3]])
/// ```
public struct ViewSnapshot: Hashable, Sendable {
    /// One orthogonal section's own scroll view: its `section`, `contentOffset` (points along the
    /// section's axis, 0 across; 0 is the section at rest as laid out), `phase` (`dragging` while a touch
    /// moves it) and `velocity` (points per second).
    ///
    /// ```swift
    /// #expect(try sim.state().section(0)?.phase == .idle)
    /// ```
    public typealias Section = ViewState.Section

    /// A displayed supplementary view: its element kind and index path.
    ///
    /// ```swift
    /// #expect(try sim.state().supplementaries == [.init(kind: "header", indexPath: [1, 0])])
    /// ```
    public struct Supplementary: Hashable, Sendable {
        /// The element kind, as UIKit names it: `header`, `footer`, or a layout's own kind.
        public var kind: String
        /// `[section, item]` of the element.
        public var indexPath: IndexPath

        public init(kind: String, indexPath: IndexPath) {
            self.kind = kind
            self.indexPath = indexPath
        }
    }

    /// The content offset, in points.
    public var contentOffset: Point
    /// The content's velocity, in points per second.
    public var velocity: Vector
    /// `idle`, `dragging`, `decelerating`, `bouncing` or `animating`.
    public var phase: ScrollPhase
    /// The displayed cells, in index-path order.
    public var visibleItems: [IndexPath]
    /// The layout's focused item; nil for layouts without focus.
    public var focus: IndexPath?
    /// Every orthogonal section's own scroll view, in section order (a section never scrolled rests at
    /// `[0, 0]`, idle); empty for a layout without orthogonal sections.
    public var sections: [Section]
    /// The displayed supplementary views, ordered by kind, then index path.
    public var supplementaries: [Supplementary]

    init(_ state: ViewState) {
        contentOffset = state.contentOffset
        velocity = state.velocity
        phase = state.phase
        visibleItems = state.visibleCells
        focus = state.focus
        sections = state.sections
        supplementaries = state.supplementaries.map { Supplementary(kind: $0.kind.rawValue, indexPath: $0.indexPath) }
    }

    /// Orthogonal section `section`'s scroll view; nil when the section does not scroll on its own.
    /// - Complexity: O(orthogonal sections).
    ///
    /// ```swift
    /// #expect(try sim.state().section(0)?.contentOffset == [480, 0])
    /// ```
    public func section(_ section: Int) -> Section? {
        sections.first { $0.section == section }
    }
}
