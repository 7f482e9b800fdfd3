import Foundation
import LayoutCore
import Specs

/// Conversions between UIKit's geometry (Foundation's `CGPoint`, `CGSize`, `CGRect`, `IndexPath`) and the
/// simulator's (`Point`, `Size`, `Rect`, `LayoutCore.IndexPath`). All exact: CGFloat is a Double on
/// Linux's 64-bit platforms.
extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
    var engine: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
    var engine: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
    var engine: Rect { Rect(origin: origin.engine, size: size.engine) }
}

extension Foundation.IndexPath {
    init(_ path: LayoutCore.IndexPath) { self.init(item: path.item, section: path.section) }
    var engine: LayoutCore.IndexPath { LayoutCore.IndexPath(section: section, item: item) }
}

extension UIEdgeInsets {
    /// The insets in points; a side that is not finite (NaN or infinite, which UIKit logs as invalid) is
    /// taken as 0, as the layouts take such a length, and one past ±100,000 pt (what a view spec takes,
    /// `NumericDomain.largestLength`) as that much, so that the offsets derived from it stay finite.
    var engine: EdgeInsets {
        func side(_ value: CGFloat) -> Double {
            let limit = NumericDomain.largestLength
            return value.isFinite ? Swift.min(Swift.max(Double(value), -limit), limit) : 0
        }
        return EdgeInsets(top: side(top), left: side(left), bottom: side(bottom), right: side(right))
    }
}
