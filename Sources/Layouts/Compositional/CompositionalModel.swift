import LayoutCore

/// UICollectionViewCompositionalLayout's description of a screen, with UIKit's names: items in groups,
/// groups in sections, a section per index. What the layout does with it is in `CompositionalTemplate`
/// (one group) and `CompositionalGeometry` (the sections).
public enum CompositionalDimension: Hashable, Sendable {
    /// Points.
    case absolute(Double)
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// Points, as an estimate: cells are not measured, so the estimate is the size.
    case estimated(Double)

    /// Whether it is an estimate, which a self-sizing cell replaces with its item's answer.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The length in points inside a container of `size` (its content, insets taken off). - Complexity: O(1).
    public func resolved(in size: Size) -> Double {
        switch self {
        case .absolute(let points), .estimated(let points): points
        case .fractionalWidth(let fraction): fraction * size.width
        case .fractionalHeight(let fraction): fraction * size.height
        }
    }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
public struct CompositionalSize: Hashable, Sendable {
    public var width: CompositionalDimension
    public var height: CompositionalDimension

    /// The dimension along `axis`: the width for a horizontal axis, the height for a vertical one.
    public func length(along axis: Axis) -> CompositionalDimension { axis == .horizontal ? width : height }

    public init(width: CompositionalDimension, height: CompositionalDimension) {
        self.width = width
        self.height = height
    }

    /// The size in points inside a container of `size`. - Complexity: O(1).
    public func resolved(in size: Size) -> Size {
        Size(width: width.resolved(in: size), height: height.resolved(in: size))
    }
}

/// `NSCollectionLayoutItem`: a cell's size, the insets that shrink it inside the space it is given (along
/// an axis whose dimension is not `estimated`), and a badge anchored to it.
public struct CompositionalItem: Hashable, Sendable {
    public var size: CompositionalSize
    public var contentInsets: EdgeInsets = .zero
    /// Space kept around the item in its group; nil for none.
    public var edgeSpacing: CompositionalEdgeSpacing?
    /// A `badge` supplementary view on each of the item's cells; nil for none.
    public var badge: CompositionalBadge?

    public init(size: CompositionalSize, contentInsets: EdgeInsets = .zero, badge: CompositionalBadge? = nil) {
        self.size = size
        self.contentInsets = contentInsets
        self.badge = badge
    }

    /// The insets that shrink the cell: `contentInsets`, zero along an axis whose dimension is `estimated`
    /// (UIKit ignores them there: the estimate, or the cell's measured length, is the cell's whole length).
    /// - Complexity: O(1).
    var appliedContentInsets: EdgeInsets {
        var insets = contentInsets
        if size.width.isEstimated {
            insets.left = 0
            insets.right = 0
        }
        if size.height.isEstimated {
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }
}

/// `NSCollectionLayoutSpacing` on an edge: `points` exactly, or at least `points` when flexible.
public struct CompositionalSpacing: Hashable, Sendable {
    public var points: Double
    public var isFlexible: Bool

    public init(points: Double, isFlexible: Bool = false) {
        self.points = points
        self.isFlexible = isFlexible
    }
}

/// `NSCollectionLayoutEdgeSpacing`: space kept around an item (or a nested group) in its group. Along the
/// group's direction it takes room before and after the subitem; across it, it moves the subitem inside
/// the group. A flexible edge takes at least its points and a share of the room left: along the direction,
/// the room the group's subitems leave, shared equally by every flexible edge and (with flexible
/// `interItemSpacing`) every gap; across it, the room the subitem leaves, all of it, or half each when both
/// edges are flexible (which centres it).
public struct CompositionalEdgeSpacing: Hashable, Sendable {
    public var leading: CompositionalSpacing?
    public var top: CompositionalSpacing?
    public var trailing: CompositionalSpacing?
    public var bottom: CompositionalSpacing?

    public init(
        leading: CompositionalSpacing? = nil, top: CompositionalSpacing? = nil, trailing: CompositionalSpacing? = nil,
        bottom: CompositionalSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the subitem along `axis`: leading for a horizontal one, top for a vertical one.
    func before(along axis: Axis) -> CompositionalSpacing? { axis == .horizontal ? leading : top }

    /// The spacing after the subitem along `axis`.
    func after(along axis: Axis) -> CompositionalSpacing? { axis == .horizontal ? trailing : bottom }
}

/// `NSCollectionLayoutSupplementaryItem` with an `NSCollectionLayoutAnchor`: a view of `size` (resolved in
/// its cell's frame) whose `edges` meet the cell's same edges — centred along an axis with neither of its
/// edges — then moved by `fractionalOffset` of its own size and `absoluteOffset` points.
public struct CompositionalBadge: Hashable, Sendable {
    /// An edge of the cell the badge is anchored to.
    public enum Edge: String, CaseIterable, Hashable, Sendable {
        case top, leading, bottom, trailing
    }

