#if canImport(UIKit)
    import UIKit
#else
    import ScrollSimUIKit
#endif

extension UICollectionView {
    /// The fraction (0…1) of the item's area inside the visible bounds; 0 for an item not laid out.
    /// - Complexity: O(1) beyond the layout's attribute lookup.
    func visibleFraction(ofItemAt indexPath: IndexPath) -> CGFloat {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame, frame.width > 0, frame.height > 0
        else { return 0 }
        let shown = frame.intersection(bounds)
        guard !shown.isNull else { return 0 }
        return shown.width * shown.height / (frame.width * frame.height)
    }

    /// The distance (points) from the item's centre to the visible bounds' centre.
    func distanceToCenter(ofItemAt indexPath: IndexPath) -> CGFloat {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return .infinity }
        return hypot(frame.midX - bounds.midX, frame.midY - bounds.midY)
    }
}
