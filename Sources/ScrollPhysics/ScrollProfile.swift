/// Whose scroll physics a view follows. `ios` (UIScrollView) is the default; the others reproduce the
/// public source of Android's RecyclerView and of Flutter's two scroll physics, in points (Android's dp,
/// Flutter's logical pixels).
public enum ScrollProfile: String, CaseIterable, Hashable, Sendable {
    /// UIScrollView: exponential deceleration, the rubber band, the bounce-back spring.
    case ios
    /// RecyclerView with OverScroller's spline fling: no overscroll (an edge glow is drawn over the
    /// content, which does not move), a fling reaching an edge stops there; LinearSnapHelper and
    /// PagerSnapHelper for the snap layouts and for paging.
    case android
    /// Flutter's BouncingScrollPhysics (what a Flutter app gets on iOS): friction 0.135 per second, its
    /// overscroll friction, its spring.
    case flutter
    /// Flutter's ClampingScrollPhysics (what a Flutter app gets on Android): the spline's distance on a
    /// ballistic curve, no overscroll.
    case flutterClamping

    /// The slowest release (pt/s) that flings: ViewConfiguration's 50 dp/s; Flutter's `kMinFlingVelocity`
    /// (50), doubled by BouncingScrollPhysics. UIScrollView has no such floor. `flings(atSpeed:)` says on
    /// which side of it the minimum itself falls.
    public var minimumFlingVelocity: Double {
        switch self {
        case .ios: 0
        case .android, .flutterClamping: 50
        case .flutter: 100
        }
    }

    /// Whether a release at `speed` (pt/s, not below 0) flings. RecyclerView zeroes a velocity under its
    /// minimum (`abs(v) < mMinFlingVelocity`), so the minimum itself flings; Flutter's drag recognizer flings
    /// only above it (`abs(v) > minFlingVelocity`), so the minimum itself does not.
    public func flings(atSpeed speed: Double) -> Bool {
        switch self {
        case .ios, .android: speed >= minimumFlingVelocity
        case .flutter, .flutterClamping: speed > minimumFlingVelocity
        }
    }

    /// Release speeds (pt/s) are clamped to this: 8,000 dp/s (ViewConfiguration, `kMaxFlingVelocity`);
    /// BouncingScrollPhysics at the fast rate allows eight times as much. None for UIScrollView.
    public func maximumFlingVelocity(rate: DecelerationRate) -> Double {
        switch self {
        case .ios: .infinity
        case .android, .flutterClamping: 8000
        case .flutter: rate == .fast ? 64000 : 8000
        }
    }

    /// Whether a drag may pull the content past its edges (and a fling overshoot them).
    public var overscrolls: Bool {
        switch self {
        case .ios, .flutter: true
        case .android, .flutterClamping: false
        }
    }
}
