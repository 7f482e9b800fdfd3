import Foundation
import Testing

@testable import ScrollSimUIKit

/// A supplementary view still displayed after a data change takes the new layout's attributes, as UIKit
/// applies them to every visible element: its `frame` and the attributes object its `apply(_:)` is given
/// name its section's new place. Geometry (`MovedSectionHeaderTests`): 375×100 rows under 50-pt headers,
/// one row a section, in a 375×667 view; section s's header at y 150s…150s + 50, all four displayed.
/// Before, a header carried to another section kept its old frame and was given no attributes.
@Suite @MainActor struct MovedHeaderFrameTests {
    static let kind = UICollectionView.elementKindSectionHeader

    /// A header that records the attributes it was last given.
    final class AppliedHeader: UICollectionReusableView {
        private(set) var applied: UICollectionViewLayoutAttributes?

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            applied = layoutAttributes
        }
    }

    /// Four (or `sections`) sections of one row, their headers `AppliedHeader`s, shown.
    @MainActor final class Screen {
        let sample: SampleScreen
        let driver: ScrollSimUIKitDriver

        init(sections: Int = 4) throws {
            sample = SampleScreen(
                layout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50),
                counts: Array(repeating: 1, count: sections))
            sample.collectionView.register(
                AppliedHeader.self, forSupplementaryViewOfKind: MovedHeaderFrameTests.kind,
                withReuseIdentifier: MovedHeaderFrameTests.kind)
            driver = try ScrollSimUIKitDriver(showing: sample.collectionView)
        }

        /// The header displayed for `section`.
        func header(_ section: Int) -> AppliedHeader? {
            sample.collectionView.supplementaryView(
                forElementKind: MovedHeaderFrameTests.kind, at: IndexPath(item: 0, section: section)) as? AppliedHeader
        }
    }

    /// Whether `header` stands at section `section`'s place (y 150 × section, 375×50) and was last given
    /// attributes saying so.
    static func stands(_ header: AppliedHeader?, at section: Int) -> Bool {
        let frame = CGRect(x: 0, y: 150 * CGFloat(section), width: 375, height: 50)
        guard let header, let applied = header.applied else { return false }
        return header.frame == frame && applied.frame == frame
            && applied.indexPath == IndexPath(item: 0, section: section)
    }

    /// Section 0 deleted, with and without animation: the headers of sections 1…3 become headers 0…2 at
    /// y 0, 150 and 300 at once (an animated one's frame is its final one, as a UIKit view's frame set in an
    /// animation block reads). Before, they stayed at y 150, 300 and 450.
    @Test(arguments: [false, true])
    func aDeletionGivesTheHeadersBelowTheirNewFrames(animated: Bool) throws {
        let screen = try Screen()
        let views = (1..<4).map { screen.header($0) }
        screen.sample.counts = [1, 1, 1]
        let delete = { screen.sample.collectionView.deleteSections(IndexSet(integer: 0)) }
        if animated { delete() } else { UIView.performWithoutAnimation(delete) }
        #expect((0..<3).allSatisfy { screen.header($0) === views[$0] && Self.stands(views[$0], at: $0) })
        try screen.driver.advance(by: .milliseconds(400))
        #expect((0..<3).allSatisfy { Self.stands(screen.header($0), at: $0) })
    }

    /// Section 3 moved to 0 without animation: its header goes to y 0, those of sections 0…2 to y 150, 300,
    /// 450. Before, each kept its frame (section 3's at 450, the others at 0, 150, 300).
    @Test func aMovedSectionsHeaderTakesItsNewFrame() throws {
        let screen = try Screen()
        let views = (0..<4).map { screen.header($0) }
        UIView.performWithoutAnimation { screen.sample.collectionView.moveSection(3, toSection: 0) }
        #expect(Self.stands(views[3], at: 0) && (0..<3).allSatisfy { Self.stands(views[$0], at: $0 + 1) })
    }

    /// Eight sections (the first five displayed: section 4's header at y 600 < 667), section 7 moved to 0 by
    /// an animated batch: its header and row travel in from y 1,050 and 1,100, displayed as they enter the
    /// view with the frames they are shown with then. When the 0.3-s animation ends, they stand at their
    /// places, header at y 0 and row at y 50, alpha 1. Before, each kept the frame and alpha it was
    /// displayed with mid-flight.
    @Test func anElementDisplayedDuringTheAnimationEndsAtItsPlace() throws {
        let screen = try Screen(sections: 8)
        let header = screen.header(7)
        #expect(header == nil)
        screen.sample.collectionView.moveSection(7, toSection: 0)
        try screen.driver.advance(by: .milliseconds(400))
        #expect(Self.stands(screen.header(0), at: 0) && screen.header(0)?.alpha == 1)
        let row = screen.sample.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(row?.frame == CGRect(x: 0, y: 50, width: 375, height: 100) && row?.alpha == 1)
    }

    /// A flow layout pinning its headers, five sections of five rows (section s from y 550s: its header
    /// 50 tall, then rows to 550s + 550). Scrolled to y 100, header 0 is pinned at the bounds' top, y 100
    /// (its section ends at 550, past 100 + 50); scrolled to 520, it is pushed up by its section's end, to
    /// 550 − 50 = 500. Before, it kept y 0, the frame it was displayed with.
    @Test func aPinnedHeaderFollowsTheScroll() throws {
        let layout = flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50)
        layout.sectionHeadersPinToVisibleBounds = true
        let sample = SampleScreen(layout: layout, counts: Array(repeating: 5, count: 5))
        sample.collectionView.register(
            AppliedHeader.self, forSupplementaryViewOfKind: Self.kind, withReuseIdentifier: Self.kind)
        let driver = try ScrollSimUIKitDriver(showing: sample.collectionView)
        let header = {
            sample.collectionView.supplementaryView(forElementKind: Self.kind, at: IndexPath(item: 0, section: 0))
        }
        for (offset, y) in [(CGFloat(100), CGFloat(100)), (520, 500)] {
            sample.collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
            try driver.advance(by: .milliseconds(10))
            #expect(header()?.frame == CGRect(x: 0, y: y, width: 375, height: 50))
            #expect((header() as? AppliedHeader)?.applied?.frame == CGRect(x: 0, y: y, width: 375, height: 50))
        }
    }

    /// A compositional list whose 44-pt section headers pin (`pinToVisibleBounds`), three sections of ten
    /// 100-pt rows (section 0 from y 0 to 1,044): scrolled to y 100, header 0 is at the bounds' top, y 100.
    /// Before, it kept y 0.
    @Test func aPinnedCompositionalHeaderFollowsTheScroll() throws {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: Self.kind, alignment: .top)
        header.pinToVisibleBounds = true
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.boundarySupplementaryItems = [header]
        let sample = SampleScreen(
            layout: UICollectionViewCompositionalLayout(section: section), counts: [10, 10, 10], kinds: [Self.kind])
        let driver = try ScrollSimUIKitDriver(showing: sample.collectionView)
        sample.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        try driver.advance(by: .milliseconds(10))
        let shown = sample.collectionView.supplementaryView(
            forElementKind: Self.kind, at: IndexPath(item: 0, section: 0))
        #expect(shown?.frame == CGRect(x: 0, y: 100, width: 375, height: 44))
    }
}
