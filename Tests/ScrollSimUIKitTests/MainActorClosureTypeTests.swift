import Foundation
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// The closure types UIKit declares main-actor (iOS 17 and 18 SDKs) are main-actor here: a closure of one
/// formed where nothing is isolated (`Factory`, a nonisolated type, as an app's layout helper may be) is
/// main-actor by its type, so its body calls main-actor code (the layout descriptors, the views, an
/// app's `@MainActor` state) as on iOS. On the old types this file did not compile ("call to main
/// actor-isolated initializer … in a synchronous nonisolated context").
@Suite @MainActor struct MainActorClosureTypeTests {
    /// An app's main-actor state, which the closures record into.
    @MainActor final class Record {
        var sections: [Int] = []
        var configured: [Int] = []
        var handled = 0
        var customProviderCalls = 0
    }

    /// A one-section compositional layout of 375×100 rows (one custom item per group) in a 375×350 view,
    /// items 0…9 from a diffable data source: shown, the provider is asked for section 0 once, the custom
    /// provider once (one section layout), the handler once (the first screen), and items 0…3 (rows at
    /// y 0, 100, 200, 300, all meeting 0…350) are configured by the registration's handler.
    @Test func closuresFormedOutsideTheMainActorRunOnIt() throws {
        let record = Record()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 350),
            collectionViewLayout: UICollectionViewCompositionalLayout(sectionProvider: Factory.sectionProvider(record)))
        let registration = UICollectionView.CellRegistration(handler: Factory.cellHandler(record))
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
            collectionView: view, cellProvider: Factory.cellProvider(registration))
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        dataSource.apply(snapshot, animatingDifferences: false)
        let driver = try ScrollSimUIKitDriver(showing: view)
        #expect(record.sections == [0])
        #expect(record.customProviderCalls == 1)
        #expect(record.handled == 1)
        #expect(record.configured == [0, 1, 2, 3])
        _ = UICollectionView.SupplementaryRegistration(elementKind: "badge", handler: Factory.headerHandler())
        withExtendedLifetime((dataSource, driver)) {}
    }
}

/// Not isolated (a file-level type): each closure it returns is main-actor only by its type.
private enum Factory {
    static func sectionProvider(_ record: MainActorClosureTypeTests.Record)
        -> UICollectionViewCompositionalLayoutSectionProvider
    {
        { index, _ in
            record.sections.append(index)
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
            let group = NSCollectionLayoutGroup.custom(layoutSize: size, itemProvider: customItems(record))
            let section = NSCollectionLayoutSection(group: group)
            section.visibleItemsInvalidationHandler = visibleItems(record)
            return section
        }
    }

    static func customItems(_ record: MainActorClosureTypeTests.Record) -> NSCollectionLayoutGroupCustomItemProvider {
        { environment in
            record.customProviderCalls += 1
            let size = environment.container.contentSize
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: size.width, height: 100))]
        }
    }

    static func visibleItems(_ record: MainActorClosureTypeTests.Record)
        -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler
    {
        { _, _, _ in record.handled += 1 }
    }

    static func cellHandler(_ record: MainActorClosureTypeTests.Record)
        -> UICollectionView.CellRegistration<UICollectionViewCell, Int>
        .Handler
    {
        { cell, _, item in
            cell.alpha = 1
            record.configured.append(item)
        }
    }

    static func headerHandler() -> UICollectionView.SupplementaryRegistration<UICollectionReusableView>.Handler {
        { view, _, _ in view.alpha = 1 }
    }

    static func cellProvider(_ registration: UICollectionView.CellRegistration<UICollectionViewCell, Int>)
        -> UICollectionViewDiffableDataSource<Int, Int>.CellProvider
    {
        { view, path, item in view.dequeueConfiguredReusableCell(using: registration, for: path, item: item) }
    }
}
