import LayoutCore
import Layouts
import ScrollPhysics

/// One view in the simulator: its spec, prepared layout, scroll view, displayed elements and the
/// scripted touch moving it.
struct SimulatedView: Sendable {
    /// What identifies a displayed element between ticks: a cell by its stable id, so that it is not
    /// announced again when insertions or deletions move it; other elements by kind and index path, carried
    /// to their sections' new indexes by a batch that moves sections (`followSectionElements`).
    enum ElementKey: Hashable, Sendable {
        case cell(ItemID)
        case element(ElementCategory, ElementKind, IndexPath)
        /// A supplementary or decoration view of a section an instant batch deleted, under its index path
        /// from before the batch: no element the layout answers has this key, so the diff after the change
        /// ends it with the attributes it had.
        case departing(ElementCategory, ElementKind, IndexPath)
    }

    /// A scripted drag under way.
    struct ActiveTouch: Sendable {
        var path: TouchPath
        /// The tick the touch went down at: elapsed time counts whole ticks, so a drag lifts at the same
        /// tick of its path whenever it starts.
        var startTick: Int

        /// Seconds since touch-down at `tick`, in whole ticks of `tickHz`.
        func elapsed(atTick tick: Int, tickHz: Double) -> Double { Double(tick - startTick) / tickHz }
    }

    /// A swipe on a Safari tab under way (the layout moves the tab; the scroll view does not move), with
    /// the finger's recent positions for its release velocity.
    struct ActiveSwipe: Sendable {
        var item: IndexPath
        var touch: ActiveTouch
        var tracker = DragTracker()

        /// The same swipe after `batch` (whose index map is `map`): on its tab's new index path, or nil when
        /// the batch deletes or reloads the tab (or its section): a reload replaces the cell under the
        /// finger. A tab moved or reconfigured keeps its cell, so the swipe goes on.
        /// - Complexity: O(reloads), plus that of `BatchUpdate.IndexMap.destination(of:)`.
        func remapped(through batch: BatchUpdate, map: BatchUpdate.IndexMap) -> ActiveSwipe? {
            guard !batch.reloadSections.contains(item.section),
                !batch.reloadItems.contains(where: { $0.indexPath == item }),
                let destination = map.destination(of: item)
            else { return nil }
            var moved = self
            moved.item = destination
            return moved
        }
    }

    let id: String
    var spec: ViewSpec
    /// The layout as prepared, with its capabilities found when it was set: a function of the spec's data
    /// and viewport, its orthogonal sections at rest (their offsets live in `sectionScrolls` alone).
    var resolved: ResolvedLayout
    var scroll: ScrollView
    /// The elements displayed after the last diff, by key.
    var displayed = DisplayedSet()
    var touch: ActiveTouch?
    var swipe: ActiveSwipe?
    /// The animated data change under way, while it runs.
    var updateAnimation: UpdateAnimation?
    var lastBounds: Rect
    /// The layout's focused item after the last tick, and its id then.
    var focused: IndexPath?
    var focusedID: ItemID?
    /// Being changed away from the simulator (`ViewChange`): it does not tick and takes no commands.
    var isFrozen = false
    /// The cells visible now, when the spec asks for visibility events.
    var visibility: VisibilityTracker?
    /// The prefetch range and the cells in it, when the spec asks for prefetching.
    var prefetch: PrefetchTracker?
    /// The own scroll views of the orthogonal sections a gesture has addressed, in section order.
    var sectionScrolls: [SectionScroll] = []
    /// The sections of `sectionScrolls` a gesture or a prepare may have set moving, in section order: every
    /// one not idle is here, so that a tick advances these alone, not every section ever addressed.
    var movingSections: [Int] = []
    /// The focused items of its carousels, as last announced.
    var sectionFocus = SectionFocus()

