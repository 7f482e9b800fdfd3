import Foundation
import LayoutCore
import ScrollPhysics
import Simulation

extension UICollectionView {
    /// The view as the simulator takes it: its frame's size, insets, offset (when set), scroll settings,
    /// prefetching, and its layout's spec with the data source's counts and the layout's answers.
    /// Reads the data source (`itemCounts`). - Complexity: O(sections) data-source calls, plus the
    /// layout's questions.
    func makeViewSpec() -> ViewSpec {
        itemCounts = readItemCounts()
        let laidOut = collectionViewLayout.simulatedLayout(for: self, itemCounts: itemCounts)
        kindNames = laidOut.kindNames
        var physics = ScrollSettings()
        physics.pagingEnabled = isPagingEnabled
        physics.bounces = bounces
        physics.decelerationRate =
            switch decelerationRate {
            case .normal: .normal
            case .fast: .fast
            default: Self.customRate(decelerationRate)
            }
        let data = CollectionData(sections: laidOut.sections)
        let inset = contentInset.engine
        let start = offset == .zero ? nil : offset.engine
        return ViewSpec(
            viewport: frame.size.engine, contentInset: inset, contentOffset: start, layout: laidOut.spec,
            data: (dataSource as? any NamingDataSource)?.named(data) ?? data, physics: physics,
            prefetch: prefetchDataSource != nil && isPrefetchingEnabled ? PrefetchSettings() : nil)
    }

    /// A rate other than `.normal` and `.fast` as the physics takes it: a rate per millisecond in (0, 1), as
    /// a view spec's `decelerationRate` is; another (0, 1.5, NaN) stops with a precondition failure naming
    /// it, where UIKit would scroll without end or not at all.
    private static func customRate(_ rate: UIScrollView.DecelerationRate) -> ScrollPhysics.DecelerationRate {
        let value = Double(rate.rawValue)
        precondition(value > 0 && value < 1, "decelerationRate \(value) is outside (0, 1)")
        return ScrollPhysics.DecelerationRate.custom(value)
    }
}
