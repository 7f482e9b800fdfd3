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
    /// iOS 17's `uniformAcrossSiblings(estimate:)`: an estimate, and a self-sizing cell takes the longest
    /// answer of its group's cells of this dimension, so that they are all as long.
    case uniformAcrossSiblings(Double)

    /// Whether it is an estimate, which a self-sizing cell replaces with its item's answer.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }

    /// Whether it is `uniformAcrossSiblings`.
    public var isUniform: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    /// The length in points inside a container of `size` (its content, insets taken off). - Complexity: O(1).
    public func resolved(in size: Size) -> Double {
        switch self {
        case .absolute(let points), .estimated(let points), .uniformAcrossSiblings(let points): points
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
/// an axis whose dimension is not `estimated`), and the supplementary views anchored to it.
public struct CompositionalItem: Hashable, Sendable {
    public var size: CompositionalSize
    public var contentInsets: EdgeInsets = .zero
    /// Space kept around the item in its group; nil for none.
    public var edgeSpacing: CompositionalEdgeSpacing?
    /// Supplementary views on each of the item's cells (a badge, …), each of its own kind.
    public var supplementaryItems: [CompositionalSupplementaryItem] = []

    public init(
        size: CompositionalSize, contentInsets: EdgeInsets = .zero,
        supplementaryItems: [CompositionalSupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.supplementaryItems = supplementaryItems
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
    /// Supplementary views anchored to each instance of the group, reported at its first cell's index path.
    public var supplementaryItems: [CompositionalSupplementaryItem] = []

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

/// `NSCollectionLayoutBoundarySupplementaryItem` of a section (or of the layout): of any element kind, by
/// default (a header, a footer) before its content or after it along the scroll axis; its `alignment` may
/// put it at the other end, beside the content or in a corner, `absoluteOffset` moves it from there, its
/// `contentInsets` shrink it inside the room it is given, and without `extendsBoundary` it takes no room.
public struct CompositionalBoundaryItem: Hashable, Sendable {
    /// `NSRectAlignment`: `top` and `bottom` are the scroll axis's ends in a vertical layout and its sides
    /// in a horizontal one; `leading` and `trailing` the other way round; a corner is an end and a side.
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    /// Its element kind: `header`, `footer` or any other name.
    public var kind: ElementKind
    public var size: CompositionalSize
    /// Where it sits; nil for the kind's own place: a footer after the content, any other kind before it.
    public var alignment: Alignment?
    /// Shrink its frame inside the room it is given (`NSCollectionLayoutItem.contentInsets`: applied once
    /// it is placed); the room it takes is its whole size.
    public var contentInsets = EdgeInsets.zero
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
    /// Its boundary items, each of its own kind.
    public var boundaryItems: [CompositionalBoundaryItem] = []
    /// Whether its boundary items lie within its `contentInsets` across the scroll axis (UIKit's default);
    /// otherwise they are measured from `supplementaryContentInsetsReference` alone.
    public var supplementariesFollowContentInsets = true
    /// What its boundary items are measured from across the scroll axis; nil (`automatic`) for what its
    /// `contentInsets` are measured from.
    public var supplementaryContentInsetsReference: ContentInsetsReference?
    /// Its decoration views (a `background`, …), each of its own kind, behind the section.
    public var decorationItems: [CompositionalDecorationItem] = []
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

/// `UIContentInsetsReference`: the edges a section's `contentInsets` are measured from across the scroll
/// axis (`CompositionalConfiguration.referenceInsets` says where each lies).
public enum ContentInsetsReference: String, CaseIterable, Hashable, Sendable {
    /// UIKit's default for sections: the safe area.
    case automatic
    /// The view's own edges.
    case none
    /// The safe area's edges: the view's inset by the layout's `safeArea`.
    case safeArea
    /// The layout margins' edges: the safe area's inset by the layout's `layoutMargins`.
    case layoutMargins
    /// The readable content guide's edges: the layout margins', narrowed to `readableContentWidth`, centred.
    case readableContent
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
    /// The view's layout margins inside its safe area, in points (the `layoutMargins` reference): UIKit's
    /// `systemMinimumLayoutMargins` for a view controller's root view at compact width, 16 pt each side.
    public var layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    /// The readable content guide's largest width, in points (the `readableContent` reference): 672 pt,
    /// its width at the default text size.
    public var readableContentWidth = 672.0

    public init(sections: [CompositionalSection]) { self.sections = sections }
}
