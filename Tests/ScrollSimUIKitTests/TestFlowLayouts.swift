import Foundation
import ScrollSimUIKit

/// The view tests' layout: UIKit's flow layout with one size for every item and `lineSpacing` between
/// lines (0 unless given, where UIKit's default is 10), scrolling vertically unless `horizontal`, with
/// section headers `headerHeight` high when above 0.
@MainActor
func flowLayout(itemSize: CGSize, lineSpacing: CGFloat = 0, horizontal: Bool = false, headerHeight: CGFloat = 0)
    -> UICollectionViewFlowLayout
{
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.minimumLineSpacing = lineSpacing
    layout.scrollDirection = horizontal ? .horizontal : .vertical
    if headerHeight > 0 { layout.headerReferenceSize = CGSize(width: itemSize.width, height: headerHeight) }
    return layout
}
