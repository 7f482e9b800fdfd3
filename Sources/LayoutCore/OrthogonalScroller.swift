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
    /// Where each group rests: the offset that puts it at the leading boundary (or centred, for
    /// `groupPagingCentered`).
    public var groupRests: GroupRests
    public var behavior: OrthogonalScrollingBehavior
    public var properties: OrthogonalScrollingProperties
    /// How many groups the row holds (0 without items).
    public var groupCount: Int
    /// How many of the section's items each group holds, in item order (the last group may hold fewer):
    /// group k's first item is k · `itemsPerGroup`.
    public var itemsPerGroup: Int

    public init(
        frame: Rect, axis: Axis, contentLength: Double, groupRests: GroupRests,
        behavior: OrthogonalScrollingBehavior, properties: OrthogonalScrollingProperties, groupCount: Int = 0,
        itemsPerGroup: Int = 1
    ) {
        self.frame = frame
        self.axis = axis
        self.contentLength = contentLength
        self.groupRests = groupRests
        self.behavior = behavior
        self.properties = properties
        self.groupCount = groupCount
        self.itemsPerGroup = itemsPerGroup
    }

    /// The scroll view's size: its frame's.
    public var viewport: Size { frame.size }

    /// The largest offset it rests at along `axis` (0 when the content fits), in points.
    public var maximumOffset: Double { max(0, contentLength - frame.size.length(along: axis)) }

    /// Where its last group rests, in points along `axis`; nil without groups. - Complexity: O(1).
    public var lastGroupRest: Double? { groupCount > 0 ? groupRests.rest(ofGroup: groupCount - 1) : nil }
}

extension OrthogonalScroller {
    /// The offsets at which an orthogonal section's groups rest, in points along its axis.
    public enum GroupRests: Hashable, Sendable {
        /// Groups of one length: group k rests at k · pitch (the group's length plus the section's
        /// `interGroupSpacing`).
        case uniform(pitch: Double)
        /// Groups that size themselves: group k rests at `offsets[k]`, ascending.
        case listed([Double])

        /// The group whose rest is nearest `offset`; nil when there is none to rest on.
        /// - Complexity: O(1) for uniform groups, O(log groups) for listed ones.
        public func nearestGroup(to offset: Double) -> Int? {
            switch self {
            case .uniform(let pitch):
                let group = (offset / pitch).rounded()
                // Bounded so that a group or two on from it stays an Int.
                guard pitch > 0, abs(group) < 1e15 else { return nil }
                return Int(group)
            case .listed(let offsets):
                guard !offsets.isEmpty else { return nil }
                let after = offsets.partitionPoint(in: 0..<offsets.count) { $0 >= offset }
                guard after > 0 else { return 0 }
                guard after < offsets.count else { return offsets.count - 1 }
                return offset - offsets[after - 1] <= offsets[after] - offset ? after - 1 : after
            }
        }

        /// Where group `group` rests, the nearest group there is when `group` is past either end.
        /// - Complexity: O(1).
        public func rest(ofGroup group: Int) -> Double {
            switch self {
            case .uniform(let pitch): return Double(group) * pitch
            case .listed(let offsets): return offsets[min(max(group, 0), offsets.count - 1)]
            }
        }
    }
}
