import Foundation

/// What a collection view shows, as UIKit's `UICollectionViewDataSource`: counts, and the cells and
/// supplementary views, each dequeued from the view.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// Sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item about to be displayed, from `dequeueReusableCell(withReuseIdentifier:for:)` or
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    /// The view for a supplementary element about to be displayed. Required as soon as the layout has
    /// supplementary elements: the default stops with a precondition failure, where UIKit raises.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        preconditionFailure(
            "the layout shows a supplementary view of kind \(kind) at \(indexPath) and the data source does not"
                + " implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
}

/// Data loading ahead of display, as UIKit's `UICollectionViewDataSourcePrefetching`: called as items
/// come within the prefetch range (2.5 screens ahead, 1.5 behind) and leave it undisplayed.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}
