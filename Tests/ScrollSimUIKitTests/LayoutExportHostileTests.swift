import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// Compositional groups a hostile app builds (a count below 1, no subitems, custom frames off any spec,
/// nesting and counts past a spec's bounds), their export, and `scrollToItem` out of range.
@Suite @MainActor struct LayoutExportHostileTests {
    static let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))

    static func row() -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
    }

    /// A 375 × 667 screen of 30 items laid out by `group`, shown.
    static func show(_ group: NSCollectionLayoutGroup) throws -> (SampleScreen, ScrollSimUIKitDriver) {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let screen = SampleScreen(layout: layout, counts: [30])
        return (screen, try ScrollSimUIKitDriver(showing: screen.collectionView))
    }

    /// A group repeating its subitem −1 times stops, naming the count; the old code crashed in the layout
    /// ("Range requires lowerBound <= upperBound").
    @Test func aNegativeCountStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                _ = try Self.show(.horizontal(layoutSize: Self.rowSize, subitem: Self.row(), count: -1))
            }
        }
        #expect(DiffableHostileTests.message(exit).contains("NSCollectionLayoutGroup: count -1 is below 1"))
    }

    /// A count of 0 stops alike; the old code laid it out and exported `count: 0`, which the decoder refuses.
    @Test func aCountOfZeroStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                _ = try Self.show(.vertical(layoutSize: Self.rowSize, subitem: Self.row(), count: 0))
            }
        }
        #expect(DiffableHostileTests.message(exit).contains("NSCollectionLayoutGroup: count 0 is below 1"))
    }

    /// A vertical group with no subitems stops, naming it; the old code displayed seven 100 pt cells from
    /// it and exported `subitems: []`, which the decoder refuses.
    @Test func aGroupWithoutSubitemsStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run { _ = try Self.show(.vertical(layoutSize: Self.rowSize, subitems: [])) }
        }
        #expect(DiffableHostileTests.message(exit).contains("a horizontal or vertical group needs subitems"))
    }

    /// A custom frame at x = NaN is taken at x = 0 and one at 1e308 at 1e13 (a spec's coordinates), as an
    /// anchor's offset is: the first screen shows cells [0, 0]–[0, 6] (the group's one 10 × 10 cell at
    /// y = 0 in each 100 pt group: 667 / 100 → 7 groups) for NaN, and the export loads back. The old code
    /// displayed no cell at NaN and exported `null` (or 1e308 in 309 digits), which the decoder refuses.
    @Test(arguments: [(CGFloat.nan, 7), (1e308, 0)])
    func aCustomFrameOffAnySpecIsBounded(x: CGFloat, shown: Int) throws {
        let group = NSCollectionLayoutGroup.custom(layoutSize: Self.rowSize) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: x, y: 0, width: 10, height: 10))]
        }
        let (screen, driver) = try Self.show(group)
        #expect(screen.collectionView.indexPathsForVisibleItems.count == shown)
        let replay = try ScrollSim(yaml: try driver.exportedViewSpec())
        #expect(replay.transcript() == driver.scrollSim.transcript())
    }

    /// What a spec cannot hold makes the export throw with the decoder's reason, as a spec file read back
    /// would: groups nested 9 deep (a spec's groups nest at most 8), 101 subitems (at most 100), a count of
    /// 1,001 (at most 1,000). The old code returned each, and `scrollsim run` refused it.
    @Test(arguments: [
        ("nest", "groups nest at most 8 deep"), ("subitems", "expected 1 to 100 subitems, got 101"),
        ("count", "expected a count from 1 to 1000, got 1001"),
    ])
    func whatASpecCannotHoldThrows(shape: String, reason: String) throws {
        let group: NSCollectionLayoutGroup
        switch shape {
        case "nest":
            var nested = NSCollectionLayoutGroup.vertical(layoutSize: Self.rowSize, subitems: [Self.row()])
            for _ in 0..<9 { nested = .vertical(layoutSize: Self.rowSize, subitems: [nested]) }
            group = nested
        case "subitems":
            group = .horizontal(layoutSize: Self.rowSize, subitems: (0..<101).map { _ in Self.row() })
        default:
            group = .horizontal(layoutSize: Self.rowSize, subitem: Self.row(), count: 1_001)
        }
        let (_, driver) = try Self.show(group)
        let failure = #expect(throws: ScrollSimFailure.self) { try driver.exportedViewSpec() }
        #expect(failure?.expected == "a view spec that loads back")
        #expect(failure?.actual.contains(reason) == true)
    }

    /// A flow view whose delegate sizes each of 250,000 items apart lists them all: about 20 bytes an item
    /// (`{"size":[375,100]},`), past 4 MiB, what `scrollsim run` reads of a spec file. The export throws,
    /// naming the bound; the old code returned 5 MB that no spec file can hold.
    @Test func aSpecPastTheFileBoundThrows() throws {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize { CGSize(width: 375, height: 100 + indexPath.item % 2) }
        }
        let feed = FeedController(
            frame: UIKitDriverTests.feedFrame, layout: flowLayout(itemSize: CGSize(width: 375, height: 100)),
            count: 250_000)
        let sizes = Sizes()
        feed.collectionView.delegate = sizes
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        let failure = #expect(throws: ScrollSimFailure.self) { try driver.exportedViewSpec() }
        #expect(failure?.expected == "a view spec of at most 4 MiB (a spec file's bound)")
        withExtendedLifetime(sizes) {}
    }

    /// `scrollToItem` to an item past the section's count stops with UIKit's message; the old code stopped
    /// with the simulator's ("view has no item [0, 50]").
    @Test func scrollingToAnItemOutOfRangeStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run { try Self.scrollFeed(to: IndexPath(item: 50, section: 0)) }
        }
        #expect(
            DiffableHostileTests.message(exit).contains(
                "Attempted to scroll the collection view to an out-of-bounds item (50) when there are only 50 items"
                    + " in section 0."))
    }

    /// A section past the count stops likewise; the old code stopped with the simulator's message.
    @Test func scrollingToASectionOutOfRangeStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run { try Self.scrollFeed(to: IndexPath(item: 0, section: 1)) }
        }
        #expect(
            DiffableHostileTests.message(exit).contains(
                "Attempted to scroll the collection view to an out-of-bounds section (1) when there are only 1"
                    + " sections."))
    }

    /// Shows the feed of `UIKitDriverTests.feed()` (one section of 50 items) and scrolls to `path`, animated.
    fileprivate static func scrollFeed(to path: IndexPath) throws {
        let feed = UIKitDriverTests.feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        feed.collectionView.scrollToItem(at: path, at: .top, animated: true)
        withExtendedLifetime(driver) {}
    }
}
