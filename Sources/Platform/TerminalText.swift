/// Text from data (ids, names, file names, a report's markup) made safe to show on a terminal: a control
/// character printed as it is can move the cursor, clear the screen or set the window's title (`ESC ] 0 ;
/// … BEL`), or make one message look like several. Every human-readable message passes its data through
/// here; JSON output escapes these characters itself.
public enum TerminalText {
    /// `text` with each control character written as a Swift escape, `\u{1B}` for ESC: C0 (U+0000–U+001F),
    /// DEL (U+007F) and C1 (U+0080–U+009F, which some terminals read as ESC sequences). With
    /// `keepingLineBreaks` (a whole message that may have several lines), line feeds and tabs stay.
    /// - Complexity: O(length); `text` itself when it has no control character.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            guard value < 0x20 || (0x7F...0x9F).contains(value) else { return false }
            return !(keepingLineBreaks && (scalar == "\n" || scalar == "\t"))
        }
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
