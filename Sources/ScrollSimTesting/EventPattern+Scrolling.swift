import LayoutCore
import Simulation

/// The patterns of the scroll events: the view's scroll view, in UIKit's delegate order, an orthogonal
/// section's own, and the display limit (Docs/Protocol.md, "Events"). Offsets are `[x, y]` in points,
/// velocities `[dx, dy]` in points per second; each parameter left nil matches any value.
extension EventPattern {
    /// The view's content offset moved (recorded always; a transcript leaves it out unless asked).
    ///
    /// ```swift
    /// #expect(!sim.events(matching: .didScroll()).isEmpty)
    /// ```
    public static func didScroll(contentOffset: Point? = nil, view: String? = nil) -> EventPattern {
        event("didScroll", view: view, ["contentOffset": contentOffset.map(value)])
    }

    /// An orthogonal section's own scroll view moved, in its own coordinates (0 at rest as laid out).
    ///
    /// ```swift
    /// try sim.fling(velocity: [-1000, 0], section: 0)
    /// try sim.expectEvent(.sectionDidScroll(section: 0), within: .milliseconds(10))
    /// ```
    public static func sectionDidScroll(section: Int? = nil, contentOffset: Point? = nil, view: String? = nil)
        -> EventPattern
    {
        event(
            "sectionDidScroll", view: view,
            ["section": section.map { .number(Double($0)) }, "contentOffset": contentOffset.map(value)])
    }

    /// A touch beginning to move the content, from `contentOffset`.
    ///
    /// ```swift
    /// try sim.expectEvent(.willBeginDragging(at: [0, 0]))
    /// ```
    public static func willBeginDragging(at contentOffset: Point? = nil, view: String? = nil) -> EventPattern {
        event("willBeginDragging", view: view, ["contentOffset": contentOffset.map(value)])
    }

    /// The finger lifting, optionally with the offset the scroll will rest at and the release velocity.
    ///
    /// ```swift
    /// try sim.expectEvent(.willEndDragging(target: [0, 100]), within: .milliseconds(200))
    /// ```
    public static func willEndDragging(target: Point? = nil, velocity: Vector? = nil, view: String? = nil)
        -> EventPattern
    {
        event(
            "willEndDragging", view: view,
            ["targetContentOffset": target.map(value), "velocity": velocity.map(value)])
    }

    /// The finger lifted; `willDecelerate` says whether momentum follows.
    ///
    /// ```swift
    /// try sim.expectEvent(.didEndDragging(willDecelerate: false), within: .milliseconds(200))
    /// ```
    public static func didEndDragging(willDecelerate: Bool? = nil, view: String? = nil) -> EventPattern {
        event("didEndDragging", view: view, ["willDecelerate": willDecelerate.map(EventValue.bool)])
    }

    /// Momentum beginning after a release, from `contentOffset`.
    ///
    /// ```swift
    /// try sim.fling(velocity: [0, -1000])
    /// try sim.expectEvent(.willBeginDecelerating())
    /// ```
    public static func willBeginDecelerating(at contentOffset: Point? = nil, view: String? = nil) -> EventPattern {
        event("willBeginDecelerating", view: view, ["contentOffset": contentOffset.map(value)])
    }

    /// The scroll coming to rest after a release, optionally at `contentOffset`.
    ///
    /// ```swift
    /// try sim.expectEvent(.didEndDecelerating(at: [0, 499.5]), within: .seconds(10))
    /// ```
    public static func didEndDecelerating(at contentOffset: Point? = nil, view: String? = nil) -> EventPattern {
        event("didEndDecelerating", view: view, ["contentOffset": contentOffset.map(value)])
    }

    /// An animated `scrollTo` or `scrollToItem` arriving, optionally at `contentOffset`.
    ///
    /// ```swift
    /// try sim.scrollTo([0, 400], animated: true)
    /// try sim.expectEvent(.didEndScrollingAnimation(at: [0, 400]), within: .seconds(1))
    /// ```
    public static func didEndScrollingAnimation(at contentOffset: Point? = nil, view: String? = nil)
        -> EventPattern
    {
        event("didEndScrollingAnimation", view: view, ["contentOffset": contentOffset.map(value)])
    }

    /// A motion stopped at the view's display limit (the daemon's `maxItemsPerView`), for the orthogonal
    /// `section` when one stopped.
    ///
    /// ```swift
    /// try sim.expectNoEvent(.displayLimitReached(), during: .seconds(1))
    /// ```
    public static func displayLimitReached(section: Int? = nil, view: String? = nil) -> EventPattern {
        event("displayLimitReached", view: view, ["section": section.map { .number(Double($0)) }])
    }

    /// A data change's `anchor` moved the offset, optionally with that `anchor`, to `contentOffset` (`to`),
    /// keeping the item `id` in place.
    ///
    /// ```swift
    /// try sim.batchUpdates(BatchUpdate(insertItems: [.init([0, 0])]), anchor: .firstVisibleItem)
    /// try sim.expectEvent(.offsetAnchored(anchor: .firstVisibleItem, to: [0, 600]), within: .zero)
    /// ```
    public static func offsetAnchored(
        anchor: OffsetAnchor? = nil, to contentOffset: Point? = nil, id: String? = nil, view: String? = nil
    ) -> EventPattern {
        event(
            "offsetAnchored", view: view,
            [
                "anchor": anchor.map { EventValue.string($0.rawValue) }, "to": contentOffset.map(value),
                "id": id.map(EventValue.string),
            ])
    }
}
