/// LBExpandedCollectionView's per-item scale.
public enum ItemScale: String, Hashable, Sendable, CaseIterable {
    case one
    case two
    case four
}

/// The per-item delegate answers of a view spec. Each is optional: an absent answer
/// falls through to the next source in precedence order, and finally to the layout's default.
public struct ItemAnswers: Hashable, Sendable {
    /// A stable id; only explicit list items and overrides may carry one.
    public var id: String?
    /// `sizeForItemAt`, in points.
    public var size: Size?
    /// `insetForItemAt` (cellInsetFlow).
    public var inset: EdgeInsets?
    public var scale: ItemScale?
    public var lineFraction: Int?
    public var aspectRatio: Double?
    public var canBeBig: Bool?
    public var canDelete: Bool?

    public init(
        id: String? = nil, size: Size? = nil, inset: EdgeInsets? = nil, scale: ItemScale? = nil,
        lineFraction: Int? = nil, aspectRatio: Double? = nil, canBeBig: Bool? = nil, canDelete: Bool? = nil
    ) {
        self.id = id
        self.size = size
        self.inset = inset
        self.scale = scale
        self.lineFraction = lineFraction
        self.aspectRatio = aspectRatio
        self.canBeBig = canBeBig
        self.canDelete = canDelete
    }

    public static let none = ItemAnswers()

    /// Whether `other` answers every question as this does, ids apart: `==` without copying either to
    /// clear its id (an insertion of 100,000 items asks it of each). Every stored property but `id` is
    /// compared; a test holds this list to the type's properties. O(1).
    public func answersAlike(_ other: ItemAnswers) -> Bool {
        size == other.size && inset == other.inset && scale == other.scale && lineFraction == other.lineFraction
            && aspectRatio == other.aspectRatio && canBeBig == other.canBeBig && canDelete == other.canDelete
    }
}
