import LayoutCore
import Testing

/// `answersAlike` is `==` with the ids left out: every other stored property counts, the layouts' own
/// answers (`ItemAnswerKey`, declared outside the core) among them.
@Suite struct ItemAnswersTests {
    static let base: ItemAnswers = {
        var answers = ItemAnswers(
            id: "a", size: Size(width: 10, height: 20), inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        answers[.flag] = false
        answers[.count] = 3
        answers[.ratio] = 1.5
        return answers
    }()

    /// The properties `answersAlike` compares, and `id`: a property added to `ItemAnswers` fails here
    /// until the comparison (and this list) take it in.
    @Test func comparesEveryStoredPropertyButTheID() {
        let labels = Mirror(reflecting: Self.base).children.compactMap(\.label)
        #expect(labels == ["id", "size", "inset", "layoutAnswers"])
    }

    @Test func differentIDsAnswerAlike() {
        var other = Self.base
        other.id = "b"
        #expect(Self.base.answersAlike(other) && other.answersAlike(Self.base))
        other.id = nil
        #expect(Self.base.answersAlike(other))
    }

    @Test(arguments: 0..<6)
    func anyOtherDifferenceDoesNot(property: Int) {
        var other = Self.base
        switch property {
        case 0: other.size = Size(width: 10, height: 21)
        case 1: other.inset = nil
        case 2: other[.flag] = true
        case 3: other[.count] = nil
        case 4: other[.ratio] = 1.25
        default: other.layoutAnswers = LayoutItemAnswers()
        }
        #expect(!Self.base.answersAlike(other) && !other.answersAlike(Self.base))
    }

    /// A layout's answer reads back as set, and an unset key reads nil, whichever order they were set in:
    /// the same answers set in another order are equal (and hash alike).
    @Test func layoutAnswersReadBackAndCompareWhateverTheOrderSet() {
        var forward = ItemAnswers()
        forward[.ratio] = 0.75
        forward[.count] = -4
        forward[.flag] = true
        var backward = ItemAnswers()
        backward[.flag] = true
        backward[.count] = -4
        backward[.ratio] = 0.75
        #expect(forward[.ratio] == 0.75 && forward[.count] == -4 && forward[.flag] == true)
        #expect(forward == backward && forward.hashValue == backward.hashValue)
        backward[.count] = nil
        #expect(backward[.count] == nil && backward[.flag] == true && forward != backward)
        #expect(ItemAnswers.none[.flag] == nil && ItemAnswers.none.layoutAnswers.isEmpty)
    }
}
