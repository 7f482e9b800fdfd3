import LayoutCore
import Simulation
import Testing
import WireFormat

@testable import Specs
@testable import Wire

/// The numeric domain of the "Limits" table in Docs/Formats.md, checked where each kind of number enters: lengths
/// 0 or 0.001–100,000 pt, coordinates within ±10¹³ pt, velocities within ±10⁷ pt/s, every number within
/// ±10¹⁵; ratios and counts in their own ranges. Values just inside each bound are accepted.
@Suite struct NumericDomainTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var yaml: String
        var expected: String
        var description: String { name }
    }

    private static let head = "viewport: [375, 667]\n"

    static let badSpecs: [Case] = [
        Case(
            name: "a huge item size", yaml: head + "layout: {type: flow, itemSize: [1e308, 1e308]}\n",
            expected: "v.yaml:2: layout.itemSize[0]: expected a length of 0 or 0.001 to 100000 pt, got 1e308"),
        Case(
            name: "a length past 100000", yaml: head + "layout: {type: flow, minimumLineSpacing: 100000.5}\n",
            expected: "v.yaml:2: layout.minimumLineSpacing: expected a length of 0 or 0.001 to 100000 pt, got 100000.5"),
        Case(
            name: "a length below the resolution", yaml: head + "layout: {type: flow, itemSize: [1e-308, 10]}\n",
            expected: "v.yaml:2: layout.itemSize[0]: expected a length of 0 or 0.001 to 100000 pt, got 1e-308"),
        Case(
            name: "a thin viewport", yaml: "viewport: [1e-5, 667]\nlayout: {type: flow}\n",
            expected: "v.yaml:1: viewport[0]: expected a length of 0 or 0.001 to 100000 pt, got 1e-5"),
        Case(
            name: "a tall viewport", yaml: "viewport: [375, 1e19]\nlayout: {type: flow}\n",
            expected: "v.yaml:1: viewport[1]: expected a length of 0 or 0.001 to 100000 pt, got 1e19"),
        Case(
            name: "an offset past the coordinates", yaml: head + "contentOffset: [3e21, 0]\nlayout: {type: flow}\n",
            expected: "v.yaml:2: contentOffset[0]: expected a coordinate within ±1e13 pt, got 3e21"),
        Case(
            name: "a grid's tiny aspect ratio",
            yaml: head
                + "layout: {type: plugin, defaultPlugin: {type: grid}}\nsections: [{items: 3, item: {aspectRatio: 1e-308}}]\n",
            expected: "v.yaml:3: sections[0].item.aspectRatio: expected a number from 0.001 to 1000, got 1e-308"),
        Case(
            name: "a huge spacing with paging",
            yaml: head + "layout: {type: flow, minimumLineSpacing: 1e308}\nphysics: {pagingEnabled: true}\n",
            expected: "v.yaml:2: layout.minimumLineSpacing: expected a length of 0 or 0.001 to 100000 pt, got 1e308"),
        Case(
            name: "a perspective past 1 pt", yaml: head + "layout: {type: safari, m34: -2}\n",
            expected:
                "v.yaml:2: layout.m34: expected a number from -1 to 1 (a perspective distance of at least 1 pt), got -2"
        ),
        Case(
            name: "an item count of -0", yaml: head + "layout: {type: flow}\nsections: [{items: -0}]\n",
            expected: "v.yaml:3: sections[0].items: expected a count, got -0"),
        Case(
            name: "a count tagged as a string", yaml: head + "layout: {type: flow}\nsections: [{items: !!str 5}]\n",
            expected: "v.yaml:3: sections[0].items: expected a count or a list, got !!str 5"),
        Case(
            name: "a number tagged as a string", yaml: head + "layout: {type: flow, minimumLineSpacing: !!str 5}\n",
            expected: "v.yaml:2: layout.minimumLineSpacing: expected a number, got !!str 5"),
        Case(
            name: "an override index with a leading zero",
            yaml: head
                + "layout: {type: flow}\nsections: [{items: 5, overrides: {\"1\": {size: [1, 1]}, \"01\": {size: [2, 2]}}}]\n",
            expected:
                #"v.yaml:3: sections[0].overrides["01"]: item index "01" is ambiguous: write it as "1", without a sign or leading zeros"#
        ),
        Case(
            name: "an override index with a sign",
            yaml: head + "layout: {type: flow}\nsections: [{items: 5, overrides: {\"+2\": {size: [1, 1]}}}]\n",
            expected:
                #"v.yaml:3: sections[0].overrides["+2"]: item index "+2" is ambiguous: write it as "2", without a sign or leading zeros"#
        ),
        Case(
            name: "a mosaic of too many columns",
            yaml: head + "layout: {type: plugin, defaultPlugin: {type: mosaic, lineCount: 65}}\n",
            expected: "v.yaml:2: layout.defaultPlugin.lineCount: expected a line count from 1 to 64, got 65"),
    ]

    @Test(arguments: badSpecs)
    func outOfDomainSpecsAreRefusedWithTheirKeyPath(_ testCase: Case) {
        do {
            _ = try SpecFile.decode(testCase.yaml, format: .yaml, file: "v.yaml")
            Issue.record("accepted: \(testCase.yaml)")
        } catch {
            #expect(error.description == testCase.expected)
        }
    }

    @Test func theBoundsThemselvesAreInside() throws {
        let spec = try SpecFile.decode(
            """
            viewport: [0.001, 100000]
            contentOffset: [-1e13, 1e13]
            layout: {type: flow, itemSize: [100000, 0.001], minimumLineSpacing: 0}
            sections: [{items: 10, item: {aspectRatio: 1000}}]
            """, format: .yaml, file: "v.yaml")
        #expect(spec.viewport == Size(width: 0.001, height: 100_000))
        #expect(spec.contentOffset == Point(x: -1e13, y: 1e13))
    }

    private func requestError(_ line: String, views: [(id: String, spec: ViewSpec)]) -> ProtocolError? {
        guard case .failure(let error) = RequestDecoder(views: views).decode(Array(line.utf8)).command else {
            return nil
        }
        return error
    }

    @Test func gesturesOutsideTheDomainAreInvalidParams() throws {
        let spec = try SpecFile.decode(
            "viewport: [375, 667]\nlayout: {type: snapToCenter}\nsections: [{items: 30}]\n", format: .yaml)
        let views = [(id: "f", spec: spec)]
        let fling = requestError(#"{"id":2,"cmd":"fling","view":"f","velocity":[1e308,0]}"#, views: views)
        #expect(fling?.code == .invalidParams)
        #expect(fling?.path == "velocity[0]")
        #expect(fling?.message == "expected a velocity within ±10000000 pt/s, got 1e308")
        let scroll = requestError(#"{"id":3,"cmd":"scrollTo","view":"f","offset":[3e21,0]}"#, views: views)
        #expect(scroll?.path == "offset[0]")
        #expect(scroll?.message == "expected a coordinate within ±1e13 pt, got 3e21")
        let drag = requestError(
            #"{"id":4,"cmd":"drag","view":"f","samples":[[0,0,0],[1e9,10,0]]}"#, views: views)
        #expect(drag?.path == "samples[1]")
        #expect(drag?.message == "a drag of 1000000000 ms is longer than the scenario's maxWait (60000 ms)")
        let insert = requestError(#"{"id":5,"cmd":"insertItems","view":"f","at":[0,0],"items":2000000}"#, views: views)
        #expect(insert?.path == "items")
        #expect(insert?.message == "expected a count or a list of items from 1 to 100000, got 2000000")
        #expect(requestError(#"{"id":6,"cmd":"fling","view":"f","velocity":[-1e7,1e7]}"#, views: views) == nil)
    }
}
