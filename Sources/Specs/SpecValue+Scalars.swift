import LayoutCore
import WireFormat

/// Readers of scalar values and of the small arrays the protocol uses for geometry.
extension SpecValue {
    /// A finite number written without quotes, within ±`NumericDomain.largestMagnitude`.
    package func number() throws(InputError) -> Double {
        try finiteNumber(within: NumericDomain.largestMagnitude, "a number", unit: "")
    }

    /// A finite number within ±`bound`, described in the message as `what` in `unit` (with its space).
    private func finiteNumber(within bound: Double, _ what: String, unit: String) throws(InputError) -> Double {
        let value = try finiteNumber()
        guard abs(value) <= bound else {
            throw error("expected \(what) within ±\(NumericDomain.shown(bound))\(unit), got \(plainText ?? shown)")
        }
        return value
    }

    /// A finite number written without quotes, of any magnitude: the readers of a narrower domain check it.
    /// The text is parsed once; only text that is not a number is compared with the spellings of NaN and
    /// infinity (YAML's `.nan` and `.inf` among them), so that a number costs no lowercased copy.
    private func finiteNumber() throws(InputError) -> Double {
        try document.spend(at: self)
        guard let text = plainText, !text.isEmpty else { throw error("expected a number, got \(shown)") }
        if let value = Double(text) {
            guard value.isFinite else { throw error("expected a finite number, got \(text)") }
            return value
        }
        if Self.isNonFiniteSpelling(text) { throw error("expected a finite number, got \(text)") }
        throw error("expected a number, got \(shown)")
    }

    /// Whether `text` spells NaN or infinity (YAML's `.nan`, `-.Inf`…, or `inf`, `infinity`), in any case.
    /// - Complexity: O(1): a text longer than the longest spelling is not lowercased or hashed.
    package static func isNonFiniteSpelling(_ text: String) -> Bool {
        text.utf8.count <= 9 && nonFiniteSpellings.contains(text.lowercased())
    }

    /// The spellings of NaN and infinity, lowercased, that an error calls not finite rather than not a number.
    private static let nonFiniteSpellings: Set<String> = [
        "nan", ".nan", "inf", ".inf", "+.inf", "-.inf", "-inf", "infinity", "-infinity",
    ]

    /// A length in points: 0, or from `NumericDomain.smallestLength` to `largestLength`.
    package func length() throws(InputError) -> Double {
        let value = try finiteNumber()
        guard value == 0 || Self.lengths.contains(value) else {
            throw error("expected a length of 0 or \(Self.lengthRangeText) pt, got \(plainText ?? shown)")
        }
        return value
    }

    /// A length in points above 0: from `NumericDomain.smallestLength` to `largestLength`.
    package func positiveLength() throws(InputError) -> Double {
        let value = try finiteNumber()
        guard Self.lengths.contains(value) else {
            throw error("expected a length of \(Self.lengthRangeText) pt, got \(plainText ?? shown)")
        }
        return value
    }

    /// A coordinate in points, within ±`NumericDomain.largestCoordinate`.
    package func coordinate() throws(InputError) -> Double {
        try finiteNumber(within: NumericDomain.largestCoordinate, "a coordinate", unit: " pt")
    }

    private static let lengths = NumericDomain.smallestLength...NumericDomain.largestLength
    private static let lengthRangeText =
        "\(NumericDomain.shown(NumericDomain.smallestLength)) to \(NumericDomain.shown(NumericDomain.largestLength))"

    /// A finite number inside `range`, described for the message as `rangeText`.
    package func number(in range: ClosedRange<Double>, excluding excluded: [Double] = [], _ rangeText: String)
        throws(InputError)
        -> Double
    {
        let value = try number()
        guard range.contains(value), !excluded.contains(value) else {
            throw error("expected a number \(rangeText), got \(plainText ?? shown)")
        }
        return value
    }

