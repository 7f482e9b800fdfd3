import Testing
import WireFormat

/// The literals and typed accessors a reader of wire lines uses: each literal is the case a parsed line
/// holds, and each accessor answers only for its own case (and, for the whole-number ones, only for exact
/// whole numbers).
@Suite struct JSONValueAccessorTests {
    /// A literal equals what the strict reader makes of the same text.
    @Test func literalsEqualTheParsedText() throws {
        let parsed = try JSONValue(parsing: #"{"a":[1,2.5,"x",true],"b":{"c":false}}"#)
        #expect(parsed == ["a": [1, 2.5, "x", true], "b": ["c": false]])
        #expect(parsed["a"] == .array([.number(1), .number(2.5), .string("x"), .bool(true)]))
        #expect(parsed["missing"] == nil)
    }

    /// A repeated key in a literal keeps its last value, as a Swift dictionary literal's would.
    @Test func aRepeatedLiteralKeyKeepsTheLastValue() {
        let value: JSONValue = ["k": 1, "k": 2]
        #expect(value == .object(["k": .number(2)]))
    }

    /// `intValue` is nil for 1.5 (not whole), for 1e300 (past `Int.max` ≈ 9.2e18) and for the string "1".
    @Test func intValueIsOnlyForExactWholeNumbers() {
        #expect(JSONValue.number(120).intValue == 120)
        #expect(JSONValue.number(-3).intValue == -3)
        #expect(JSONValue.number(1.5).intValue == nil)
        #expect(JSONValue.number(1e300).intValue == nil)
        #expect(JSONValue.string("1").intValue == nil)
    }

    /// An array answers `intsValue` only when every element is a whole number, `numbersValue` only when
    /// every element is a number; any other value answers neither.
    @Test func arrayAccessorsNeedEveryElementOfTheirKind() {
        let frame: JSONValue = [0, 50, 300, 50]
        #expect(frame.intsValue == [0, 50, 300, 50])
        #expect(frame.numbersValue == [0, 50, 300, 50])
        let point: JSONValue = [0, 499.5]
        #expect(point.intsValue == nil)
        #expect(point.numbersValue == [0, 499.5])
        let mixed: JSONValue = [0, "1"]
        #expect(mixed.intsValue == nil && mixed.numbersValue == nil)
        #expect(JSONValue.number(1).intsValue == nil && JSONValue.number(1).numbersValue == nil)
        #expect(JSONValue.array([]).intsValue == [])
    }

    /// Setting a member of an object adds it, replaces it, or (with nil) removes it; the others stay.
    @Test func settingAMemberChangesOnlyThatMember() {
        var view: JSONValue = ["id": "list", "viewport": [300, 200], "scope": "connection"]
        view["id"] = "kept"
        view["sections"] = [["items": 3]]
        view["scope"] = nil
        #expect(view == ["id": "kept", "viewport": [300, 200], "sections": [["items": 3]]])
    }

    /// `JSONValue(count)` is the number the integer literal of the same value makes.
    @Test func anIntIsTheNumberItsLiteralMakes() {
        let count = 200_000
        #expect(JSONValue(count) == 200_000)
        #expect(JSONValue(-count) == .number(-200_000))
    }

    @Test func objectValueIsOnlyForObjects() {
        #expect(JSONValue.object(["a": .null]).objectValue == ["a": .null])
        #expect(JSONValue.array([]).objectValue == nil)
    }
}
