import LayoutCore
import Testing

/// `answersAlike` is `==` with the ids left out: every other stored property counts.
@Suite struct ItemAnswersTests {
    static let base = ItemAnswers(
        id: "a", size: Size(width: 10, height: 20), inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
        scale: .two, lineFraction: 3, aspectRatio: 1.5, canBeBig: true, canDelete: false)

    /// The properties `answersAlike` compares, and `id`: a property added to `ItemAnswers` fails here
    /// until the comparison (and this list) take it in.
    @Test func comparesEveryStoredPropertyButTheID() {
        let labels = Mirror(reflecting: Self.base).children.compactMap(\.label)
        #expect(labels == ["id", "size", "inset", "scale", "lineFraction", "aspectRatio", "canBeBig", "canDelete"])
    }

    @Test func differentIDsAnswerAlike() {
        var other = Self.base
        other.id = "b"
        #expect(Self.base.answersAlike(other) && other.answersAlike(Self.base))
        other.id = nil
        #expect(Self.base.answersAlike(other))
    }

    @Test(arguments: 0..<7)
    func anyOtherDifferenceDoesNot(property: Int) {
        var other = Self.base
        switch property {
        case 0: other.size = Size(width: 10, height: 21)
        case 1: other.inset = nil
        case 2: other.scale = .four
        case 3: other.lineFraction = 2
        case 4: other.aspectRatio = 1.25
        case 5: other.canBeBig = nil
        default: other.canDelete = true
        }
        #expect(!Self.base.answersAlike(other) && !other.answersAlike(Self.base))
    }
}
