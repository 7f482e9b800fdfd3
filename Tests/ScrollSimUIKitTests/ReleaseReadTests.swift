import Foundation
import Testing

@testable import ScrollSimUIKit

/// What a carousel's delegate reads while a release is answered: the view's layout, which the simulation,
/// mid-step, cannot give then (reading it there was a fatal access conflict).
@Suite @MainActor struct ReleaseReadTests {
    /// Reads the content size and card 1's frame in each callback of the release.
    final class ReadingDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        private(set) var readsAtRelease: [(contentSize: CGSize, card1: CGRect?)] = []
        private var releasing = false

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if releasing { read(scrollView) }
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { releasing = true }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            read(scrollView)
            releasing = false
        }

        private func read(_ scrollView: UIScrollView) {
            guard let collectionView = scrollView as? UICollectionView else { return }
            let card1 = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            readsAtRelease.append((collectionView.contentSize, card1))
        }
    }

    /// Ten cards 300×200, 20 apart, in a 375×200 view: content 10·300 + 9·20 = 3,180 wide, card 1 at x 320.
    /// A drag of 100 pt over 0.1 s lifting moving calls `scrollViewDidScroll` each move and
    /// `scrollViewWillEndDragging` at the release, inside the simulation's step; each read gives the layout.
    @Test func theLayoutReadsDuringARelease() throws {
        let layout = flowLayout(itemSize: CGSize(width: 300, height: 200), lineSpacing: 20, horizontal: true)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), collectionViewLayout: layout)
        let delegate = ReadingDelegate()
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        view.dataSource = delegate
        view.delegate = delegate
        let driver = try ScrollSimUIKitDriver(showing: view)
        try driver.drag(by: CGPoint(x: -100, y: 0), duration: .milliseconds(100))
        #expect(delegate.readsAtRelease.count >= 2)
        for read in delegate.readsAtRelease {
            #expect(read.contentSize == CGSize(width: 3180, height: 200))
            #expect(read.card1 == CGRect(x: 320, y: 0, width: 300, height: 200))
        }
    }
}
