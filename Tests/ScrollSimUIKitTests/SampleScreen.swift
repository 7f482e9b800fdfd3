// App code as an iOS team writes it: a data source for any layout, its cells and supplementary views plain.
import ScrollSimUIKit

/// A screen showing `layout` in a 375 × 667 view over sections of `counts` items, giving a plain view for
/// each supplementary kind in `kinds` (registered under the kind as its reuse identifier).
final class SampleScreen: NSObject, UICollectionViewDataSource {
    let collectionView: UICollectionView
    /// The item counts by section, as the data source answers them (a test changes them with a batch).
    var counts: [Int]
    /// A delegate the screen keeps alive (the view holds its delegate weakly).
    var keptDelegate: AnyObject?

    init(layout: UICollectionViewLayout, counts: [Int], kinds: [String] = []) {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        self.counts = counts
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in kinds {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}
