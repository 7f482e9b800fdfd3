import DaemonTestKit
import Foundation
import LayoutTestKit
import Testing

/// The `scrollsim` executable end to end: golden outputs, exit codes and messages.
/// The golden files' frames are worked out by hand from the seed's behaviour (see Fixtures/table.yaml): columns
/// 80, 100 (the delegated 120 clamped to the 100 maximum) and 80 wide right of the 50-pt row headers,
/// rows 40 tall below the 30-pt column headers.
@Suite struct CLITests {
    static func golden(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Golden/\(name)", withExtension: nil))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func layoutAtRestMatchesItsGoldenFile() throws {
        let result = try ScrollSimBinary.run(["layout", ScrollSimProcess.fixture("table.yaml")])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try Self.golden("table-at-rest.json")))
        #expect(result.standardError.isEmpty)
    }

    @Test func stickyHeadersFollowTheOffset() throws {
        let result = try ScrollSimBinary.run(["layout", ScrollSimProcess.fixture("table.yaml"), "--offset", "110,-20"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try Self.golden("table-scrolled.json")))
    }

    /// `--section-offset` scrolls each orthogonal section on its own; the frames are the ones the view's
    /// comment derives by hand (card k of section 0 at x 16 + 160k − 300; group 1 of section 1 centred at
    /// 37.5 after one 310-pt group).
    @Test func sectionOffsetsScrollEachCarouselOnItsOwn() throws {
        let spec = "\(Repository.root)/Scenarios/Views/carousel-feed.yaml"
        let result = try ScrollSimBinary.run([
            "layout", spec, "--section-offset", "0:300", "--section-offset", "1:310",
        ])
        #expect(result.status == 0)
        for expected in [
            #""frame":[36,30,150,200],"id":"0-2""#, #""frame":[-124,30,150,200],"id":"0-1""#,
            #""frame":[37.5,250,300,150],"id":"1-1""#, #""frame":[-272.5,250,300,150],"id":"1-0""#,
            #""frame":[16,0,343,30]"#,
        ] {
            #expect(result.standardOutput.contains(expected), "\(expected)")
        }
        let list = try ScrollSimBinary.run(["layout", spec, "--section-offset", "2:10"])
        #expect(list.status == 64)
        #expect(list.standardError.contains("section 2 does not scroll on its own"))
        // The feed has sections 0 to 2: section 99 is one it lacks, not one that stays still.
        let missing = try ScrollSimBinary.run(["layout", spec, "--section-offset", "99:10"])
        #expect(missing.status == 64)
        #expect(
            missing.standardError.contains(
                "--section-offset 99:10: the view has no section 99 (it has sections 0 to 2)"),
            "\(missing.standardError)")
    }

    @Test func rectAndAllChooseWhatIsQueried() throws {
        let rect = try ScrollSimBinary.run(["layout", ScrollSimProcess.fixture("table.yaml"), "--rect", "0,0,60,40"])
        #expect(rect.status == 0)
        for kind in ["\"kind\":\"cell\"", "\"kind\":\"columnHeader\"", "\"kind\":\"rowHeader\"", "\"kind\":\"corner\""]
        {
            #expect(rect.standardOutput.components(separatedBy: kind).count == 2, "one \(kind)")
        }
        let all = try ScrollSimBinary.run(["layout", ScrollSimProcess.fixture("table.yaml"), "--all"])
        #expect(all.standardOutput.components(separatedBy: "\"category\"").count - 1 == 11)
    }

    @Test func outputIsByteIdenticalAcrossProcesses() throws {
        let spec = ScrollSimProcess.fixture("table.yaml")
        let first = try ScrollSimBinary.run(["layout", spec, "--all"])
        let second = try ScrollSimBinary.run(["layout", spec, "--all"])
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test func validateReportsEachFile() throws {
        let good = try ScrollSimBinary.run(["validate", ScrollSimProcess.fixture("table.yaml")])
        #expect(good.status == 0)
        #expect(good.standardOutput.hasSuffix("table.yaml: ok (table, 2 sections, 5 items)\n"))
        let bad = ScrollSimProcess.fixture("bad.yaml")
        let mixed = try ScrollSimBinary.run(["validate", ScrollSimProcess.fixture("table.yaml"), bad])
        #expect(mixed.status == 65)
        #expect(mixed.standardError == "\(bad):5: sections[0].items: expected a count or a list, got ten\n")
    }

    @Test func aBadSpecExits65WithItsLocation() throws {
        let bad = ScrollSimProcess.fixture("bad.yaml")
        for command in [["layout", bad], ["render", bad, "--ascii"]] {
            let result = try ScrollSimBinary.run(command)
            #expect(result.status == 65)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.contains("bad.yaml:5: sections[0].items"))
        }
        let missing = try ScrollSimBinary.run(["layout", "/nonexistent.yaml"])
        #expect(missing.status == 65)
        #expect(missing.standardError == "/nonexistent.yaml: cannot read the file (no such file)\n")
    }

    @Test(arguments: [
        ["layout", "x.yaml", "--rect", "0,0,1,1", "--all"], ["layout", "x.yaml", "--offset", "1"],
        ["layout", "x.yaml", "--offset", "1,nan"], ["layout", "x.yaml", "--section-offset", "-1:0"],
        ["render", "x.yaml", "--ascii", "--section-offset", "0:1e14"], ["render", "x.yaml"],
        ["render", "x.yaml", "--ascii", "--svg", "a.svg"],
        ["validate"], ["frobnicate"],
    ])
    func badUsageExits64(_ arguments: [String]) throws {
        let result = try ScrollSimBinary.run(arguments)
        #expect(result.status == 64)
        #expect(!result.standardError.isEmpty)
    }

    @Test func renderDrawsAnSVGWithEveryElementLabelled() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-\(UUID().uuidString).svg")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try ScrollSimBinary.run(["render", ScrollSimProcess.fixture("table.yaml"), "--svg", path])
        #expect(result.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        for label in ["0,0", "0,2", "1,1", "columnHeader 0,2", "rowHeader 1,0", "corner 0,0", "viewport"] {
            #expect(svg.contains(">\(label)</text>"), "label \(label)")
        }
        #expect(svg.contains("stroke=\"#dc2626\""), "the viewport outline")
    }

    @Test func renderDrawsTheViewportAsText() throws {
        let result = try ScrollSimBinary.run(["render", ScrollSimProcess.fixture("table.yaml"), "--ascii"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "sheet: table, viewport 200×150 at (0, 0)")
        for label in ["0,0", "1,1", "corner 0,0"] { #expect(result.standardOutput.contains(label), "label \(label)") }
        // A 72-column grid between two edges, 150 / (2 · 200/72) = 27 rows.
        #expect(lines.filter { $0.hasPrefix("|") }.count == 27)
        #expect(lines.dropFirst(2).allSatisfy { $0.isEmpty || $0.count == 74 })
    }
}
