import Foundation
import ScrollSimUIKit

/// A carousel that scales its cards by their distance from the centre, written as Apple's "Orthogonal
/// Sections" carousel does it with `visibleItemsInvalidationHandler`.
///
/// One orthogonal (`.continuous`) section of ten 200×200 cards side by side in a 400×300 view: card i
/// lies at x = 200·i in the section at rest. The handler, Apple's with the cards' alpha and zIndex set
/// from the scale too: distance = |midX − offset.x − 400/2|, scale = max(1.1 − distance/400, 0.7).
final class ScalingCarousel: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView: UICollectionView
    /// The handler's calls: the offset given and each item's index and scale set.
    private(set) var calls: [(offset: CGPoint, scales: [Int: CGFloat])] = []
    /// The attributes each card was given when displayed (`willDisplay`), by item.
    private(set) var displayed: [Int: (alpha: CGFloat, zIndex: Int, transform: CGAffineTransform)] = [:]

    /// The carousel's section: 200×200 cards side by side, scrolling on their own (`.continuous`).
    static func cardsSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }

    override init() {
        let section = Self.cardsSection()
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 300),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        super.init()
        section.visibleItemsInvalidationHandler = { [weak self] items, offset, environment in
            var scales: [Int: CGFloat] = [:]
            items.forEach { item in
                let distanceFromCenter = abs(
                    (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                let minScale: CGFloat = 0.7
                let maxScale: CGFloat = 1.1
                let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
                item.zIndex = Int((scale * 10).rounded())
                scales[item.indexPath.item] = scale
            }
            self?.calls.append((offset, scales))
        }
        collectionView.register(CarouselCard.self, forCellWithReuseIdentifier: "Card")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let card = cell as? CarouselCard, let applied = card.applied else { return }
        displayed[indexPath.item] = (applied.alpha, applied.zIndex, applied.transform)
    }
}

/// A card that keeps the attributes it was last given.
final class CarouselCard: UICollectionViewCell {
    private(set) var applied: UICollectionViewLayoutAttributes?
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied = layoutAttributes }
}
