import Foundation

/// The geometry of a view, as UIKit's `UIView` has it: a frame in its superview, bounds, alpha and
/// visibility. Drawing, subviews, Auto Layout and traits are not modelled.
///
/// `init(frame:)` is `required` here, where UIKit's is not: the collection view makes the cells of a
/// registered class through it, which Swift allows only for a required initializer. A cell subclass that
/// declares its own writes `required init(frame:)` (UIKit: `override init(frame:)`).
@MainActor
open class UIView {
    /// The frame in the superview's coordinates, in points; a cell's is the layout's frame in the collection
    /// view's content.
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }
    /// The view's own coordinates: its origin and the frame's size, in points.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }
    /// The frame's centre, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Opacity, 0…1.
    open var alpha: CGFloat {
        get { storedAlpha }
        set { storedAlpha = newValue }
    }
    open var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    private var boundsOrigin = CGPoint.zero
    // The values of `frame`, `alpha` and `isHidden`, internal: the compiler checks an internal
    // property's exclusive access statically, where each access to a public one costs a runtime check.
    private var storedFrame: CGRect
    private var storedAlpha: CGFloat = 1
    private var storedIsHidden = false

    public required init(frame: CGRect) {
        storedFrame = frame
    }

    /// Interface Builder is not modelled: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
