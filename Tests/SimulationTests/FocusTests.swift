import LayoutCore
import Layouts
import Testing

@testable import Simulation

/// `focusChanged` for layouts that declare focus: emitted in the tick the focused item changes, with
/// `from`/`to` index paths and ids.
@Suite struct FocusTests {
    /// A flow list whose focused item is the one whose centre is closest to the bounds' centre (ties to
    /// the lower index), as the LNZ layouts' `currentInFocus` but vertical. It has focus by its conformance
    /// alone: the simulator finds the capability, not a type it knows.
    struct FocusingList: FocusingLayout {
        var flow = FlowLayout()
        mutating func prepare(_ context: LayoutContext) { flow.prepare(context) }
        var contentSize: Size { flow.contentSize }
        func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] { flow.attributes(in: rect, bounds: bounds) }
        func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
            flow.attributes(forItem: indexPath, bounds: bounds)
        }
        func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes?
        {
            nil
        }
        func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation { .none }
        func focusedItem(bounds: Rect) -> IndexPath? {
            let cells = attributes(in: bounds, bounds: bounds).sorted { $0.indexPath < $1.indexPath }
            return cells.min { abs($0.frame.midY - bounds.midY) < abs($1.frame.midY - bounds.midY) }?.indexPath
        }
    }

    @Test func focusChangesAreReportedInTheTickTheyHappen() throws {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 300, height: 100)
        flow.minimumLineSpacing = 0
        var simulator = Simulator(tickHz: 120)
        var spec = listSpec()
        spec.viewport = Size(width: 300, height: 300)
        var view = SimulatedView(id: "focus", spec: spec)
        view.prepared = {
            var layout = FocusingList(flow: FlowLayout(configuration: flow))
            layout.prepare(spec.layoutContext)
            return layout
        }()
        view.focused = (view.layout as? any FocusingLayout)?.focusedItem(bounds: view.bounds)
        view.focusedID = view.focused.flatMap(spec.data.itemID)
        simulator.views.append(view)
        #expect(view.focused == IndexPath(section: 0, item: 1))
        let events = try simulator.apply(.scrollTo(view: "focus", offset: Point(x: 0, y: 100), animated: false))
        let changes = events.filter { $0.name == "focusChanged" }
        #expect(
            changes.map(\.kind) == [
                .focusChanged(
                    from: IndexPath(section: 0, item: 1), to: IndexPath(section: 0, item: 2),
                    fromID: .positional(section: 0, item: 1), toID: .positional(section: 0, item: 2))
            ])
        #expect(changes.first?.tick == 0)
        // Scrolling within the same focus emits nothing more.
        let still = try simulator.apply(.scrollTo(view: "focus", offset: Point(x: 0, y: 120), animated: false))
        #expect(!still.contains { $0.name == "focusChanged" })
    }
}
