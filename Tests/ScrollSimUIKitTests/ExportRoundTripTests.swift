import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// The export of a shown view replays: its spec, given to a plain simulation (the decoder `scrollsim run`
/// and the daemon use), with the same gestures, gives the driver's transcript byte for byte.
@Suite @MainActor struct ExportRoundTripTests {
    @Test func anExportedFeedReplaysToTheSameTranscript() throws {
        let feed = UIKitDriverTests.feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        try driver.fling(velocity: CGPoint(x: 0, y: -1500))
        try driver.runUntilIdle()
        let replay = try ScrollSim(yaml: try driver.exportedViewSpec())
        try replay.fling(velocity: [0, -1500])
        try replay.runUntilIdle()
        #expect(replay.transcript() == driver.scrollSim.transcript())
        #expect(!replay.transcript().isEmpty)
    }

    /// The spec written for the feed, derived from its parts: 375×350, one section of 50, flow items
    /// 375×100 with no line spacing (the interitem spacing and the rest at their defaults).
    @Test func theFeedsSpecIsWrittenCanonically() throws {
        let feed = UIKitDriverTests.feed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        let expected =
            #"{"contentInset":[0,0,0,0],"contentOffset":[0,0],"layout":{"footerReferenceSize":[0,0],"#
            + #""headerReferenceSize":[0,0],"itemSize":[375,100],"minimumInteritemSpacing":10,"minimumLineSpacing":0,"#
            + #""scrollDirection":"vertical","sectionFootersPinToVisibleBounds":false,"#
            + #""sectionHeadersPinToVisibleBounds":false,"sectionInset":[0,0,0,0],"type":"flow"},"#
            + #""physics":{"bounces":true,"decelerationRate":"normal","pagingEnabled":false,"profile":"ios"},"#
            + #""sections":[{"items":50}],"viewport":[375,350]}"#
        let text = try driver.exportedViewSpec()
        #expect(text == expected)
    }
}
