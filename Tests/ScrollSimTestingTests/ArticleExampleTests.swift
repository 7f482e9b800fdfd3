import Foundation
import ScrollSimTesting
import Testing

/// The YAML of the card feed the articles use (`ScrollSimTests.feed`, under the name they give it).
let feed = ScrollSimTests.feed

let carousel = """
    viewport: [375, 600]
    layout:
      type: compositional
      sections:
        - group:
            direction: horizontal
            size: {width: {absolute: 150}, height: {absolute: 200}}
            subitems: [{item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}}]
          orthogonalScrollingBehavior: continuous
          interGroupSpacing: 10
          contentInsets: [0, 16, 0, 16]
        - group:
            direction: horizontal
            size: {width: {fractionalWidth: 1}, height: {absolute: 100}}
            subitems: [{item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}}]
          boundarySupplementaryItems:
            - {kind: header, size: {width: {fractionalWidth: 1}, height: {absolute: 40}}, alignment: top}
    sections: [{items: 20}, {items: 10}]
    """

/// The code of the DocC articles (Sources/ScrollSimTesting/ScrollSimTesting.docc), line for line:
/// `ArticleSyncTests` checks that each article's Swift is here, so an article's example is code that
/// compiles and passes. The figures each asserts are derived in the article (and in `ScrollSimTests`).
@Suite struct ArticleExampleTests {
    /// Writing a first test, and the landing page.
    @Test func theFeedShowsTwoCardsAndCountsAnImpression() throws {
        let sim = try ScrollSim(
            yaml: """
                viewport: [375, 400]
                layout: {type: flow, itemSize: [375, 200], minimumLineSpacing: 0}
                sections: [{items: 20}]
                visibility: {thresholds: [0, 0.5, 1], viewable: display}
                """)
        #expect(try sim.state().visibleItems == [[0, 0], [0, 1]])
        #expect(try sim.state().phase == .idle)
        try sim.expectEvent(.viewable(item: [0, 0]), within: .seconds(1))
    }

    /// Driving a view with gestures: a drag, then a fling resting 100 + 499.4998 pt down.
    @Test func gestures() throws {
        let sim = try ScrollSim(yaml: feed)
        try sim.drag(by: [0, -100], duration: .milliseconds(200), release: .still)
        #expect(try sim.state().contentOffset == [0, 100])
        try sim.fling(velocity: [0, -1000])
        try sim.expectEvent(.willBeginDecelerating(), within: .milliseconds(10))
        try sim.runUntilIdle()
        #expect(abs(try sim.state().contentOffset.y - 599.4998) < 0.001)
        #expect(try sim.state().phase == .idle)
    }

    /// Driving a view with gestures: where a window begins (`ScrollSimWindowTests` derives the times).
    @Test func windows() throws {
        let sim = try ScrollSim(yaml: feed)
        try sim.advance(by: .milliseconds(600))
        try sim.expectEvent(.viewable(item: [0, 0]), within: .seconds(1))
        try sim.expectEvent(.viewable(item: [0, 1]), within: .milliseconds(400))
        try sim.scrollTo([0, 400])
        try sim.expectEvent(.viewable(item: [0, 2]), within: .seconds(1), from: .now)
    }

    /// Testing carousels (`ScrollSimCarouselTests` derives the figures).
    @Test func carousels() throws {
        let sim = try ScrollSim(yaml: carousel)
        try sim.fling(velocity: [-1000, 0], at: [100, 100])
        try sim.expectEvent(.sectionDidScroll(section: 0), within: .milliseconds(10))
        try sim.runUntilIdle()
        let row = try #require(try sim.state().section(0))
        #expect(abs(row.contentOffset.x - 499.4998) < 0.001)
        #expect(row.phase == .idle)
        #expect(try sim.state().contentOffset == [0, 0])
        #expect(try sim.state().supplementaries == [ViewSnapshot.Supplementary(kind: "header", indexPath: [1, 0])])
    }

    /// Testing impressions and prefetching: cards 0 and 1 wholly visible at once, card 0 viewable after
    /// its 1,000-ms dwell, card 2 (y 400…600) never on screen; the prefetch range reaches past the screen.
    @Test func impressions() throws {
        let sim = try ScrollSim(yaml: feed)
        try sim.expectEvent(.visibilityChanged(item: [0, 1], fraction: 1))
        let impression = try sim.expectEvent(.viewable(item: [0, 0]), within: .seconds(1))
        #expect(impression.fields["dwell"] == .number(1000))
        try sim.expectNoEvent(.viewable(item: [0, 2]), during: .seconds(2))

        let prefetching = try ScrollSim(yaml: feed + "\nprefetch: {}")
        let ahead = try prefetching.expectEvent(.prefetchItems())
        #expect(ahead.fields["indexPaths"] != nil)
    }

    /// Keeping golden transcripts: the first comparison records the missing golden and fails, the second
    /// matches.
    @Test func goldens() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-article-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = "\(folder)/fling.ndjson"
        let sim = try ScrollSim(yaml: feed)
        try sim.fling(velocity: [0, -1000])
        try sim.runUntilIdle()
        #expect(throws: ScrollSimFailure.self) { try sim.assertTranscript(matchesGolden: golden, record: false) }
        try sim.assertTranscript(matchesGolden: golden)
    }

    /// Keeping golden transcripts: a scenario given as text.
    @Test func scenarios() throws {
        let run = try ScenarioRun(
            yaml: """
                views:
                  - {id: feed, viewport: [375, 400], layout: {type: flow, itemSize: [375, 200]}, sections: [{items: 20}]}
                steps:
                  - fling: {view: feed, velocity: [0, -1000]}
                  - expectEvent: {event: didEndDecelerating, view: feed, within: 10000}
                """)
        #expect(run.events.contains { $0.name == "didEndDecelerating" })
    }

    /// Where Foundation is imported too, the module's name tells the two `IndexPath`s apart.
    @Test func theTypedValuesComeWithTheLibrary() throws {
        let path = ScrollSimTesting.IndexPath(section: 0, item: 1)
        let sim = try ScrollSim(yaml: feed)
        #expect(try sim.state().visibleItems.last == path)
        #expect(try sim.state().velocity == Vector(dx: 0, dy: 0))
        #expect(try sim.state().phase == ScrollPhase.idle)
    }
}
