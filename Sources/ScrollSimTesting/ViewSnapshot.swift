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
        ///
        /// ```swift
        /// #expect(header.kind == "header")
        /// ```
        public var kind: String
        /// `[section, item]` of the element.
        ///
        /// ```swift
        /// #expect(header.indexPath == [1, 0])
        /// ```
        public var indexPath: IndexPath

        /// A supplementary view of `kind` at `indexPath`, to compare with ``ViewSnapshot/supplementaries``.
        ///
        /// ```swift
        /// let header = ViewSnapshot.Supplementary(kind: "header", indexPath: [1, 0])
        /// ```
        public init(kind: String, indexPath: IndexPath) {
            self.kind = kind
            self.indexPath = indexPath
        }
    }

    /// The content offset, in points.
    ///
    /// ```swift
    /// #expect(try sim.state().contentOffset == [0, 100])
    /// ```
    public var contentOffset: Point
    /// The content's velocity, in points per second.
    ///
    /// ```swift
    /// #expect(try sim.state().velocity == [0, 0])
    /// ```
    public var velocity: Vector
    /// `idle`, `dragging`, `decelerating`, `bouncing` or `animating`.
    ///
    /// ```swift
    /// #expect(try sim.state().phase == .idle)
    /// ```
    public var phase: ScrollPhase
    /// The displayed cells, in index-path order.
    ///
    /// ```swift
    /// #expect(try sim.state().visibleItems == [[0, 0], [0, 1]])
    /// ```
    public var visibleItems: [IndexPath]
    /// The layout's focused item; nil for layouts without focus.
    ///
    /// ```swift
    /// #expect(try sim.state().focus == [0, 1])
    /// ```
    public var focus: IndexPath?
    /// Every orthogonal section's own scroll view, in section order (a section never scrolled rests at
    /// `[0, 0]`, idle); empty for a layout without orthogonal sections.
    ///
    /// ```swift
    /// #expect(try sim.state().sections.map(\.section) == [0])
    /// ```
    public var sections: [Section]
    /// The displayed supplementary views, ordered by kind, then index path.
    ///
    /// ```swift
    /// #expect(try sim.state().supplementaries.map(\.kind) == ["header"])
    /// ```
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
