/// The display, selection and scroll callbacks of a collection view, as UIKit's `UICollectionViewDelegate`
/// has them; every method is optional (a default that does nothing).
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
