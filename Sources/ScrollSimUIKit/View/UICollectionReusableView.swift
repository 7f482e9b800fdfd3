import Foundation

/// A view a collection view shows for an element and reuses, as UIKit's `UICollectionReusableView`:
/// supplementary views, and the base of cells.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with; nil for a view made directly.
    open internal(set) var reuseIdentifier: String? {
        get { storedReuseIdentifier }
        set { storedReuseIdentifier = newValue }
    }
    /// The value of `reuseIdentifier`, internal: the compiler checks an internal property's exclusive
    /// access statically, a public one's at run time at each access.
    private var storedReuseIdentifier: String?
    /// The element kind the view was registered and dequeued for (`UICollectionElementKindCell` for a cell);
    /// nil for a view made directly.
    var registeredKind: String?

    /// Called as the view is taken from its reuse pool, before `dequeue…` returns it: reset what the last
    /// element left. The default does nothing.
    open func prepareForReuse() {}

    /// Called with the element's attributes once the view has taken their frame, alpha and visibility, as
    /// UIKit calls it. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Takes the standard attributes (frame, alpha, hidden), then calls `apply(_:)`.
    func take(_ attributes: UICollectionViewLayoutAttributes) {
        frame = attributes.frame
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        apply(attributes)
    }
}
