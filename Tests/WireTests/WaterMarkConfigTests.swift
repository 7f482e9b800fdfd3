import Foundation
import Testing

@testable import Specs
@testable import Wire

/// The config's water marks: `lowQueue` defaults to a quarter of `softQueue` and must lie below it.
@Suite struct WaterMarkConfigTests {
    static func load(_ text: String) throws(InputError) -> DaemonConfiguration {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(UUID().uuidString).yaml").path
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try SpecFile.loadConfiguration(path: path)
    }

    @Test func theLowMarkIsAQuarterOfTheHighOneUnlessGiven() throws {
        #expect(try Self.load("limits: {softQueue: 40000}\n").limits.lowQueue == 10_000)
        #expect(try Self.load("limits: {softQueue: 40000, lowQueue: 39999}\n").limits.lowQueue == 39_999)
        #expect(try Self.load("tickHz: 60\n").limits.lowQueue == 65_536)
    }

    @Test func aLowMarkAtOrAboveTheHighOneIsRefused() {
        #expect(throws: InputError.self) { try Self.load("limits: {softQueue: 40000, lowQueue: 40000}\n") }
        do {
            _ = try Self.load("limits: {softQueue: 40000, lowQueue: 50000}\n")
            Issue.record("a low mark above the high one was taken")
        } catch {
            #expect(error.message == "expected less than softQueue (40000), got 50000")
            #expect(error.path == "limits.lowQueue")
        }
    }
}
