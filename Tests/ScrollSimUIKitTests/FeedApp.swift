// An app's feed and carousel, written as for iOS: only the import differs, and a layout is passed in.
#if canImport(UIKit)
    import UIKit
#else
    import ScrollSimUIKit
#endif

/// A feed cell that counts its reuses.
final class FeedCell: UICollectionViewCell {
    static let reuseIdentifier = "FeedCell"
    private(set) var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// Counts an item's impression the first time its cell is displayed.
final class ImpressionTracker: NSObject, UICollectionViewDelegate {
    private(set) var impressions: [IndexPath] = []
    private(set) var onScreen: Set<IndexPath> = []

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        onScreen.insert(indexPath)
        if !impressions.contains(indexPath) { impressions.append(indexPath) }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        onScreen.remove(indexPath)
    }
}

/// A feed of `count` items in one section.
final class FeedController: NSObject, UICollectionViewDataSource {
    let collectionView: UICollectionView
    let tracker = ImpressionTracker()
    var count: Int
    /// Every cell the feed was given, once each.
    private(set) var cells: [FeedCell] = []

    init(frame: CGRect, layout: UICollectionViewLayout, count: Int) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        self.count = count
        super.init()
        collectionView.register(FeedCell.self, forCellWithReuseIdentifier: FeedCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = tracker
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: FeedCell.reuseIdentifier, for: indexPath)
            as! FeedCell
        if !cells.contains(where: { $0 === cell }) { cells.append(cell) }
        return cell
    }
}

/// A carousel of cards that snaps a fling to the nearest card's leading edge.
final class CarouselController: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView: UICollectionView
    let pitch: CGFloat
    /// The velocity of the last release, as UIKit passes it (points per millisecond).
    private(set) var releaseVelocity: CGPoint?
    /// The scroll callbacks in the order they came, consecutive `didScroll`s as one.
    private(set) var log: [String] = []

    init(frame: CGRect, layout: UICollectionViewLayout, pitch: CGFloat) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        self.pitch = pitch
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note("willEndDragging")
        releaseVelocity = velocity
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / pitch).rounded() * pitch
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating") }

    private func note(_ callback: String) {
        if callback == "didScroll", log.last == callback { return }
        log.append(callback)
    }
}

/// Logs the selection callbacks with their items.
final class SelectionLog: NSObject, UICollectionViewDelegate {
    private(set) var calls: [String] = []

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
}
