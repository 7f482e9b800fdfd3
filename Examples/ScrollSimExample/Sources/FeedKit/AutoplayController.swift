#if canImport(UIKit)
    import UIKit
#else
    import ScrollSimUIKit
#endif

/// Plays the video of the item in focus once the scroll settles, and pauses it when it leaves: focus is
/// the most visible item (at least half visible), the one nearer the centre on a tie; playback starts
/// ``startDelay`` after the scroll comes to rest (a drag in between cancels it) and pauses as soon as
/// less than half of the playing item shows.
public final class AutoplayController: NSObject, UICollectionViewDelegate {
    /// A start or a pause, and when (`CACurrentMediaTime()`, seconds).
    public enum Change: Equatable, Sendable {
        case play(IndexPath, at: TimeInterval)
        case pause(IndexPath, at: TimeInterval)
    }

    /// Seconds between coming to rest and playing.
    public let startDelay: TimeInterval = 0.5
    /// The item whose video plays.
    public private(set) var playingIndexPath: IndexPath?
    /// Every start and pause, in order.
    public private(set) var changes: [Change] = []
    /// The start waiting for ``startDelay`` to pass.
    private var pendingStart: Timer?

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        pendingStart?.invalidate()
        pendingStart = nil
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle(scrollView) }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle(scrollView) }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle(scrollView) }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let collectionView = scrollView as? UICollectionView, let playing = playingIndexPath else { return }
        if collectionView.visibleFraction(ofItemAt: playing) < 0.5 { pause(in: collectionView) }
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        if indexPath == playingIndexPath { pause(in: collectionView) }
    }

    /// Plays the item in focus ``startDelay`` from now.
    private func settle(_ scrollView: UIScrollView) {
        guard let collectionView = scrollView as? UICollectionView else { return }
        pendingStart?.invalidate()
        pendingStart = Timer.scheduledTimer(withTimeInterval: startDelay, repeats: false) {
            [weak self, weak collectionView] _ in
            // The block is `@Sendable`; the run loop fires it on the main thread.
            MainActor.assumeIsolated {
                guard let self, let collectionView else { return }
                self.pendingStart = nil
                self.play(self.focusedIndexPath(in: collectionView), in: collectionView)
            }
        }
    }

    /// The most visible item at least half visible, the nearer the centre on a tie.
    /// - Complexity: O(visible items).
    func focusedIndexPath(in collectionView: UICollectionView) -> IndexPath? {
        let candidates = collectionView.indexPathsForVisibleItems
            .map { (indexPath: $0, fraction: collectionView.visibleFraction(ofItemAt: $0)) }
            .filter { $0.fraction >= 0.5 }
        return candidates.min { a, b in
            if a.fraction != b.fraction { return a.fraction > b.fraction }
            return collectionView.distanceToCenter(ofItemAt: a.indexPath)
                < collectionView.distanceToCenter(ofItemAt: b.indexPath)
        }?.indexPath
    }

    private func play(_ indexPath: IndexPath?, in collectionView: UICollectionView) {
        guard let indexPath, indexPath != playingIndexPath else { return }
        pause(in: collectionView)
        (collectionView.cellForItem(at: indexPath) as? VideoCell)?.play()
        playingIndexPath = indexPath
        changes.append(.play(indexPath, at: CACurrentMediaTime()))
    }

    private func pause(in collectionView: UICollectionView) {
        guard let playing = playingIndexPath else { return }
        (collectionView.cellForItem(at: playing) as? VideoCell)?.pause()
        playingIndexPath = nil
        changes.append(.pause(playing, at: CACurrentMediaTime()))
    }
}
