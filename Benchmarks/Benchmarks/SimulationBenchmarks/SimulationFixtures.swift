import LayoutCore
import Layouts
import ScrollPhysics
import Simulation
import Specs
import Wire

/// The views and events the simulation benchmarks use.
enum SimulationFixtures {
    /// A simulator with one 375×667 list of `items` 100-pt rows, laid out, at rest at the top; with
    /// `visibility` and `prefetch`, reporting those events; with `physics`, under those.
    static func simulator(
        items: Int, visibility: VisibilitySettings? = nil, prefetch: PrefetchSettings? = nil,
        physics: ScrollSettings = ScrollSettings()
    ) -> Simulator {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 375, height: 100)
        flow.minimumLineSpacing = 0
        let spec = ViewSpec(
            viewport: Size(width: 375, height: 667), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: items)]), physics: physics, visibility: visibility,
            prefetch: prefetch)
        var simulator = Simulator(tickHz: 120)
        _ = try? simulator.createView(spec, id: "list")
        return simulator
    }

    /// A simulator with one 375×667 compositional feed at rest: 10,000 sections of 20 items, each Apple's
    /// grid (five 75-pt squares a row) under a pinned 44-pt header.
    static func compositionalFeed() -> Simulator {
        var section = CompositionalSection(
            group: CompositionalGroup(
                direction: .horizontal,
                size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
                subitems: [
                    .item(
                        CompositionalItem(
                            size: CompositionalSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1))))
                ]))
        section.boundaryItems = [
            CompositionalBoundaryItem(
                kind: .header, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
                pinToVisibleBounds: true)
        ]
        let spec = ViewSpec(
            viewport: Size(width: 375, height: 667),
            layout: .compositional(CompositionalConfiguration(sections: [section])),
            data: CollectionData(sections: Array(repeating: SectionData(itemCount: 20), count: 10_000)))
        var simulator = Simulator(tickHz: 120)
        _ = try? simulator.createView(spec, id: "list")
        return simulator
    }

    /// A 375×667 feed of 10,000 `groupPaging` carousels of 20 cards 150×200 (10 apart, under a 30-pt
    /// header), as a YAML spec writes it, at rest.
    static func carouselFeed() -> Simulator {
        let text = """
            viewport: [375, 667]
            layout:
              type: compositional
              interSectionSpacing: 20
              sections:
                - group:
                    direction: horizontal
                    size: {width: {absolute: 150}, height: {absolute: 200}}
                    subitems: [{item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}}]
                  orthogonalScrollingBehavior: groupPaging
                  interGroupSpacing: 10
                  contentInsets: [0, 16, 0, 16]
                  boundarySupplementaryItems:
                    - {kind: header, size: {width: {fractionalWidth: 1}, height: {absolute: 30}}}
            sections: [{items: 20}]
            """
        guard var spec = try? SpecFile.decode(text, format: .yaml) else {
            fatalError("the carousel feed is a bad spec")
        }
        spec.data = CollectionData(sections: Array(repeating: SectionData(itemCount: 20), count: 10_000))
        var simulator = Simulator(tickHz: 120)
        _ = try? simulator.createView(spec, id: "list")
        return simulator
    }

    /// A simulator with one 375×300 carousel of `items` 200×280 items, at rest.
    static func carousel(items: Int) -> Simulator {
        var configuration = CarouselConfiguration()
        configuration.infinite.strip.itemSize = Size(width: 200, height: 280)
        let spec = ViewSpec(
            viewport: Size(width: 375, height: 300), layout: .carousel(configuration),
            data: CollectionData(sections: [SectionData(itemCount: items)]))
        var simulator = Simulator(tickHz: 120)
        _ = try? simulator.createView(spec, id: "carousel")
        return simulator
    }

    /// `count` willDisplay and didEndDisplaying events, as a scroll produces them.
    static func events(count: Int) -> [Event] {
        (0..<count).map { index in
            let attributes = LayoutAttributes.cell(
                IndexPath(section: 0, item: index), id: .positional(section: 0, item: index),
                frame: Rect(x: 0, y: Double(index) * 100, width: 375, height: 100))
            let kind: EventKind = index.isMultiple(of: 2) ? .willDisplay(attributes) : .didEndDisplaying(attributes)
            return Event(
                seq: index + 1, tick: index / 4, milliseconds: Double(index / 4) * 1000 / 120, view: "list", kind: kind)
        }
    }
}
