/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: whether a section's groups follow each other
/// across the view's scroll axis, in one row that scrolls on its own, and how that row comes to rest.
public enum OrthogonalScrollingBehavior: String, CaseIterable, Hashable, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17): the deceleration rate and bounce of
/// an orthogonal section's own scroll view, each `automatic` unless the section says otherwise.
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    /// How the section's scroll view bounces at its edges.
    public enum Bounce: String, CaseIterable, Hashable, Sendable {
        /// As the collection view's own scroll view does (its `bounces`).
        case automatic
        case always
        case never
    }

    /// The fraction of velocity kept per millisecond (UIKit's 0.998 normal, 0.99 fast); nil for `automatic`:
    /// fast for the paging behaviours, the view's own rate for the continuous ones.
    public var decelerationRate: Double?
    public var bounce: Bounce = .automatic

    public init(decelerationRate: Double? = nil, bounce: Bounce = .automatic) {
        self.decelerationRate = decelerationRate
        self.bounce = bounce
    }
}

/// The scroll view UIKit embeds for an orthogonal section: where it lies in the content, how long its own
/// content is and how it comes to rest. Its content offset 0 is the section laid out at rest.
public struct OrthogonalScroller: Hashable, Sendable {
    /// The scroll view's frame in the collection view's content, in points: as wide as the view across its
    /// scroll axis (the section's insets are the embedded view's insets), as long as one group along it.
    public var frame: Rect
    /// The axis it scrolls along: across the collection view's.
    public var axis: Axis
    /// The length of its content along `axis`, in points: the leading inset (and centring), the groups and
    /// the spacing between them, the trailing inset (and centring).
    public var contentLength: Double
    /// The distance between the leading edges of neighbouring groups, in points: the group's length plus
    /// the section's `interGroupSpacing`. Group k rests at the leading boundary (or centred, for
    /// `groupPagingCentered`) at offset k · groupPitch.
    public var groupPitch: Double
    public var behavior: OrthogonalScrollingBehavior
    public var properties: OrthogonalScrollingProperties

    public init(
        frame: Rect, axis: Axis, contentLength: Double, groupPitch: Double, behavior: OrthogonalScrollingBehavior,
        properties: OrthogonalScrollingProperties
    ) {
        self.frame = frame
        self.axis = axis
        self.contentLength = contentLength
        self.groupPitch = groupPitch
        self.behavior = behavior
        self.properties = properties
    }

    /// The scroll view's size: its frame's.
    public var viewport: Size { frame.size }

    /// The largest offset it rests at along `axis` (0 when the content fits), in points.
    public var maximumOffset: Double { max(0, contentLength - frame.size.length(along: axis)) }
}
