import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// A view's layout capabilities are found once, by conformance, when the layout is set: a layout the
/// simulator does not know has a capability by conforming to its protocol, and a layout without it has
/// none of its behaviour.
@Suite struct ResolvedLayoutTests {
    /// The focusing list of `FocusTests`, one row of 375 by 100 pt an item, no spacing (as `listSpec`).
    static func focusingRows() -> FocusTests.FocusingList {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 375, height: 100)
        flow.minimumLineSpacing = 0
        return FocusTests.FocusingList(flow: FlowLayout(configuration: flow))
    }

    @Test func capabilitiesAreFoundByConformance() {
        let flow = ResolvedLayout(FlowLayout())
        #expect(flow.capabilities.isEmpty)
        #expect(flow.focusing == nil && flow.snapping == nil && flow.orthogonalScrolling == nil)
        #expect(flow.swipeToDelete == nil && flow.tabPresenting == nil && flow.positionStyled == nil)
        // The test's own layout, which the simulator knows by its conformance alone.
        let custom = ResolvedLayout(FocusTests.FocusingList())
        #expect(custom.capabilities == .focusing)
        #expect(custom.focusing != nil && custom.snapping == nil && custom.swipeToDelete == nil)
        #expect(ResolvedLayout(SnapToCenterLayout()).capabilities == [.focusing, .snapping])
        #expect(ResolvedLayout(SafariLayout()).capabilities == [.swipeToDelete, .tabPresenting, .positionStyled])
        #expect(ResolvedLayout(SafariLayout()).swipeToDelete != nil)
        #expect(ResolvedLayout(SafariLayout()).positionStyled != nil)
    }

    /// `prepare` reaches the layout as held: a list of 20 rows 100 pt high is 2,000 pt long after it, seen
    /// as the layout and as its capability alike.
    @Test func preparingReachesTheLayoutAsHeld() {
        var resolved = ResolvedLayout(Self.focusingRows())
        #expect(resolved.base.contentSize == .zero)
        resolved.prepare(listSpec(count: 20, rowHeight: 100).layoutContext)
        #expect(resolved.base.contentSize.height == 2000)
        #expect(resolved.focusing?.contentSize.height == 2000)
    }

    /// Replacing a view's layout finds its capabilities again: a focusing layout put in its place has
    /// focus; the flow layout put back has none.
    @Test func replacingTheLayoutFindsItsCapabilitiesAgain() {
        let spec = listSpec(count: 20, rowHeight: 100)
        var view = SimulatedView(id: "list", spec: spec)
        #expect(view.resolved.capabilities.isEmpty)
        var focusing = Self.focusingRows()
        focusing.prepare(spec.layoutContext)
        view.prepared = focusing
        #expect(view.resolved.capabilities == .focusing)
        // The bounds' centre is at y = 333.5, within row 3 (300 to 400).
        #expect(view.updateFocus() != nil && view.focused == IndexPath(section: 0, item: 3))
        view.prepared = spec.preparedLayout()
        #expect(view.resolved.capabilities.isEmpty && view.resolved.focusing == nil)
        // A layout without focus announces none: the focus goes from row 3 to nothing, once.
        #expect(view.updateFocus() != nil && view.focused == nil)
        #expect(view.updateFocus() == nil)
    }

    /// A focusing layout that notes whether its storage was referenced from nowhere else when it was
    /// prepared: a copy left in the resolved layout would make a layout that changes its storage in place
    /// copy all of it.
    struct StorageCheckingList: FocusingLayout {
        final class Storage: Sendable {}
        var storage = Storage()
        var preparedInPlace: Bool?
        mutating func prepare(_ context: LayoutContext) { preparedInPlace = isKnownUniquelyReferenced(&storage) }
        var contentSize: Size { .zero }
        func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] { [] }
        func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? { nil }
        func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes?
        {
            nil
        }
        func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation { .none }
        func focusedItem(bounds: Rect) -> IndexPath? { nil }
    }

    @Test func theLayoutIsPreparedWhereItIsHeld() {
        var resolved = ResolvedLayout(StorageCheckingList())
        resolved.prepare(listSpec().layoutContext)
        #expect((resolved.base as? StorageCheckingList)?.preparedInPlace == true)
        resolved.prepare(listSpec().layoutContext, changes: ItemChanges([]))
        #expect((resolved.base as? StorageCheckingList)?.preparedInPlace == true)
    }
}