    init(id: String, spec: ViewSpec) {
        self.id = id
        self.spec = spec
        let layout = spec.preparedLayout()
        resolved = ResolvedLayout(layout)
        var settings = spec.physics
        if resolved.snapping?.prefersFastDeceleration == true, settings.profile == .ios {
            settings.decelerationRate = .fast
        }
        let offset = spec.initialOffset(of: layout)
        scroll = ScrollView(settings: settings, bounds: Self.scrollBounds(spec, layout), contentOffset: offset)
        lastBounds = Rect(origin: offset, size: spec.viewport)
        focused = resolved.focusing?.focusedItem(bounds: lastBounds)
        focusedID = focused.flatMap(spec.data.itemID)
        visibility = spec.visibility.map(VisibilityTracker.init)
        prefetch = spec.prefetch.map(PrefetchTracker.init)
    }

    var bounds: Rect { Rect(origin: scroll.contentOffset, size: spec.viewport) }

    /// The layout as prepared; setting it replaces the layout and finds its capabilities again.
    /// - Complexity: O(1), a few conformance checks to set.
    var prepared: any CollectionLayout {
        get { resolved.base }
        set { resolved = ResolvedLayout(newValue) }
    }

    /// The layout as the view shows it: `prepared`, seen with its orthogonal sections scrolled as their
    /// scroll views are (`ScrolledSectionsLayout`) once a gesture has addressed one.
    /// - Complexity: O(sections scrolled).
    var layout: any CollectionLayout {
        guard !sectionScrolls.isEmpty, let scrolling = resolved.orthogonalScrolling else {
            return prepared
        }
        return ScrolledSectionsLayout(scrolling, offsets: sectionOffsets)
    }

    /// The offsets of the orthogonal sections a gesture has addressed. - Complexity: O(sections scrolled).
    var sectionOffsets: SectionOffsets {
        var offsets = SectionOffsets()
        for sectionScroll in sectionScrolls { offsets[sectionScroll.section] = sectionScroll.offset }
        return offsets
    }

    /// Orthogonal section `section`'s own offset along its axis (points): 0 until a gesture addresses it.
    /// - Complexity: O(sections scrolled).
    func sectionOffset(_ section: Int) -> Double {
        sectionScrolls.first { $0.section == section }?.offset ?? 0
    }

    /// At rest with no touch down.
    var isIdle: Bool {
        scroll.phase == .idle && touch == nil && swipe == nil && updateAnimation == nil
            && movingSections.allSatisfy { sectionScrolls[sectionScrollPosition($0)].isIdle }
    }

    /// Puts its scroll view's motion and its orthogonal sections' off by `delay` seconds
    /// (`ScrollView.putOff(by:)`): after it was frozen that long, each resumes from where it was.
    /// - Complexity: O(sections moving).
    mutating func putOffScrolling(by delay: Double) {
        guard delay > 0 else { return }
        scroll.putOff(by: delay)
        for section in movingSections { sectionScrolls[sectionScrollPosition(section)].scroll.putOff(by: delay) }
    }

