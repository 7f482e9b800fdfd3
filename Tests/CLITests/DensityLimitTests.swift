import DaemonTestKit
import Foundation
import Testing

/// `layout` and `render` count a region's elements before building them and refuse past `--max-elements`
/// (exit 65), so that a spec of ten million tiny items is refused in milliseconds, not gigabytes.
@Suite struct DensityLimitTests {
    /// A 1,000-pt square viewport over custom groups as wide as it and 1 pt tall, each of 1,000 cells
    /// 0.001 pt square side by side: 1,000 groups meet the viewport, 1,000,000 cells, of ten million.
    static let customGroups: String = {
        let frames = (0..<1_000).map { "[\(Double($0) / 1_000),0,0.001,0.001]" }.joined(separator: ",")
        return """
            {"viewport":[1000,1000],"layout":{"type":"compositional","sections":[{"group":{"size":{"width":{"fractionalWidth":1},"height":{"absolute":1}},"custom":[\(frames)]}}]},"sections":[{"items":10000000}]}
            """
    }()

    /// The largest viewport, 100,000 pt square, over 10-pt items 10 pt apart (UIKit's default spacings):
    /// 5,000 a line (5,000 × 10 + 4,999 × 10 = 99,990 pt), lines 20 pt apart, so the ten million fill
    /// 2,000 lines, 40,000 pt: every one of them in the viewport.
    static let hugeViewport = """
        {"viewport":[100000,100000],"layout":{"type":"flow","itemSize":[10,10]},"sections":[{"items":10000000}]}
        """

    @Test func layoutRefusesAViewportOfAMillionCells() throws {
        let refused = try ScrollSimBinary.run(["layout", "-"], input: Self.customGroups)
        #expect(refused.status == 65)
        #expect(refused.standardOutput.isEmpty)
        #expect(
            refused.standardError
                == "error: the viewport holds more than 100000 elements; ask for a smaller region, make the items larger or raise --max-elements\n"
        )
    }

    /// The first group row's first 50 cells, x < 0.05: exactly 50 elements, within a limit of 50.
    @Test func layoutAnswersWithinTheLimit() throws {
        let answered = try ScrollSimBinary.run(
            ["layout", "-", "--rect", "0,0,0.0495,0.5", "--max-elements", "50"], input: Self.customGroups)
        #expect(answered.status == 0)
        #expect(answered.standardOutput.components(separatedBy: #""category":"cell""#).count - 1 == 50)
        let over = try ScrollSimBinary.run(
            ["layout", "-", "--rect", "0,0,0.0495,0.5", "--max-elements", "49"], input: Self.customGroups)
        #expect(over.status == 65)
        #expect(over.standardError.hasPrefix("error: the rect holds more than 49 elements"))
    }

    @Test(arguments: [["--ascii"], ["--svg", "-"]])
    func renderRefusesAHugeViewport(_ output: [String]) throws {
        let refused = try ScrollSimBinary.run(["render", "-"] + output, input: Self.hugeViewport)
        #expect(refused.status == 65)
        #expect(refused.standardOutput.isEmpty)
        #expect(refused.standardError.hasPrefix("error: the "))
        #expect(refused.standardError.contains("holds more than 50000 elements"))
    }

    @Test func aNegativeLimitIsBadUsage() throws {
        let refused = try ScrollSimBinary.run(["layout", "-", "--max-elements=-1"], input: Self.hugeViewport)
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("--max-elements must not be negative, got -1"))
    }
}
