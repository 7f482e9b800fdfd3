import ScrollSimTesting
import Testing

/// A 375-pt strip of 100-pt cards 8 apart, the first centred (the snap-to-center layout): card i is centred
/// at offset 108·i and starts at x 137.5 + 108·i in the content. Card 2 (353.5…453.5) shows 21.5 pt at
/// rest, under half.
let strip = """
    viewport: [375, 200]
    layout: {type: snapToCenter}
    sections: [{items: 20}]
    visibility: {thresholds: [0, 0.5, 1], viewable: display}
    """

/// Pulled 160 pt and let go still, the strip passes 54 (halfway to card 1) and settles on card 1, the
/// nearer (108 against 216).
@Test func theStripSettlesOnTheNearestCard() throws {
    let sim = try ScrollSim(yaml: strip)
    try sim.drag(by: [-160, 0], duration: .milliseconds(100), release: .still)
    try sim.expectEvent(.focusChanged(to: [0, 1]), within: .milliseconds(100))
    try sim.runUntilIdle()
    #expect(try sim.state().contentOffset == [108, 0])
}

/// Card 2 is half visible once the strip is 28.5 pt in: the drag (1.6 pt/ms) is 40 pt in at the third
/// tick (25 ms), so the impression counts 1,000 ms from there.
@Test func theNextCardIsViewedASecondAfterItHalfShows() throws {
    let sim = try ScrollSim(yaml: strip)
    try sim.drag(by: [-160, 0], duration: .milliseconds(100), release: .still)
    let impression = try sim.expectEvent(.viewable(item: [0, 2]), within: .seconds(2))
    #expect(impression.milliseconds == 1025)
}
