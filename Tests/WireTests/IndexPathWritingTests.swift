import LayoutCore
import Testing

@testable import Specs

/// An index path is two whole numbers not below 0, written as such: `-0` is refused as Formats.md's limits
/// table says (counts and indexes: `5`, not `-0`), and a refusal shows the numbers as written, not
/// rounded (1e-308 is not shown as 0).
@Suite struct IndexPathWritingTests {
    private func refusal(_ text: String) -> String? {
        do {
            _ = try SpecDocument(file: "t.yaml").parse(text).indexPath()
            return nil
        } catch {
            return error.message
        }
    }

    @Test func minusZeroIsRefused() {
        #expect(refusal("[0, -0]")?.contains("got [0, -0]") == true)
        #expect(refusal("[-0.0, 1]")?.contains("got [-0, 1]") == true)
    }

    @Test func aTinyFractionIsShownAsWritten() {
        #expect(refusal("[0, 1e-308]")?.contains("1e-308") == true)
    }

    @Test func wholeNumbersAreRead() throws {
        let path = try SpecDocument(file: "t.yaml").parse("[2, 7]").indexPath()
        #expect(path.section == 2 && path.item == 7)
    }
}
