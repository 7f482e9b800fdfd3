import Foundation
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// Registrations UIKit refuses and re-registration as UIKit takes it: a `CellRegistration` (or
/// `SupplementaryRegistration`) made inside the request for a view, used there or lazily later, stops with
/// UIKit's message (iOS 15 and later); a reuse identifier registered again with another class dequeues
/// cells of the new class. Views: 375×100 items in a 375×350 view (`UIKitDriverTests.feedFrame`), items
/// 0…3 on screen at offset 0 (the fourth from y 300).
@Suite @MainActor struct RegistrationMisuseTests {
    final class OldCell: UICollectionViewCell {}
    final class NewCell: UICollectionViewCell {}

    /// The start of UIKit's message for a cell.
    static let cellMisuse =
        "Attempted to dequeue a cell using a registration that was created inside"
        + " -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider."

    /// A diffable data source of one section of 50 items whose cells come from `cell`.
    static func show(cell: @escaping UICollectionViewDiffableDataSource<Int, Int>.CellProvider) throws
        -> (UICollectionViewDiffableDataSource<Int, Int>, ScrollSimUIKitDriver)
    {
        let view = UICollectionView(
            frame: UIKitDriverTests.feedFrame,
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view, cellProvider: cell)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<50))
        dataSource.apply(snapshot, animatingDifferences: false)
        return (dataSource, try ScrollSimUIKitDriver(showing: view))
    }

    /// A registration made in the cell provider for each cell stops at the first cell.
    @Test func aRegistrationMadeInTheCellProviderStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let shown = try RegistrationMisuseTests.show { view, path, item in
                    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
                    return view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
                }
                withExtendedLifetime(shown) {}
            }
        }
        #expect(String(decoding: exit.standardErrorContent, as: UTF8.self).contains(Self.cellMisuse))
    }

    /// A registration made once, lazily, at the provider's first call stops too, as UIKit's does (it does
    /// not tell a lazy registration from a new one each time).
    @Test func aLazyRegistrationMadeInTheCellProviderStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                var lazy: UICollectionView.CellRegistration<UICollectionViewCell, Int>?
                let shown = try RegistrationMisuseTests.show { view, path, item in
                    let registration = lazy ?? UICollectionView.CellRegistration { _, _, _ in }
                    lazy = registration
                    return view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
                }
                withExtendedLifetime(shown) {}
            }
        }
        #expect(String(decoding: exit.standardErrorContent, as: UTF8.self).contains(Self.cellMisuse))
    }

    /// A supplementary registration made in the supplementary view provider stops at the first header.
    @Test func aSupplementaryRegistrationMadeInTheProviderStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
                let view = UICollectionView(
                    frame: UIKitDriverTests.feedFrame,
                    collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50))
                let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
                    view, path, item in
                    view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
                }
                dataSource.supplementaryViewProvider = { view, kind, path in
                    let registration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                        elementKind: kind
                    ) { _, _, _ in }
                    return view.dequeueConfiguredReusableSupplementary(using: registration, for: path)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(Array(0..<50))
                dataSource.apply(snapshot, animatingDifferences: false)
                withExtendedLifetime((dataSource, try ScrollSimUIKitDriver(showing: view))) {}
            }
        }
        #expect(
            String(decoding: exit.standardErrorContent, as: UTF8.self).contains(
                "Attempted to dequeue a supplementary view using a registration that was created inside"))
    }

    /// A registration made up front, before the view is shown, dequeues as before: items 0…3, each a
    /// `NewCell` configured once.
    @Test func aRegistrationMadeUpFrontDequeues() throws {
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<NewCell, Int> { _, _, item in configured.append(item) }
        let (dataSource, _) = try Self.show { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        #expect(configured == [0, 1, 2, 3])
        withExtendedLifetime(dataSource) {}
    }

    /// 50 items of the cells registered for "Cell".
    fileprivate final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    /// "Cell" registered as `OldCell`, shown (items 0…3), scrolled to 1000 (items 10…13: 0…3 pooled, then
    /// reused), then registered as `NewCell` and scrolled to 2000 (items 20…23) and 3000 (items 30…33):
    /// every cell shown after the re-registration is a `NewCell` (the old cells pooled, and those of
    /// items 10…13 ending at 2000, are dropped; items 30…33 reuse those of 20…23). Before, items 20…23
    /// got the four pooled `OldCell`s.
    @Test func aReRegisteredIdentifierDequeuesTheNewClass() throws {
        let view = UICollectionView(
            frame: UIKitDriverTests.feedFrame,
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
        view.register(OldCell.self, forCellWithReuseIdentifier: "Cell")
        let source = Source()
        view.dataSource = source
        let driver = try ScrollSimUIKitDriver(showing: view)
        view.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(view.visibleCells.allSatisfy { $0 is OldCell })
        view.register(NewCell.self, forCellWithReuseIdentifier: "Cell")
        view.contentOffset = CGPoint(x: 0, y: 2000)
        #expect(view.visibleCells.count == 4 && view.visibleCells.allSatisfy { $0 is NewCell })
        let reused = Set(view.visibleCells.map(ObjectIdentifier.init))
        view.contentOffset = CGPoint(x: 0, y: 3000)
        #expect(Set(view.visibleCells.map(ObjectIdentifier.init)) == reused)
        withExtendedLifetime((source, driver)) {}
    }
}
