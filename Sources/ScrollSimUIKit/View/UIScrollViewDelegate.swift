import Foundation

/// The scroll callbacks, as UIKit's `UIScrollViewDelegate` has them, called synchronously at the tick
/// they happen, in UIKit's order. Every method is optional (a default that does nothing), as `@objc
/// optional` is in UIKit; as with any Swift protocol, a subclass's implementation of a method its
/// superclass left to the default is not called (implement it in the class that conforms).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts with `velocity` (points per millisecond, as UIKit passes it); `targetContentOffset`
    /// holds where the content will rest, and the delegate may write another rest point there (not under
    /// paging, where the page is kept, as in UIKit).
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether momentum follows.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Momentum begins.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Momentum came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll (`setContentOffset(_:animated:)`, `scrollToItem(at:at:animated:)`) ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
