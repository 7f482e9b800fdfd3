#if canImport(UIKit)
    import UIKit
#else
    import ScrollSimUIKit
#endif

/// A vertical feed of full-width video cards, 200 pt tall, edge to edge: the collection view's data source
/// and delegate, handing the display and scroll callbacks to its impression tracker and autoplay
/// controller (a collection view has one delegate).
public final class FeedController: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    public let collectionView: UICollectionView
    public let tracker: ImpressionTracker
    public let autoplay: AutoplayController
    public let count: Int

    /// A feed of `count` cards in a view of `frame`.
    public init(frame: CGRect, count: Int) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: frame.width, height: 200)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        tracker = ImpressionTracker()
        autoplay = AutoplayController()
        self.count = count
        super.init()
        collectionView.register(VideoCell.self, forCellWithReuseIdentifier: VideoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: VideoCell.reuseIdentifier, for: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        tracker.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        tracker.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        autoplay.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        tracker.scrollViewDidScroll(scrollView)
        autoplay.scrollViewDidScroll(scrollView)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        autoplay.scrollViewWillBeginDragging(scrollView)
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        autoplay.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        autoplay.scrollViewDidEndDecelerating(scrollView)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        autoplay.scrollViewDidEndScrollingAnimation(scrollView)
    }
}
