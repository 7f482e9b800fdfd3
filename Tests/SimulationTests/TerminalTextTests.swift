import Platform
import Simulation
import Testing

/// Control characters in data are shown escaped in messages (`TerminalText`), never printed raw.
@Suite struct TerminalTextTests {
    /// ESC (U+1B), BEL (U+7), DEL (U+7F) and the C1 CSI (U+9B) are escaped; printable text, `é` (U+E9,
    /// past C1) and `\` stay as they are.
    @Test func controlCharactersAreWrittenAsEscapes() {
        #expect(TerminalText.escaped("a\u{1B}]0;t\u{7}b") == #"a\u{1B}]0;t\u{7}b"#)
        #expect(TerminalText.escaped("\u{7F}\u{9B}2J\u{0}") == #"\u{7F}\u{9B}2J\u{0}"#)
        #expect(TerminalText.escaped(#"café \ ok"#) == #"café \ ok"#)
    }

    /// A whole message keeps its line feeds and tabs; data (the default) has them escaped, so that one
    /// message line cannot be made to look like two.
    @Test func lineBreaksStayOnlyInWholeMessages() {
        #expect(TerminalText.escaped("a\nb\tc\r", keepingLineBreaks: true) == "a\nb\tc\\u{D}")
        #expect(TerminalText.escaped("a\nb\tc") == #"a\u{A}b\u{9}c"#)
    }

    /// An expectation's strings, as a failure message shows them.
    @Test func expectedStringsAreShownEscaped() {
        #expect(ExpectedValue.string("x\u{1B}[2J").description == #""x\u{1B}[2J""#)
        #expect(ExpectedValue.list([.string("\u{7}"), .number(1)]).description == #"["\u{7}", 1]"#)
    }
}
