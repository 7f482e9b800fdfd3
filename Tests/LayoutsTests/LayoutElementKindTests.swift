import LayoutCore
import Layouts
import Testing

/// The layouts' own kinds: each hand-packed constant reads back as the name the wire writes.
@Suite struct LayoutElementKindTests {
    @Test func theLayoutsConstantsAreTheirNames() {
        let expected: [(ElementKind, String)] = [
            (.columnHeader, "columnHeader"), (.rowHeader, "rowHeader"), (.corner, "corner"),
            (.background, "background"), (.badge, "badge"), (.layoutHeader, "layoutHeader"),
            (.layoutFooter, "layoutFooter"),
        ]
        for (kind, name) in expected {
            #expect(kind.rawValue == name)
            #expect(ElementKind(rawValue: name) == kind)
        }
    }
}
