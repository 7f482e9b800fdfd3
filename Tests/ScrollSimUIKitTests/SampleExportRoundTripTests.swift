import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// The export of each sample replays: shown by the driver, flung down, dragged back up and flung again,
/// its transcript is the one the exported spec gives a plain `ScrollSim` (the decoder `scrollsim run` and
/// the daemon use) under the same gestures, byte for byte.
@Suite @MainActor struct SampleExportRoundTripTests {
    /// A sample: its name (for the test's arguments), a screen showing it.
    struct Sample: CustomTestStringConvertible, Sendable {
        let name: String
        let screen: @MainActor @Sendable () -> SampleScreen
        var testDescription: String { name }
    }

    nonisolated static let samples: [Sample] = [
        Sample(name: "list") { SampleScreen(layout: AppleSampleLayouts.list(), counts: [60]) },
        Sample(name: "inset items grid") { SampleScreen(layout: AppleSampleLayouts.insetItemsGrid(), counts: [80]) },
        Sample(name: "two column") { SampleScreen(layout: AppleSampleLayouts.twoColumn(), counts: [60]) },
        Sample(name: "nested groups") {
            SampleScreen(layout: AppleSampleLayouts.nestedGroups(orthogonal: false), counts: [30])
        },
        Sample(name: "orthogonal scrolling") {
            SampleScreen(layout: AppleSampleLayouts.nestedGroups(orthogonal: true), counts: [12, 12, 12, 12])
        },
        Sample(name: "section headers and footers") {
            SampleScreen(
                layout: AppleSampleLayouts.sectionHeadersAndFooters(), counts: [5, 5, 5, 5, 5, 5],
                kinds: [AppleSampleLayouts.headerKind, AppleSampleLayouts.footerKind])
        },
        Sample(name: "item badges") {
            SampleScreen(layout: AppleSampleLayouts.itemBadges(), counts: [80], kinds: [AppleSampleLayouts.badgeKind])
        },
        Sample(name: "section provider") {
            SampleScreen(
                layout: ProviderSampleLayout.make(), counts: [8, 6, 8, 6, 8, 6],
                kinds: [ProviderSampleLayout.headerKind, ProviderSampleLayout.globalHeaderKind])
        },
        Sample(name: "flow with delegate sizes") {
            let screen = SampleScreen(layout: UICollectionViewFlowLayout(), counts: [20, 20])
            let delegate = IndexSizingDelegate()
            screen.collectionView.delegate = delegate
            screen.keptDelegate = delegate
            return screen
        },
    ]

    @Test(arguments: samples) func theExportReplaysToTheDriversTranscript(sample: Sample) throws {
        let screen = sample.screen()
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -2000))
        try driver.runUntilIdle()
        try driver.drag(by: CGPoint(x: 0, y: 300))
        try driver.fling(velocity: CGPoint(x: 0, y: -800))
        try driver.runUntilIdle()
        let replay = try ScrollSim(yaml: try driver.exportedViewSpec())
        try replay.fling(velocity: [0, -2000])
        try replay.runUntilIdle()
        try replay.drag(by: [0, 300])
        try replay.fling(velocity: [0, -800])
        try replay.runUntilIdle()
        #expect(replay.transcript() == driver.scrollSim.transcript())
        #expect(replay.events.count > 10)
    }

    /// An orthogonal row flung sideways replays too (the row's own scroll view, section 0).
    @Test func anOrthogonalRowFlungSidewaysReplays() throws {
        let screen = SampleScreen(layout: AppleSampleLayouts.nestedGroups(orthogonal: true), counts: [12, 12])
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        try driver.scrollSim.fling(velocity: [-1500, 0], section: 0)
        try driver.runUntilIdle()
        let replay = try ScrollSim(yaml: try driver.exportedViewSpec())
        try replay.fling(velocity: [-1500, 0], section: 0)
        try replay.runUntilIdle()
        #expect(replay.transcript() == driver.scrollSim.transcript())
    }
}

extension SampleExportRoundTripTests {
    /// A section the provider gives none for is laid out at zero height, which no spec can say (its
    /// dimensions are above 0): the export throws, naming the dimension, instead of writing a spec the
    /// decoder refuses.
    @Test func aSectionWithoutALayoutIsNotExported() throws {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 0 ? AppleSampleLayouts.listSection() : nil
        }
        let screen = SampleScreen(layout: layout, counts: [3, 3])
        let driver = try ScrollSimUIKitDriver(showing: screen.collectionView)
        let failure = #expect(throws: ScrollSimFailure.self) { try driver.exportedViewSpec() }
        #expect(
            failure?.actual
                == "the export does not write the dimension {absolute: 0} (a spec's dimensions are above 0)")
    }
}

/// A section provider as apps write one: even sections a paged row of 0.8-wide cards on a background under
/// a header, odd ones a custom group of three frames; the layout with its own header.
@MainActor
enum ProviderSampleLayout {
    static let headerKind = "section-header"
    static let globalHeaderKind = "layout-header-element-kind"
    static let backgroundKind = "section-background-kind"

    static func make() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                elementKind: globalHeaderKind, alignment: .top)
        ]
        return UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                index.isMultiple(of: 2) ? cards(environment) : mosaic()
            }, configuration: configuration)
    }

    private static func cards(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let width = environment.container.effectiveContentSize.width * 0.8
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(180)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: headerKind, alignment: .top)
        ]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        section.decorationItems = [background]
        return section
    }

    private static func mosaic() -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
        ) { environment in
            let width = environment.container.contentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width * 0.5, height: 200)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width * 0.5, y: 0, width: width * 0.5, height: 100)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: width * 0.5, y: 100, width: width * 0.5, height: 100)),
            ]
        }
        return NSCollectionLayoutSection(group: group)
    }
}
