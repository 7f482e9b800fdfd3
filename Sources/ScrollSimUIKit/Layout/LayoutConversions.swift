import Foundation
import LayoutCore
import Specs

// UIKit's geometry as ScrollSim's engines take it. A length UIKit would log as invalid (negative, NaN or
// infinite) is taken as 0: the hook that translates a layout does not fail, and an engine given such a
// length would place nothing sensible. A finite length past what a view spec takes
// (`NumericDomain.largestLength`, 100,000 pt) is taken as that much, one below its resolution
// (`NumericDomain.smallestLength`, 0.001 pt) as 0, so that content stays finite and printable. Offsets and
// fractions are bounded as a spec's are too: a coordinate within ±1e13 pt, a fraction within ±100.

extension Double {
    /// `value` in points: 0 when it is negative, not finite or under 0.001 pt, at most 100,000 pt. O(1).
    init(length value: CGFloat) {
        let points = Double(value)
        guard points.isFinite, points >= NumericDomain.smallestLength else {
            self = 0
            return
        }
        self = Swift.min(points, NumericDomain.largestLength)
    }
}

extension Double {
    /// `value` as a coordinate in points (an offset): 0 when it is not finite, within ±1e13 pt (a spec's
    /// coordinates, `NumericDomain.largestCoordinate`). O(1).
    init(coordinate value: CGFloat) {
        let limit = NumericDomain.largestCoordinate
        self = value.isFinite ? Swift.min(Swift.max(Double(value), -limit), limit) : 0
    }

    /// `value` as a fraction of a container (an anchor's fractional offset): 0 when it is not finite,
    /// within ±100 (a spec's fractions, `NumericDomain.largestFraction`). O(1).
    init(fraction value: CGFloat) {
        let limit = NumericDomain.largestFraction
        self = value.isFinite ? Swift.min(Swift.max(Double(value), -limit), limit) : 0
    }
}

extension Size {
    /// `size` in points, each side as `Double(length:)` takes it. O(1).
    init(_ size: CGSize) {
        self.init(width: Double(length: size.width), height: Double(length: size.height))
    }
}

extension EdgeInsets {
    /// `insets` in points, each side as `Double(length:)` takes it. O(1).
    init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(length: insets.top), left: Double(length: insets.left),
            bottom: Double(length: insets.bottom), right: Double(length: insets.right))
    }

    /// `insets` in points with leading as left and trailing as right (a left-to-right layout, the only
    /// direction modelled), each side as `Double(length:)` takes it. O(1).
    init(_ insets: NSDirectionalEdgeInsets) {
        self.init(
            top: Double(length: insets.top), left: Double(length: insets.leading),
            bottom: Double(length: insets.bottom), right: Double(length: insets.trailing))
    }
}

extension Foundation.IndexPath {
    /// The index path of item `item` in section `section`, as UIKit's `IndexPath(item:section:)` makes it.
    init(layoutItem item: Int, section: Int) {
        self.init(item: item, section: section)
    }
}
