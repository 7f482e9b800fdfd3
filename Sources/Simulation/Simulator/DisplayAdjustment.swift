import LayoutCore

/// The displayed elements of one view after a tick's move, offered to a host before the display diff, so
/// that it may change how they look, as UIKit's `visibleItemsInvalidationHandler` does: frame, alpha,
/// zIndex, transform and hidden flag. The elements that enter then carry the adjusted attributes in
/// `willDisplay`, and the displayed set keeps them.
public struct DisplayAdjustment {
    /// The view.
    public let view: String
    /// The view's content offset, in points.
    public let contentOffset: Point
    /// The displayed elements as the layout places them, in canonical order (read-only: the adjusted look
    /// goes in `looks`).
    public let elements: [LayoutAttributes]
    /// How each element of `elements` (same index) is shown; the host changes these.
    public var looks: [Look]
    /// The view's layout as it shows it now: what a host answering layout questions reads while it adjusts
    /// (the simulator, mid-step, cannot be read then).
    public let layout: any CollectionLayout
    /// Each orthogonal section's own offset along its axis, in points (0 for a section at rest or not
    /// orthogonal).
    private let offsets: SectionOffsets

    init(
        view: String, contentOffset: Point, elements: [LayoutAttributes], layout: any CollectionLayout,
        sectionOffsets: SectionOffsets
    ) {
        self.view = view
        self.contentOffset = contentOffset
        self.elements = elements
        self.looks = elements.map(Look.init)
        self.layout = layout
        self.offsets = sectionOffsets
    }

    /// Orthogonal section `section`'s own offset along its axis, in points. - Complexity: O(sections scrolled).
    public func sectionOffset(_ section: Int) -> Double { offsets[section] }

    /// What a host may change of a displayed element.
    public struct Look: Sendable {
        /// The frame in the content's coordinates, in points.
        public var frame: Rect
        /// Opacity, 0…1.
        public var alpha: Double
        public var zIndex: Int
        /// The transform about the element's centre.
        public var transform: Transform3D
        public var isHidden: Bool

        init(_ attributes: LayoutAttributes) {
            frame = attributes.frame
            alpha = attributes.alpha
            zIndex = attributes.zIndex
            transform = attributes.transform
            isHidden = attributes.isHidden
        }
    }

    /// `elements` with `looks` applied (identity, kind and layout frame kept). - Complexity: O(k).
    var adjusted: [LayoutAttributes] { elements.indices.map(adjusted) }

    /// Element `position` of `elements` with its look applied. - Complexity: O(1).
    public func adjusted(_ position: Int) -> LayoutAttributes {
        var attributes = elements[position]
        let look = looks[position]
        attributes.frame = look.frame
        attributes.alpha = look.alpha
        attributes.zIndex = look.zIndex
        attributes.transform = look.transform
        attributes.isHidden = look.isHidden
        return attributes
    }

    /// A host's adjustment, called synchronously in the middle of `Simulator.step(releaseTarget:adjusting:)`
    /// once per view whose offset or an orthogonal section's offset moved in the tick: it must not drive the
    /// simulator. - Complexity: the simulator's share is O(k) for k displayed elements, and none when no hook
    /// is given.
    public typealias Hook = (inout DisplayAdjustment) -> Void
}
