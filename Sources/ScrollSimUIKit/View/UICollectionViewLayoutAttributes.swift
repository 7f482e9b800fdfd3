import Foundation
import LayoutCore

/// An element's place in the layout, as UIKit's `UICollectionViewLayoutAttributes`. `frame` is the
/// untransformed element's; `transform3D` (and its affine part, `transform`) is applied about its centre.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// The frame in the collection view's content coordinates, in points.
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Opacity, 0…1.
    open var alpha: CGFloat {
        get { storedAlpha }
        set { storedAlpha = newValue }
    }
    open var zIndex: Int {
        get { storedZIndex }
        set { storedZIndex = newValue }
    }
    open var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    /// The transform about the centre; setting it sets `transform` too.
    open var transform3D: CATransform3D {
        get { storedTransform3D }
        set { storedTransform3D = newValue }
    }
    /// The affine part of `transform3D`; setting it sets `transform3D` to its 3-D form.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var indexPath: Foundation.IndexPath {
        get { storedIndexPath }
        set { storedIndexPath = newValue }
    }
    /// Cell, supplementary view or decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary or decoration kind; nil for a cell.
    public let representedElementKind: String?

    /// The attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: Foundation.IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// The attributes of a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: Foundation.IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// The attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: Foundation.IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    // The values of the public properties above, internal: the compiler checks an internal property's
    // exclusive access statically, where each access to a public one costs a runtime check (a dozen a
    // displayed cell).
    private var storedFrame = CGRect.zero
    private var storedAlpha: CGFloat = 1
    private var storedZIndex = 0
    private var storedIsHidden = false
    private var storedTransform3D = CATransform3DIdentity
    private var storedIndexPath: Foundation.IndexPath

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: Foundation.IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        storedIndexPath = indexPath
    }

    /// The simulator's attributes as UIKit's, a supplementary's or decoration's kind by the app's name for it
    /// (`kindName`). - Complexity: O(1).
    convenience init(_ attributes: LayoutAttributes, kindName: (ElementKind) -> String) {
        let path = Foundation.IndexPath(attributes.indexPath)
        switch attributes.category {
        case .cell: self.init(category: .cell, kind: nil, indexPath: path)
        case .supplementary:
            self.init(category: .supplementaryView, kind: kindName(attributes.kind), indexPath: path)
        case .decoration:
            self.init(category: .decorationView, kind: kindName(attributes.kind), indexPath: path)
        }
        take(attributes, indexPath: path)
    }

    /// Takes the simulator's `attributes` for the element it stands for, at `indexPath` (theirs, as
    /// Foundation's): its index path, frame, alpha, zIndex, visibility and transform (its category and kind
    /// are kept). What an object made from them holds: a cell's attributes object is reused so.
    /// - Complexity: O(1).
    func take(_ attributes: LayoutAttributes, indexPath: Foundation.IndexPath) {
        storedIndexPath = indexPath
        storedFrame = CGRect(attributes.frame)
        storedAlpha = attributes.alpha
        storedZIndex = attributes.zIndex
        storedIsHidden = attributes.isHidden
        // Most attributes carry no transform: the identity is then set as a constant, not converted.
        storedTransform3D = attributes.hasTransform ? CATransform3D(attributes.transform) : CATransform3DIdentity
    }
}
