import LayoutCore
import ScrollPhysics

/// The displayed set (the elements whose frames meet the bounds grown by `displayMargin`, hidden ones
/// left out) and its changes from tick to tick.
extension SimulatedView {
    /// The rect whose elements are displayed for `bounds`.
    func displayedRect(for bounds: Rect) -> Rect { bounds.grown(by: spec.physics.displayMargin) }

    /// The elements displayed now, in canonical order: as an animated data change under way shows them
    /// (`UpdateAnimation.shown(_:in:)`, styled for where it shows them by a `PositionStyledLayout`), else as
    /// the layout places them.
    /// - Complexity: O(log n + k log k) for k displayed, plus O(m) for m cells an update animates.
    func currentlyDisplayed() -> [LayoutAttributes] {
        let rect = displayedRect(for: bounds)
        let answers = layout.attributes(in: rect, bounds: bounds).filter { !$0.isHidden }
        guard let updateAnimation else { return answers.sorted(by: LayoutAttributes.canonicallyOrdered) }
        var shown = updateAnimation.shown(answers, in: rect)
        if let styling = resolved.positionStyled {
            for position in shown.indices where shown[position].isUpdating {
                shown[position] = styling.styled(shown[position], bounds: bounds)
            }
        }
        return shown.sorted(by: LayoutAttributes.canonicallyOrdered)
    }

    /// Diffs the displayed set against the last one by asking the layout for everything displayed now:
    /// the elements that left (with the attributes they had) and those that entered, each in canonical
    /// order. Needed whenever attributes may have changed (data, relayout, bounds-dependent layouts). With
    /// `adjust`, the host adjusts the elements displayed now first (O(k) more, plus the hook's work).
    /// - Complexity: O(log n + k log k) for k displayed.
    mutating func updateDisplayed(
        adjusting adjust: DisplayAdjustment.Hook? = nil
    ) -> (ended: [LayoutAttributes], entered: [LayoutAttributes]) {
        var now = currentlyDisplayed()
        if let adjust {
            var adjustment = DisplayAdjustment(
                view: id, contentOffset: scroll.contentOffset, elements: now, layout: layout,
                sectionOffsets: sectionOffsets)
            adjust(&adjustment)
            now = adjustment.adjusted
        }
        // Room for twice the elements: the set churns every tick of a scroll, and at half the load a
        // lookup or a removal meets fewer neighbours to probe or move.
        var next = DisplayedSet()
        next.reserveCapacity(2 * now.count)
        var entered: [LayoutAttributes] = []
        for attributes in now {
            let key = ElementKey(attributes)
            next[key] = attributes
            if displayed[key] == nil { entered.append(attributes) }
        }
        let ended = displayed.elements(missingFrom: next).sorted(by: LayoutAttributes.canonicallyOrdered)
        displayed = next
        return (ended, entered)
    }

    /// The same diff after the bounds moved from `old`, for a layout whose attributes this move leaves
    /// unchanged (`invalidation(forBoundsChange:old:) == .none`): only the strips the displayed rect gained
    /// and lost are queried, so a tick costs what changed, not what is displayed.
    /// - Complexity: O(log n + c log c) for c elements entering or leaving.
    mutating func updateDisplayed(movedFrom old: Rect) -> (ended: [LayoutAttributes], entered: [LayoutAttributes]) {
        let oldRect = displayedRect(for: old)
        let newRect = displayedRect(for: bounds)
        // Entering first: an element displayed already that enters elsewhere (the infinite layout's item
        // after a jump of whole cycles) stays displayed with its new attributes, as in the full diff, and
        // its old place, no longer its frame, does not end it below.
        let layout = layout
        let bounds = bounds
        var entered: [LayoutAttributes] = []
        newRect.forEachPiece(outside: oldRect) { strip in
            layout.forEachAttributes(in: Self.grown(strip), bounds: bounds) { attributes in
                guard !attributes.isHidden, attributes.frame.intersects(newRect), !attributes.frame.intersects(oldRect)
                else { return }
                if displayed.updateValue(attributes, forKey: ElementKey(attributes)) == nil {
                    entered.append(attributes)
                }
            }
        }
        var ended: [LayoutAttributes] = []
        oldRect.forEachPiece(outside: newRect) { strip in
            layout.forEachAttributes(in: Self.grown(strip), bounds: old) { attributes in
                guard !attributes.frame.intersects(newRect) else { return }
                // Taken out, then put back in the rare case that it is displayed elsewhere now: reading its
                // frame in place would copy the whole attributes.
                let key = ElementKey(attributes)
                guard let left = displayed.removeValue(forKey: key) else { return }
                guard left.frame == attributes.frame else {
                    displayed[key] = left
                    return
                }
                ended.append(left)
            }
        }
        Self.sortCanonically(&ended)
        Self.sortCanonically(&entered)
        return (ended, entered)
    }

    /// Puts `elements` in canonical order, skipping the sort when a check finds them there already (one
    /// strip of a flow layout comes in index order). - Complexity: O(k) sorted, O(k log k) otherwise.
    private static func sortCanonically(_ elements: inout [LayoutAttributes]) {
        // By their positions: comparing whole attributes would copy both for each comparison.
        let sorted = elements.indices.dropFirst().allSatisfy {
            !(elements[$0].canonicalPosition < elements[$0 - 1].canonicalPosition)
        }
        if !sorted { elements.sort(by: LayoutAttributes.canonicallyOrdered) }
    }

    /// A strip grown by far more than the rounding of its edges, so that an element on an edge is never
    /// missed; what it adds is filtered out by the exact tests against the two rects.
    static func grown(_ strip: Rect) -> Rect {
        let magnitude = max(abs(strip.minX), abs(strip.maxX), abs(strip.minY), abs(strip.maxY))
        return strip.grown(by: 1e-9 * (1 + magnitude))
    }
}

extension SimulatedView.ElementKey {
    init(_ attributes: LayoutAttributes) {
        if attributes.category == .cell, let id = attributes.id {
            self = .cell(id)
        } else {
            self = .element(attributes.category, attributes.kind, attributes.indexPath)
        }
    }
}
