import Foundation

/// A collection view, as UIKit's `UICollectionView` is, simulated: its layout, data source and delegates
/// are the app's own objects, called as UIKit calls them.
open class UICollectionView {
    /// The layout; setting it takes the new layout at once.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// The view's frame in its window, in points.
    public var frame: CGRect
    /// The delegate (scrolling, display and selection callbacks, and a flow layout's sizing questions).
    public weak var delegate: (any UICollectionViewDelegate)?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.frame = frame
        self.collectionViewLayout = layout
        layout.collectionView = self
    }
}
