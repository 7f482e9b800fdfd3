import Foundation
import LayoutCore
import Layouts

@testable import ScrollSimUIKit

/// A stand-in layout for the view's tests: the simulator's flow layout with one size for every item.
final class TestFlowLayout: UICollectionViewLayout {
    let configuration: FlowLayoutConfiguration

    init(itemSize: CGSize, lineSpacing: Double = 0, horizontal: Bool = false, headerHeight: Double = 0) {
        var configuration = FlowLayoutConfiguration()
        configuration.itemSize = Size(width: itemSize.width, height: itemSize.height)
        configuration.minimumLineSpacing = lineSpacing
        configuration.scrollDirection = horizontal ? .horizontal : .vertical
        if headerHeight > 0 { configuration.headerReferenceSize = Size(width: itemSize.width, height: headerHeight) }
        self.configuration = configuration
        super.init()
    }

    override func simulatedLayout(for collectionView: UICollectionView, itemCounts: [Int]) -> SimulatedLayout {
        SimulatedLayout(spec: .flow(configuration), sections: itemCounts.map { SectionData(itemCount: $0) })
    }
}
