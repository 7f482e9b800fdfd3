// App code as an iOS team writes it: only what `import UIKit` gives is named here (no ScrollSim module is
// imported beside it), so that `IndexPath` is Foundation's.
import ScrollSimUIKit

/// A delegate sizing item i of every section 375 wide and 50 + 10·i tall, section 1 with a 30-pt header,
/// counting the questions it is asked.
final class IndexSizingDelegate: UICollectionViewDelegateFlowLayout {
    var sizeQuestions: [[Int]: Int] = [:]
    var headerQuestions: [Int: Int] = [:]

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions[Array(indexPath), default: 0] += 1
        return CGSize(width: 375, height: 50 + 10 * CGFloat(indexPath[1]))
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        headerQuestions[section, default: 0] += 1
        return section == 1 ? CGSize(width: 0, height: 30) : .zero
    }
}

/// A delegate that adopts the protocol and answers nothing.
final class SilentDelegate: UICollectionViewDelegateFlowLayout {}

/// A delegate answering every item the same size and each section's spacing.
final class AlikeDelegate: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 100) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { -4 }
}

/// A carousel layout that snaps every release to a multiple of 300 pt.
final class SnappingLayout: UICollectionViewFlowLayout {
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        CGPoint(x: (proposedContentOffset.x / 300).rounded() * 300, y: proposedContentOffset.y)
    }
}
