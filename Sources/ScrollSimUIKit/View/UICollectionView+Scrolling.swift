import Foundation
import LayoutCore
import Simulation

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item, as UIKit's `UICollectionView.ScrollPosition`:
    /// one vertical and one horizontal position at most.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// The simulator's position: the vertical one when given, else the horizontal one, else none (the
        /// item's leading edge along each scrolling axis).
        var engine: Simulation.ScrollPosition? {
            let order: [(ScrollPosition, Simulation.ScrollPosition)] = [
                (.top, .top), (.centeredVertically, .centeredVertically), (.bottom, .bottom), (.left, .left),
                (.centeredHorizontally, .centeredHorizontally), (.right, .right),
            ]
            return order.first { contains($0.0) }?.1
        }
    }

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, clamped to the content; an item
    /// the view does not have (by the counts last read from the data source) stops with a precondition
    /// failure and UIKit's message ("Attempted to scroll the collection view to an out-of-bounds item…").
    public func scrollToItem(at indexPath: Foundation.IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let engine else { return }
        precondition(
            itemCounts.indices.contains(indexPath.section),
            "Attempted to scroll the collection view to an out-of-bounds section (\(indexPath.section)) when there"
                + " are only \(itemCounts.count) sections. Collection view: \(self)")
        let count = itemCounts[indexPath.section]
        precondition(
            (0..<count).contains(indexPath.item),
            "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only"
                + " \(count) items in section \(indexPath.section). Collection view: \(self)")
        scroll(
            .scrollToItem(view: engine.id, item: indexPath.engine, position: scrollPosition.engine, animated: animated))
    }

    /// The index paths of the displayed cells, in index-path order. - Complexity: O(k log k) for k cells.
    public var indexPathsForVisibleItems: [Foundation.IndexPath] {
        shownCells.values.map(\.attributes.indexPath).sorted().map(Foundation.IndexPath.init)
    }

    /// The displayed cells, in their items' index-path order. - Complexity: O(k log k) for k cells.
    public var visibleCells: [UICollectionViewCell] {
        shownCells.values.sorted { $0.attributes.indexPath < $1.attributes.indexPath }.map(\.view)
    }

    /// The displayed cell of the item at `indexPath`; nil when it is not displayed.
    /// - Complexity: O(k) for k displayed cells.
    public func cellForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewCell? {
        let path = indexPath.engine
        return shownCells.values.first { $0.attributes.indexPath == path }?.view
    }

    /// The displayed supplementary view of kind `elementKind` at `indexPath`; nil when none is displayed
    /// there (a view fading out after an animated change is not). - Complexity: O(v) for v supplementary
    /// views displayed.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: Foundation.IndexPath)
        -> UICollectionReusableView?
    {
        let path = indexPath.engine
        return shownSupplementaries.first { $0.key.indexPath == path && kind($0.key.kind) == elementKind }?.value.view
    }

    /// The index path of a displayed cell; nil for a cell not displayed. - Complexity: O(k).
    public func indexPath(for cell: UICollectionViewCell) -> Foundation.IndexPath? {
        shownCells.values.first { $0.view === cell }.map { Foundation.IndexPath($0.attributes.indexPath) }
    }

    /// The item's attributes as the layout places them now, displayed or not; nil for an item the view does
    /// not have or a view not shown. - Complexity: that of the layout's item query, O(log n) for most.
    public func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let layout = engine?.layout, numberOfItems(inSection: indexPath.section) > indexPath.item else {
            return nil
        }
        return layout.attributes(forItem: indexPath.engine, bounds: bounds.engine).map {
            UICollectionViewLayoutAttributes($0, kindName: kind)
        }
    }

    /// The item whose cell is displayed under `point` (content coordinates); nil when none is.
    /// - Complexity: O(k) for k displayed cells.
    public func indexPathForItem(at point: CGPoint) -> Foundation.IndexPath? {
        shownCells.values.filter { !$0.attributes.isHidden && CGRect($0.attributes.frame).contains(point) }
            .max { $0.attributes.zIndex < $1.attributes.zIndex }.map { Foundation.IndexPath($0.attributes.indexPath) }
    }
}
