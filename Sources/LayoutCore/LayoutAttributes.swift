/// Where one element goes and how it looks: UICollectionViewLayoutAttributes without the view.
public struct LayoutAttributes: Hashable, Sendable {
    public var category: ElementCategory
    public var kind: ElementKind
    public var indexPath: IndexPath
    /// The item's stable id; `nil` for supplementary and decoration views.
    public var id: ItemID?
    /// The untransformed frame: centre and size as the layout set them.
    public var frame: Rect
    public var zIndex: Int
    public var alpha: Double
    public var isHidden: Bool
    /// Held out of line, and only when not the identity: most elements have none, and the attributes
    /// stay small (they are copied into every event and set).
    private var transformBox: TransformBox?

    /// Whether a transform other than the identity is set. - Complexity: O(1), no comparison of entries.
    public var hasTransform: Bool { transformBox != nil }

    /// The element's transform about its centre (CATransform3D conventions); the identity by default.
    public var transform: Transform3D {
        get { transformBox?.value ?? .identity }
        set { transformBox = newValue.isIdentity ? nil : TransformBox(newValue) }
    }

    public init(
        category: ElementCategory,
        kind: ElementKind,
        indexPath: IndexPath,
        id: ItemID? = nil,
        frame: Rect,
        zIndex: Int = 0,
        alpha: Double = 1,
        transform: Transform3D = .identity,
        isHidden: Bool = false
    ) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.id = id
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.transformBox = transform.isIdentity ? nil : TransformBox(transform)
        self.isHidden = isHidden
    }

    /// Attributes for the cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath, id: ItemID, frame: Rect, zIndex: Int = 0) -> LayoutAttributes {
        LayoutAttributes(category: .cell, kind: .cell, indexPath: indexPath, id: id, frame: frame, zIndex: zIndex)
    }

    /// Attributes for a supplementary view of `kind` at `indexPath`.
    public static func supplementary(
        _ kind: ElementKind, _ indexPath: IndexPath, frame: Rect, zIndex: Int = 0
    ) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    /// Attributes for a decoration view of `kind` at `indexPath`.
    public static func decoration(
        _ kind: ElementKind, _ indexPath: IndexPath, frame: Rect, zIndex: Int = 0
    ) -> LayoutAttributes {
        LayoutAttributes(category: .decoration, kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    /// The canonical order of the protocol: category, then kind, then index path.
    public static func canonicallyOrdered(_ lhs: LayoutAttributes, _ rhs: LayoutAttributes) -> Bool {
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.indexPath < rhs.indexPath
    }
}

/// A non-identity transform, shared between copies of the attributes that hold it.
private final class TransformBox: Hashable, Sendable {
    let value: Transform3D

    init(_ value: Transform3D) {
        self.value = value
    }

    static func == (lhs: TransformBox, rhs: TransformBox) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
