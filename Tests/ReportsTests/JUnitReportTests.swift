import Foundation
import Reports
import Simulation
import Specs
import Testing
import Wire

/// `run --junit`: the report CI systems read, and `merge-reports`, which joins the shards' reports.
@Suite struct JUnitReportTests {
    static let failure = ScenarioFailure(
        step: 5, name: "expect", line: 22, milliseconds: 1200, expected: "phase bouncing", actual: "phase idle")

    static let results = [
        ScenarioResult(file: "Scenarios/fling.yaml", name: "fling", verdict: .passed, seconds: 0.25),
        ScenarioResult(
            file: "./Scenarios/paging.yaml", name: "paging", verdict: .failed(failure), seconds: 0.5,
            context: [#"{"event":"didScroll"}"#]),
        ScenarioResult(
            file: "x.yaml", name: "x",
            verdict: .transcriptDiffers(
                TranscriptMismatch(
                    golden: "T/x.ndjson", summary: "T/x.ndjson: line 2: expected a, got b", diff: "-a\n+b\n"))),
        ScenarioResult(
            file: "bad.yaml", name: "bad",
            verdict: .badInput(
                InputError(file: "bad.yaml", line: 3, path: "viewprt", message: "unknown key \"viewprt\""))),
        ScenarioResult(file: "later.yaml", name: "later", verdict: .passed, seconds: 0.25),
    ]

    @Test func eachScenarioIsATestcaseWithItsVerdict() {
        let xml = JUnitReport.xml(Self.results)
        #expect(
            xml.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"scrollsim\" tests=\"5\" failures=\"2\" errors=\"1\" skipped=\"0\" time=\"1\">"
            ))
        #expect(
            xml.contains(
                #"<testcase name="fling" classname="Scenarios.fling" file="Scenarios/fling.yaml" time="0.25"/>"#))
        #expect(xml.contains(#"classname="Scenarios.paging" file="./Scenarios/paging.yaml""#))
        #expect(
            xml.contains(
                #"<failure message="line 22, step 5 (expect) at 1200 ms: expected phase bouncing, got phase idle" type="expectation">step: 5 (expect, line 22)"#
                    + "\ntime: 1200 ms\nexpected: phase bouncing\nactual: phase idle</failure>"))
        #expect(
            xml.contains(
                "<system-out>the transcript's last 1 events before the failure:\n{\"event\":\"didScroll\"}</system-out>"
            ))
        #expect(xml.contains(#"<failure message="T/x.ndjson: line 2: expected a, got b" type="transcript">"#))
        #expect(xml.contains("<system-out>-a\n+b\n</system-out>"))
        #expect(
            xml.contains(
                #"<error message="bad.yaml:3: viewprt: unknown key &quot;viewprt&quot;" type="badInput">file: bad.yaml"#
                    + "\nline: 3\npath: viewprt\nmessage: unknown key \"viewprt\"</error>"))
    }

    /// Markup and the characters XML 1.0 cannot hold at all.
    @Test func markupAndControlCharactersAreEscaped() throws {
        let failure = ScenarioFailure(
            step: 1, name: "expect", line: nil, milliseconds: 0, expected: "<a & \"b\">", actual: "bell \u{7}")
        let xml = JUnitReport.xml([ScenarioResult(file: "a.yaml", name: "a<b", verdict: .failed(failure))])
        #expect(xml.contains(#"name="a&lt;b""#))
        #expect(xml.contains("expected: &lt;a &amp; \"b\"&gt;\nactual: bell \\u{7}</failure>"))
        _ = try JUnitMerge.merge([("a.xml", Data(xml.utf8))])
    }

    @Test func mergingShardsAddsTheirCountsWhateverTheOrder() throws {
        let first = Data(JUnitReport.xml(Array(Self.results[0..<2])).utf8)
        let second = Data(JUnitReport.xml(Array(Self.results[2...])).utf8)
        let merged = try JUnitMerge.merge([("1.xml", first), ("2.xml", second)])
        #expect(merged == (try JUnitMerge.merge([("2.xml", second), ("1.xml", first)])))
        #expect(
            merged.contains(#"<testsuites name="scrollsim" tests="5" failures="2" errors="1" skipped="0" time="1">"#)
        )
        #expect(
            merged.contains(#"<testsuite name="scrollsim" tests="5" failures="2" errors="1" skipped="0" time="1">"#))
        let names = merged.split(separator: "\n").filter { $0.contains("<testcase ") }.map {
            $0.split(separator: " name=\"")[1].prefix { $0 != "\"" }
        }
        #expect(
            names == ["fling", "paging", "bad", "later", "x"], "ordered by class name (Scenarios.… first), then name")
        #expect(merged.contains("time: 1200 ms\nexpected: phase bouncing\nactual: phase idle</failure>"))
    }

    @Test func whitespaceCommentsAndInstructionsAfterTheRootAreFine() throws {
        let report =
            "<testsuite name=\"a\"><testcase name=\"t\"/></testsuite>\n<!-- written by a tool -->\n<?pi x?>\n\n"
        #expect(try JUnitMerge.merge([("a.xml", Data(report.utf8))]).contains(#"<testcase name="t"/>"#))
    }

    @Test func aSuiteFromAnotherToolKeepsItsName() throws {
        let other =
            #"<testsuite name="unit"><testcase name="t" time="1.5"><failure message="m">x</failure></testcase></testsuite>"#
        let merged = try JUnitMerge.merge([("unit.xml", Data(other.utf8))])
        #expect(merged.contains(#"<testsuite name="unit" tests="1" failures="1" errors="0" skipped="0" time="1.5">"#))
    }

    @Test(arguments: [
        // libxml2's error codes in words, with where: Foundation on Linux gives only the number.
        (
            "not xml at all",
            "not a JUnit report: line 1, column 1: not well-formed XML: no element where the document starts"
        ),
        ("", "not a JUnit report: no XML element in it"),
        (
            // The input ends inside the start tag: its missing `>` is the first error, where reading stops.
            "<testsuites><testsuite",
            "line 1, column 23: not well-formed XML: expected > to close a tag"
        ),
        ("<a></b>", "line 1, column 8: not well-formed XML: a closing tag does not match the open element"),
        ("<a>\u{1}</a>", "not well-formed XML: a character XML does not allow"),
        ("<html><body/></html>", "the root element is <html>, not <testsuites>"),
        (#"<!DOCTYPE x [<!ENTITY a "aaaa">]><testsuites/>"#, "DOCTYPE or an entity declaration"),
        (String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100), "nested deeper than 64"),
        // Content after the root: libxml2 stops there, so without the check the rest would be dropped.
        (
            "<testsuites><testsuite name=\"a\"/></testsuites>garbage",
            "line 1, column 47: more after the root element </testsuites> ends (two reports in one file?"
        ),
        (
            "<testsuite name=\"a\"/>\n<?xml version=\"1.0\"?>\n<testsuite name=\"b\"/>",
            "line 1, column 22: more after the root element </testsuite> ends"
        ),
        // A time that is a number must be a duration: the suite's total is worked out from them.
        (
            #"<testsuite name="a"><testcase name="t" time="1e300"/></testsuite>"#,
            #"testcase "t": time "1e300" is not a duration (0 to 1,000,000,000 seconds)"#
        ),
        (#"<testsuite><testcase name="n" time="nan"/></testsuite>"#, #"testcase "n": time "nan" is not a duration"#),
        (#"<testsuite><testcase name="m" time="-0.5"/></testsuite>"#, #"testcase "m": time "-0.5" is not a duration"#),
        // Foundation's parser on Linux reads a processing instruction's missing data as a string, and traps.
        (
            "<testsuite>\n  <?fix?><testcase name=\"t\"/></testsuite>",
            "line 2, column 3: a processing instruction with no data (<?fix?>)"
        ),
        ("<testsuite><?a  \n ?></testsuite>", "line 1, column 12: a processing instruction with no data (<?a?>)"),
    ])
    func badReportsNameTheFileAndTheProblem(text: String, message: String) {
        do {
            _ = try JUnitMerge.merge([("shard-2.xml", Data(text.utf8))])
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.hasPrefix("shard-2.xml: "))
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    /// Bytes that are not UTF-8 in a report that is UTF-8 (no other encoding declared) are refused where they
    /// are, before Foundation's parser, which traps on such a name; a report declaring Latin-1 is converted.
    @Test func bytesThatAreNotUTF8AreRefusedWithTheirPlace() throws {
        let name = Array("<testsuite>\n<testcase classn".utf8) + [0xE1] + Array(#"me="A" name="t"/></testsuite>"#.utf8)
        let cut = Array(#"<testsuite><testcase name="caf"#.utf8) + [0xC3]
        for (bytes, place) in [(name, "line 2, column 17: byte 0xE1"), (cut, "line 1, column 31: byte 0xC3")] {
            #expect(throws: JUnitMerge.ReadError.self) { try JUnitMerge.merge([("bad.xml", Data(bytes))]) }
            do {
                _ = try JUnitMerge.merge([("bad.xml", Data(bytes))])
            } catch {
                #expect(error.description == "bad.xml: not a JUnit report: \(place) is not UTF-8")
            }
        }
        let latin1 = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8) + name
        let merged = try JUnitMerge.merge([("latin1.xml", Data(latin1))])
        #expect(merged.contains(#"<testcase classnáme="A" name="t"/>"#))
    }

    /// Other encodings are refused by name: libxml2 passes bytes it cannot convert on as they are (a fuzzed
    /// declaration naming no real encoding reached the trap above).
    @Test func encodingsOtherThanUTF8AndLatin1AreRefused() {
        let cases: [([UInt8], String)] = [
            (Array(#"<?xml version="1.0" encoding="Shift_JIS"?><testsuite/>"#.utf8), #"in the encoding "Shift_JIS""#),
            ([0xFF, 0xFE] + Array("<".utf8), #"in the encoding "UTF-16""#),
            (
                Array(#"<?xml version="1.0" encoding="UTse><testcase ?><testsuite/>"#.utf8),
                #"in the encoding "UTse><testcase ""#
            ),
        ]
        for (bytes, message) in cases {
            do {
                _ = try JUnitMerge.merge([("enc.xml", Data(bytes))])
                Issue.record("accepted \(message)")
            } catch {
                #expect(
                    error.description
                        == "enc.xml: not a JUnit report: \(message); a report is read in UTF-8 or ISO-8859-1")
            }
        }
    }

    /// Only markup is scanned for processing instructions: text in a CDATA section or a comment is not one.
    @Test func instructionsInCDATAAndCommentsAreText() throws {
        let report = """
            <?xml version="1.0"?><?xml-stylesheet href="junit.xsl"?>
            <testsuite name="a"><testcase name="t"><system-out><![CDATA[<?x?>]]></system-out></testcase><!-- <?y?> --></testsuite>
            """
        let merged = try JUnitMerge.merge([("a.xml", Data(report.utf8))])
        #expect(merged.contains("&lt;?x?&gt;") && merged.contains(#"<testcase name="t">"#))
    }

    /// Times that are not numbers count as 0 (some tools write other text); the largest allowed, 100,000
    /// of them, still add up to a plain number: 10⁹ s × 10⁵ = 10¹⁴ s, past where microseconds fit an `Int`.
    @Test func suiteTimesAddUpWithoutAnExponentOrATrap() throws {
        let report = #"<testsuite name="a"><testcase name="x" time="n/a"/><testcase name="y" time="0.25"/></testsuite>"#
        let merged = try JUnitMerge.merge([("a.xml", Data(report.utf8))])
        #expect(merged.contains(#"<testsuite name="a" tests="2" failures="0" errors="0" skipped="0" time="0.25">"#))
        let testcase = #"<testcase name="t" time="1e9"/>"# + "\n"
        let many = "<testsuite name=\"b\">\n" + String(repeating: testcase, count: 100_000) + "</testsuite>"
        let total = try JUnitMerge.merge([("b.xml", Data(many.utf8))])
        #expect(total.contains(#"tests="100000" failures="0" errors="0" skipped="0" time="100000000000000">"#))
    }

    @Test func timingsComeFromTheTestcasesFiles() throws {
        let xml = Data(JUnitReport.xml(Self.results).utf8)
        let timings = try JUnitMerge.timings(xml, file: "last.xml")
        #expect(timings["Scenarios/fling.yaml"] == 0.25)
        #expect(timings["Scenarios/paging.yaml"] == 0.5, "keyed by the normalized path")
    }
}
