import LayoutCore
import Layouts
import Testing

@testable import ScrollSimUIKit

@Suite @MainActor struct ElementKindNamesTests {
    /// UIKit's header and footer kinds are ScrollSim's; a short name is its own kind; `cell`, a long name and
    /// a name whose kind is taken get aliases numbered in the order they are made; a name asked again gets
    /// the same kind.
    @Test func namesBecomeKinds() {
        var names = ElementKindNames()
        #expect(names.kind(for: "UICollectionElementKindSectionHeader") == .header)
        #expect(names.kind(for: "UICollectionElementKindSectionFooter") == .footer)
        #expect(names.kind(for: "badge") == .badge)
        #expect(names.kind(for: "cell") == ElementKind(rawValue: "cell~1"))
        #expect(names.kind(for: "section-header-element-kind") == ElementKind(rawValue: "section-he~2"))
        #expect(names.kind(for: "section-he~2") == ElementKind(rawValue: "section-he~3"))
        #expect(names.kind(for: "header") == ElementKind(rawValue: "header~4"))
        #expect(names.kind(for: "section-header-element-kind") == ElementKind(rawValue: "section-he~2"))
        #expect(names.names[ElementKind(rawValue: "section-he~3")!] == "section-he~2")
    }
}
