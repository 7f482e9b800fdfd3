import LayoutCore

/// Orthogonal sections, each a scroll view of its own inside the view (UIKit embeds one per section of a
/// compositional layout whose `orthogonalScrollingBehavior` is not `none`): gestures addressed to a
/// section move it, each tick advances it, and the layout places its elements at its offset. A section's
/// scroll view reports no lifecycle events (UIKit keeps its delegate private); it sends
/// `sectionDidScroll` where the view would send `didScroll`.
extension Simulator {
    /// Touch-down of a scripted drag on orthogonal section `section`; it moves with the following ticks.
    mutating func beginSectionDrag(_ index: Int, section: Int, path: TouchPath) throws(SimulationError) {
        let position = try sectionScrollPosition(index, section: section)
        views[index].sectionScrolls[position].gestureStart = views[index].sectionScrolls[position].offset
        _ = views[index].sectionScrolls[position].scroll.beginDrag(at: time)
        views[index].sectionScrolls[position].touch = SimulatedView.ActiveTouch(path: path, startTick: tick)
    }

    /// A release of orthogonal section `section` with the finger's velocity (pt/s), at once.
    mutating func flingSection(_ index: Int, section: Int, velocity: Vector) throws(SimulationError) {
        let position = try sectionScrollPosition(index, section: section)
        views[index].sectionScrolls[position].touch = nil
        views[index].sectionScrolls[position].gestureStart = views[index].sectionScrolls[position].offset
        let target = views[index].sectionScrolls[position].target
        _ = views[index].sectionScrolls[position].scroll.fling(fingerVelocity: velocity, at: time, target: target)
    }

    /// Where `scrollTo` with `section` puts orthogonal section `section`: `offset`'s coordinate along the
    /// section's axis (the other one is 0 in the section's own coordinates), clamped to the section's row.
    /// - Throws: `not_found` (path `section`) for a section the view lacks, `invalid_params` for one that
    ///   does not scroll on its own.
    func sectionJump(_ index: Int, section: Int, to offset: Point) throws(SimulationError) -> SectionJump {
        let scroller = try orthogonalScroller(index, section: section)
        return SectionJump(section: section, scroller: scroller, along: offset.coordinate(along: scroller.axis))
    }

    /// Where `scrollToItem` with item `item` of an orthogonal section puts the section, so that the item
    /// sits where `position` says along the section's axis (`left`, by default, its leading edge at the
    /// section's; centred; `right`), clamped to the row, as UIKit scrolls the embedded scroll view. Nil for
    /// a position only along the view's axis (it leaves the section where it is, as it leaves the view's
    /// other coordinate) and for an item of a section that does not scroll on its own.
    func sectionJump(_ index: Int, toItem item: IndexPath, position: ScrollPosition?) -> SectionJump? {
        let view = views[index]
        guard let scroller = view.orthogonalScroller(section: item.section),
            let frame = view.layout.attributes(forItem: item, bounds: view.bounds)?.frame
        else { return nil }
        let axis = scroller.axis
        let leading = frame.min(along: axis) - scroller.frame.min(along: axis) + view.sectionOffset(item.section)
        let length = frame.size.length(along: axis)
        let visible = scroller.viewport.length(along: axis)
        let along: Double
        switch (position, axis) {
        case (nil, _), (.left, .horizontal), (.top, .vertical): along = leading
        case (.centeredHorizontally, .horizontal), (.centeredVertically, .vertical):
            along = leading + length / 2 - visible / 2
        case (.right, .horizontal), (.bottom, .vertical): along = leading + length - visible
        default: return nil
        }
        return SectionJump(section: item.section, scroller: scroller, along: along)
    }

    /// Moves an orthogonal section where `jump` says, at once or animated; a jump is checked against the
    /// display limit before (`checkDisplayLimit`), an animation is stopped by the ticks.
    mutating func scrollSection(_ index: Int, _ jump: SectionJump, animated: Bool, events: inout [Event])
        throws(SimulationError)
    {
        let position = try sectionScrollPosition(index, section: jump.section)
        views[index].sectionScrolls[position].touch = nil
        views[index].sectionScrolls[position].scroll.scroll(to: jump.offset, animated: animated, at: time)
        views[index].sectionFocus.hasRested = true
        syncSection(index, at: position, into: &events)
    }

