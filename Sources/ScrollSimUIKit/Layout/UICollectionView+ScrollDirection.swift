import Foundation
import LayoutCore

extension UICollectionView {
    /// The direction a flow or compositional layout scrolls in, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1

        /// ScrollSim's axis for it.
        var axis: Axis { self == .vertical ? .vertical : .horizontal }
    }
}
