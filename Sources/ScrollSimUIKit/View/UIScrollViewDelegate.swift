/// The scroll callbacks, as UIKit's `UIScrollViewDelegate` has them; every method is optional (a default
/// that does nothing).
public protocol UIScrollViewDelegate: AnyObject {}
