import Foundation
import LayoutCore
import Simulation

/// What a section's `visibleItemsInvalidationHandler` is called with, as UIKit's type alias: the section's
/// visible items, the scroll offset (the view's content offset, or an orthogonal section's own offset
/// along its axis), and the section's layout environment. A main-actor closure, as the iOS 17 and 18 SDKs
/// declare it.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// One displayed element of a section as its `visibleItemsInvalidationHandler` sees it, as UIKit's
/// `NSCollectionLayoutVisibleItem`: what the handler sets (alpha, zIndex, hidden, centre, transform) is
/// what the view displays. Class-bound, as UIKit's (an `NSObjectProtocol`).
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// Opacity, 0…1.
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    /// The centre, in the section's layout coordinates (an orthogonal section's as at rest), in points.
    var center: CGPoint { get set }
    /// The transform about the centre; setting it sets `transform3D` to its 3-D form.
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// The element's kind name for a supplementary or decoration item, `"cell"` for a cell.
    var name: String { get }
    var indexPath: Foundation.IndexPath { get }
    /// The untransformed frame, in the section's layout coordinates, in points.
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// A displayed element handed to a handler: its look, in layout coordinates, written back after it.
final class VisibleItem: NSCollectionLayoutVisibleItem {
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    var center: CGPoint
    var transform3D: CATransform3D
    let indexPath: Foundation.IndexPath
    let frame: CGRect
    let representedElementCategory: UICollectionView.ElementCategory
    let representedElementKind: String?
    /// Where `frame` lies from the displayed frame (an orthogonal section's scroll), in points.
    private let shift: CGPoint

    /// `look` of `element`, with the app's kind name from `kindName`. - Complexity: O(1).
    init(_ element: LayoutAttributes, look: DisplayAdjustment.Look, kindName: (ElementKind) -> String) {
        let shown = CGRect(look.frame)
        // Not `Optional.map`: its main-actor closure would be checked for its executor at each call.
        let laidOut = if let layoutFrame = element.layoutFrame { CGRect(layoutFrame) } else { shown }
        shift = CGPoint(x: laidOut.minX - shown.minX, y: laidOut.minY - shown.minY)
        frame = laidOut
        center = CGPoint(x: laidOut.midX, y: laidOut.midY)
        alpha = look.alpha
        zIndex = look.zIndex
        isHidden = look.isHidden
        transform3D = CATransform3D(look.transform)
        indexPath = Foundation.IndexPath(element.indexPath)
        switch element.category {
        case .cell: (representedElementCategory, representedElementKind) = (.cell, nil)
        case .supplementary:
            (representedElementCategory, representedElementKind) = (.supplementaryView, kindName(element.kind))
        case .decoration:
            (representedElementCategory, representedElementKind) = (.decorationView, kindName(element.kind))
        }
    }

    var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    var name: String { representedElementKind ?? "cell" }
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// `look` with what the handler set: the centre moved back to the displayed coordinates. An alpha is
    /// taken within 0…1 and a centre coordinate within ±1e13 pt (a spec's coordinates); an alpha, centre or
    /// transform entry that is not a number (or, but alpha, infinite) stops with a precondition failure
    /// naming the item, where UIKit raises on a layer's geometry that is not a number. - Complexity: O(1).
    func applied(to look: DisplayAdjustment.Look) -> DisplayAdjustment.Look {
        precondition(
            !alpha.isNaN && center.x.isFinite && center.y.isFinite && transform3D.isFinite,
            "visibleItemsInvalidationHandler set \(name) \(indexPath) alpha \(alpha), center \(center), "
                + "\(transform3D): each must be a finite number")
        var look = look
        look.alpha = Swift.min(Swift.max(Double(alpha), 0), 1)
        look.zIndex = zIndex
        look.isHidden = isHidden
        look.transform = transform3D.engine
        guard center != CGPoint(x: frame.midX, y: frame.midY) else { return look }
        let size = frame.size
        let (x, y) = (Double(coordinate: center.x), Double(coordinate: center.y))
        look.frame = Rect(
            origin: Point(x: x - shift.x - size.width / 2, y: y - shift.y - size.height / 2),
            size: Size(width: size.width, height: size.height))
        return look
    }
}