    /// Prepares the same layout again for the spec's data and viewport, as UIKit invalidates and prepares
    /// the one layout object (so a layout can compare with its last prepare: the expanded grid rescales
    /// the offset when the width changed), and gives the scroll view its new bounds; the offset goes where
    /// the layout puts it after a prepare (the LNZ layouts re-centre the focused item), which stops any
    /// motion but a drag (`moveAfterPrepare`); momentum that would rest past the new content is re-aimed
    /// (`ScrollView.updateBounds(_:at:target:)`), and so is each orthogonal section's whose row changed
    /// (`restoreSectionOffsets(reaimingAt:)`). A swipe under way ends (every layout's prepare drops it).
    /// With `changes`, the layout re-places only what they moved (`CollectionLayout.prepare(_:changes:)`).
    /// With a `mark`, the offset is anchored first (`anchor(to:within:)`), which it returns unless the layout
    /// then places the offset itself (nil then: the layout's placement stands).
    @discardableResult
    mutating func relayout(at time: Double, changes: ItemChanges? = nil, anchoring mark: AnchorMark? = nil)
        -> OffsetAnchoring?
    {
        resolved.prepare(spec.layoutContext, changes: changes)
        swipe = nil
        let scrollBounds = Self.scrollBounds(spec, layout)
        let anchoring = mark.flatMap { anchor(to: $0, within: scrollBounds) }
        scroll.updateBounds(scrollBounds, at: time, target: targetProvider)
        let current = scroll.contentOffset
        let proposed = layout.contentOffset(afterPrepareFrom: current, focus: focused)
        moveAfterPrepare(from: current, to: scrollBounds.clamped(proposed), at: time)
        restoreSectionOffsets(reaimingAt: time)
        sectionFocus.isStale = true
        // A layout that places the offset itself (the LNZ re-centring) has the last word over anchoring.
        return proposed == current ? anchoring : nil
    }

    /// Puts the offset where a prepare leaves it (`placed`, from `current`): a drag under way goes on from
    /// there, the finger on the point of the content now under it (the gesture keeps its lifecycle: it
    /// ends with `didEndDragging` when the finger lifts); any other motion stops there.
    private mutating func moveAfterPrepare(from current: Point, to placed: Point, at time: Double) {
        guard placed != current else { return }
        if scroll.phase == .dragging {
            scroll.shift(by: Vector(dx: placed.x - current.x, dy: placed.y - current.y))
        } else {
            scroll.scroll(to: placed, animated: false, at: time)
        }
    }

    /// After a prepare: each section scrolled before takes its new scroller (its offset, which it keeps,
    /// then applies to the new row); one that no longer scrolls on its own is forgotten. With a
    /// `time`, a section whose row changed is treated as the view is by `relayout`
    /// (`SectionScroll.update(_:at:)`); without, the scrollers are the ones the sections had (a rollback)
    /// and only a section at rest is clamped.
    mutating func restoreSectionOffsets(reaimingAt time: Double?) {
        let scrolling = resolved.orthogonalScrolling
        sectionScrolls.removeAll { scrolling?.orthogonalScroller(section: $0.section) == nil }
        for position in sectionScrolls.indices {
            let section = sectionScrolls[position].section
            sectionScrolls[position].update(scrolling!.orthogonalScroller(section: section)!, at: time)
        }
        movingSections = sectionScrolls.filter { !$0.isIdle }.map(\.section)
    }

    /// The position in `sectionScrolls` of addressed section `section`. - Complexity: O(log sections scrolled).
    func sectionScrollPosition(_ section: Int) -> Int {
        sectionScrolls.partitionPoint { $0.section >= section }
    }

    /// The scroll view of orthogonal section `section` under an orthogonal-scrolling layout; nil for a
    /// section that does not scroll on its own and for the other layouts. - Complexity: O(1).
    func orthogonalScroller(section: Int) -> OrthogonalScroller? {
        resolved.orthogonalScrolling?.orthogonalScroller(section: section)
    }

    private static func scrollBounds(_ spec: ViewSpec, _ layout: any CollectionLayout) -> ScrollBounds {
        ScrollBounds(
            viewport: spec.viewport, contentSize: layout.contentSize, contentInset: spec.contentInset,
            settings: spec.physics)
    }

    /// The layout's answer to a release, for the scroll view; under the android profile, a snapping
    /// layout answers through LinearSnapHelper.
    var targetProvider: ScrollView.TargetProvider {
        let layout = layout
        if scroll.settings.profile == .android, let pitch = resolved.snapping?.snapPitch {
            let helper = LinearSnapHelper(layout: layout, pitch: pitch, attached: displayedRect(for: bounds))
            return helper.target
        }
        return { proposed, velocity, current in
            layout.targetContentOffset(proposed: proposed, velocity: velocity, current: current)
        }
    }
}
