import LayoutCore

/// The visibility phase of a view's tick (and of a command's changes), for views whose spec asks for it.
extension Simulator {
    /// Measures the displayed cells against the visibility viewport and reports the crossings. Runs after
    /// each displayed-set diff; after a move that left the attributes unchanged (`moved`), with the cells
    /// that move `ended` and `entered`. - Complexity: O(d) for d cells displayed.
    mutating func observeVisibility(
        _ index: Int, moved: Bool, ended: [LayoutAttributes], entered: [LayoutAttributes],
        into events: inout [Event]
    ) {
        guard views[index].visibility != nil else { return }
        let viewport = views[index].spec.visibilityViewport(at: views[index].scroll.contentOffset)
        let now = time
        let changes: [VisibilityTracker.Change]
        if moved {
            changes = views[index].visibility?.observe(ended: ended, entered: entered, in: viewport, at: now) ?? []
        } else {
            let displayed = views[index].displayed
            changes = views[index].visibility?.observeAll(displayed.values, in: viewport, at: now) ?? []
        }
        emit(changes, view: views[index].id, into: &events)
    }

    /// The dwells that end at this tick, after its crossings (a view at rest keeps counting).
    /// - Complexity: O(c) for c cells visible, plus sorting what is reported.
    mutating func completeDwells(_ index: Int, into events: inout [Event]) {
        let changes = views[index].completeDwells(at: time)
        guard !changes.isEmpty else { return }
        emit(changes, view: views[index].id, into: &events)
    }

    /// A reload: every visible cell reports fraction 0 and is measured afresh (its dwell starts again).
    mutating func forgetVisibility(_ index: Int, into events: inout [Event]) {
        let changes = views[index].visibility?.forgetAll() ?? []
        emit(changes, view: views[index].id, into: &events)
    }

    private mutating func emit(_ changes: [VisibilityTracker.Change], view: String, into events: inout [Event]) {
        for change in changes {
            switch change {
            case .fraction(let indexPath, let id, let fraction):
                emit(.visibilityChanged(indexPath: indexPath, id: id, fraction: fraction), view: view, into: &events)
            case .viewable(let indexPath, let id, let milliseconds):
                emit(.viewable(indexPath: indexPath, id: id, milliseconds: milliseconds), view: view, into: &events)
            }
        }
    }
}
