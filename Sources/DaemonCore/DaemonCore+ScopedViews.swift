import Logging
import Simulation

/// Views created with `scope: connection`: a test's views, destroyed when the connection that created them
/// closes, so that one test's views do not outlive it into the next. Every other view outlives its creator
/// until `destroyView`.
extension DaemonCore {
    /// Makes `view` the client's; a client that left while its view was prepared gets it destroyed at once.
    func own(_ view: String, by client: Client) {
        guard client.phase == .open else { return destroyOwnedView(view) }
        views.own(view, by: client.id)
    }

    /// Destroys every view `client` owns: `didEndDisplaying` for what each displayed, to every subscriber.
    /// - Complexity: O(owned views) plus what they displayed.
    func destroyViews(ownedBy client: Client) {
        for view in views.takeViews(ownedBy: client.id) { destroyOwnedView(view) }
    }

    /// A view whose owner left: destroyed now, or, while a change runs off the loop (the view is frozen),
    /// once the change is in (`destroyIfOrphaned`).
    private func destroyOwnedView(_ view: String) {
        do {
            try remove(view)
        } catch  where error.code == .conflict {
            views.orphan(view)
        } catch {
            log.debug("view \(view) of a closed connection was gone already: \(error.message)")
        }
    }

    /// Destroys `view` if its owner left while it changed off the loop.
    func destroyIfOrphaned(_ view: String) {
        if views.takeOrphan(view) { destroyOwnedView(view) }
    }
}
