import LayoutCore
import ScrollPhysics

/// UIScrollView's state machine, headless: drags with a rubber band past the edges,
/// releases that ask the layout where to rest, momentum, the bounce-back spring, paging and animated
/// scrolls. Time is an argument (seconds); nothing here reads a clock.
///
/// Every method returns the lifecycle events it caused, in UIKit's order; `didScroll` is left to the
/// caller, which sees the offset change.
public struct ScrollView: Sendable {
    public private(set) var settings: ScrollSettings
    public private(set) var bounds: ScrollBounds
    /// The content offset, in points.
    public internal(set) var contentOffset: Point
    /// The content offset's velocity, in points per second.
    public internal(set) var velocity: Vector = .zero
    public internal(set) var phase: ScrollPhase = .idle

    var drag: ActiveDrag?
    var motion: ActiveMotion?

    /// Where the layout wants a release to rest: `(proposed, velocity, current) -> target`, velocity in pt/s.
    public typealias TargetProvider = (Point, Vector, Point) -> Point

    public init(settings: ScrollSettings, bounds: ScrollBounds, contentOffset: Point) {
        self.settings = settings
        self.bounds = bounds
        self.contentOffset = contentOffset
    }

    /// Takes new bounds after the content or the viewport changed; a view at rest outside them is moved
    /// inside, as UIKit does on layout.
    public mutating func updateBounds(_ newBounds: ScrollBounds) {
        bounds = newBounds
        if phase == .idle { contentOffset = newBounds.clamped(contentOffset) }
    }

    /// Touch-down: any motion stops at once, without its end event (under the `flutter` profile the drag
    /// keeps its velocity as carried momentum, `HeldMomentum`).
    public mutating func beginDrag(at time: Double) -> [ScrollLifecycleEvent] {
        let held = HeldMomentum(
            touchingAt: time, motionVelocity: motion == nil ? .zero : velocity, profile: settings.profile)
        motion = nil
        velocity = .zero
        phase = .dragging
        drag = ActiveDrag(fingerOrigin: unbandedOffset(contentOffset), startOffset: contentOffset, momentum: held)
        drag?.tracker.record(.zero, at: time)
        return [.willBeginDragging(contentOffset: contentOffset)]
    }

    /// The finger has moved by `translation` since touch-down (a finger moving left, negative x, scrolls
    /// toward larger offsets). Past an edge the content follows through the rubber band, or under the
    /// `flutter` profile through Flutter's friction on this move. The velocity becomes the tracked one a
    /// release would start with (the last 50 ms of samples).
    public mutating func moveDrag(to translation: Vector, at time: Double) {
        guard var active = drag else { return }
        active.tracker.record(translation, at: time)
        let move = Vector(dx: translation.dx - active.translation.dx, dy: translation.dy - active.translation.dy)
        active.translation = translation
        active.momentum.note(move, at: time)
        drag = active
        velocity = scrollingAxes(of: -active.tracker.velocity)
        if settings.profile == .flutter && settings.overscrolls {
            contentOffset = Point(
                x: flutterDragged(by: -move.dx, along: .horizontal), y: flutterDragged(by: -move.dy, along: .vertical))
            return
        }
        let unbanded = Point(x: active.fingerOrigin.x - translation.dx, y: active.fingerOrigin.y - translation.dy)
        contentOffset = Point(x: banded(unbanded.x, along: .horizontal), y: banded(unbanded.y, along: .vertical))
    }

    /// Lift-off: the velocity of the last 50 ms of samples decides the motion, or none when the finger
    /// lifts `still`.
    public mutating func endDrag(
        at time: Double, target: TargetProvider, lifting: TouchPath.Release = .moving
    ) -> [ScrollLifecycleEvent] {
        guard let active = drag else { return [] }
        let velocity = lifting == .still ? Vector.zero : -active.tracker.velocity
        return release(contentVelocity: velocity, at: time, target: target)
    }

    /// A touch released at once with the finger's `velocity` (pt/s): the whole drag lifecycle, then momentum.
    public mutating func fling(fingerVelocity: Vector, at time: Double, target: TargetProvider)
        -> [ScrollLifecycleEvent]
    {
        beginDrag(at: time) + release(contentVelocity: -fingerVelocity, at: time, target: target)
    }

    /// `setContentOffset(_:animated:)`: animated, an ease-out ending with `didEndScrollingAnimation`;
    /// otherwise the offset changes at once with no end event. Any motion or drag stops first.
    public mutating func scroll(to offset: Point, animated: Bool, at time: Double) {
        drag = nil
        motion = nil
        velocity = .zero
        guard animated, offset != contentOffset else {
            contentOffset = offset
            phase = .idle
            return
        }
        motion = ActiveMotion(
            start: time, kind: .animation,
            x: .animation(from: contentOffset.x, to: offset.x), y: .animation(from: contentOffset.y, to: offset.y))
        phase = .animating
    }

    /// Moves the motion to `time`; in the tick it reaches its end (within `TimeTolerance`), the offset is
    /// the resting one and `didEndDecelerating` or `didEndScrollingAnimation` is returned with it.
    public mutating func advance(to time: Double) -> [ScrollLifecycleEvent] {
        guard let active = motion else { return [] }
        let elapsed = time - active.start
        let ended = TimeTolerance.hasReached(elapsed, max(active.x.duration, active.y.duration))
        let x = active.x.sample(at: ended ? .infinity : elapsed)
        let y = active.y.sample(at: ended ? .infinity : elapsed)
        contentOffset = Point(x: x.position, y: y.position)
        velocity = Vector(dx: x.velocity, dy: y.velocity)
        guard ended else {
            if active.kind == .momentum { phase = x.bouncing || y.bouncing ? .bouncing : .decelerating }
            return []
        }
        motion = nil
        phase = .idle
        switch active.kind {
        case .momentum: return [.didEndDecelerating(contentOffset: contentOffset)]
        case .animation: return [.didEndScrollingAnimation(contentOffset: contentOffset)]
        }
    }

    /// Puts the motion under way (momentum, a bounce or an animated scroll) off by `delay` seconds, so that
    /// it resumes from where it was: for a view that did not tick for that long. UIKit's scroll view moves
    /// on its display link, on the main thread; a main thread blocked by a long synchronous change runs no
    /// frame, and the next one goes on from the offset it left (the simulator's own stalls are skipped the
    /// same way: simulated time does not run for the ticks a late daemon drops). A touch follows the finger,
    /// not this clock. - Complexity: O(1).
    public mutating func putOff(by delay: Double) {
        motion?.start += delay
    }
}

/// A touch on the content.
struct ActiveDrag: Sendable {
    /// The offset the finger would put the content at without the rubber band, at touch-down.
    var fingerOrigin: Point
    /// The content offset at touch-down (paging moves at most one page from it).
    var startOffset: Point
    /// The momentum of the motion the touch stopped, carried into the release.
    var momentum: HeldMomentum
    /// The finger's translation at its last move, in points.
    var translation = Vector.zero
    var tracker = DragTracker()
}

/// Momentum or an animation under way, one trajectory per axis.
struct ActiveMotion: Sendable {
    enum Kind: Sendable {
        case momentum
        case animation
    }

    /// When it began, in seconds.
    var start: Double
    var kind: Kind
    var x: AxisTrajectory
    var y: AxisTrajectory
}
