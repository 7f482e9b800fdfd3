import LayoutCore

extension SimulatedView {
    /// The view as it is, to put back with `rollBack(to:)` if a data change is refused. A layout whose
    /// change preparation changes its storage in place (`ChangePreparation.changesInPlace`) is left out (a
    /// prepare gives it back): a copy holding its storage would make the change copy all of it. Any other
    /// layout builds fresh storage in its prepare, so it is kept as it is, with whatever state a prepare
    /// would drop. - Complexity: O(1).
    func savedForRollback() -> SimulatedView {
        guard layout.changePreparation.changesInPlace else { return self }
        var saved = self
        saved.prepared = LayoutLeftOut()
        return saved
    }

    /// Becomes `saved` again; a layout left out of it is this view's layout prepared again for the saved
    /// data, with the orthogonal sections scrolled as they were. - Complexity: O(1), or the layout's
    /// prepare.
    mutating func rollBack(to saved: SimulatedView) {
        guard saved.prepared is LayoutLeftOut else {
            self = saved
            return
        }
        var restored = saved
        restored.resolved = resolved
        restored.resolved.prepare(saved.spec.layoutContext)
        restored.restoreSectionOffsets(reaimingAt: nil)
        self = restored
    }
}
