/// Literals as JSON values, so that a test or a tool writes `["view": "list", "offset": [0, 500]]` where a
/// `JSONValue` is expected, and compares a parsed line with one: `line["frame"] == [0, 50, 300, 50]`.
/// An integer literal is a `.number`, like every JSON number; there is no `nil` literal, so that
/// `line["key"] == nil` keeps meaning "the member is missing" rather than "the member is `null`".
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A count or an index as a number, as an integer literal is: `["items": JSONValue(count)]`.
    public init(_ value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// A later duplicate key replaces an earlier one, as a dictionary literal would.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
}
