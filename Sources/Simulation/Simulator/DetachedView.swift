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

    /// The limit the view is known to display within (`init(_:id:displayingAtMost:)`), so that
    /// `Simulator.install` does not count again under the same limit.
    private(set) var checkedLimit: Int?

    /// How many items the view holds.
    public var itemCount: Int { view.spec.data.totalItemCount }

    /// Prepares the layout of `spec` for a view named `id`. - Complexity: the layout's `prepare`.
    public init(_ spec: ViewSpec, id: String) {
        view = SimulatedView(id: id, spec: spec)
    }

    /// Prepares the view and checks at once that it displays at most `limit` elements, so that the check
    /// runs where the preparing does (a dense view costs its density there, not in `install`). A view
    /// whose first items already display more (`DensityProbe`) is refused before the whole is prepared.
    /// - Throws: `limit_exceeded` for a view that displays more than `limit` elements where it starts.
    /// - Complexity: O(limit) for a view refused by its first items; the layout's `prepare` otherwise.
    public init(_ spec: ViewSpec, id: String, displayingAtMost limit: Int) throws(SimulationError) {
        if DensityProbe.refuses(spec, limit: limit) { throw .tooDense(id, limit: limit) }
        self.init(spec, id: id)
        guard view.displaysAtMost(limit) else { throw .tooDense(id, limit: limit) }
        checkedLimit = limit
    }
}

extension SimulationError {
    /// The refusal of a second view named `id`.
    static func viewExists(_ id: String) -> SimulationError {
        SimulationError(.conflict, "a view \"\(id)\" exists already", path: "view.id")
    }

    /// The refusal of view `id`, which would display more than `limit` elements at once.
    static func tooDense(_ id: String, limit: Int) -> SimulationError {
        SimulationError(
            .limitExceeded,
            "view \"\(id)\" would display more than \(limit) elements at once; make its items larger or its viewport smaller"
        )
    }
}
