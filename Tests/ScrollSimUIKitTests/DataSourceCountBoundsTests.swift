import Foundation
import ScrollSimUIKit
import Testing

/// A data source's counts are bounded as a view spec's are: past 1,000,000 sections or 10,000,000 items in
/// all, or below zero, the view stops with a message naming the call (UIKit raises on counts it cannot
/// take), instead of allocating or laying out what the counts ask.
@Suite @MainActor struct DataSourceCountBoundsTests {
    /// `sections` sections of `items` items each.
    final class Counts: NSObject, UICollectionViewDataSource {
        let sections: Int
        let items: Int
        init(sections: Int, items: Int) {
            self.sections = sections
            self.items = items
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    /// Shows a 375×667 flow view of 375×100 items over `source`.
    static func show(_ source: Counts) throws {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.dataSource = source
        _ = try ScrollSimUIKitDriver(showing: view)
        withExtendedLifetime(source) {}
    }

    @Test func sectionsPastTheLimitStop() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                try DataSourceCountBoundsTests.show(Counts(sections: Int.max, items: 1))
            }
        }
        let message = String(decoding: exit.standardErrorContent, as: UTF8.self)
        #expect(message.contains("numberOfSections(in:) returned \(Int.max)"))
    }

    /// Two sections of 5,000,001 items: the second passes 10,000,000 in all by one.
    @Test func itemsPastTheLimitStop() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                try DataSourceCountBoundsTests.show(Counts(sections: 2, items: 5_000_001))
            }
        }
        let message = String(decoding: exit.standardErrorContent, as: UTF8.self)
        #expect(message.contains("numberOfItemsInSection: 1) returned 5000001"))
    }

    @Test func aNegativeCountStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                try DataSourceCountBoundsTests.show(Counts(sections: 1, items: -1))
            }
        }
        let message = String(decoding: exit.standardErrorContent, as: UTF8.self)
        #expect(message.contains("numberOfItemsInSection: 0) returned -1"))
    }
}
