import Foundation
import ScrollSimClient
import Testing
import WireFormat

/// The code of the ScrollSimTesting article "Testing against the daemon" (`Client.md`), line for line,
/// against the real daemon on the manual clock.
@Suite struct ClientArticleTests {
    /// The carousel of the article as the JSON spec `createView` takes: section 0 a continuous carousel of
    /// 150×200 cards 10 apart inside 16-pt side insets, section 1 a list of 100-pt rows.
    static let carousel = """
        {"viewport": [375, 600], "sections": [{"items": 20}, {"items": 10}],
         "layout": {"type": "compositional", "sections": [
           {"group": {"direction": "horizontal", "size": {"width": {"absolute": 150}, "height": {"absolute": 200}},
                      "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]},
            "orthogonalScrollingBehavior": "continuous", "interGroupSpacing": 10, "contentInsets": [0, 16, 0, 16]},
           {"group": {"direction": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                      "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}]}}
        """

    /// Flung at 1,000 pt/s on section 0 and stepped until idle, the carousel's own scroll view is idle in
    /// the `snapshot` reply's `sections` (resting 1 / ln(1 / 0.998) = 499.4998 pt on).
    @Test func aCarouselsSectionIsInTheSnapshot() async throws {
        let daemon = try ClientOnDaemonTests.Daemon()
        defer { daemon.stop() }
        let probe = try await daemon.connect()
        await probe.close()
        let socket = daemon.socket
        let carousel = Self.carousel
        let client = try await ScrollSimClient.connect(socket: socket)
        let view = try await client.createView(try JSONValue(parsing: carousel))
        _ = try await client.request(
            "fling", ["view": .string(view), "velocity": .array([.number(-1000), .number(0)]), "section": .number(0)])
        let (_, idle) = try await client.stepUntilIdle()
        let row = try await client.snapshot(view: view)["sections"]?.arrayValue?.first
        #expect(idle && row?["phase"] == .string("idle"))
        let offset = row?["contentOffset"]?.arrayValue?.first?.numberValue ?? 0
        #expect(abs(offset - 499.4998) < 1e-3)
        await client.close()
    }
}
