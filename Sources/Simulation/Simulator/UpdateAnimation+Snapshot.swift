import LayoutCore

extension UpdateAnimation {
    /// `snapshot` (the layout's final frames for `region`) with how this animation shows it at `time`: the
    /// cells and views it moves or fades in among the attributes get their shown attributes (even when those
    /// lie outside `region`: the final frame is the layout's answer); the cells and views it shows in `region`
    /// whose final frames lie outside it are added at their final frames, so that every one on screen is listed;
    /// the cells fading out whose shown frames meet `region` are listed apart. A `styling` layout styles
    /// what moves for where it is shown at `bounds` (`PositionStyledLayout`), as the displayed set has it.
    /// - Complexity: O(k log k + m + f) for k attributes, m cells moving and f fading.
    func presenting(
        _ snapshot: LayoutSnapshot, in region: Rect, at time: Double, styling: (any PositionStyledLayout)?,
        bounds: Rect
    ) -> LayoutSnapshot {
        var presented = snapshot
        var shown = ShownAnimation()
        let styled = { (attributes: LayoutAttributes) in styling?.styled(attributes, bounds: bounds) ?? attributes }
        for attributes in snapshot.attributes {
            guard let travel = moving[SimulatedView.ElementKey(attributes)] else { continue }
            let now = styled(travel.shown(at: progress, target: attributes))
            if let id = attributes.id {
                shown.cells[id] = now
            } else {
                shown.views[ShownAnimation.Place(attributes)] = now
            }
        }
        for (key, travel) in moving {
            let place = ShownAnimation.Place(travel.to)
            switch key {
            case .cell(let id) where shown.cells[id] == nil: break
            case .element where shown.views[place] == nil: break
            default: continue
            }
            let now = styled(travel.shown(at: progress))
            guard now.frame.intersects(region), !now.isHidden else { continue }
            if let id = travel.to.id { shown.cells[id] = now } else { shown.views[place] = now }
            presented.attributes.append(travel.to)
        }
        if presented.attributes.count > snapshot.attributes.count {
            presented.attributes.sort(by: LayoutAttributes.canonicallyOrdered)
        }
        shown.disappearing = leaving.map { $0.shown(at: time) }.filter { $0.frame.intersects(region) }
        presented.animation = shown
        return presented
    }
}
