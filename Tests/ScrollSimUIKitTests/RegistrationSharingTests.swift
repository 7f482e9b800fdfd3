import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// A cell that keeps the item its registration's handler configured it for.
private final class TaggedCell: UICollectionViewCell {
    var item = -1
}

/// One `UICollectionView.CellRegistration`, made up front, used by two views that two drivers show at
/// once: each view pools its own cells; nothing crosses.
@Suite @MainActor struct RegistrationSharingTests {
    /// Two 375 × 350 views of 50 rows 100 high (items 0…3 on screen), each a diffable data source whose
    /// cells come from `registration`.
    fileprivate static func views(_ registration: UICollectionView.CellRegistration<TaggedCell, Int>) -> [(
        UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
    )] {
        (0..<2).map { _ in
            let view = UICollectionView(
                frame: UIKitDriverTests.feedFrame,
                collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, item in
                view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<50))
            source.apply(snapshot, animatingDifferences: false)
            return (view, source)
        }
    }

    /// The first view scrolled to 1000 shows items 10…13 in the four cells its items 0…3 had (from its own
    /// pool); the second still shows items 0…3 in its own four.
    @Test func twoViewsShareARegistrationNotTheirCells() throws {
        let registration = UICollectionView.CellRegistration<TaggedCell, Int> { cell, _, item in cell.item = item }
        let views = Self.views(registration)
        let first = try ScrollSimUIKitDriver(showing: views[0].0)
        let second = try ScrollSimUIKitDriver(showing: views[1].0)
        let firstCells = Set(views[0].0.visibleCells.map(ObjectIdentifier.init))
        let secondCells = Set(views[1].0.visibleCells.map(ObjectIdentifier.init))
        #expect(firstCells.isDisjoint(with: secondCells) && firstCells.count == 4)
        views[0].0.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(Set(views[0].0.visibleCells.map(ObjectIdentifier.init)) == firstCells)
        #expect(views[0].0.visibleCells.map { ($0 as? TaggedCell)?.item ?? -1 }.sorted() == [10, 11, 12, 13])
        #expect(views[1].0.visibleCells.map { ($0 as? TaggedCell)?.item ?? -1 }.sorted() == [0, 1, 2, 3])
        #expect(Set(views[1].0.visibleCells.map(ObjectIdentifier.init)) == secondCells)
        withExtendedLifetime((first, second, views)) {}
    }
}
