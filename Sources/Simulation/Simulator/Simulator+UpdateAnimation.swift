import LayoutCore
import Layouts

/// What an animated batch needs from before its change: the view's old layout and bounds (where an item
/// pulled into view was) and what the batch took out of the displayed set.
struct ShownBefore {
    let layout: any CollectionLayout
    let bounds: Rect
    /// The elements the batch ends (deleted cells, the old cells and elements of reloads), as shown.
    let leaving: [LayoutAttributes]
    /// The supplementary and decoration views the batch carried to their sections' new indexes
    /// (`SimulatedView.followSectionElements`), by their keys after it: each travels from where it was shown.
    let carried: [SimulatedView.ElementKey]
    /// How far the change's offset anchoring moved the content offset (zero without it): the frames from
    /// before are moved as far, so that what was on screen starts where it was seen.
    var shift = Vector(dx: 0, dy: 0)

    /// `attributes` from before the change, moved by `shift`.
    func shifted(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard shift.dx != 0 || shift.dy != 0 else { return attributes }
        var moved = attributes
        moved.frame = attributes.frame.offsetBy(dx: shift.dx, dy: shift.dy)
        return moved
    }

    /// A fade begun before the change, its way moved by `shift`: a cell fading on screen stays where it is
    /// seen, as the cells the change ends do.
    func shifted(_ fade: UpdateAnimation.Fade) -> UpdateAnimation.Fade {
        var moved = fade
        moved.travel = UpdateAnimation.Travel(from: shifted(fade.travel.from), to: shifted(fade.travel.to))
        return moved
    }

    /// `view` before its change, which has taken `leaving` out of its displayed set already and carried
    /// `carried` to their new keys. - Complexity: O(1): the layout is shared until the change re-places it
    /// (copying what it rewrites).
    init(_ view: SimulatedView, leaving: [LayoutAttributes], carried: [SimulatedView.ElementKey] = []) {
        layout = view.layout
        bounds = view.bounds
        self.leaving = leaving
        self.carried = carried
    }
}

/// Animated data changes (`UpdateAnimation`): how one begins, advances with the ticks and ends.
extension Simulator {
    /// Starts the animation of a batch that changed view `index`'s data and layout: the cells displayed
    /// before (`displayed`, as shown) travel from there to their new frames, or leave when their section
    /// went; the cells in the displayed rect after it that were not displayed come from their old frames
    /// (the old layout's, at alpha 1), or appear at their new frames from alpha 0 when inserted; a reloaded
    /// item's new cell fades in where its old one fades out, both travelling, and so does each supplementary
    /// or decoration view of a reloaded section that the new layout has too (its header, footer, background:
    /// UIKit's reload is a delete and an insert of the section, each view crossfading). A supplementary or
    /// decoration view the batch carried to its section's new index (`ShownBefore.carried`) travels from
    /// where it was shown to its new frame, as a cell does (faded out where it is when the new layout has
    /// none there), and one of such a section pulled into the rect comes from its old frame; a view of an
    /// inserted section fades in at its frame; the views whose sections keep their indexes show at their
    /// new frames at once. A cell leaving goes
    /// to the old layout's disappearing attributes (`leaving`). An animation under way gives its fades over,
    /// each on its own clock, and its travels: a cell it had on its way into the rect, not displayed yet,
    /// starts from where that way has it now (as a displayed one does), not from its frame before this
    /// batch — UIKit's `beginFromCurrentState`; so does a view it was fading in. `hasCompletion`: whether its
    /// end is reported (`UpdateAnimation.hasCompletion`).
    /// - Complexity: O((k + m) log n) for k elements displayed before and m in the displayed rect after,
    ///   each found on the other side of the batch (`BatchUpdate.IndexMap`) and asked of a layout.
    mutating func beginUpdateAnimation(
        _ index: Int, timing: UpdateTiming, map: BatchUpdate.IndexMap, before: ShownBefore, hasCompletion: Bool
    ) {
        var animation = UpdateAnimation(start: time, timing: timing, hasCompletion: hasCompletion)
        let previous = views[index].updateAnimation
        let carried = (previous?.leaving ?? []).map(before.shifted)
        var fades: [UpdateAnimation.Travel] = []
        let layout = views[index].layout
        let bounds = views[index].bounds
        // The elements a reload replaces, by the key of what replaces them, as they were shown.
        var replaced: [SimulatedView.ElementKey: LayoutAttributes] = [:]
        for leavingShown in before.leaving {
            let shown = before.shifted(leavingShown)
            guard let final = Self.replacement(of: shown, map: map, in: layout, bounds: bounds) else {
                fades.append(Self.leaving(shown, before: before))
                continue
            }
            replaced[SimulatedView.ElementKey(final)] = shown
            var gone = final
            gone.alpha = 0
            fades.append(UpdateAnimation.Travel(from: shown, to: gone))
        }
        for displayed in views[index].displayed.values where displayed.category == .cell {
            guard let id = displayed.id else { continue }
            let shown = before.shifted(displayed)
            guard let path = map.destination(of: shown.indexPath),
                let final = layout.attributes(forItem: path, bounds: bounds)
            else {
                views[index].displayed.removeValue(forKey: .cell(id))
                fades.append(Self.leaving(shown, before: before))
                continue
            }
            animation.moving[.cell(id)] = UpdateAnimation.Travel(from: shown, to: final)
        }
        for key in before.carried {
            guard let displayed = views[index].displayed[key] else { continue }
            let shown = before.shifted(displayed)
            guard let final = Self.view(like: shown, at: shown.indexPath, in: layout, bounds: bounds) else {
                views[index].displayed.removeValue(forKey: key)
                fades.append(Self.fading(shown))
                continue
            }
            animation.moving[key] = UpdateAnimation.Travel(from: shown, to: final)
        }
        let rect = views[index].displayedRect(for: bounds)
        let displayed = views[index].displayed
        layout.forEachAttributes(in: rect, bounds: bounds) { final in
            guard !final.isHidden, final.frame.intersects(rect) else { return }
            let key = SimulatedView.ElementKey(final)
            guard animation.moving[key] == nil else { return }
            if let from = Self.arrival(
                of: final, key: key, replacing: replaced[key], previous: previous, displayed: displayed, map: map,
                before: before)
            {
                animation.moving[key] = UpdateAnimation.Travel(from: from, to: final)
            }
        }
        fades.sort { $0.from.canonicalPosition < $1.from.canonicalPosition }
        animation.leaving = carried + fades.map { UpdateAnimation.Fade(travel: $0, start: time, timing: timing) }
        views[index].updateAnimation = animation
    }

