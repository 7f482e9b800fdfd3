import Foundation
import Testing

@testable import ScrollSimUIKit

/// A header whose section survives a data change keeps its view, as UIKit keeps it: no
/// `didEndDisplayingSupplementaryView`/`willDisplaySupplementaryView` pair, and
/// `supplementaryView(forElementKind:at:)` finds it at the section's new index path; only a deleted
/// section's header ends and an inserted section's is displayed. Geometry: 375×100 rows under 50-pt headers,
/// one row a section, in a 375×700 view at 120 Hz: section s's header at y 150s…150s + 50; four sections
/// (600 pt) are all displayed, headers v1…v4 in section order (the lines of
/// `ReloadedSectionHeaderTests.HeaderLog`). UIKit's animation is 0.3 s. Before, headers were keyed by index
/// path: a deleted section's index path kept its old view for the section moving into it, and the header
/// at the last index path ended instead of the deleted one.
@Suite @MainActor struct MovedSectionHeaderTests {
    static let kind = UICollectionView.elementKindSectionHeader
    static let shown = (0..<4).map { "willDisplay \($0) v\($0 + 1) alpha 1.0 @0" }

    /// A data source of `counts.count` sections of one item, as `counts` says, with the header log as delegate.
    @MainActor final class Screen: NSObject, UICollectionViewDataSource {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 700),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50))
        var sections = 4
        let log = ReloadedSectionHeaderTests.HeaderLog()

        override init() {
            super.init()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: MovedSectionHeaderTests.kind,
                withReuseIdentifier: "Header")
            collectionView.dataSource = self
            collectionView.delegate = log
        }

        func show() throws { log.driver = try ScrollSimUIKitDriver(showing: collectionView) }

        /// The header displayed for `section`.
        func header(_ section: Int) -> UICollectionReusableView? {
            collectionView.supplementaryView(
                forElementKind: MovedSectionHeaderTests.kind, at: IndexPath(item: 0, section: section))
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        }
    }

    /// Section 0 deleted without animation: v1 ends at once with its index path, 0; v2…v4 move up as headers
    /// 0…2 (y 0, 150, 300) with no event. Before, v4 ended as header 3 and v1 stayed as header 0.
    @Test func anInstantDeletionEndsOnlyTheDeletedHeader() throws {
        let screen = Screen()
        try screen.show()
        let views = (1..<4).map { screen.header($0) }
        screen.sections = 3
        UIView.performWithoutAnimation { screen.collectionView.deleteSections(IndexSet(integer: 0)) }
        #expect(screen.log.lines == Self.shown + ["didEnd 0 v1 @0"])
        #expect((0..<3).allSatisfy { screen.header($0) === views[$0] && views[$0] != nil })
        #expect(screen.header(3) == nil)
    }

    /// Section 0 deleted, animated: v1 fades out and ends at 300 ms with index path 0; v2…v4 travel up as
    /// headers 0…2, keeping their views. Before, a new view was displayed as header 0 at 0 ms, v4 ended as
    /// header 3 at once, and v1 ended at 300 ms.
    @Test func anAnimatedDeletionMovesTheHeadersBelow() throws {
        let screen = Screen()
        try screen.show()
        let views = (1..<4).map { screen.header($0) }
        screen.sections = 3
        screen.collectionView.deleteSections(IndexSet(integer: 0))
        try screen.log.driver?.advance(by: .milliseconds(400))
        #expect(screen.log.lines == Self.shown + ["didEnd 0 v1 @300"])
        #expect((0..<3).allSatisfy { screen.header($0) === views[$0] && views[$0] != nil })
    }

    /// A section inserted at 1 without animation: its header (v5, at y 150) is displayed; v2…v4 move down as
    /// headers 2…4 (y 300, 450, 600: inside the 700-pt view). Before, v5 was displayed as header 4 and v2
    /// stood for the inserted section.
    @Test func anInstantInsertionDisplaysOnlyTheNewHeader() throws {
        let screen = Screen()
        try screen.show()
        let views = (1..<4).map { screen.header($0) }
        screen.sections = 5
        UIView.performWithoutAnimation { screen.collectionView.insertSections(IndexSet(integer: 1)) }
        #expect(screen.log.lines == Self.shown + ["willDisplay 1 v5 alpha 1.0 @0"])
        #expect((0..<3).allSatisfy { screen.header($0 + 2) === views[$0] && views[$0] != nil })
    }

    /// Section 3 moved to 0 without animation: every header keeps its view, v4 as header 0 and v1…v3 as
    /// headers 1…3; no event.
    @Test func anInstantMoveKeepsEveryHeader() throws {
        let screen = Screen()
        try screen.show()
        let views = (0..<4).map { screen.header($0) }
        UIView.performWithoutAnimation { screen.collectionView.moveSection(3, toSection: 0) }
        #expect(screen.log.lines == Self.shown)
        #expect(screen.header(0) === views[3] && (1..<4).allSatisfy { screen.header($0) === views[$0 - 1] })
    }

    /// A diffable data source of sections 0…3, one item each (items 0…3).
    @MainActor final class DiffableScreen {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 700),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50))
        let dataSource: UICollectionViewDiffableDataSource<Int, Int>
        let log = ReloadedSectionHeaderTests.HeaderLog()

        init() throws {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: MovedSectionHeaderTests.kind,
                withReuseIdentifier: "Header")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, _ in
                view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
            }
            dataSource.supplementaryViewProvider = { view, kind, path in
                view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: path)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1, 2, 3])
            for section in 0..<4 { snapshot.appendItems([section], toSection: section) }
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.delegate = log
            log.driver = try ScrollSimUIKitDriver(showing: collectionView)
        }

        func header(_ section: Int) -> UICollectionReusableView? {
            collectionView.supplementaryView(
                forElementKind: MovedSectionHeaderTests.kind, at: IndexPath(item: 0, section: section))
        }
    }

    /// A snapshot that deletes section 1 and puts section 0 last (sections 2, 3, 0), with and without
    /// animation: v2, section 1's header, ends with index path 1 (at once, or at 300 ms); v3, v4 and v1 stay
    /// as headers 0, 1 and 2 (y 0, 150, 300). Before, v4 ended as header 3 (instant), or a new view was
    /// displayed as header 1 and v4 ended at once (animated).
    @Test(arguments: [false, true])
    func aSnapshotThatDeletesAndMovesSectionsKeepsTheirHeaders(animated: Bool) throws {
        let screen = try DiffableScreen()
        let views = (0..<4).map { screen.header($0) }
        var snapshot = screen.dataSource.snapshot()
        snapshot.deleteSections([1])
        snapshot.moveSection(0, afterSection: 3)
        screen.dataSource.apply(snapshot, animatingDifferences: animated)
        try screen.log.driver?.advance(by: .milliseconds(400))
        #expect(screen.log.lines == Self.shown + [animated ? "didEnd 1 v2 @300" : "didEnd 1 v2 @0"])
        #expect(screen.header(0) === views[2] && screen.header(1) === views[3] && screen.header(2) === views[0])
        #expect(views.allSatisfy { $0 != nil })
    }
}
