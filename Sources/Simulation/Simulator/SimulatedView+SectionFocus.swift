import LayoutCore

/// The focus of a view's orthogonal carousels (`SectionFocus`), asked of the view in place at each diff.
extension SimulatedView {
    /// The `focusChanged` events (with `section`) of the carousels whose focus changed: after a prepare or
    /// at creation every focusing section is looked at, each at its offset (0 for one no gesture addressed);
    /// after an addressed section came to rest or jumped (`SectionFocus.hasRested`), the sections a gesture
    /// addressed. A section in motion or under a finger keeps the focus it had until it comes to rest.
    /// - Complexity: O(s) for s orthogonal sections after a prepare, O(t log s) for t addressed sections
    ///   after a rest, O(1) otherwise.
    mutating func updateSectionFocus() -> [EventKind] {
        let complete = sectionFocus.isStale
        guard complete || sectionFocus.hasRested else { return [] }
        var now: [SectionFocus.Entry] = []
        if complete {
            now = focusOfEverySection()
        } else {
            for position in sectionScrolls.indices where sectionScrolls[position].isIdle {
                let scroll = sectionScrolls[position]
                if let entry = focusEntry(scroll.section, scroller: scroll.scroller, offset: scroll.offset) {
                    now.append(entry)
                }
            }
        }
        return sectionFocus.update(to: now, complete: complete).map { change in
            .focusChanged(
                from: change.from?.item, to: change.to?.item, fromID: change.from?.id, toID: change.to?.id,
                section: change.section)
        }
    }

    /// The focus of every focusing section of the prepared layout: at rest, at its offset; in motion, what
    /// it was last announced (it is looked at again once it rests). - Complexity: O(s + t).
    private func focusOfEverySection() -> [SectionFocus.Entry] {
        guard let scrolling = resolved.orthogonalScrolling else { return [] }
        let announced = Dictionary(uniqueKeysWithValues: sectionFocus.entries.map { ($0.section, $0) })
        var entries: [SectionFocus.Entry] = []
        var position = 0
        for section in scrolling.orthogonalSections {
            guard let scroller = scrolling.orthogonalScroller(section: section), scroller.reportsFocus else {
                continue
            }
            let index = sectionScrollIndex(of: section, from: &position)
            if let index, !sectionScrolls[index].isIdle {
                if let last = announced[section] { entries.append(last) }
                continue
            }
            let offset = index.map { sectionScrolls[$0].offset } ?? 0
            if let entry = focusEntry(section, scroller: scroller, offset: offset) { entries.append(entry) }
        }
        return entries
    }

    /// Section `section`'s focused item with its row at rest at `offset`; nil when it does not focus or
    /// has no items.
    private func focusEntry(_ section: Int, scroller: OrthogonalScroller, offset: Double) -> SectionFocus.Entry? {
        guard scroller.reportsFocus, let item = scroller.focusedItem(atRest: offset) else { return nil }
        let indexPath = IndexPath(section: section, item: item)
        return SectionFocus.Entry(section: section, item: indexPath, id: spec.data.itemID(at: indexPath))
    }
}
