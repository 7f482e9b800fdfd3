#if canImport(UIKit)
    import UIKit
#else
    import ScrollSimUIKit
#endif

/// Counts an item as seen once at least half of it has stayed visible for a second without a break (the
/// common "viewable impression" rule). Fed by the collection view's delegate: the displays, their ends
/// and every scroll re-check the displayed items; the second is a `Timer` on the main run loop.
public final class ImpressionTracker: NSObject, UICollectionViewDelegate {
    /// An item counted as seen, and when (`CACurrentMediaTime()`, seconds).
    public struct Impression: Equatable, Sendable {
        public let indexPath: IndexPath
        public let time: TimeInterval
    }

    /// The visible fraction of an item's area from which its second starts.
    public let threshold: CGFloat = 0.5
    /// How long (seconds) an item stays at or over the threshold before it counts.
    public let dwell: TimeInterval = 1
    /// The items counted, in the order they were, each once.
    public private(set) var impressions: [Impression] = []
    /// The items of ``impressions``.
    private var counted: Set<IndexPath> = []
    /// The timers of the items at or over the threshold and not counted yet.
    private var pending: [IndexPath: Timer] = [:]

    /// The items whose second is running.
    public var itemsBeingTimed: Set<IndexPath> { Set(pending.keys) }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        update(indexPath, in: collectionView)
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        pending.removeValue(forKey: indexPath)?.invalidate()
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let collectionView = scrollView as? UICollectionView else { return }
        for indexPath in collectionView.indexPathsForVisibleItems { update(indexPath, in: collectionView) }
    }

    /// Starts the item's second when it reaches the threshold, stops it when it falls under.
    /// - Complexity: O(1) beyond the layout's attribute lookup.
    private func update(_ indexPath: IndexPath, in collectionView: UICollectionView) {
        guard !counted.contains(indexPath) else { return }
        let visible = collectionView.visibleFraction(ofItemAt: indexPath) >= threshold
        if visible, pending[indexPath] == nil {
            pending[indexPath] = Timer.scheduledTimer(withTimeInterval: dwell, repeats: false) { [weak self] _ in
                // The block is `@Sendable`; the run loop fires it on the main thread.
                MainActor.assumeIsolated { self?.count(indexPath) }
            }
        } else if !visible {
            pending.removeValue(forKey: indexPath)?.invalidate()
        }
    }

    private func count(_ indexPath: IndexPath) {
        pending[indexPath] = nil
        counted.insert(indexPath)
        impressions.append(Impression(indexPath: indexPath, time: CACurrentMediaTime()))
    }
}
