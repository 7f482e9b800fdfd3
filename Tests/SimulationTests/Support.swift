import LayoutCore
import LayoutTestKit
import Layouts
import ScrollPhysics

@testable import Simulation

/// A vertical list of `count` rows of `rowHeight` points in a 375×667 viewport.
func listSpec(count: Int = 20, rowHeight: Double = 100, physics: ScrollSettings = ScrollSettings()) -> ViewSpec {
    var flow = FlowLayoutConfiguration()
    flow.itemSize = Size(width: 375, height: rowHeight)
    flow.minimumLineSpacing = 0
    return ViewSpec(
        viewport: Size(width: 375, height: 667), layout: .flow(flow),
        data: CollectionData(sections: [SectionData(itemCount: count)]), physics: physics)
}

/// The repository's root.
let repositoryRoot = Repository.root
