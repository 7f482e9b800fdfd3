import Foundation
import Testing

@testable import ScrollSimUIKit

/// A header whose section survives a data change keeps its view, as UIKit keeps it: no
/// `didEndDisplayingSupplementaryView`/`willDisplaySupplementaryView` pair, and
/// `supplementaryView(forElementKind:at:)` finds it at the section's new index path; only a deleted
/// section's header ends and an inserted section's is displayed. Geometry: 375×100 rows under 50-pt headers,
/// one row a section, in a 375×667 view at 120 Hz: section s's header at y 150s…150s + 50; four sections
/// (600 pt) are all displayed, headers v1…v4 in section order (the lines of
/// `ReloadedSectionHeaderTests.HeaderLog`). UIKit's animation is 0.3 s. Before, headers were keyed by index
/// path: a deleted section's index path kept its old view for the section moving into it, and the header
/// at the last index path ended instead of the deleted one.
@Suite @MainActor struct MovedSectionHeaderTests {
    static let kind = UICollectionView.elementKindSectionHeader
    static let shown = (0..<4).map { "willDisplay \($0) v\($0 + 1) alpha 1.0 @0" }

    /// `SampleScreen` over four sections of one item, with the header log as delegate.
    @MainActor final class Screen {
        let sample = SampleScreen(
            layout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50), counts: [1, 1, 1, 1],
            kinds: [MovedSectionHeaderTests.kind])
        let log = ReloadedSectionHeaderTests.HeaderLog()

        var collectionView: UICollectionView { sample.collectionView }

        init() throws {
            sample.collectionView.delegate = log
            log.driver = try ScrollSimUIKitDriver(showing: sample.collectionView)
        }

        /// The header displayed for `section`.
        func header(_ section: Int) -> UICollectionReusableView? {
            collectionView.supplementaryView(
                forElementKind: MovedSectionHeaderTests.kind, at: IndexPath(item: 0, section: section))
        }
    }

    /// Section 0 deleted, with and without animation: v1 ends with its index path, 0 (at once, or at 300 ms
    /// when it has faded out); v2…v4 move up as headers 0…2 (y 0, 150, 300; travelling when animated),
    /// keeping their views, with no event. Before, v4 ended as header 3 at once and v1 stayed as header 0
    /// (instant), or a new view was displayed as header 0 (animated).
    @Test(arguments: [false, true])
    func aDeletionEndsOnlyTheDeletedHeader(animated: Bool) throws {
        let screen = try Screen()
        let views = (1..<4).map { screen.header($0) }
        screen.sample.counts = [1, 1, 1]
        if animated {
            screen.collectionView.deleteSections(IndexSet(integer: 0))
        } else {
            UIView.performWithoutAnimation { screen.collectionView.deleteSections(IndexSet(integer: 0)) }
        }
        try screen.log.driver?.advance(by: .milliseconds(400))
        #expect(screen.log.lines == Self.shown + [animated ? "didEnd 0 v1 @300" : "didEnd 0 v1 @0"])
        #expect((0..<3).allSatisfy { screen.header($0) === views[$0] && views[$0] != nil })
        #expect(screen.header(3) == nil)
    }

    /// A section inserted at 1 without animation: its header (v5, at y 150) is displayed; v2…v4 move down as
    /// headers 2…4 (y 300, 450, 600: inside the 667-pt view). Before, v5 was displayed as header 4 and v2
    /// stood for the inserted section.
    @Test func anInstantInsertionDisplaysOnlyTheNewHeader() throws {
        let screen = try Screen()
        let views = (1..<4).map { screen.header($0) }
        screen.sample.counts = [1, 1, 1, 1, 1]
        UIView.performWithoutAnimation { screen.collectionView.insertSections(IndexSet(integer: 1)) }
        #expect(screen.log.lines == Self.shown + ["willDisplay 1 v5 alpha 1.0 @0"])
        #expect((0..<3).allSatisfy { screen.header($0 + 2) === views[$0] && views[$0] != nil })
    }

    /// Section 3 moved to 0 without animation: every header keeps its view, v4 as header 0 and v1…v3 as
    /// headers 1…3; no event.
    @Test func anInstantMoveKeepsEveryHeader() throws {
        let screen = try Screen()
        let views = (0..<4).map { screen.header($0) }
        UIView.performWithoutAnimation { screen.collectionView.moveSection(3, toSection: 0) }
        #expect(screen.log.lines == Self.shown)
        #expect(screen.header(0) === views[3] && (1..<4).allSatisfy { screen.header($0) === views[$0 - 1] })
    }

    /// A snapshot that deletes section 1 and puts section 0 last (sections 2, 3, 0), with and without
    /// animation: v2, section 1's header, ends with index path 1 (at once, or at 300 ms); v3, v4 and v1 stay
    /// as headers 0, 1 and 2 (y 0, 150, 300). Before, v4 ended as header 3 (instant), or a new view was
    /// displayed as header 1 and v4 ended at once (animated).
    @Test(arguments: [false, true])
    func aSnapshotThatDeletesAndMovesSectionsKeepsTheirHeaders(animated: Bool) throws {
        let screen = try SectionHeaderUpdateTests.Screen(height: 667, items: [[0], [1], [2], [3]])
        let header = { (section: Int) in
            screen.collectionView.supplementaryView(forElementKind: Self.kind, at: IndexPath(item: 0, section: section))
        }
        let views = (0..<4).map(header)
        var snapshot = screen.dataSource.snapshot()
        snapshot.deleteSections([1])
        snapshot.moveSection(0, afterSection: 3)
        screen.dataSource.apply(snapshot, animatingDifferences: animated)
        try screen.log.driver?.advance(by: .milliseconds(400))
        #expect(screen.log.lines == Self.shown + [animated ? "didEnd 1 v2 @300" : "didEnd 1 v2 @0"])
        #expect(header(0) === views[2] && header(1) === views[3] && header(2) === views[0])
        #expect(views.allSatisfy { $0 != nil })
    }
}
