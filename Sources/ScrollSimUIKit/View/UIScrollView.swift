import Foundation

/// A scroll view's state as UIKit's `UIScrollView` exposes it. A `UICollectionView` shown by a
/// ``ScrollSimUIKitDriver`` takes these from the simulator tick by tick; gestures come from the driver.
open class UIScrollView: UIView {
    /// How fast momentum slows, as UIKit's `UIScrollView.DecelerationRate`: the fraction of the velocity
    /// kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The point of the content at the bounds' origin, in points. Setting it scrolls at once (no
    /// animation), calling `scrollViewDidScroll(_:)` when it moves.
    open var contentOffset: CGPoint {
        get { offset }
        set { setContentOffset(newValue, animated: false) }
    }
    /// The size of the content, in points.
    open var contentSize: CGSize = .zero
    /// Space around the content, in points. Read when the driver shows the view.
    open var contentInset: UIEdgeInsets = .zero
    /// Whether scrolling stops on multiples of the bounds' size. Read when the driver shows the view.
    open var isPagingEnabled = false
    /// Read when the driver shows the view; `.normal` and `.fast` are UIKit's, any other rate is taken as
    /// given.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the content bounces past its edges. Read when the driver shows the view.
    open var bounces = true
    /// Whether a finger is down on the content (from touch-down to lift).
    open internal(set) var isTracking = false
    /// Whether the content is being dragged (from `scrollViewWillBeginDragging` to
    /// `scrollViewDidEndDragging`).
    open internal(set) var isDragging = false
    /// Whether momentum moves the content after a drag.
    open internal(set) var isDecelerating = false

    /// The bounds' origin is the content offset, as UIKit's.
    open override var bounds: CGRect {
        get { CGRect(origin: offset, size: frame.size) }
        set {
            frame.size = newValue.size
            setContentOffset(newValue.origin, animated: false)
        }
    }

    /// The offset as last set or simulated.
    var offset = CGPoint.zero

    /// Scrolls the content to `contentOffset`: at once, or animated (ending with
    /// `scrollViewDidEndScrollingAnimation(_:)`). Offsets are taken as given, past the content too, as
    /// UIKit's.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        offset = contentOffset
    }
}