    /// What replaces `shown`, an element a reload ends (as shown before the batch), in the new layout: a
    /// reloaded item's new cell at the item's new index path; a reloaded section's supplementary or
    /// decoration view of the same kind at the same place in the section's new index; nil when the
    /// change took it away (a deleted item's cell) or the new layout lacks it. - Complexity: O(log n), and
    /// the layout's answer.
    private static func replacement(
        of shown: LayoutAttributes, map: BatchUpdate.IndexMap, in layout: any CollectionLayout, bounds: Rect
    ) -> LayoutAttributes? {
        if shown.category == .cell {
            guard shown.id != nil, let path = map.destination(of: shown.indexPath) else { return nil }
            return layout.attributes(forItem: path, bounds: bounds)
        }
        guard let section = map.destination(ofSection: shown.indexPath.section) else { return nil }
        return view(
            like: shown, at: IndexPath(section: section, item: shown.indexPath.item), in: layout, bounds: bounds)
    }

    /// The supplementary or decoration view of `shown`'s category and kind at `path` in `layout`; nil when
    /// the layout has none there. - Complexity: the layout's answer.
    private static func view(
        like shown: LayoutAttributes, at path: IndexPath, in layout: any CollectionLayout, bounds: Rect
    ) -> LayoutAttributes? {
        shown.category == .supplementary
            ? layout.attributes(forSupplementary: shown.kind, at: path, bounds: bounds)
            : layout.attributes(forDecoration: shown.kind, at: path, bounds: bounds)
    }

    /// Where `final` (its displayed-set key `key`), an element in the displayed rect after the batch that no cell
    /// displayed before accounts for, starts its travel; nil when it is shown as the layout places it. A reload's new
    /// cell or view: from its old one's (`replacing`), alpha 0. A cell or view on its way already (`previous` moved
    /// it, or faded it in): from where that way has it (a view still displayed at its index path, from where it was
    /// displayed). An inserted cell, or a view of an inserted section: at its frame from alpha 0; a cell pulled in,
    /// or a view of a section moved to another index: from its old frame.
    /// - Complexity: O(log n), and the old layout's answer.
    private static func arrival(
        of final: LayoutAttributes, key: SimulatedView.ElementKey, replacing old: LayoutAttributes?,
        previous: UpdateAnimation?, displayed: DisplayedSet, map: BatchUpdate.IndexMap, before: ShownBefore
    ) -> LayoutAttributes? {
        if var from = old {
            from.alpha = 0
            return from
        }
        guard final.category == .cell else {
            guard case .kept(let section) = map.source(ofSection: final.indexPath.section) else {
                var from = final
                from.alpha = 0
                return from
            }
            let path = IndexPath(section: section, item: final.indexPath.item)
            let moved = section != final.indexPath.section
            if let previous, let travel = previous.moving[.element(final.category, final.kind, path)] {
                if !moved, let shown = displayed[key] { return before.shifted(shown) }
                return before.shifted(travel.shown(at: previous.progress))
            }
            guard moved else { return nil }
            return view(like: final, at: path, in: before.layout, bounds: before.bounds).map(before.shifted)
        }
        if let previous, let travel = previous.moving[key] {
            return before.shifted(travel.shown(at: previous.progress))
        }
        if let source = map.source(of: final.indexPath),
            let was = before.layout.attributes(forItem: source, bounds: before.bounds)
        {
            return before.shifted(was)
        }
        var from = final
        from.alpha = 0
        return from
    }

