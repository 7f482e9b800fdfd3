import ScrollSimTesting
import Testing

/// `anchor` through the in-process testing API, on `ScrollSimTests.feed`: 375×200 cards, no spacing, a
/// 375×400 viewport.
@Suite struct ScrollSimAnchorTests {
    /// At y 400 the first visible card is "0-2" (y 400…600); two cards inserted above move it to y 800, and
    /// `firstVisibleItem` moves the offset with it: `offsetAnchored` to [0, 800], keeping "0-2".
    @Test func aBatchAnchorsTheFirstVisibleCard() throws {
        let sim = try ScrollSim(yaml: ScrollSimTests.feed)
        try sim.scrollTo([0, 400])
        try sim.batchUpdates(BatchUpdate(insertItems: [.init([0, 0]), .init([0, 1])]), anchor: .firstVisibleItem)
        try sim.expectEvent(.offsetAnchored(anchor: .firstVisibleItem, to: [0, 800], id: "0-2"), within: .zero)
        #expect(try sim.state().contentOffset == [0, 800])
    }

    /// A compositional feed: section 0 five rows of 375×100 (y 0…500), section 1 an orthogonal row of
    /// 150×200 cards 10 apart inside 16-pt side insets (y 500…700; card k at x 16 + 160k). In a 375×150
    /// viewport at y 500, with section 1 scrolled 200 pt sideways (card 0 at x −184…−34, card 1 at −24…126),
    /// the first visible item is card "1-1" (index-path order; card 0 is off screen). Three rows inserted
    /// in section 0 move section 1 down 300 pt: the view's offset follows, to 800, and the section keeps its
    /// own offset (200): the same cards show, no display event.
    @Test func anOrthogonalSectionsCardAnchorsByItsFrameAsShown() throws {
        let sim = try ScrollSim(yaml: Self.orthogonal)
        try sim.scrollTo([0, 500])
        try sim.scrollTo([200, 0], section: 1)
        let displayed = sim.events(matching: .willDisplay()).count + sim.events(matching: .didEndDisplaying()).count
        try sim.batchUpdates(
            BatchUpdate(insertItems: [.init([0, 0]), .init([0, 1]), .init([0, 2])]), anchor: .firstVisibleItem)
        try sim.expectEvent(.offsetAnchored(anchor: .firstVisibleItem, to: [0, 800], id: "1-1"), within: .zero)
        let state = try sim.state()
        #expect(state.contentOffset == [0, 800])
        #expect(state.sections.first?.contentOffset == [200, 0])
        #expect(
            sim.events(matching: .willDisplay()).count + sim.events(matching: .didEndDisplaying()).count == displayed)
    }

    /// The LNZ carousel re-centres its focused item on every prepare (its own rule after a change): at
    /// rest on item 0, two items inserted before it put the offset where the carousel centres [0, 0] in
    /// its new cycle, whatever the anchor: `firstVisibleItem` ends where `none` does, and reports nothing.
    @Test func aCarouselThatReCentresHasTheLastWord() throws {
        var offsets: [Point] = []
        for anchor in [OffsetAnchor.none, .firstVisibleItem] {
            let sim = try ScrollSim(yaml: Self.carousel)
            try sim.batchUpdates(BatchUpdate(insertItems: [.init([0, 0]), .init([0, 1])]), anchor: anchor)
            offsets.append(try sim.state().contentOffset)
            #expect(sim.events(matching: .offsetAnchored()).isEmpty)
        }
        #expect(offsets[0] == offsets[1])
    }

    static let orthogonal = """
        viewport: [375, 150]
        layout:
          type: compositional
          sections:
            - group:
                direction: horizontal
                size: {width: {fractionalWidth: 1}, height: {absolute: 100}}
                subitems:
                  - item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}
            - group:
                direction: horizontal
                size: {width: {absolute: 150}, height: {absolute: 200}}
                subitems:
                  - item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}
              orthogonalScrollingBehavior: continuous
              interGroupSpacing: 10
              contentInsets: [0, 16, 0, 16]
        sections: [{items: 5}, {items: 20}]
        """

    static let carousel = """
        viewport: [375, 300]
        layout: {type: carousel, itemSize: [200, 280]}
        sections: [{items: 30}]
        """
}