    public var size: CompositionalSize
    public var edges: Set<Edge>
    public var fractionalOffset = Vector(dx: 0, dy: 0)
    public var absoluteOffset = Vector(dx: 0, dy: 0)
    public var zIndex = 1

    public init(size: CompositionalSize, edges: Set<Edge>) {
        self.size = size
        self.edges = edges
    }

    /// The badge's frame on a cell of `frame`. - Complexity: O(1).
    public func frame(on cell: Rect) -> Rect {
        let own = size.resolved(in: cell.size)
        let x =
            edges.contains(.leading)
            ? cell.minX : edges.contains(.trailing) ? cell.maxX - own.width : cell.midX - own.width / 2
        let y =
            edges.contains(.top)
            ? cell.minY : edges.contains(.bottom) ? cell.maxY - own.height : cell.midY - own.height / 2
        return Rect(
            x: x + fractionalOffset.dx * own.width + absoluteOffset.dx,
            y: y + fractionalOffset.dy * own.height + absoluteOffset.dy, width: own.width, height: own.height)
    }
}

/// `NSCollectionLayoutGroup`: subitems laid along `direction`, `interItemSpacing` apart, inside the group's
/// size less its `contentInsets`. Without `count` the subitems are taken in turn, again from the first, as
/// long as the next one fits; with `count` the single subitem is repeated that many times, each given an
/// equal share of the group's length. A custom group (`customFrames`) places its cells at those frames,
/// relative to its origin, as a custom item provider would.
public struct CompositionalGroup: Hashable, Sendable {
    /// An item or a nested group.
    public indirect enum Subitem: Hashable, Sendable {
        case item(CompositionalItem)
        case group(CompositionalGroup)

        /// The space kept around it in its group.
        var edgeSpacing: CompositionalEdgeSpacing? {
            switch self {
            case .item(let item): item.edgeSpacing
            case .group(let group): group.edgeSpacing
            }
        }
    }

    public var direction: Axis
    public var size: CompositionalSize
    public var subitems: [Subitem]
    /// How many times the single subitem is repeated; nil to fill the group with the subitems in turn.
    public var count: Int?
    /// Points between neighbouring subitems: exactly that (`.fixed`), or at least that (`.flexible`).
    public var interItemSpacing: Double = 0
    /// `NSCollectionLayoutSpacing.flexible`: the subitems that fit with `interItemSpacing` between them
    /// are spread over the group's whole length, the space left shared equally between the gaps.
    public var isSpacingFlexible = false
    public var contentInsets: EdgeInsets = .zero
    /// A custom group's cells, relative to its origin; nil for a horizontal or vertical group.
    public var customFrames: [Rect]?
    /// Space kept around the group in the group holding it; nil for none.
    public var edgeSpacing: CompositionalEdgeSpacing?

    /// The most cells one group holds; filling stops there (a group of tiny items in a large one). With at
    /// most 1,000 section layouts, a layout's solved groups hold at most a million frames.
    public static let maximumCells = 1_000

