/// Where one element goes and how it looks: UICollectionViewLayoutAttributes without the view.
///
/// The stored properties are declared widest first, the one-byte ones and the 32-bit `zIndex` last, so
/// that no padding sits between them: 112 bytes a value (an array of them is what a query fills).
public struct LayoutAttributes: Hashable, Sendable {
    public var kind: ElementKind
    public var indexPath: IndexPath
    /// The untransformed frame: centre and size as the layout set them.
    public var frame: Rect
    public var alpha: Double
    /// How far `layoutFrame` lies from `frame` along `layoutShiftAxis`, in points. Held inline, not out of
    /// line as the transform: copying the attributes costs no reference counting for it.
    @usableFromInline var layoutShift: Double
    /// Held out of line, and only when not the identity: most elements have none, and the attributes
    /// stay small (they are copied into every event and set).
    @usableFromInline var transformBox: TransformBox?
    /// The item's stable id; `nil` for supplementary and decoration views.
    public var id: ItemID?
    public var category: ElementCategory
    /// `isHidden` (bit 0) and `isUpdating` (bit 1), in one byte so that the attributes stay 112 bytes.
    @usableFromInline var flags: UInt8
    /// The axis along which `layoutFrame` lies `layoutShift` points from `frame`; nil without a layout frame.
    @usableFromInline var layoutShiftAxis: Axis?
    /// `zIndex` in 32 bits, which fill the padding after the one-byte fields: every layout's zIndex lies
    /// within ±10,000 or so, and one past ±2,147,483,647 is clamped to it.
    @usableFromInline var storedZIndex: Int32

    /// UIKit's `zIndex`: elements with a higher one are drawn over those with a lower one. Held in 32 bits
    /// (clamped to `Int32`'s range when set).
    @inlinable
    public var zIndex: Int {
        get { Int(storedZIndex) }
        set { storedZIndex = Int32(clamping: newValue) }
    }

    /// Whether the element is hidden (UIKit's `isHidden`): not displayed.
    @inlinable
    public var isHidden: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }

    /// Whether the element is shown by an animated data change under way (its frame and alpha
    /// interpolated): its display events then report `alpha`. False for every element a layout answers.
    @inlinable
    public var isUpdating: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }

    /// Whether a transform other than the identity is set. - Complexity: O(1), no comparison of entries.
    @inlinable
    public var hasTransform: Bool { transformBox != nil }

    /// The element's transform about its centre (CATransform3D conventions); the identity by default.
    public var transform: Transform3D {
        get { transformBox?.value ?? .identity }
        set { transformBox = newValue.isIdentity ? nil : TransformBox(newValue) }
    }

    /// The frame in the layout's own coordinates, where it is not `frame`: an element of an orthogonal
    /// section lives in the scroll view UIKit embeds for the section, and its attributes keep the frame it
    /// has with the section at rest while `frame` follows the section's scroll. Nil for every other element.
    /// - Complexity: O(1).
    @inlinable
    public var layoutFrame: Rect? {
        switch layoutShiftAxis {
        case nil: nil
        case .horizontal: frame.offsetBy(dx: layoutShift, dy: 0)
        case .vertical: frame.offsetBy(dx: 0, dy: layoutShift)
        }
    }

    /// Gives the element a `layoutFrame`: `frame` moved `shift` points along `axis` (the offset of the
    /// scroll view it lives in, for an element of an orthogonal section).
    @inlinable
    public mutating func setLayoutFrame(shiftedBy shift: Double, along axis: Axis) {
        layoutShiftAxis = axis
        layoutShift = shift
    }

    @inlinable
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
        self.init(untransformed: category, kind, indexPath, id: id, frame: frame, zIndex: zIndex)
        self.alpha = alpha
        self.isHidden = isHidden
        if !transform.isIdentity { transformBox = TransformBox(transform) }
    }

    /// Attributes without a transform, which the factories below build without comparing one to the
    /// identity (a query builds one per element it returns).
    @inlinable
    init(
        untransformed category: ElementCategory, _ kind: ElementKind, _ indexPath: IndexPath, id: ItemID?, frame: Rect,
        zIndex: Int
    ) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.id = id
        self.frame = frame
        self.storedZIndex = Int32(clamping: zIndex)
        self.alpha = 1
        self.transformBox = nil
        self.flags = 0
        self.layoutShiftAxis = nil
        self.layoutShift = 0
    }

    /// Attributes for the cell at `indexPath`.
    @inlinable
    public static func cell(_ indexPath: IndexPath, id: ItemID, frame: Rect, zIndex: Int = 0) -> LayoutAttributes {
        LayoutAttributes(untransformed: .cell, .cell, indexPath, id: id, frame: frame, zIndex: zIndex)
    }

    /// Makes these attributes, a plain cell's, the cell at `indexPath`'s: a query loop rewrites one value
    /// for each cell it hands on instead of building each anew, because Swift copies a freshly built value
    /// once more, and destroys both, before passing it to a closure or an append. A layout frame's shift
    /// stays (the cells of one orthogonal section share it). - Complexity: O(1).
    @inlinable
    public mutating func makeCell(_ indexPath: IndexPath, id: ItemID, frame: Rect) {
        assert(
            category == .cell && kind == .cell && transformBox == nil, "only a plain cell's attributes are rewritten")
        self.indexPath = indexPath
        self.id = id
        self.frame = frame
    }

    /// Attributes for a supplementary view of `kind` at `indexPath`.
    @inlinable
    public static func supplementary(
        _ kind: ElementKind, _ indexPath: IndexPath, frame: Rect, zIndex: Int = 0
    ) -> LayoutAttributes {
        LayoutAttributes(untransformed: .supplementary, kind, indexPath, id: nil, frame: frame, zIndex: zIndex)
    }

    /// Attributes for a decoration view of `kind` at `indexPath`.
    @inlinable
    public static func decoration(
        _ kind: ElementKind, _ indexPath: IndexPath, frame: Rect, zIndex: Int = 0
    ) -> LayoutAttributes {
        LayoutAttributes(untransformed: .decoration, kind, indexPath, id: nil, frame: frame, zIndex: zIndex)
    }

    /// The canonical order of the protocol: category, then kind, then index path.
    public static func canonicallyOrdered(_ lhs: LayoutAttributes, _ rhs: LayoutAttributes) -> Bool {
        lhs.canonicalPosition < rhs.canonicalPosition
    }

    /// Where the element sorts in the canonical order. Inlinable, so that a caller comparing elements
    /// in place reads these three fields instead of copying each element.
    @inlinable
    public var canonicalPosition: CanonicalPosition {
        CanonicalPosition(category: category, kind: kind, indexPath: indexPath)
    }
}

/// An element's place in the protocol's canonical order: by category, then kind, then index path.
public struct CanonicalPosition: Comparable, Sendable {
    public var category: ElementCategory
    public var kind: ElementKind
    public var indexPath: IndexPath

    @inlinable
    public init(category: ElementCategory, kind: ElementKind, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    public static func < (lhs: CanonicalPosition, rhs: CanonicalPosition) -> Bool {
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.indexPath < rhs.indexPath
    }
}

/// A non-identity transform, shared between copies of the attributes that hold it.
@usableFromInline
final class TransformBox: Hashable, Sendable {
    @usableFromInline let value: Transform3D

    @usableFromInline
    init(_ value: Transform3D) {
        self.value = value
    }

    @usableFromInline
    static func == (lhs: TransformBox, rhs: TransformBox) -> Bool { lhs.value == rhs.value }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
