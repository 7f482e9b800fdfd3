import Testing

@testable import Wire

@Suite struct CanonicalJSONTests {
    /// PROTOCOL.md §1: rounded to 3 decimals, trailing zeros and the point dropped, never -0.
    @Test(arguments: [
        (12.0, "12"), (12.5, "12.5"), (-1.0 / 3.0, "-0.333"), (-0.0, "0"), (-0.0004, "0"), (0.0005, "0.001"),
        (2.0 / 3.0, "0.667"), (100.25, "100.25"), (1e9 + 0.1, "1000000000.1"), (-7.1, "-7.1"), (0.05, "0.05"),
    ])
    func numbers(value: Double, expected: String) {
        #expect(CanonicalNumber.format(value) == expected)
    }

    @Test func hugeNumbersStayNumbers() {
        #expect(CanonicalNumber.format(9.5e15) == "9500000000000000")
        #expect(CanonicalNumber.format(-1e20) == "-1e+20")
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