    public init(
        direction: Axis, size: CompositionalSize, subitems: [Subitem], count: Int? = nil, interItemSpacing: Double = 0,
        contentInsets: EdgeInsets = .zero
    ) {
        self.direction = direction
        self.size = size
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem` of a section: by default a header before its content or a
/// footer after it, along the scroll axis; its `alignment` may put it at the other end or beside the
/// content, `absoluteOffset` moves it from there, and without `extendsBoundary` it takes no room of its own.
public struct CompositionalBoundaryItem: Hashable, Sendable {
    /// `NSRectAlignment`'s edges: `top` and `bottom` are the scroll axis's ends in a vertical layout and
    /// its sides in a horizontal one; `leading` and `trailing` the other way round.
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case top, bottom, leading, trailing
    }

    /// `header` or `footer`.
    public var kind: ElementKind
    public var size: CompositionalSize
    /// Where it sits; nil for the kind's own place: a header before the content, a footer after it.
    public var alignment: Alignment?
    /// Points it is moved by from its aligned place.
    public var absoluteOffset = Vector(dx: 0, dy: 0)
    /// Whether the section grows by its length (UIKit's default); otherwise it lies over the content's edge.
    public var extendsBoundary = true
    /// Stays at the visible edge while its section is on screen, as a pinned flow header does.
    public var pinToVisibleBounds = false
    public var zIndex = 0

    public init(kind: ElementKind, size: CompositionalSize, pinToVisibleBounds: Bool = false, zIndex: Int = 0) {
        self.kind = kind
        self.size = size
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}

/// `NSCollectionLayoutSection`: its group repeated along the scroll axis, `interGroupSpacing` apart, until
/// its items are placed; or, orthogonal, repeated across it in one row.
public struct CompositionalSection: Hashable, Sendable {
    public var group: CompositionalGroup
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// The deceleration rate and bounce of an orthogonal section's own scroll view.
    public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
    public var contentInsets: EdgeInsets = .zero
    public var interGroupSpacing: Double = 0
    /// At most one header and one footer.
    public var boundaryItems: [CompositionalBoundaryItem] = []
    /// A `background` decoration behind the section, its frame the section's inset by these insets; nil
    /// for none.
    public var backgroundInsets: EdgeInsets?
    /// The background's zIndex (UIKit's default puts it behind the cells).
    public var backgroundZIndex = -1
    /// The carousel effect its `visibleItemsInvalidationHandler` would apply; nil for none.
    public var visibleItemsEffect: CompositionalItemsEffect?
    /// What its `contentInsets` are measured from; nil for the layout's `contentInsetsReference`.
    public var contentInsetsReference: ContentInsetsReference?

    public init(group: CompositionalGroup) { self.group = group }
}

/// What apps write by hand in a section's `visibleItemsInvalidationHandler` for a carousel, declared: each
/// cell scaled (about its centre) and faded by its distance d from the middle of the view across the
/// section's row, `max(1 − d / W, minimum)` for a view W long along the row, as the commonest handler does.
public struct CompositionalItemsEffect: Hashable, Sendable {
    /// The smallest scale, in (0, 1]; 1 leaves the cells unscaled.
    public var minimumScale: Double
    /// The smallest alpha, in [0, 1]; 1 leaves the cells opaque.
    public var minimumAlpha: Double

    public init(minimumScale: Double = 1, minimumAlpha: Double = 1) {
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
    }
}

/// `UIContentInsetsReference` where it means something headless: the edges a section's `contentInsets` are
/// measured from across the scroll axis.
public enum ContentInsetsReference: String, CaseIterable, Hashable, Sendable {
    /// UIKit's default for sections: the safe area.
    case automatic
    /// The view's own edges.
    case none
    /// The safe area's edges: the view's inset by the layout's `safeArea`.
    case safeArea
}

/// The layout: the scroll direction, the space between sections, and a section layout per section index as a
/// section provider gives them (the last one for every section past the list).
public struct CompositionalConfiguration: Hashable, Sendable {
    public var scrollDirection: Axis = .vertical
    public var interSectionSpacing: Double = 0
    public var sections: [CompositionalSection]
    /// The layout's own header and footer, before the first section and after the last (at most one each),
    /// reported as `layoutHeader` and `layoutFooter` at `[0, 0]`.
    public var boundaryItems: [CompositionalBoundaryItem] = []
    /// What the sections' `contentInsets` are measured from unless a section says otherwise.
    public var contentInsetsReference = ContentInsetsReference.automatic
    /// The view's safe area insets (a notch, the home indicator), in points: with the `automatic` and
    /// `safeArea` references, the sides across the scroll axis add to every section's insets.
    public var safeArea = EdgeInsets.zero

    /// `section` with its `contentInsets` measured from the view's edges: the safe area's sides across the
    /// scroll axis added unless its reference is `none`. - Complexity: O(1).
    func measuredFromTheView(_ section: CompositionalSection) -> CompositionalSection {
        guard (section.contentInsetsReference ?? contentInsetsReference) != .none, safeArea != .zero else {
            return section
        }
        var adjusted = section
        if scrollDirection == .vertical {
            adjusted.contentInsets.left += safeArea.left
            adjusted.contentInsets.right += safeArea.right
        } else {
            adjusted.contentInsets.top += safeArea.top
            adjusted.contentInsets.bottom += safeArea.bottom
        }
        return adjusted
    }

    public init(sections: [CompositionalSection]) { self.sections = sections }
}
