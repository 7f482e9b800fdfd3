import Benchmark
import LayoutCore
import Layouts

/// Issue 35: the compositional layout's `prepare` over a 10,000-section feed of 20 items each (a grid
/// section layout and a two-column list, alternating as a section provider would; nothing is stored per
/// item, so it costs the sections), and its viewport query halfway down.
func compositionalBenchmarks(viewport: Size) {
    let data = CollectionData(sections: Array(repeating: SectionData(itemCount: 20), count: 10_000))
    let context = LayoutContext(data: data, viewportSize: viewport)
    let layout = CompositionalLayout(configuration: CompositionalFixtures.feed)
    prepareBenchmark("compositional prepare, 10,000 sections of 20 items", context: context, timeUnits: .microseconds) {
        layout
    }
    viewportQueryBenchmark(
        "compositional attributes(in: viewport), 10,000 sections of 20 items", layout: layout, context: context)
    let carousels = CompositionalLayout(configuration: CompositionalFixtures.carousels)
    prepareBenchmark(
        "compositional prepare, 10,000 orthogonal carousels of 20 items", context: context, timeUnits: .microseconds
    ) { carousels }
}

/// The feeds the compositional benchmarks measure.
enum CompositionalFixtures {
    /// Every section a `groupPaging` carousel of 150×200 cards, 10 apart, under a 30-pt header.
    static var carousels: CompositionalConfiguration {
        var carousel = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: .absolute(150), height: .absolute(200)),
                subitems: [item(1)]))
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        carousel.contentInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        carousel.boundaryItems = [
            CompositionalBoundaryItem(
                kind: .header, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(30)))
        ]
        var configuration = CompositionalConfiguration(sections: [carousel])
        configuration.interSectionSpacing = 20
        return configuration
    }

    static func item(_ width: Double) -> CompositionalGroup.Subitem {
        .item(
            CompositionalItem(
                size: CompositionalSize(width: .fractionalWidth(width), height: .fractionalHeight(1)),
                contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
    }

    static var feed: CompositionalConfiguration {
        var grid = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal,
                size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
                subitems: [item(0.2)]))
        grid.boundaryItems = [
            CompositionalBoundaryItem(
                kind: .header, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
                pinToVisibleBounds: true)
        ]
        grid.decorationItems = [CompositionalDecorationItem(kind: .background)]
        var list = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
                subitems: [item(1)], count: 2, interItemSpacing: 10))
        list.contentInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        list.interGroupSpacing = 10
        var configuration = CompositionalConfiguration(sections: [grid, list])
        configuration.interSectionSpacing = 20
        return configuration
    }
}
