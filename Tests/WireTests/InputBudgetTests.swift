import FoundationEssentials
import Platform
import Simulation
import Testing

@testable import Specs
@testable import Wire

/// The "Limits" (Docs/Formats.md) on what one input may cost, each refused with its place: files of at most 4 MiB
/// (a device is not read to its end), at most 2,000,000 values in a document, no YAML anchors or aliases,
/// at most 100,000 items in one insert or delete, 64 mosaic and 10,000 staggered columns.
@Suite struct InputBudgetTests {
    static func temporaryPath(_ name: String) -> String {
        var template = Array("/tmp/sib-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template)!)
        return directory + "/" + name
    }

    /// The message `body` is refused with; nil when it is accepted.
    static func refusal(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aFileOverFourMebibytesIsRefusedUnparsed() throws {
        let path = Self.temporaryPath("big.yaml")
        let padding = String(repeating: "# padding\n", count: (4 << 20) / 10 + 1)
        try ("viewport: [375, 667]\nlayout: {type: flow}\n" + padding).write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.refusal { _ = try SpecFile.load(path: path) } == "\(path): the file is larger than 4 MiB")
    }

    @Test func aDeviceIsNotReadToItsEnd() {
        let path = Self.temporaryPath("zero.yaml")
        symlink("/dev/zero", path)
        #expect(Self.refusal { _ = try SpecFile.load(path: path) } == "\(path): the file is larger than 4 MiB")
    }

    /// 670,000 header sizes `[1,1]` fit in 4 MiB of YAML and are 2,010,000 values to read (a list and two
    /// numbers each): the reader stops at the 2,000,001st.
    @Test func aDocumentOfMoreThanTwoMillionValuesIsRefused() {
        let sizes = Array(repeating: "[1,1]", count: 670_000).joined(separator: ",")
        let text = "viewport: [375, 667]\nlayout: {type: table, columnHeaderSizes: [\(sizes)]}\n"
        #expect(text.utf8.count <= SpecFile.maximumFileSize)
        let refusal = Self.refusal { _ = try SpecFile.decode(text, format: .yaml, file: "v.yaml") }
        #expect(refusal?.hasPrefix("v.yaml:2: layout.columnHeaderSizes[") == true, "\(refusal?.prefix(300) ?? "-")")
        #expect(
            refusal?.hasSuffix("the document holds more than 2000000 values") == true, "\(refusal?.suffix(200) ?? "-")")
    }

    /// A billion laughs in four lines: refused at the first anchor, before anything is expanded.
    @Test func anchorsAndAliasesAreRefused() {
        let text = """
            viewport: [375, 667]
            layout: &l {type: flow}
            sections: [{items: 3}]
            physics: *l
            """
        #expect(
            Self.refusal { _ = try SpecFile.decode(text, format: .yaml, file: "v.yaml") }
                == "v.yaml:2: anchors and aliases (&l, *l) are not accepted; write the value out where it is used")
    }

    @Test func oneDeleteTakesAtMostOneHundredThousandItems() {
        let indexes = (0..<100_001).map { "[0, \($0)]" }.joined(separator: ", ")
        let text = """
            views: [{id: v, viewport: [375, 667], layout: {type: flow}, sections: [{items: 200000}]}]
            steps:
              - deleteItems: {view: v, items: [\(indexes)]}
            """
        #expect(
            Self.refusal { _ = try SpecFile.decodeScenario(text, file: "s.yaml") }
                == "s.yaml:3: steps[0].deleteItems.items: expected at most 100000 items in one deleteItems, got 100001")
    }

    @Test func staggeredColumnsAreAtMostTenThousand() {
        let text = "viewport: [375, 667]\nlayout: {type: plugin, defaultPlugin: {type: staggered, lineCount: 10001}}\n"
        #expect(
            Self.refusal { _ = try SpecFile.decode(text, format: .yaml, file: "v.yaml") }
                == "v.yaml:2: layout.defaultPlugin.lineCount: expected a line count from 1 to 10000, got 10001")
    }
}
