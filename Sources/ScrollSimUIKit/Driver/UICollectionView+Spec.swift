import Foundation
import LayoutCore
import ScrollPhysics
import ScrollSimTesting
import Simulation
import Specs

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
        let start = offset == .zero ? nil : Self.engineOffset(offset)
        return ViewSpec(
            viewport: frame.size.engine, contentInset: inset, contentOffset: start, layout: laidOut.spec,
            data: (dataSource as? any NamingDataSource)?.named(data) ?? data, physics: physics,
            prefetch: prefetchDataSource != nil && isPrefetchingEnabled ? PrefetchSettings() : nil)
    }

    /// Checks what a view spec must hold as given, before the view is shown: its frame's size, 0.001 to
    /// 100,000 pt a side (a viewport's lengths), and the offset set before, finite (past ±1e13 pt it is
    /// taken as that much, `engineOffset(_:)`), so that the view shown and its export are what a spec can
    /// say. - Throws: ``ScrollSimFailure`` naming the value, where UIKit raises on a geometry that is not
    ///   a number. - Complexity: O(1).
    func checkShowable() throws(ScrollSimFailure) {
        let size = frame.size
        let lengths = NumericDomain.smallestLength...NumericDomain.largestLength
        guard lengths.contains(Double(size.width)), lengths.contains(Double(size.height)) else {
            throw ScrollSimFailure(
                expected: "a frame of 0.001 to 100000 pt a side", actual: "\(size.width) × \(size.height)",
                milliseconds: 0)
        }
        guard offset.x.isFinite, offset.y.isFinite else {
            throw ScrollSimFailure(
                expected: "a finite contentOffset", actual: "(\(offset.x), \(offset.y))", milliseconds: 0)
        }
    }

    /// `offset` as the simulator takes it: each coordinate within ±1e13 pt (a spec's coordinates: UIKit
    /// takes any, and shows nothing that far), one past it as that much; one that is not finite stops with
    /// a precondition failure naming it, where UIKit raises (a layer's position that is not a number).
    /// - Complexity: O(1).
    static func engineOffset(_ offset: CGPoint) -> Point {
        precondition(
            offset.x.isFinite && offset.y.isFinite, "contentOffset (\(offset.x), \(offset.y)) is not finite")
        return Point(x: Double(coordinate: offset.x), y: Double(coordinate: offset.y))
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
