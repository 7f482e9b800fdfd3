import Foundation
import LayoutCore
import Simulation

/// The sections of a prepared compositional layout that have a `visibleItemsInvalidationHandler`, and the
/// environment they are called with.
@MainActor
struct VisibleItemsHandlers {
    /// The environment the sections were prepared in.
    let environment: NSCollectionLayoutEnvironment
    /// The axis an orthogonal section scrolls along (across the layout's).
    let orthogonalAxis: Axis
    /// The one section of `init(section:)`, which lays out every section, when it has a handler.
    var every: NSCollectionLayoutSection?
    /// A section provider's sections with a handler, by section index.
    var bySection: [Int: NSCollectionLayoutSection] = [:]

    var isEmpty: Bool { every == nil && bySection.isEmpty }

    /// The section laid out at `index`, when it has a handler. - Complexity: O(1).
    func section(_ index: Int) -> NSCollectionLayoutSection? { every ?? bySection[index] }

    /// Calls each handler with its section's displayed elements of `adjustment` (sections in order) and
    /// writes back what it set; returns the positions of the elements handed to a handler, in order. The
    /// offset is the view's, or an orthogonal section's own along its axis.
    /// - Complexity: O(k) for k displayed elements, plus the handlers' work.
    func adjust(_ adjustment: inout DisplayAdjustment, kindName: (ElementKind) -> String) -> [Int] {
        var handled: [Int] = []
        let elements = adjustment.elements
        var bySectionIndex: [Int: [Int]] = [:]
        for (position, element) in elements.enumerated() {
            bySectionIndex[element.indexPath.section, default: []].append(position)
        }
        for index in bySectionIndex.keys.sorted() {
            guard let section = section(index), let handler = section.visibleItemsInvalidationHandler,
                let positions = bySectionIndex[index]
            else { continue }
            // A loop, not `map`: a main-actor closure handed to the standard library is checked for its
            // executor at each call, once per displayed element per tick here.
            var items: [VisibleItem] = []
            items.reserveCapacity(positions.count)
            for position in positions {
                items.append(VisibleItem(elements[position], look: adjustment.looks[position], kindName: kindName))
            }
            handler(items, offset(of: section, index, in: adjustment), environment)
            for (item, position) in zip(items, positions) {
                adjustment.looks[position] = item.applied(to: adjustment.looks[position])
            }
            handled += positions
        }
        return handled
    }

    /// The offset a handler is given: an orthogonal section's own along its axis (0 across it), else the
    /// view's content offset.
    private func offset(
        of section: NSCollectionLayoutSection, _ index: Int, in adjustment: DisplayAdjustment
    ) -> CGPoint {
        guard section.orthogonalScrollingBehavior != .none else { return CGPoint(adjustment.contentOffset) }
        let own = adjustment.sectionOffset(index)
        return orthogonalAxis == .horizontal ? CGPoint(x: own, y: 0) : CGPoint(x: 0, y: own)
    }
}

extension UICollectionView {
    /// Runs the layout's `visibleItemsInvalidationHandler`s on a tick's displayed elements: the hook the
    /// driver gives the simulation when the layout shown has any. The view's `contentOffset` is the tick's
    /// while they run; they cannot scroll or change the view (the simulation is mid-tick). Then each cell
    /// still displayed whose attributes they changed takes the new ones (`apply(_:)`), as in UIKit; cells
    /// that enter take them at `willDisplay`.
    /// - Complexity: O(k) for k displayed elements, plus the handlers' work.
    func adjustVisibleItems(_ adjustment: inout DisplayAdjustment) {
        guard let handlers = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.visibleItemsHandlers
        else { return }
        guard let engine else { return adjust(&adjustment, with: handlers) }
        engine.answering(with: adjustment.layout) { adjust(&adjustment, with: handlers) }
    }

    private func adjust(_ adjustment: inout DisplayAdjustment, with handlers: VisibleItemsHandlers) {
        offset = CGPoint(adjustment.contentOffset)
        for position in handlers.adjust(&adjustment, kindName: kind) {
            let attributes = adjustment.adjusted(position)
            guard let id = attributes.id, let shown = shownCells[id], shown.attributes != attributes else { continue }
            shownCells[id]?.attributes = attributes
            shown.view.take(UICollectionViewLayoutAttributes(attributes, kindName: kind))
        }
    }
}
