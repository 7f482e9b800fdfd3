import LayoutCore

/// LBExpandedCollectionView's per-item scale.
public enum ItemScale: String, Hashable, Sendable, CaseIterable, ItemAnswerValue {
    case one
    case two
    case four

    /// The scale's place in `allCases`.
    public var answerBits: UInt64 {
        switch self {
        case .one: 0
        case .two: 1
        case .four: 2
        }
    }

    /// The scale at place `answerBits` of `allCases`; `.one` for any other.
    public init(answerBits: UInt64) {
        switch answerBits {
        case 1: self = .two
        case 2: self = .four
        default: self = .one
        }
    }
}

/// The expanded layout's own per-item question.
extension ItemAnswerKey where Value == ItemScale {
    /// The item's scale (`scale`); absent: `.one`.
    public static let scale = ItemAnswerKey("scale")
}

extension ItemAnswers {
    /// The answers of an item of the expanded layout: `scale`, with the common ones.
    public init(id: String? = nil, size: Size? = nil, inset: EdgeInsets? = nil, scale: ItemScale?) {
        self.init(id: id, size: size, inset: inset)
        self[.scale] = scale
    }
}