    /// `shown` fading out where it is.
    private static func fading(_ shown: LayoutAttributes) -> UpdateAnimation.Travel {
        var gone = shown
        gone.alpha = 0
        return UpdateAnimation.Travel(from: shown, to: gone)
    }

    /// `shown`, a cell whose item the change takes away, on its way to the old layout's disappearing
    /// attributes for it (`CollectionLayout.finalAttributes(forDisappearingItem:bounds:)`), else fading out
    /// where it is. - Complexity: that of the layout's answer.
    private static func leaving(_ shown: LayoutAttributes, before: ShownBefore) -> UpdateAnimation.Travel {
        guard shown.category == .cell,
            let final = before.layout.finalAttributes(forDisappearingItem: shown.indexPath, bounds: before.bounds)
        else { return fading(shown) }
        return UpdateAnimation.Travel(from: shown, to: before.shifted(final))
    }

    /// Before an animated batch on view `index`: an animation under way is interrupted, its completion
    /// reported with `finished: false` when it has one (its leaving cells go on fading, each ending when it
    /// would have); nothing when the batch is `merging` into it (a snapshot's second batch).
    mutating func interruptUpdateAnimation(_ index: Int, merging: Bool, into events: inout [Event]) {
        guard !merging, views[index].updateAnimation?.reportsCompletion == true else { return }
        emit(.didEndBatchUpdates(finished: false), view: views[index].id, into: &events)
    }

    /// Before an instant data change on view `index`: an animation under way stops where it is shown; its
    /// leaving cells end there (`didEndDisplaying`, canonical order), then its completion, when it has one
    /// not yet reported (fades of earlier animations may be all that is left), reports `finished: false`.
    /// The diff after the change puts the cells that stay at their frames.
    mutating func stopUpdateAnimation(_ index: Int, into events: inout [Event]) {
        guard let animation = views[index].updateAnimation else { return }
        views[index].updateAnimation = nil
        let id = views[index].id
        for attributes in animation.leavingShown(at: time) {
            emit(.didEndDisplaying(attributes), view: id, into: &events)
        }
        if animation.reportsCompletion { emit(.didEndBatchUpdates(finished: false), view: id, into: &events) }
    }

    /// The tick's progress of view `index`'s animation: whether one runs (the displayed set must be diffed
    /// in full), the leaving cells whose fades end this tick (as they end), and whether the animation ends
    /// this tick with a completion to report; its travels are then over, so that the diff finds every cell
    /// at its frame, and it is dropped once no fade is left (a fade begun by an animation it interrupted,
    /// with a longer duration, goes on to its own end). - Complexity: O(1) without fades, else O(f log f)
    /// for f fades.
    mutating func advanceUpdateAnimation(_ index: Int) -> UpdateTick {
        guard views[index].updateAnimation != nil else { return UpdateTick() }
        views[index].updateAnimation!.advance(to: time)
        let faded = views[index].updateAnimation!.takeEndedFades(at: time)
        guard let animation = views[index].updateAnimation, animation.hasEnded(at: time) else {
            return UpdateTick(running: true, faded: faded)
        }
        if animation.leaving.isEmpty {
            views[index].updateAnimation = nil
        } else {
            views[index].updateAnimation!.complete()
        }
        return UpdateTick(running: true, faded: faded, completed: animation.reportsCompletion)
    }

    /// After a tick's diff and dwells: `didEndDisplaying` for the cells whose fades ended, then
    /// `didEndBatchUpdates` when the animation did and has a completion.
    mutating func finishUpdateTick(_ index: Int, _ update: UpdateTick, into events: inout [Event]) {
        guard update.running else { return }
        let id = views[index].id
        for attributes in update.faded { emit(.didEndDisplaying(attributes), view: id, into: &events) }
        if update.completed { emit(.didEndBatchUpdates(finished: true), view: id, into: &events) }
    }
}

/// What a tick did to a view's animated data change.
struct UpdateTick {
    /// Whether one ran this tick.
    var running = false
    /// The leaving cells whose fades ended this tick, as they end, in canonical order.
    var faded: [LayoutAttributes] = []
    /// Whether the animation ended this tick and has a completion to report.
    var completed = false
}
