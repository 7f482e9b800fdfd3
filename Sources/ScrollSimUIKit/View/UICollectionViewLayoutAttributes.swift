import Foundation
import LayoutCore

/// An element's place in the layout, as UIKit's `UICollectionViewLayoutAttributes`. `frame` is the
/// untransformed element's; `transform3D` (and its affine part, `transform`) is applied about its centre.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// The frame in the collection view's content coordinates, in points.
    open var frame: CGRect
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
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    /// The transform about the centre; setting it sets `transform` too.
    open var transform3D = CATransform3DIdentity
    /// The affine part of `transform3D`; setting it sets `transform3D` to its 3-D form.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var indexPath: Foundation.IndexPath
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

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: Foundation.IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
        frame = .zero
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
        frame = CGRect(attributes.frame)
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        transform3D = CATransform3D(attributes.transform)
    }
}