    /// A whole number inside `range`. The check comes before any use, so `1e12` fails here instead of
    /// sizing an allocation. `-0` is refused: a count or an index has no sign.
    package func integer(in range: ClosedRange<Int>, _ what: String = "a whole number") throws(InputError) -> Int {
        let value = try number()
        guard value == value.rounded(), !(value == 0 && value.sign == .minus) else {
            throw error("expected \(what), got \(plainText ?? shown)")
        }
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw error("expected \(what) from \(range.lowerBound) to \(range.upperBound), got \(plainText ?? shown)")
        }
        return Int(value)
    }

    /// `true` or `false`, unquoted.
    package func bool() throws(InputError) -> Bool {
        try document.spend(at: self)
        switch plainText {
        case "true": return true
        case "false": return false
        default: throw error("expected true or false, got \(shown)")
        }
    }

    /// A non-empty string (a scalar, quoted or not).
    package func string() throws(InputError) -> String {
        try document.spend(at: self)
        guard let text, !text.isEmpty else { throw error("expected a non-empty string, got \(shown)") }
        return text
    }

    /// The longest view, item or section id, in UTF-8 bytes. An id is repeated in every event of its view
    /// or item (and a snapshot's identifiers are held twice while diffed), so its length multiplies into
    /// every transcript line that names it; no real identifier comes near it.
    package static let maximumIdentifierBytes = 1_024

    /// A view's, an item's or a section's id: a non-empty string (`string()`) of at most `maximumIdentifierBytes`
    /// UTF-8 bytes. - Complexity: O(length).
    package func identifier() throws(InputError) -> String {
        let text = try string()
        let bytes = text.utf8.count
        guard bytes <= Self.maximumIdentifierBytes else {
            throw error("an id is at most \(Self.maximumIdentifierBytes) bytes (UTF-8), got \(bytes)")
        }
        return text
    }

    /// One of `names`, with a suggestion when the value is close to one.
    package func choice(_ names: [String]) throws(InputError) -> String {
        let name = try string()
        guard names.contains(name) else {
            throw error(
                "unknown value \"\(name)\"\(KeySuggestion.hint(for: name, among: names)) (expected one of \(names.joined(separator: ", ")))"
            )
        }
        return name
    }

    /// One of `T`'s cases, by its raw value; the error lists them in their declaration order, with a
    /// suggestion when the value is close to one. - Complexity: O(cases).
    package func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(InputError) -> T
    where T.RawValue == String {
        let name = try choice(T.allCases.map(\.rawValue))
        guard let value = T(rawValue: name) else { throw error("unknown value \"\(name)\"") }
        return value
    }

    /// A list of exactly `count` finite numbers, e.g. `[x, y]`, each read by `read` (a plain number by
    /// default).
    package func numbers(
        _ count: Int, _ shape: String,
        _ read: (SpecValue) throws(InputError) -> Double = { v throws(InputError) in try v.number() }
    ) throws(InputError) -> [Double] {
        let elements = try list(shape)
        guard elements.count == count else {
            throw error("expected \(shape), got a list of \(elements.count) value\(elements.count == 1 ? "" : "s")")
        }
        var values: [Double] = []
        for element in elements { values.append(try read(element)) }
        return values
    }

    /// `[section, item]`, whole numbers not below 0.
    package func indexPath() throws(InputError) -> IndexPath {
        let values = try numbers(2, "[section, item]")
        // `sign` refuses -0 with the negatives, as counts and indexes are written (`5`, not `-0`).
        guard values.allSatisfy({ $0.sign == .plus }), let section = Int(exactly: values[0]),
            let item = Int(exactly: values[1])
        else {
            let written = values.map {
                $0 == 0 && $0.sign == .minus ? "-0" : Int(exactly: $0).map(String.init) ?? "\($0)"
            }
            throw error(
                "expected [section, item] as whole numbers not below 0, got [\(written.joined(separator: ", "))]")
        }
        return IndexPath(section: section, item: item)
    }

    /// A duration in milliseconds: finite, not negative, at most `limit` (a scenario's maxWait).
    package func milliseconds(atMost limit: Double, what: String) throws(InputError) -> Double {
        let milliseconds = try number()
        guard milliseconds >= 0 else { throw error("expected a duration not below 0 ms, got \(plainText ?? "")") }
        guard milliseconds <= limit else {
            throw error(
                "\(what) of \(plainText ?? "") ms is longer than the scenario's maxWait (\(CanonicalNumber.format(limit)) ms)"
            )
        }
        return milliseconds
    }

    /// `[width, height]`, both lengths (`length()`).
    package func size() throws(InputError) -> Size {
        let values = try numbers(2, "[width, height]") { v throws(InputError) in try v.length() }
        return Size(width: values[0], height: values[1])
    }

    /// `[x, y]`, both coordinates (`coordinate()`).
    package func point() throws(InputError) -> Point {
        let values = try numbers(2, "[x, y]") { v throws(InputError) in try v.coordinate() }
        return Point(x: values[0], y: values[1])
    }

    /// `[dx, dy]` in points per second, each within ±`NumericDomain.largestVelocity`.
    package func velocity() throws(InputError) -> Vector {
        let values = try numbers(2, "[dx, dy]") { v throws(InputError) in
            try v.finiteNumber(within: NumericDomain.largestVelocity, "a velocity", unit: " pt/s")
        }
        return Vector(dx: values[0], dy: values[1])
    }

    /// `[top, left, bottom, right]`, each a length (`length()`).
    package func insets() throws(InputError) -> EdgeInsets {
        let values = try numbers(4, "[top, left, bottom, right]") { v throws(InputError) in try v.length() }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
