import Foundation
import LayoutCore
import Layouts

/// Lines of items in sections with headers and footers, as UIKit's `UICollectionViewFlowLayout`, laid out by
/// ScrollSim's flow engine. Each property has UIKit's default; the view's delegate, when it adopts
/// `UICollectionViewDelegateFlowLayout`, answers per item and per section, asked as UIKit asks it.
///
/// Not modelled, so not declared: `estimatedItemSize` and `automaticSize` (cells are not measured),
/// `sectionInsetReference` (insets are from the content inset), and overriding `prepare()` or the
/// attribute queries.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item the delegate does not size, in points.
    open var itemSize = CGSize(width: 50, height: 50)
    /// The least points between lines (rows when vertical, columns when horizontal).
    open var minimumLineSpacing: CGFloat = 10
    /// The least points between items of one line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The insets of each section's items, in points.
    open var sectionInset = UIEdgeInsets.zero
    /// The header size of a section the delegate does not size; the height counts when vertical, the
    /// width when horizontal; zero for none.
    open var headerReferenceSize = CGSize.zero
    /// The footer size of a section the delegate does not size; zero for none.
    open var footerReferenceSize = CGSize.zero
    /// The direction the content scrolls in.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Whether a section's header stays at the top (leading) edge while its section is on screen.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether a section's footer stays at the bottom (trailing) edge while its section is on screen.
    open var sectionFootersPinToVisibleBounds = false
    /// The delegate questions found unanswered in the current prepare (`FlowQuestion`).
    var unanswered: Set<FlowQuestion> = []

    public override init() { super.init() }

    /// The layout's properties as the flow engine's configuration. O(1).
    var configuration: FlowLayoutConfiguration {
        var configuration = FlowLayoutConfiguration()
        configuration.scrollDirection = scrollDirection.axis
        configuration.itemSize = Size(itemSize)
        configuration.minimumLineSpacing = Double(length: minimumLineSpacing)
        configuration.minimumInteritemSpacing = Double(length: minimumInteritemSpacing)
        configuration.sectionInset = EdgeInsets(sectionInset)
        configuration.headerReferenceSize = Size(headerReferenceSize)
        configuration.footerReferenceSize = Size(footerReferenceSize)
        configuration.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        configuration.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        return configuration
    }

    /// The flow spec and each section's delegate answers: per section its inset, line spacing, interitem
    /// spacing, header and footer size, then each item's size, in order; a question the delegate does not
    /// implement is asked once and then left to the property. - Complexity: O(n) delegate calls for n items.
    override func simulatedLayout(for collectionView: UICollectionView, itemCounts: [Int]) -> SimulatedLayout {
        unanswered = []
        var sections: [SectionData] = []
        sections.reserveCapacity(itemCounts.count)
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        for (section, count) in itemCounts.enumerated() {
            guard let delegate else {
                sections.append(SectionData(itemCount: count))
                continue
            }
            let asker = FlowDelegateAsker(layout: self, view: collectionView, delegate: delegate)
            sections.append(asker.section(section, itemCount: count))
        }
        return SimulatedLayout(
            spec: .flow(configuration), sections: sections,
            kindNames: [.header: ElementKindNames.sectionHeader, .footer: ElementKindNames.sectionFooter])
    }
}
