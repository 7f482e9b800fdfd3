import LayoutCore

extension Event {
    /// Hands `reader` the event with its payload and its table (`EventTables`). - Complexity: O(1).
    @inlinable
    public func read<Reader: EventTableReader>(into reader: inout Reader) {
        switch kind {
        case .willDisplay(let attributes), .didEndDisplaying(let attributes):
            reader.read(self, payload: attributes, table: EventTables.Displayed.self)
        case .focusChanged(let from, let to, let fromID, let toID, let section):
            reader.read(self, payload: (from, to, fromID, toID, section), table: EventTables.FocusChanged.self)
        case .didSelect(let indexPath, let id, let transition):
            reader.read(self, payload: (indexPath, id, transition), table: EventTables.DidSelect.self)
        case .deleted(let indexPath, let id):
            reader.read(self, payload: (indexPath, id), table: EventTables.Deleted.self)
        case .didScroll(let offset, let velocity):
            reader.read(self, payload: (offset, velocity), table: EventTables.DidScroll.self)
        case .sectionDidScroll(let section, let offset, let velocity):
            reader.read(self, payload: (section, offset, velocity), table: EventTables.SectionDidScroll.self)
        case .prefetchItems(let indexPaths), .cancelPrefetching(let indexPaths):
            reader.read(self, payload: indexPaths, table: EventTables.Prefetch.self)
        case .visibilityChanged(let indexPath, let id, let fraction):
            reader.read(self, payload: (indexPath, id, fraction), table: EventTables.VisibilityChanged.self)
        case .viewable(let indexPath, let id, let milliseconds):
            reader.read(self, payload: (indexPath, id, milliseconds), table: EventTables.Viewable.self)
        case .displayLimitReached(let limit, let offset, let refused, let section):
            reader.read(self, payload: (limit, offset, refused, section), table: EventTables.DisplayLimitReached.self)
        case .offsetAnchored(let anchoring):
            reader.read(self, payload: anchoring, table: EventTables.OffsetAnchored.self)
        case .didEndBatchUpdates(let finished):
            reader.read(self, payload: finished, table: EventTables.DidEndBatchUpdates.self)
        case .scroll(.willBeginDragging(let offset)), .scroll(.willBeginDecelerating(let offset)),
            .scroll(.didEndDecelerating(let offset)), .scroll(.didEndScrollingAnimation(let offset)):
            reader.read(self, payload: offset, table: EventTables.ScrollOffset.self)
        case .scroll(.willEndDragging(let velocity, let target)):
            reader.read(self, payload: (velocity, target), table: EventTables.WillEndDragging.self)
        case .scroll(.didEndDragging(let willDecelerate)):
            reader.read(self, payload: willDecelerate, table: EventTables.DidEndDragging.self)
        }
    }
}
