import Foundation
import LayoutCore
import Layouts

@testable import ScrollSimUIKit

/// A simulated layout prepared by its engine in a view of `viewport`, for its frames.
@MainActor
struct PreparedTranslation {
    let simulated: SimulatedLayout
    let layout: any CollectionLayout
    let bounds: Rect

    init(_ simulated: SimulatedLayout, viewport: Size) {
        self.simulated = simulated
        var layout = simulated.spec.makeLayout()
        layout.prepare(LayoutContext(data: CollectionData(sections: simulated.sections), viewportSize: viewport))
        self.layout = layout
        self.bounds = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
    }

    /// The frame of item `item` of section `section`.
    func cell(_ section: Int, _ item: Int) -> Rect? {
        layout.attributes(forItem: LayoutCore.IndexPath(section: section, item: item), bounds: bounds)?.frame
    }

    /// The frame of the supplementary view of `kind` at `[section, item]`.
    func supplementary(_ kind: ElementKind, _ section: Int, _ item: Int = 0) -> Rect? {
        layout.attributes(
            forSupplementary: kind, at: LayoutCore.IndexPath(section: section, item: item), bounds: bounds)?.frame
    }
}

/// Whether `rect` is `expected` to within 1e-9 pt on each side (fractions of a view's size are not exact in
/// binary).
@MainActor
func isClose(_ rect: Rect?, _ expected: Rect) -> Bool {
    guard let rect else { return false }
    return [
        (rect.minX, expected.minX), (rect.minY, expected.minY), (rect.width, expected.width),
        (rect.height, expected.height),
    ].allSatisfy { abs($0.0 - $0.1) < 1e-9 }
}

/// A view of 375 × 667 pt showing `layout`.
@MainActor
func phoneView(_ layout: UICollectionViewLayout) -> UICollectionView {
    UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
}

let phone = Size(width: 375, height: 667)
