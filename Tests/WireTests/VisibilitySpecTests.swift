import Simulation
import Testing

@testable import Specs
@testable import Wire

/// The spec's `visibility` and `prefetch`: presets, a mapping, the defaults, and each mistake named where it is.
@Suite struct VisibilitySpecTests {
    static let head = "viewport: [300, 200]\nlayout: {type: flow}\n"

    static func decode(_ yaml: String) throws -> ViewSpec {
        try SpecFile.decode(head + yaml, format: .yaml, file: "feed.yaml")
    }

    @Test func presetsAndAMappingAreRead() throws {
        #expect(
            try Self.decode("visibility: {viewable: display}\n").visibility == VisibilitySettings(viewable: .display))
        #expect(
            try Self.decode("visibility: {viewable: video}\n").visibility?.viewable
                == ViewableRule(fraction: 0.5, dwell: 2000))
        let custom = try Self.decode("visibility: {thresholds: [0, 0.25, 1], viewable: {fraction: 1, dwell: 500}}\n")
        #expect(
            custom.visibility
                == VisibilitySettings(thresholds: [0, 0.25, 1], viewable: ViewableRule(fraction: 1, dwell: 500)))
        #expect(try Self.decode("visibility: {}\n").visibility == VisibilitySettings(thresholds: [0], viewable: nil))
        #expect(try Self.decode("visibility: {thresholds: []}\n").visibility?.thresholds == [])
        #expect(try Self.decode("sections: [{items: 3}]\n").visibility == nil)
    }

    @Test(arguments: [
        (
            "visibility: {thresholds: [0.5, 0.5]}\n",
            "feed.yaml:3: visibility.thresholds[1]: expected thresholds in ascending order without repeats, got 0.5 after 0.5"
        ),
        (
            "visibility: {thresholds: [1.5]}\n",
            "feed.yaml:3: visibility.thresholds[0]: expected a number between 0 and 1, got 1.5"
        ),
        ("visibility: {viewable: banner}\n", "feed.yaml:3: visibility.viewable: unknown value \"banner\""),
        (
            "visibility: {viewable: {fraction: 0, dwell: 1000}}\n",
            "feed.yaml:3: visibility.viewable.fraction: expected a number above 0 and at most 1, got 0"
        ),
        (
            "visibility: {viewable: {fraction: 0.5}}\n",
            "feed.yaml:3: visibility.viewable: missing required key \"dwell\""
        ),
        (
            "visibility: {viewable: {fraction: 0.5, dwell: 1e12}}\n",
            "feed.yaml:3: visibility.viewable.dwell: expected a number above 0 and at most 3600000 (ms), got 1e12"
        ),
        (
            "visibility: {treshold: [0]}\n",
            "feed.yaml:3: visibility.treshold: unknown key \"treshold\"; did you mean \"thresholds\"?"
        ),
    ])
    func mistakesAreNamedWhereTheyAre(yaml: String, expected: String) {
        do {
            _ = try Self.decode(yaml)
            Issue.record("accepted \(yaml)")
        } catch {
            #expect("\(error)".hasPrefix(expected), "\(error)")
        }
    }

    @Test func aHundredAndTwoThresholdsAreTooMany() {
        let list = (0...101).map { "\(Double($0) / 101)" }.joined(separator: ", ")
        #expect(throws: InputError.self) { try Self.decode("visibility: {thresholds: [\(list)]}\n") }
    }

    @Test func prefetchTakesTexturesRangesByDefaultAndRefusesAbsurdOnes() throws {
        #expect(try Self.decode("prefetch: {}\n").prefetch == PrefetchSettings(leading: 2.5, trailing: 1.5))
        #expect(
            try Self.decode("prefetch: {leading: 1, trailing: 0}\n").prefetch
                == PrefetchSettings(leading: 1, trailing: 0))
        #expect(try Self.decode("sections: [{items: 3}]\n").prefetch == nil)
        do {
            _ = try Self.decode("prefetch: {leading: 101}\n")
            Issue.record("accepted leading 101")
        } catch {
            #expect(
                "\(error)".hasPrefix("feed.yaml:3: prefetch.leading: expected a number from 0 to 100 (screenfuls)"),
                "\(error)")
        }
    }
}
