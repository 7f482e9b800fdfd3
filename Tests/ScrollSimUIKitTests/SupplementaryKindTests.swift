import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// A data source that answers a supplementary request with a view of another kind: UIKit stops, naming
/// both kinds ("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does
/// not match the element kind it is being used for…"). The old code displayed it and pooled it under the
/// kind asked for, so that a later header dequeue returned a view of a class registered for footers.
@Suite @MainActor struct SupplementaryKindTests {
    final class Source: NSObject, UICollectionViewDataSource {
        /// What the data source dequeues when asked for a header: a footer view, or a cell.
        let dequeuesCell: Bool
        init(dequeuesCell: Bool) { self.dequeuesCell = dequeuesCell }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: Foundation.IndexPath
        ) -> UICollectionReusableView {
            if dequeuesCell { return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer", for: indexPath)
        }
    }

    /// Shows a flow layout of 5 rows 375 × 100 under a 44 pt header, `source` its data source.
    static func show(_ source: Source) throws {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 350),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 44))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "footer")
        view.dataSource = source
        let driver = try ScrollSimUIKitDriver(showing: view)
        withExtendedLifetime((driver, source)) {}
    }

    @Test func aViewOfAnotherKindStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run { try Self.show(Source(dequeuesCell: false)) }
        }
        #expect(
            DiffableHostileTests.message(exit).contains(
                "When asked for a view of element kind 'UICollectionElementKindSectionHeader' the data source dequeued"
                    + " a view registered for the element kind 'UICollectionElementKindSectionFooter'."))
    }

    /// A cell returned for a header stops alike, naming the cell kind.
    @Test func aCellForASupplementaryViewStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run { try Self.show(Source(dequeuesCell: true)) }
        }
        #expect(
            DiffableHostileTests.message(exit).contains(
                "the data source dequeued a view registered for the element kind 'UICollectionElementKindCell'."))
    }
}
