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

    /// Four sections of one row, their headers `AppliedHeader`s, shown.
    @MainActor final class Screen {
        let sample = SampleScreen(
            layout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50), counts: [1, 1, 1, 1])
        let driver: ScrollSimUIKitDriver

        init() throws {
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
}