    /// Advances every section scroll of the view by one tick: its motion, then its touch (lifting it at
    /// the path's end), then `sectionDidScroll` for a section whose offset changed, in section order. A
    /// section that would take the view past the display limit stops where it was instead
    /// (`stopSectionIfTooDense`). True when any section moved (its elements moved with it) or came to rest
    /// (its focus is looked at in the diff that follows).
    /// Only the sections a gesture or a prepare set moving are looked at (`movingSections`); one at rest
    /// leaves that list.
    /// - Complexity: O(m log t) for m moving of t sections scrolled, and under a display limit O(log n + d)
    ///   more per section moved, for d displayed (as much as the full diff a section's move causes).
    mutating func advanceSections(_ index: Int, into events: inout [Event]) -> Bool {
        var moved = false
        var kept = 0
        for listed in views[index].movingSections.indices {
            let section = views[index].movingSections[listed]
            let position = views[index].sectionScrollPosition(section)
            let wasIdle = views[index].sectionScrolls[position].isIdle
            let before = views[index].sectionScrolls[position].scroll.contentOffset
            _ = views[index].sectionScrolls[position].scroll.advance(to: time)
            var lifted: TouchPath.Release?
            if let touch = views[index].sectionScrolls[position].touch {
                let elapsed = touch.elapsed(atTick: tick, tickHz: tickHz)
                views[index].sectionScrolls[position].scroll.moveDrag(
                    to: touch.path.translation(at: elapsed), at: time)
                if touch.path.hasEnded(at: elapsed) { lifted = touch.path.release }
            }
            if views[index].sectionScrolls[position].scroll.contentOffset != before {
                if stopSectionIfTooDense(index, at: position, returningTo: before, into: &events) {
                    lifted = nil
                } else {
                    syncSection(index, at: position, into: &events)
                    moved = true
                }
            }
            if let lifted {
                views[index].sectionScrolls[position].touch = nil
                let target = views[index].sectionScrolls[position].target
                _ = views[index].sectionScrolls[position].scroll.endDrag(at: time, target: target, lifting: lifted)
            }
            if !wasIdle && views[index].sectionScrolls[position].isIdle {
                moved = true
                views[index].sectionFocus.hasRested = true
            }
            if !views[index].sectionScrolls[position].isIdle {
                views[index].movingSections[kept] = section
                kept += 1
            }
        }
        views[index].movingSections.removeLast(views[index].movingSections.count - kept)
        return moved
    }

    /// Announces the section's offset (the layout's queries read it from the section's scroll view).
    private mutating func syncSection(_ index: Int, at position: Int, into events: inout [Event]) {
        let sectionScroll = views[index].sectionScrolls[position]
        emit(
            .sectionDidScroll(
                section: sectionScroll.section, contentOffset: sectionScroll.scroll.contentOffset,
                velocity: sectionScroll.scroll.velocity), view: views[index].id, into: &events)
    }

    /// The orthogonal section a gesture aimed at `target` and moving the finger by `direction` moves; nil
    /// for the view. A point is hit-tested: the section whose scroll view holds it (in content
    /// coordinates) takes a gesture that moves more along its axis than across it.
    /// - Complexity: O(log s) for s orthogonal sections.
    func section(_ index: Int, hit target: GestureTarget, moving direction: Vector) throws(SimulationError) -> Int? {
        switch target {
        case .view: return nil
        case .section(let section): return section
        case .point(let point):
            let view = views[index]
            let offset = view.scroll.contentOffset
            let touched = Point(x: point.x + offset.x, y: point.y + offset.y)
            guard let layout = view.resolved.orthogonalScrolling else { return nil }
            let sections = layout.orthogonalSections
            guard let axis = sections.first.flatMap(layout.orthogonalScroller)?.axis.cross else { return nil }
            // The sections' rows follow each other along the view's axis: the first that ends past the point.
            var low = 0
            var high = sections.count
            while low < high {
                let middle = (low + high) / 2
                let frame = layout.orthogonalScroller(section: sections[middle])!.frame
                if frame.max(along: axis) > touched.coordinate(along: axis) { high = middle } else { low = middle + 1 }
            }
            guard low < sections.count, let scroller = layout.orthogonalScroller(section: sections[low]),
                scroller.frame.contains(touched)
            else { return nil }
            let along = abs(direction.coordinate(along: scroller.axis))
            let across = abs(direction.coordinate(along: scroller.axis.cross))
            return along > across ? sections[low] : nil
        }
    }

    /// Where section `section`'s scroll view sits in the view's list, made at rest when the section is
    /// addressed for the first time, and listed among the moving ones (`movingSections`), as the gesture
    /// about to move it asks. - Throws: `not_found` (path `section`) for a section the view lacks,
    /// `invalid_params` for one that does not scroll on its own. - Complexity: O(sections scrolled).
    private mutating func sectionScrollPosition(_ index: Int, section: Int) throws(SimulationError) -> Int {
        let scrolls = views[index].sectionScrolls
        let position = views[index].sectionScrollPosition(section)
        if position == scrolls.count || scrolls[position].section != section {
            let scroller = try orthogonalScroller(index, section: section)
            views[index].sectionScrolls.insert(
                SectionScroll(section: section, scroller: scroller, viewSettings: views[index].scroll.settings),
                at: position)
        }
        let moving = views[index].movingSections.partitionPoint { $0 >= section }
        if moving == views[index].movingSections.count || views[index].movingSections[moving] != section {
            views[index].movingSections.insert(section, at: moving)
        }
        return position
    }

    /// The scroll view of view `index`'s section `section`. - Throws: `not_found` (path `section`) for a
    /// section the view does not have, `invalid_params` for one that does not scroll on its own.
    private func orthogonalScroller(_ index: Int, section: Int) throws(SimulationError) -> OrthogonalScroller {
        let sectionCount = views[index].spec.data.sections.count
        guard section < sectionCount else {
            let held = sectionCount == 0 ? "no sections" : "sections 0 to \(sectionCount - 1)"
            throw SimulationError(
                .notFound, "view \"\(views[index].id)\" has no section \(section) (it has \(held))", path: "section")
        }
        guard let scroller = views[index].orthogonalScroller(section: section) else {
            throw SimulationError(
                .invalidParams,
                "section \(section) of view \"\(views[index].id)\" does not scroll on its own (only a compositional section with an orthogonalScrollingBehavior other than none does)",
                path: "section")
        }
        return scroller
    }
}
