import Foundation
import LayoutTestKit
import Testing
import WireFormat

@testable import Wire

@Suite struct CanonicalJSONTests {
    /// the protocol: rounded to 3 decimals, trailing zeros and the point dropped, never -0.
    @Test(arguments: [
        (12.0, "12"), (12.5, "12.5"), (-1.0 / 3.0, "-0.333"), (-0.0, "0"), (-0.0004, "0"), (0.0005, "0.001"),
        (2.0 / 3.0, "0.667"), (100.25, "100.25"), (1e9 + 0.1, "1000000000.1"), (-7.1, "-7.1"), (0.05, "0.05"),
        (-7.0, "-7"), (1e12, "1000000000000"), (123_456_789.5, "123456789.5"),
    ])
    func numbers(value: Double, expected: String) {
        #expect(CanonicalNumber.format(value) == expected)
    }

    /// The rounding is half away from zero at the third decimal, as `rounded()` rounds the thousandths:
    /// checked against that definition, written out with integer arithmetic, for halves, their
    /// neighbours one ulp away, and random values of every magnitude below 9e12 (from there on only whole
    /// numbers are written, `hugeNumbersStayNumbers`).
    @Test func roundingIsHalfAwayFromZeroAtTheThirdDecimal() {
        var generator = SeededGenerator.forTest("roundingIsHalfAwayFromZeroAtTheThirdDecimal")
        var samples: [Double] = [0.0005, -0.0005, 0.0015, 2.0005, 1e12 + 0.0005, 8.999_999_999_999e12, 4.5e12 + 0.25]
        for _ in 0..<300 {
            let half = (Double(Int.random(in: -1_000_000_000...1_000_000_000, using: &generator)) + 0.5) / 1000
            samples += [half, half.nextUp, half.nextDown]
            let scale = pow(10, Double.random(in: -3...12, using: &generator))
            let sign: Double = Bool.random(using: &generator) ? 1 : -1
            samples.append(sign * Double.random(in: 1..<9, using: &generator) * scale)
        }
        for value in samples {
            #expect(CanonicalNumber.format(value) == Self.roundedToThousandths(value), "\(value)")
        }
    }

    /// The definition: thousandths rounded half away from zero, then sign, whole part and decimals
    /// without trailing zeros.
    static func roundedToThousandths(_ value: Double) -> String {
        let thousandths = Int64((value * 1000).rounded(.toNearestOrAwayFromZero))
        guard thousandths != 0 else { return "0" }
        let sign = thousandths < 0 ? "-" : ""
        let whole = thousandths.magnitude / 1000
        var decimals = String(thousandths.magnitude % 1000)
        decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return sign + String(whole) + (decimals.isEmpty ? "" : "." + decimals)
    }

    /// Integers (seq, tick, index paths) take a shorter path that writes the same bytes as the number
    /// format, up to 2^53 where every integer is a double.
    @Test func integersAreWrittenAsTheirNumbers() {
        var generator = SeededGenerator.forTest("integersAreWrittenAsTheirNumbers")
        let samples =
            [0, 1, -1, 9, 10, -10, 99, 100, 12_345, -987_654_321, 1 << 40, -(1 << 53), 1 << 53]
            + (0..<200).map { _ in Int.random(in: -(1 << 53)...(1 << 53), using: &generator) }
        for value in samples {
            var integer: [UInt8] = []
            StagedBytes.appending(to: &integer) { CanonicalBytes.writeInteger(value, to: &$0) }
            #expect(String(decoding: integer, as: UTF8.self) == CanonicalNumber.format(Double(value)))
        }
    }

    /// Text longer than the writer's stack buffer, with escapes on either side of its flushes.
    @Test func longStringsAreWrittenWhole() {
        let text = String(repeating: "ab\"c\\d\n", count: 700)
        let expected = "\"" + String(repeating: #"ab\"c\\d\n"#, count: 700) + "\""
        #expect(JSONValue.string(text).canonical == expected)
        let plain = String(repeating: "x", count: 5000)
        #expect(JSONValue.array([.string(plain), .number(1)]).canonical == "[\"\(plain)\",1]")
    }

    @Test func anEmptyStringIsTwoQuotes() {
        #expect(JSONValue.string("").canonical == "\"\"")
        #expect(JSONValue.object(["": .string("")]).canonical == #"{"":""}"#)
    }

    @Test func hugeNumbersStayNumbers() {
        #expect(CanonicalNumber.format(9.5e15) == "9500000000000000")
        #expect(CanonicalNumber.format(-1e20) == "-100000000000000000000")
        #expect(CanonicalNumber.format(0x1p64) == "18446744073709551616")
        // 2¹⁰²⁴ − 2⁹⁷¹, digit for digit: no exponent form at any magnitude.
        #expect(
            CanonicalNumber.format(.greatestFiniteMagnitude)
                == "179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368"
        )
    }

    @Test func nonFiniteNumbersAreNeverWritten() {
        #expect(CanonicalNumber.format(.nan) == "null")
        #expect(CanonicalNumber.format(.infinity) == "null")
    }

    @Test func keysAreSortedAndNothingIsSpaced() {
        let value = JSONValue.object([
            "zIndex": .number(0), "alpha": .number(1), "frame": .array([.number(0), .number(1.5)]),
            "kind": .string("cell"), "hidden": .bool(false), "id": .null,
        ])
        #expect(value.canonical == #"{"alpha":1,"frame":[0,1.5],"hidden":false,"id":null,"kind":"cell","zIndex":0}"#)
    }

    @Test func stringsEscapeQuotesAndControlsButNotSlashes() {
        #expect(JSONValue.string("a/b \"c\"\\\n\u{01}é").canonical == #""a/b \"c\"\\\n\u0001é""#)
    }
}
