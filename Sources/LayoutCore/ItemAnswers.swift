/// The per-item delegate answers of a view spec. Each is optional: an absent answer
/// falls through to the next source in precedence order, and finally to the layout's default.
///
/// The answers here are the ones every layout may ask (UICollectionViewDelegateFlowLayout's); a layout's
/// own questions are its keys in `layoutAnswers` (`ItemAnswerKey`), declared with the layout.
public struct ItemAnswers: Hashable, Sendable {
    /// A stable id; only explicit list items and overrides may carry one.
    public var id: String?
    /// `sizeForItemAt`, in points.
    public var size: Size?
    /// `insetForItemAt` (cellInsetFlow).
    public var inset: EdgeInsets?
    /// The answers to the layouts' own questions, by key.
    public var layoutAnswers = LayoutItemAnswers()

    public init(id: String? = nil, size: Size? = nil, inset: EdgeInsets? = nil) {
        self.id = id
        self.size = size
        self.inset = inset
    }

    public static let none = ItemAnswers()

    /// The answer to a layout's own question `key`, nil when this item does not give it. - Complexity:
    /// O(layout answers given), a handful at most.
    @inlinable
    public subscript<Value>(key: ItemAnswerKey<Value>) -> Value? {
        get { layoutAnswers[key] }
        set { layoutAnswers[key] = newValue }
    }

    /// Whether `other` answers every question as this does, ids apart: `==` without copying either to
    /// clear its id (an insertion of 100,000 items asks it of each). Every stored property but `id` is
    /// compared; a test holds this list to the type's properties. O(layout answers given).
    public func answersAlike(_ other: ItemAnswers) -> Bool {
        size == other.size && inset == other.inset && layoutAnswers == other.layoutAnswers
    }
}

extension ItemAnswers {
    /// These answers, each one missing taken from `lower` (a lower source in precedence order); the id
    /// is this one's. - Complexity: O(layout answers given).
    public func filled(from lower: ItemAnswers) -> ItemAnswers {
        var merged = self
        merged.size = size ?? lower.size
        merged.inset = inset ?? lower.inset
        merged.layoutAnswers = layoutAnswers.filled(from: lower.layoutAnswers)
        return merged
    }
}
