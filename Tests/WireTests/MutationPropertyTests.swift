import FoundationEssentials
import FuzzHarness
import LayoutTestKit
import Testing

/// A seeded property over thousands of mutated inputs (every shipped scenario and view spec, every fuzz
/// regression and the JUnit report seeds, changed where numbers, syntax and YAML features break most): each one is refused as
/// bad input or runs to its end — what `scrollsim` reports as exit 65, or 0 and 1. A trap, or a number
/// printed as `null` or in exponent form, stops the test process. `make fuzz` searches further.
@Suite struct MutationPropertyTests {
    static let root = Repository.root

    /// The inputs mutated, each with its front-end byte.
    static func seeds() throws -> [[UInt8]] {
        var seeds: [[UInt8]] = []
        let manager = FileManager.default
        for (folder, front) in [("Scenarios", "C"), ("Scenarios/Views", "S")] {
            for name in try manager.contentsOfDirectory(atPath: root + "/" + folder).sorted()
            where name.hasSuffix(".yaml") {
                seeds.append(Array(front.utf8) + (try FuzzInputFile.bytes(at: "\(root)/\(folder)/\(name)")))
            }
        }
        for folder in ["Fuzz/Regressions", "Fuzz/Seeds"] {
            for name in try manager.contentsOfDirectory(atPath: root + "/" + folder).sorted() {
                seeds.append(try FuzzInputFile.bytes(at: "\(root)/\(folder)/\(name)"))
            }
        }
        return seeds
    }

    @Test func mutatedInputsAreRefusedOrRun() throws {
        let seeds = try Self.seeds()
        var mutator = InputMutator(seed: 0x5C01_1517)
        var refused = 0
        var ran = 0
        for round in 0..<2_000 {
            let seed = seeds[round % seeds.count]
            switch FuzzHarness.run(mutator.mutate(seed)) {
            case .ran: ran += 1
            case .refused: refused += 1
            }
        }
        #expect(refused + ran == 2_000)
        // Both ends are exercised: mutations that stay valid and ones that do not.
        #expect(refused > 200)
        #expect(ran > 200)
    }
}
