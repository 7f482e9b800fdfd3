/// A layout with sections that scroll on their own across the view (a compositional layout's orthogonal
/// sections, each in the scroll view UIKit embeds for it). A capability beside `CollectionLayout`; the
/// simulator finds it by conformance and keeps each section's scroll view.
public protocol OrthogonalScrollingLayout: CollectionLayout {
    /// The sections that scroll on their own, in increasing order. - Complexity: O(1).
    var orthogonalSections: [Int] { get }

    /// The scroll view of orthogonal section `section`, as laid out by the last prepare; nil when the
    /// section does not scroll on its own. - Complexity: O(1).
    func orthogonalScroller(section: Int) -> OrthogonalScroller?

    /// Scrolls orthogonal section `section` to `offset` points along its scroller's axis (0: at rest as
    /// laid out); its elements move by it, nothing else does. Ignored for any other section. A prepare
    /// puts every section back at 0. - Complexity: O(1).
    mutating func setOrthogonalOffset(_ offset: Double, section: Int)
}
