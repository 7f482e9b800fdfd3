import Foundation
import Testing

@testable import ScrollSimUIKit

/// A data change made while the simulation is mid-step (a `visibleItemsInvalidationHandler`, which runs on
/// a step's displayed elements before their events reach the delegates) waits whole for the step's events:
/// the view's side of it (headers rekeyed, cells set aside, the selection moved) too, not only the
/// simulator's command. Geometry: a compositional list of two sections, each a 44-pt header over one
/// 100-pt row, in a 375×667 view: header 0 at y 0, header 1 at y 144, both displayed when shown.
@Suite @MainActor struct MidStepSectionMoveTests {
    static let kind = "header"

    /// Remembers the section each header view was displayed for first.
    final class HeaderLog: NSObject, UICollectionViewDelegate {
        private(set) var firstSection: [ObjectIdentifier: Int] = [:]

        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            if firstSection[ObjectIdentifier(view)] == nil { firstSection[ObjectIdentifier(view)] = indexPath.section }
        }
    }

    /// The handler's first call (the first screen, mid-step) moves section 1 to 0 without animation. The
    /// first screen's `willDisplaySupplementaryView` events come after it, naming headers 0 and 1 as they
    /// were; then the move applies: the header shown for section 1 is header 0, and that of section 0 is
    /// header 1. Before, the headers were rekeyed when the move was made, before
    /// they were displayed: each stayed keyed at its first index path, header 0 finding section 0's view.
    @Test func aSectionMovedFromTheHandlerCarriesItsHeader() throws {
        var moved = false
        var view: UICollectionView?
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: Self.kind, alignment: .top)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header]
        section.visibleItemsInvalidationHandler = { _, _, _ in
            guard !moved else { return }
            moved = true
            UIView.performWithoutAnimation { view?.moveSection(1, toSection: 0) }
        }
        let screen = SampleScreen(
            layout: UICollectionViewCompositionalLayout(section: section), counts: [1, 1], kinds: [Self.kind])
        view = screen.collectionView
        let log = HeaderLog()
        screen.collectionView.delegate = log
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        let shown = (0..<2).map {
            screen.collectionView.supplementaryView(forElementKind: Self.kind, at: IndexPath(item: 0, section: $0))
        }
        #expect(moved)
        #expect(shown.map { $0.flatMap { log.firstSection[ObjectIdentifier($0)] } } == [1, 0])
        _ = driver
    }
}
