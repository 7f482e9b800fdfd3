import Layouts
import Simulation
import Testing

@testable import Specs

/// Layout types are one vocabulary: a spec's `type` decodes to the case of that name and reads back as it.
@Suite struct LayoutTypeTests {
    /// The ten names the protocol documents for `layout.type`, in its order (Formats.md's layout table).
    private let documented = [
        "flow", "cellInsetFlow", "table", "expanded", "snapToCenter", "infinite", "carousel", "safari", "plugin",
        "compositional",
    ]

    @Test func theVocabularyIsTheDocumentedNamesInOrder() {
        #expect(LayoutType.allCases.map(\.rawValue) == documented)
    }

    /// The eight types that need nothing but their name decode from `{type: NAME}` to a spec of that type.
    @Test(arguments: ["flow", "cellInsetFlow", "table", "expanded", "snapToCenter", "infinite", "carousel", "safari"])
    func aBareTypeDecodesToItsOwnCase(name: String) throws {
        let spec = try SpecFile.decode(
            "viewport: [375, 667]\nlayout: {type: \(name)}\nsections: [{items: 3}]\n", format: .yaml)
        #expect(spec.layout.type.rawValue == name)
        #expect(spec.layout.typeName == name)
    }

    @Test func anUnknownTypeListsTheVocabulary() {
        #expect(throws: InputError.self) {
            try SpecFile.decode("viewport: [375, 667]\nlayout: {type: grid}\nsections: [{items: 3}]\n", format: .yaml)
        }
        do {
            _ = try SpecFile.decode(
                "viewport: [375, 667]\nlayout: {type: grid}\nsections: [{items: 3}]\n", format: .yaml)
        } catch {
            #expect(String(describing: error).contains("expected one of \(documented.joined(separator: ", "))"))
        }
    }
}
