import LayoutCore

/// A view outside any simulator, with its prepared layout: one about to be added, or one just removed.
/// Preparing is the costly part of creating a view (O(items) for most layouts, about a second at ten
/// million items) and freeing one costs a tenth of that; both depend on the view alone, so the daemon does
/// them on a worker thread and only installs or detaches on its loop (`Simulator.install`, `detachView`).
public struct DetachedView: Sendable {
    let view: SimulatedView

    init(view: SimulatedView) {
        self.view = view
    }

    /// How many items the view holds.
    public var itemCount: Int { view.spec.data.totalItemCount }

    /// Prepares the layout of `spec` for a view named `id`. - Complexity: the layout's `prepare`.
    public init(_ spec: ViewSpec, id: String) {
        view = SimulatedView(id: id, spec: spec)
    }
}
