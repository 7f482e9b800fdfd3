import LayoutCore

/// The moment a finger lifts off a view's own scroll view and the rest point of the momentum is decided,
/// as a host sees it: the host may choose another rest point, as UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` does by writing the target.
public struct ReleaseQuestion {
    /// The view released.
    public var view: String
    /// Where the release would rest, as the view's layout chose it (`targetContentOffset(proposed:…)`
    /// after the free deceleration's rest), in points.
    public var target: Point
    /// The release velocity of the content offset, in points per second.
    public var velocity: Vector
    /// The events of this step issued before the release (every view's), in order: a host that calls
    /// delegates delivers these first, so that its delegates hear of the release after what preceded it.
    public var eventsBefore: [Event]
    /// The view's layout as it shows it at the release: what a host answering layout questions reads
    /// while it answers (the simulator, mid-step, cannot be read then).
    public var layout: any CollectionLayout

    public init(view: String, target: Point, velocity: Vector, eventsBefore: [Event], layout: any CollectionLayout) {
        self.view = view
        self.target = target
        self.velocity = velocity
        self.eventsBefore = eventsBefore
        self.layout = layout
    }

    /// A release's rest point as the host chooses it, in points: the answer is clamped to the content as
    /// the layout's is. Asked once per release of a view's own scroll view under the `ios` profile
    /// without paging (paging and the other profiles choose their own targets and ask nothing). Called
    /// synchronously, in the middle of `Simulator.step(releaseTarget:)` or
    /// `Simulator.apply(_:releaseTarget:)`: it must not drive the simulator.
    public typealias Hook = (ReleaseQuestion) -> Point

    /// The hook that keeps the layout's choice: what `step()` and `apply(_:)` use.
    public static func layoutsChoice(_ question: ReleaseQuestion) -> Point { question.target }
}
