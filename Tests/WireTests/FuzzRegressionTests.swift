import FoundationEssentials
import FuzzHarness
import LayoutTestKit
import Testing

/// Every input in `Fuzz/Regressions` (each a crash, a freeze or a wrong output once) runs through the fuzz
/// harness — decoded, laid out, drawn, scrolled, played — and ends as it should: refused as bad input, or
/// run with every number finite and printed without an exponent. A regression traps the test process.
@Suite struct FuzzRegressionTests {
    static let directory = Repository.path("Fuzz/Regressions")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Which regressions are bad input (refused, exit 65) and which are good input that must run.
    static let refused: Set<String> = [
        "spec-grid-tiny-aspect", "spec-huge-item-size", "spec-items-negative-zero", "spec-items-tagged-string",
        "spec-overrides-ambiguous-keys", "spec-render-1e8-viewport", "spec-render-tall-viewport",
        "spec-render-thin-viewport", "scenario-yaml-alias-expansion", "junit-instruction-without-data",
        "junit-name-not-utf8", "junit-unknown-encoding", "junit-instruction-after-a-nameless-one",
        "junit-instruction-after-a-broken-declaration",
    ]

    /// The good inputs among them: each must be decoded and run to its end.
    static let ran: Set<String> = [
        "compositional-badges-past-self-sized-groups", "compositional-cells-past-their-section",
        "compositional-footer-past-its-section",
        "spec-compositional-nested-group-fills-cells", "requests-carousel-extreme-gestures",
        "requests-infinite-extreme-gestures", "requests-paging-far-offset",
        "requests-paging-huge-spacing", "requests-snapToCenter-extreme-gestures", "spec-grid-extreme-aspect",
        "spec-mosaic-negative-columns", "spec-plugin-flow-wide-cell", "spec-render-extreme-viewport",
        "spec-staggered-wide-insets",
    ]

    /// Every file on disk says which it is, and every reproducer named here is on disk.
    @Test func everyRegressionIsClassified() {
        #expect(Set(Self.files) == Self.refused.union(Self.ran))
        #expect(Self.refused.isDisjoint(with: Self.ran))
    }

    @Test(arguments: files)
    func eachRegressionEndsAsItShould(_ name: String) throws {
        let bytes = try FuzzInputFile.bytes(at: Self.directory + "/" + name)
        let outcome = FuzzHarness.run(bytes)
        if Self.refused.contains(name) {
            guard case .refused = outcome else {
                Issue.record("\(name) ran; it is bad input")
                return
            }
        } else {
            #expect(Self.ran.contains(name), "\(name) is not classified")
            #expect(outcome == .ran, "\(name): \(outcome)")
        }
    }
}
