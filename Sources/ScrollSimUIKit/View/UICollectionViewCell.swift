import Foundation

/// A cell, as UIKit's `UICollectionViewCell`: an item's reusable view, selected and highlighted by the
/// collection view as a tap does it. Its content (`contentView`, configurations, backgrounds) is not
/// modelled.
open class UICollectionViewCell: UICollectionReusableView {
    /// Set by the collection view as its item is selected or deselected.
    open var isSelected: Bool {
        get { storedIsSelected }
        set { storedIsSelected = newValue }
    }
    /// Set by the collection view while a tap is down on its item.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set { storedIsHighlighted = newValue }
    }
    /// The values of `isSelected` and `isHighlighted`, internal: the compiler checks an internal
    /// property's exclusive access statically, a public one's at run time at each access.
    private var storedIsSelected = false
    private var storedIsHighlighted = false

    /// Resets the selected and highlighted states, as UIKit's does; subclasses call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
