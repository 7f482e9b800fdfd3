import Foundation
import Testing

@testable import ScrollSimUIKit

/// Supplementary views, animated scrolls and a scroll made mid-release.
@Suite @MainActor struct ViewCallbackTests {
    /// Two sections of two 375×100 items under 50-pt headers, in a 375×350 view.
    final class Sections: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        static let header = "Header"
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 350),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50))
        private(set) var log: [String] = []
        /// Whether `scrollViewWillEndDragging` scrolls the view back to 0 (applied after the release).
        var scrollsWhileReleasing = false

        override init() {
            super.init()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: Self.header)
            collectionView.dataSource = self
            collectionView.delegate = self
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.header, for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            log.append("header \(indexPath.section) \(view.frame.minY)")
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            log.append("didEndScrollingAnimation \(scrollView.contentOffset.y)")
        }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            if scrollsWhileReleasing { scrollView.contentOffset = .zero }
        }
    }

    /// Section 0: header [0, 50), items [50, 250); section 1: header [250, 300), items [300, 500). The
    /// bounds [0, 350) show both headers, each a view of the registered class with its frame.
    @Test func headersComeFromTheDataSource() throws {
        let sections = Sections()
        _ = try ScrollSimUIKitDriver(showing: sections.collectionView)
        #expect(sections.log == ["header 0 0.0", "header 1 250.0"])
        #expect(sections.collectionView.indexPathsForVisibleItems.count == 3)
    }

    /// An animated scroll to item [1, 1] at the top ends at its top, 400 (content 500 tall, offsets up to
    /// 150): clamped to 150, with `scrollViewDidEndScrollingAnimation` there.
    @Test func anAnimatedScrollEndsWithItsCallback() throws {
        let sections = Sections()
        let driver = try ScrollSimUIKitDriver(showing: sections.collectionView)
        sections.collectionView.scrollToItem(at: IndexPath(item: 1, section: 1), at: .top, animated: true)
        try driver.runUntilIdle()
        #expect(sections.log.last == "didEndScrollingAnimation 150.0")
        #expect(sections.collectionView.contentOffset == CGPoint(x: 0, y: 150))
    }

    /// A scroll to 0 from `scrollViewWillEndDragging` of a fling at 1,000 pt/s from 0 is applied once the
    /// release's callbacks are delivered, at the same tick (0 ms), and stops the momentum: the view rests at
    /// 0 at once, where the fling alone would have carried it to the end, 150 (content 500 in 350).
    /// The old code stopped the process ("cannot be scrolled or changed from scrollViewWillEndDragging").
    @Test func scrollingWhileReleasingIsAppliedAfterTheRelease() throws {
        let sections = Sections()
        sections.scrollsWhileReleasing = true
        let driver = try ScrollSimUIKitDriver(showing: sections.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -1000))
        try driver.runUntilIdle()
        #expect(driver.milliseconds == 0)
        #expect(sections.collectionView.contentOffset == .zero)
        #expect(!sections.collectionView.isDecelerating)
    }
}
