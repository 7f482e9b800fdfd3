import LayoutCore
import ScrollPhysics

/// The scroll view UIKit embeds for an orthogonal section of a compositional layout, headless: its own
/// offset along the section's axis, its physics (the view's profile, its rate and bounce unless the
/// section's `orthogonalScrollingProperties` say otherwise) and the touch moving it. Created when a gesture
/// first addresses the section; a section never touched rests at 0.
struct SectionScroll: Sendable {
    /// The section's index; a batch that moves the section carries its scroll view to its new index.
    var section: Int
    var scroller: OrthogonalScroller
    var scroll: ScrollView
    var touch: SimulatedView.ActiveTouch?
    /// The offset along the section's axis when the gesture under way began (points): group paging moves
    /// at least one group from there.
    var gestureStart = 0.0

    /// The section's scroll view at rest at offset 0, with the view's `settings` adapted to the section.
    init(section: Int, scroller: OrthogonalScroller, viewSettings: ScrollSettings) {
        self.section = section
        self.scroller = scroller
        let settings = Self.settings(for: scroller, viewSettings: viewSettings)
        scroll = ScrollView(settings: settings, bounds: Self.bounds(scroller, settings), contentOffset: .zero)
    }

    /// The section's offset along its axis, in points.
    var offset: Double { scroll.contentOffset.coordinate(along: scroller.axis) }

    var isIdle: Bool { scroll.phase == .idle && touch == nil }

    /// The view's physics as the section's scroll view has them: `paging` pages by the section's width,
    /// the other behaviours rest where `target` says; the rate and bounce are the section's where it sets
    /// them, the view's otherwise.
    static func settings(for scroller: OrthogonalScroller, viewSettings: ScrollSettings) -> ScrollSettings {
        var settings = viewSettings
        settings.pagingEnabled = scroller.behavior == .paging
        settings.alwaysBounceHorizontal = false
        settings.alwaysBounceVertical = false
        if let rate = scroller.properties.decelerationRate { settings.decelerationRate = .custom(rate) }
        switch scroller.properties.bounce {
        case .automatic: break
        case .never: settings.bounces = false
        case .always:
            settings.bounces = true
            if scroller.axis == .horizontal {
                settings.alwaysBounceHorizontal = true
            } else {
                settings.alwaysBounceVertical = true
            }
        }
        return settings
    }

    /// The scroll bounds of a section's scroll view: its frame's size, its content as long as the section's
    /// row and as thick as the frame.
    static func bounds(_ scroller: OrthogonalScroller, _ settings: ScrollSettings) -> ScrollBounds {
        var contentSize = scroller.viewport
        if scroller.axis == .horizontal {
            contentSize.width = scroller.contentLength
        } else {
            contentSize.height = scroller.contentLength
        }
        return ScrollBounds(
            viewport: scroller.viewport, contentSize: contentSize,
            contentInset: .zero, settings: settings)
    }

    /// Takes the section's scroller after a prepare at `time`. A section at rest is moved inside its new
    /// range. When the row changed, the section is treated as `SimulatedView.relayout` treats the view:
    /// momentum that would rest past the new row is re-aimed by the section's behaviour
    /// (`ScrollView.updateBounds(_:at:target:)`), and an offset the new row leaves behind moves inside it
    /// at once, stopping any motion. Without a `time` (a rollback to the same row) only the first applies.
    mutating func update(_ new: OrthogonalScroller, at time: Double?) {
        scroller = new
        let bounds = Self.bounds(new, scroll.settings)
        guard let time, bounds != scroll.bounds else {
            scroll.updateBounds(bounds)
            return
        }
        scroll.updateBounds(bounds, at: time, target: target)
        let inside = bounds.clamped(scroll.contentOffset)
        if inside != scroll.contentOffset { scroll.scroll(to: inside, animated: false, at: time) }
    }

    /// Where a release of this section rests, by its behaviour: `continuous` where the deceleration would;
    /// `continuousGroupLeadingBoundary` on the group boundary nearest that, or on the row's end
    /// (`leadingBoundaryRest`); `groupPaging` and `groupPagingCentered` on the nearest group too, but at
    /// least one group on from where the gesture began when the release moves faster than the paging
    /// threshold (1 pt/s); `paging` pages on its own.
    var target: ScrollView.TargetProvider {
        let scroller = scroller
        let start = gestureStart
        return { proposed, velocity, _ in
            let along = scroller.axis
            let rests = scroller.groupRests
            let proposedOffset = proposed.coordinate(along: along)
            guard scroller.behavior != .continuous, scroller.behavior != .paging,
                var group = rests.nearestGroup(to: proposedOffset)
            else { return proposed }
            if scroller.behavior == .groupPaging || scroller.behavior == .groupPagingCentered,
                let startGroup = rests.nearestGroup(to: start)
            {
                let speed = velocity.coordinate(along: along)
                if speed > Paging.velocityThreshold { group = max(group, startGroup + 1) }
                if speed < -Paging.velocityThreshold { group = min(group, startGroup - 1) }
            }
            var rest = min(max(rests.rest(ofGroup: group), 0), scroller.maximumOffset)
            if scroller.behavior == .continuousGroupLeadingBoundary {
                rest = Self.leadingBoundaryRest(rest, proposed: proposedOffset, scroller)
            }
            return along == .horizontal ? Point(x: rest, y: proposed.y) : Point(x: proposed.x, y: rest)
        }
    }

    /// Where `continuousGroupLeadingBoundary` rests a release proposed at `proposed`, `rest` being the group
    /// start nearest it within the row: the row's end instead when the last group rests past the end and
    /// the end is nearer (a group start wins a tie). A scroll view can always rest at its last offset, and
    /// the row's last group is whole on screen only there. - Complexity: O(1).
    static func leadingBoundaryRest(_ rest: Double, proposed: Double, _ scroller: OrthogonalScroller) -> Double {
        let end = scroller.maximumOffset
        guard let last = scroller.lastGroupRest, last > end, abs(end - proposed) < abs(rest - proposed) else {
            return rest
        }
        return end
    }
}
