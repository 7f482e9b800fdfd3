import Foundation

/// Text made safe for XML 1.0 (the JUnit reports) and HTML (the replay page): the markup characters
/// escaped, and the characters XML cannot hold (controls other than tab, newline and carriage return; lone
/// surrogates cannot occur in a Swift string) written as `\u{…}`.
enum XMLText {
    /// - Complexity: O(length).
    static func escaped(_ text: some StringProtocol, inAttribute: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r" where inAttribute: result += "&#13;"
            case "\t" where inAttribute: result += "&#9;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Seconds as a JUnit `time`: up to six decimals, no exponent; whole seconds from 10¹² s (where the
    /// microseconds would not fit an `Int`), and "0" for a value that is not a positive number.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0" }
        guard value < 1e12 else { return String(format: "%.0f", value) }
        var text = String(Int((value * 1_000_000).rounded()))
        while text.count < 7 { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -6))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
