extension JSONValue {
    /// Why a text is not one JSON value: the message and where (1-based line and byte column).
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var line: Int
        public var column: Int

        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Parses one JSON text strictly, as the daemon reads a request line (no `NaN`, no duplicate keys, no
    /// nesting past 64). - Complexity: O(n).
    public init(parsing text: String) throws(ParseError) {
        let bytes = Array(text.utf8)
        do {
            self = Self(try JSONReader.parse(bytes))
        } catch {
            let (line, column) = error.location(in: bytes)
            throw ParseError(message: error.message, line: line, column: column)
        }
    }

    /// The reader's tree as values: quoted scalars are strings, plain ones numbers, bools or null.
    private init(_ node: SpecNode) {
        switch node {
        case .scalar(let scalar) where scalar.kind == .plain:
            switch scalar.text {
            case "null": self = .null
            case "true": self = .bool(true)
            case "false": self = .bool(false)
            default: self = .number(Double(scalar.text) ?? .nan)
            }
        case .scalar(let scalar): self = .string(scalar.text)
        case .mapping(let members, _):
            self = .object(Dictionary(members.map { ($0.key.text, JSONValue($0.value)) }) { first, _ in first })
        case .sequence(let values, _): self = .array(values.map(JSONValue.init))
        }
    }

    /// The member `key` of an object; nil for another value or a missing key. Setting it adds, replaces
    /// or (with nil) removes the member of an object, as a dictionary's subscript does; setting it on a
    /// value that is not an object is a programming error and traps, as an array index out of range does.
    /// - Complexity: O(1) on average to read; O(members) to set when the object is shared (copy on write).
    public subscript(key: String) -> JSONValue? {
        get {
            if case .object(let members) = self { members[key] } else { nil }
        }
        set {
            guard case .object(var members) = self else {
                preconditionFailure("set member \"\(key)\" of a JSON value that is not an object")
            }
            self = .null
            members[key] = newValue
            self = .object(members)
        }
    }

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// The number, when the value is one.
    public var numberValue: Double? {
        if case .number(let number) = self { number } else { nil }
    }

    /// The number as an `Int`, when the value is a whole number that `Int` holds exactly (`120`, not
    /// `1.5` nor `1e300`).
    public var intValue: Int? {
        if case .number(let number) = self { Int(exactly: number) } else { nil }
    }

    /// The bool, when the value is one.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { bool } else { nil }
    }

    /// The elements, when the value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let values) = self { values } else { nil }
    }

    /// The elements as `Int`s, when the value is an array of whole numbers (an index path, a size or a
    /// frame in whole points); nil when any element is not one. - Complexity: O(count).
    public var intsValue: [Int]? { elements(\.intValue) }

    /// The elements as numbers, when the value is an array of numbers (a point, a size, a rect); nil when
    /// any element is not one. - Complexity: O(count).
    public var numbersValue: [Double]? { elements(\.numberValue) }

    /// The members, when the value is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The elements each converted by `convert`, when the value is an array and every element converts;
    /// nil otherwise. - Complexity: O(count).
    private func elements<Element>(_ convert: (JSONValue) -> Element?) -> [Element]? {
        guard let values = arrayValue else { return nil }
        var converted: [Element] = []
        converted.reserveCapacity(values.count)
        for value in values {
            guard let element = convert(value) else { return nil }
            converted.append(element)
        }
        return converted
    }
}
