import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// A compositional layout given numbers no spec holds: fractions and offsets are bounded as a spec's are,
/// so the view shown exports a spec that loads back and replays to the same transcript; what a handler
/// sets is bounded or refused.
@Suite @MainActor struct CompositionalHostileTests {
    /// A list of 100 pt rows (375 × 667, 30 items): each item `item`'s size, with `badge`, a 20 × 20
    /// supplementary item anchored at its top trailing corner, and a 44 pt header offset by `headerOffset`.
    static func screen(item: NSCollectionLayoutSize, badge: NSCollectionLayoutAnchor, headerOffset: CGPoint)
        -> SampleScreen
    {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: badge)
        let item = NSCollectionLayoutItem(layoutSize: item, supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: "header", alignment: .top, absoluteOffset: headerOffset)
        ]
        return SampleScreen(
            layout: UICollectionViewCompositionalLayout(section: section), counts: [30], kinds: ["badge", "header"])
    }

    /// Flings `screen` at 2,000 pt/s, then replays its export with the same fling: the transcripts match.
    /// The old code exported what the decoder refuses (`null`, 309 digits, a fraction of 100,000).
    static func expectReplay(_ screen: SampleScreen) throws {
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -2000))
        try driver.runUntilIdle()
        let replay = try ScrollSim(yaml: try driver.exportedViewSpec())
        try replay.fling(velocity: [0, -2000])
        try replay.runUntilIdle()
        #expect(replay.transcript() == driver.scrollSim.transcript())
    }

    /// A fraction of 1e308 (of the width, or of the height) is taken as 100, a spec's largest fraction.
    @Test(arguments: [true, false])
    func aHugeFractionIsTakenAsTheLargest(ofWidth: Bool) throws {
        let width: NSCollectionLayoutDimension = ofWidth ? .fractionalWidth(1e308) : .fractionalHeight(1e308)
        let size = NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(100))
        try Self.expectReplay(
            Self.screen(item: size, badge: NSCollectionLayoutAnchor(edges: [.top, .trailing]), headerOffset: .zero))
    }

    /// Anchor and boundary offsets that are not finite are taken as 0, finite ones past ±1e13 pt as that
    /// much, fractional ones past ±100 as that much.
    @Test(arguments: [CGFloat.nan, .infinity, -1e308, 1e308])
    func anAbsurdOffsetIsBounded(value: CGFloat) throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let point = CGPoint(x: value, y: value)
        try Self.expectReplay(
            Self.screen(
                item: size, badge: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: point),
                headerOffset: point))
        try Self.expectReplay(
            Self.screen(
                item: size, badge: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: point),
                headerOffset: .zero))
    }

    /// One orthogonal section of ten 200 × 200 cards (`ScalingCarousel`'s) in a 375 × 667 view, its handler
    /// giving each visible item `adjust`.
    static func carousel(_ adjust: @escaping (any NSCollectionLayoutVisibleItem) -> Void) -> SampleScreen {
        let section = ScalingCarousel.cardsSection()
        section.visibleItemsInvalidationHandler = { items, _, _ in items.forEach(adjust) }
        return SampleScreen(layout: UICollectionViewCompositionalLayout(section: section), counts: [10])
    }

    /// An alpha of 5 is displayed as 1, one of −3 as 0 (a layer's opacity lies in 0…1): the first screen's
    /// two cards (x 0…400 meets the 375 pt view) take it. The old code displayed 5 and −3.
    @Test(arguments: [(CGFloat(5), CGFloat(1)), (-3, 0)])
    func aHandlersAlphaIsTakenWithinZeroToOne(set: CGFloat, shown: CGFloat) throws {
        let screen = Self.carousel { $0.alpha = set }
        _ = try ScrollSimUIKitDriver(showing: screen.collectionView)
        #expect(screen.collectionView.visibleCells.map(\.alpha) == [shown, shown])
    }

    /// A centre that is not a number stops, naming the item; the old code displayed it, its frame printed
    /// as `null` in the transcript.
    @Test func aHandlersCentreNotFiniteStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let screen = CompositionalHostileTests.carousel { $0.center = CGPoint(x: CGFloat.nan, y: 0) }
                _ = try ScrollSimUIKitDriver(showing: screen.collectionView)
            }
        }
        let message = String(decoding: exit.standardErrorContent, as: UTF8.self)
        #expect(message.contains("visibleItemsInvalidationHandler set cell [0, 0]"))
        #expect(message.contains("each must be a finite number"))
    }
}
