import LayoutCore
import Testing

/// Element kinds are open: any name of 1 to 16 UTF-8 bytes without NUL is a kind, held in two words.
@Suite struct ElementKindTests {
    /// Each constant's hand-packed words read back as its name, and the name packs to the constant.
    @Test func theCoreConstantsAreTheirNames() {
        for (kind, name) in [(ElementKind.cell, "cell"), (.header, "header"), (.footer, "footer")] {
            #expect(kind.rawValue == name)
            #expect(ElementKind(rawValue: name) == kind)
        }
    }

    /// 16 bytes fit (two words full); 17, none, or a NUL among them do not. "é" is two UTF-8 bytes, so
    /// eight of them are 16 bytes and read back whole.
    @Test func aNameIsOneToSixteenBytesWithoutNUL() {
        for name in ["a", "sixteen-bytes-ok", "éééééééé", "layoutHeader"] {
            #expect(ElementKind(rawValue: name)?.rawValue == name)
        }
        for name in ["", "seventeen-bytes-x", "ééééééééé", "a\u{0}b"] {
            #expect(ElementKind(rawValue: name) == nil)
        }
    }

    /// By name, byte by byte, a name before the longer ones it begins: "bac…" < "bad…" at byte 3, "cell"
    /// begins "cellar", and the two 16-byte names differ only in their last byte, in the second word.
    @Test func kindsAreOrderedByName() throws {
        let names = ["background", "badge", "cell", "cellar", "footer", "sixteen-bytes-ok", "sixteen-bytes-ol"]
        let kinds = try names.map { try #require(ElementKind(rawValue: $0)) }
        #expect(kinds.reversed().sorted() == kinds)
        #expect(kinds.map(\.rawValue) == names)
    }
}
