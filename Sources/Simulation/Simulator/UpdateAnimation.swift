import LayoutCore

/// An animated data change under way on a view (`performBatchUpdates` or `apply(_:animatingDifferences:)`
/// with animation): the data and the layout changed at once when it began; what it holds is how the cells
/// that were shown or will be are seen while it runs. Only those get a cell, as in UIKit: the cells
/// displayed before the change and those in the displayed rect after it.
///
/// A cell that stays travels from where it was shown to its new frame, the frame interpolated by the
/// curve's progress; an inserted one stays at its new frame, its alpha from 0 to 1 (UIKit's default
/// `initialLayoutAttributesForAppearingItem`); a leaving one (deleted, in a deleted section, or the old
/// cell of a reloaded item) stays where it was shown, its alpha to 0 (`finalLayoutAttributesForDisappearingItem`),
/// or goes to what the layout gives for it (`CollectionLayout.finalAttributes(forDisappearingItem:bounds:)`),
/// and ends when its fade does. A fade keeps its own clock: one begun by an animation that another
/// interrupted ends when it would have, so that updates stacked every tick hold the fades of one duration
/// at most. Memory: O(cells animated), bounded by what the view displays (times the fades overlapping).
struct UpdateAnimation: Sendable {
    /// One cell's way from `from` to `to`.
    struct Travel: Sendable {
        var from: LayoutAttributes
        var to: LayoutAttributes

        /// The attributes shown at `progress` (0…1): frame and alpha interpolated, the rest `to`'s, or
        /// `target`'s: what the layout answers now, whose frame moved from `to`'s since the animation
        /// began (an orthogonal section's scroll, a Safari swipe) carries the cell as far, as a scroll
        /// view carries its subviews. - Complexity: O(1).
        func shown(at progress: Double, target: LayoutAttributes? = nil) -> LayoutAttributes {
            var shown = target ?? to
            let now = shown.frame
            let end = to.frame
            let start = from.frame
            shown.frame = Rect(
                x: start.minX + (end.minX - start.minX) * progress + (now.minX - end.minX),
                y: start.minY + (end.minY - start.minY) * progress + (now.minY - end.minY),
                width: start.width + (end.width - start.width) * progress + (now.width - end.width),
                height: start.height + (end.height - start.height) * progress + (now.height - end.height))
            shown.alpha = from.alpha + (to.alpha - from.alpha) * progress
            shown.isUpdating = true
            return shown
        }
    }

    /// A leaving cell's fade, on the clock of the animation that began it.
    struct Fade: Sendable {
        var travel: Travel
        /// When it began, in seconds.
        fileprivate(set) var start: Double
        let timing: UpdateTiming

        /// Whether it has run its duration at `time` (within `TimeTolerance`).
        func hasEnded(at time: Double) -> Bool { TimeTolerance.hasReached(time - start, timing.duration) }

        /// The cell as shown at `time` (seconds). - Complexity: O(1).
        func shown(at time: Double) -> LayoutAttributes {
            let progress = hasEnded(at: time) ? 1 : timing.curve.progress(at: (time - start) / timing.duration)
            return travel.shown(at: progress)
        }
    }

    /// When it began, in seconds.
    private(set) var start: Double
    let timing: UpdateTiming
    /// Whether its end is reported (`didEndBatchUpdates`, UIKit's completion handler): false for a
    /// deletion UIKit's `deleteItems(at:)` animates outside `performBatchUpdates`, which takes none.
    let hasCompletion: Bool
    /// The cells that stay or arrive, by their key in the displayed set.
    var moving: [SimulatedView.ElementKey: Travel] = [:]
    /// The cells leaving, in canonical order of their attributes when their fades began.
    var leaving: [Fade] = []
    /// The curve's progress (0…1) at the last `advance(to:)`.
    private(set) var progress = 0.0
    /// Whether it has run its duration (its completion, if it has one, reported): what is left are fades
    /// begun by the animations it interrupted, each ending on its own clock.
    private(set) var isCompleted = false
    /// Whether its end is still to be reported: it has a completion and has not run its duration.
    var reportsCompletion: Bool { hasCompletion && !isCompleted }

    init(start: Double, timing: UpdateTiming, hasCompletion: Bool = true) {
        self.start = start
        self.timing = timing
        self.hasCompletion = hasCompletion
    }

    /// Puts off by `delay` seconds what began at `begun` (seconds) or later, the animation and its fades:
    /// a change applied away from the simulator (`ViewChange`), while the view did not tick, begins when
    /// it is put back, as its events say. A fade begun earlier keeps its clock. - Complexity: O(f) for f
    /// fades.
    mutating func putOff(from begun: Double, by delay: Double) {
        guard start >= begun else { return }
        start += delay
        for position in leaving.indices where leaving[position].start >= begun {
            leaving[position].start += delay
        }
    }

    /// Marks it completed: its travels are over (every cell at its frame), its fades go on. - Complexity: O(m).
    mutating func complete() {
        isCompleted = true
        moving = [:]
    }

    /// Takes the curve's progress at `time` (seconds). - Complexity: O(1).
    mutating func advance(to time: Double) {
        progress = hasEnded(at: time) ? 1 : timing.curve.progress(at: (time - start) / timing.duration)
    }

    /// Whether it has run its duration at `time` (within `TimeTolerance`).
    func hasEnded(at time: Double) -> Bool { TimeTolerance.hasReached(time - start, timing.duration) }

    /// The elements shown in `rect` now, from what the layout answers for it (`answers`, final
    /// frames): a moving cell the layout answers is shown where its travel has it, or not at all when that
    /// is outside `rect`; one it does not (its new frame outside) is shown when its travel has it inside.
    /// Any other element is shown as the layout answers. - Complexity: O(k + m) for k answers and m cells
    /// moving.
    func shown(_ answers: [LayoutAttributes], in rect: Rect) -> [LayoutAttributes] {
        var shown: [LayoutAttributes] = []
        shown.reserveCapacity(answers.count)
        var answered = Set<SimulatedView.ElementKey>()
        for attributes in answers {
            let key = SimulatedView.ElementKey(attributes)
            guard let travel = moving[key] else {
                shown.append(attributes)
                continue
            }
            answered.insert(key)
            let now = travel.shown(at: progress, target: attributes)
            if now.frame.intersects(rect) { shown.append(now) }
        }
        for (key, travel) in moving where !answered.contains(key) {
            let now = travel.shown(at: progress)
            if now.frame.intersects(rect), !now.isHidden { shown.append(now) }
        }
        return shown
    }

    /// The leaving cells as shown at `time`, in canonical order. - Complexity: O(f log f) for f fades.
    func leavingShown(at time: Double) -> [LayoutAttributes] {
        leaving.map { $0.shown(at: time) }.sorted(by: LayoutAttributes.canonicallyOrdered)
    }

    /// Takes out the fades that have ended at `time` and returns their cells as they end (alpha 0), in
    /// canonical order. - Complexity: O(f log f) for f fades.
    mutating func takeEndedFades(at time: Double) -> [LayoutAttributes] {
        guard leaving.contains(where: { $0.hasEnded(at: time) }) else { return [] }
        let ended = leaving.filter { $0.hasEnded(at: time) }.map { $0.shown(at: time) }
        leaving.removeAll { $0.hasEnded(at: time) }
        return ended.sorted(by: LayoutAttributes.canonicallyOrdered)
    }
}
