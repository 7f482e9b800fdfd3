import Foundation
import LayoutCore
import Layouts

/// The base of the layouts a `UICollectionView` takes, as UIKit's `UICollectionViewLayout` is. Only the
/// layouts this library provides can be used: a custom layout (overriding `prepare()` and
/// `layoutAttributesForElements(in:)`) is outside the modelled subset, so this class's initializer is not
/// public and a direct subclass from outside the module does not compile. It is open so that the flow and
/// compositional layouts are, as in UIKit (a subclass of those may override
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
@MainActor
open class UICollectionViewLayout {
    /// The view showing this layout; nil until a view takes it. UIKit keeps it weakly too.
    public internal(set) weak var collectionView: UICollectionView?

    init() {}

    /// Where a scroll that ends with `velocity` (points per millisecond, as UIKit passes it) comes to rest,
    /// given where the deceleration alone would take it: `proposedContentOffset` itself here, as UIKit's base
    /// layout answers. The view asks it once per release, before the delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The layout as the simulator runs it, asking `collectionView`'s delegate what UIKit's layout would ask
    /// (item sizes, section insets, …) for the items `itemCounts` gives per section.
    /// - Complexity: O(n) for n items when the layout asks per item.
    func simulatedLayout(for collectionView: UICollectionView, itemCounts: [Int]) -> SimulatedLayout {
        preconditionFailure("every layout of this module gives its simulated layout")
    }
}

/// A `UICollectionViewLayout` translated for the simulator: ScrollSim's layout spec and the data it lays
/// out (item counts with each item's and section's delegate answers), and the app's element kind string for
/// each of the spec's supplementary and decoration kinds.
struct SimulatedLayout {
    var spec: LayoutSpec
    var sections: [SectionData]
    /// The app's name for each kind the spec reports (a flow layout's `header` is UIKit's
    /// `UICollectionElementKindSectionHeader`); a kind not listed is named as ScrollSim names it.
    var kindNames: [ElementKind: String] = [:]
}
