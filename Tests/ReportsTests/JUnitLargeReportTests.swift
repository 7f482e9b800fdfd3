import Foundation
import Testing

@testable import Reports

/// `merge-reports` reads the reports its documented limit admits (256 MiB): libxml2, given a document
/// whole, refuses one past 10,000,000 bytes, and a text of that size; its limits that remain (one piece of
/// markup, attributes on one element) are refused by name, where they are.
@Suite struct JUnitLargeReportTests {
    /// 11,000 test cases of more than 1,035 bytes each (31 before the padding of 1,000, 4 after, a name
    /// of 1 digit or more): more than 11,385,000 bytes, past libxml2's 10,000,000.
    @Test func aReportPastTenMillionBytesIsRead() throws {
        let padding = String(repeating: "x", count: 1_000)
        let testcase = #"<testcase name="t" classname=""# + padding + "\"/>\n"
        var report = "<testsuite name=\"big\">\n"
        for index in 0..<11_000 {
            report += testcase.replacingOccurrences(of: #"name="t""#, with: #"name="\#(index)""#)
        }
        report += "</testsuite>\n"
        #expect(report.utf8.count > 11_385_000)
        let merged = try JUnitMerge.merge([("big.xml", Data(report.utf8))])
        #expect(merged.contains(#"<testsuite name="big" tests="11000" failures="0" errors="0" skipped="0""#))
    }

    /// One `system-out` of 10,500,000 bytes, as text and as a CDATA section: each is past the 10,000,000 that
    /// libxml2 holds at most, and each comes back whole, its `<`, `&` and `>` written as references.
    @Test(arguments: [false, true])
    func aTextPastTenMillionBytesIsRead(cdata: Bool) throws {
        let output = String(repeating: "out <&> ]] 14\n", count: 750_000)  // 14 × 750,000 = 10,500,000 bytes
        let escaped = String(repeating: "out &lt;&amp;&gt; ]] 14\n", count: 750_000)
        let report =
            #"<testsuite name="s"><testcase name="t"><system-out>"#
            + (cdata ? "<![CDATA[" + output + "]]>" : escaped) + "</system-out></testcase></testsuite>"
        let merged = try JUnitMerge.merge([("out.xml", Data(report.utf8))])
        let start = try #require(merged.range(of: "<system-out>")).upperBound
        let end = try #require(merged.range(of: "</system-out>")).lowerBound
        #expect(merged[start..<end] == escaped)
    }

    /// A long CDATA section is rewritten as its text, and only it: a short one and what surrounds both stay.
    @Test func onlyLongSectionsAreRewritten() {
        let long = "<" + String(repeating: "y", count: XMLMarkupScan.maximumMarkupBytes) + "&>"
        let text = "<a><![CDATA[&]]><![CDATA[" + long + "]]>x</a>"
        let scan = XMLMarkupScan.scan(Data(text.utf8))
        #expect(scan.problem == nil)
        // The long section's contents start after `<a><![CDATA[&]]><![CDATA[`: 3 + 9 + 1 + 3 + 9 = 25 bytes.
        #expect(scan.longSections == [25..<(25 + long.utf8.count)])
        let rewritten = XMLMarkupScan.withLongSectionsAsText(Data(text.utf8), scan.longSections)
        let expected =
            "<a><![CDATA[&]]>&lt;" + String(repeating: "y", count: XMLMarkupScan.maximumMarkupBytes)
            + "&amp;&gt;x</a>"
        #expect(rewritten == Data(expected.utf8))
    }

    /// 100 attributes on one element are read; the 101st is refused where its element starts (line 2,
    /// column 1), naming the limit, before the parser (whose cost per tag is quadratic in its attributes)
    /// sees the report.
    @Test func attributesPastTheLimitAreRefusedByName() throws {
        func report(attributes: Int) -> String {
            let list = (0..<attributes).map { #" a\#($0)="v""# }.joined()
            return "<testsuite name=\"s\">\n<testcase name=\"t\"" + list + "/></testsuite>"
        }
        // `name` and 99 more: 100.
        let merged = try JUnitMerge.merge([("ok.xml", Data(report(attributes: 99).utf8))])
        #expect(merged.contains(#"a98="v""#))
        for count in [100, 100_000] {
            do {
                _ = try JUnitMerge.merge([("many.xml", Data(report(attributes: count).utf8))])
                Issue.record("accepted \(count + 1) attributes")
            } catch {
                #expect(
                    error.description
                        == "many.xml: not a JUnit report: line 2, column 1: element <testcase> has more than 100 "
                        + "attributes, the most a report's element may have")
            }
        }
    }

    /// A comment, a processing instruction or a start tag (a long attribute value) of 8,000,001 bytes or
    /// more is refused with the limit named, at its start (line 1, column 21: after `<testsuite name="s">`).
    @Test(arguments: [
        ("<!--", "-->", "comment"), ("<?pi ", "?>", "processing instruction"),
        (#"<testcase name=""#, #""/>"#, "start tag <testcase>"),
    ])
    func markupPastItsLimitIsRefusedByName(open: String, close: String, kind: String) {
        let filler = String(repeating: "y", count: XMLMarkupScan.maximumMarkupBytes)
        let report = #"<testsuite name="s">"# + open + filler + close + "</testsuite>"
        do {
            _ = try JUnitMerge.merge([("long.xml", Data(report.utf8))])
            Issue.record("accepted a long \(kind)")
        } catch {
            #expect(
                error.description
                    == "long.xml: not a JUnit report: line 1, column 21: a \(kind) longer than 8,000,000 bytes, "
                    + "the most the XML reader takes in one piece")
        }
    }

    /// Just under the limit, a long attribute value is read: 7,999,000 bytes.
    @Test func markupUnderItsLimitIsRead() throws {
        let value = String(repeating: "z", count: 7_999_000)
        let report = #"<testsuite name="s"><testcase name="t" classname=""# + value + #""/></testsuite>"#
        let merged = try JUnitMerge.merge([("long.xml", Data(report.utf8))])
        #expect(merged.contains(value))
    }

    /// The scan skips quoted values whole, but stops at a `<` in one: in a broken tag the quotes do not
    /// pair (`<tes" time="`), and the parser, recovering, reads the `<?x?>` after it, on which Foundation's
    /// parser traps. It is found where it is (line 1, column 29).
    /// `<?<` names no instruction: the parser refuses it and reads on, meeting `<?m?>` at column 3 (found by
    /// fuzzing: the scan used to skip to the first `?>` and miss it, and the parser trapped).
    @Test func aNamelessInstructionDoesNotHideOneWithoutData() {
        do {
            _ = try JUnitMerge.merge([("r.xml", Data("<?<?m?>".utf8))])
            Issue.record("accepted")
        } catch {
            #expect(
                error.description
                    == "r.xml: not a JUnit report: line 1, column 3: a processing instruction with no data "
                    + "(<?m?>), which the XML reader here cannot take")
        }
    }

    @Test func aBrokenTagDoesNotHideAnInstructionWithoutData() {
        let report = #"<testsuite><tes" time="0.5"><?x?> "/></testsuite>"#
        do {
            _ = try JUnitMerge.merge([("broken.xml", Data(report.utf8))])
            Issue.record("accepted")
        } catch {
            #expect(
                error.description
                    == "broken.xml: not a JUnit report: line 1, column 29: a processing instruction with no data "
                    + "(<?x?>), which the XML reader here cannot take")
        }
    }

    @Test func numbersAreGroupedByThousands() {
        #expect(XMLMarkupScan.grouped(8_000_000) == "8,000,000")
        #expect(XMLMarkupScan.grouped(100) == "100")
        #expect(XMLMarkupScan.grouped(1_000) == "1,000")
    }
}
