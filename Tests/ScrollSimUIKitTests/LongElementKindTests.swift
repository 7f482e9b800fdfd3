import Foundation
import ScrollSimUIKit
import Testing

/// A supplementary kind longer than ScrollSim's kinds hold reaches the app under its own name.
@Suite @MainActor struct LongElementKindTests {
    /// One section of two 375×100 items under a 44-pt header of kind "section-header-element-kind" (27
    /// bytes, as Apple's samples name it), in a 375×667 view: the header [0, 44) is shown, so the data
    /// source is asked for it and the delegate told of it under that kind, not under an alias.
    final class Screen: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        static let headerKind = "section-header-element-kind"
        let collectionView: UICollectionView
        private(set) var kindsAsked: [String] = []
        private(set) var kindsShown: [String] = []
        private(set) var framesShown: [CGRect] = []

        override init() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
            )
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: Self.headerKind, alignment: .top)
            ]
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            super.init()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: Self.headerKind,
                withReuseIdentifier: "Header")
            collectionView.dataSource = self
            collectionView.delegate = self
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            kindsAsked.append(kind)
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            kindsShown.append(elementKind)
            framesShown.append(view.frame)
        }
    }

    @Test func theAppSeesItsOwnKindName() throws {
        let screen = Screen()
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        try driver.advance(by: .milliseconds(10))
        #expect(screen.kindsAsked == [Screen.headerKind])
        #expect(screen.kindsShown == [Screen.headerKind])
        #expect(screen.framesShown == [CGRect(x: 0, y: 0, width: 375, height: 44)])
    }
}
