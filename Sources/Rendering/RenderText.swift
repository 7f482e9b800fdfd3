/// Text for pictures: short, locale-free numbers and escaped SVG character data.
enum RenderText {
    /// `value` rounded to `decimals` places, without trailing zeros or a trailing point.
    static func number(_ value: Double, decimals: Int = 3) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        guard rounded != rounded.rounded() || abs(rounded) >= 1e15 else { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// `text` with `&`, `<`, `>` and `"` escaped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
