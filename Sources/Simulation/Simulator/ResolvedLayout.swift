import LayoutCore
import Layouts

/// What a layout can do beyond `CollectionLayout`, by the capability protocols it conforms to.
struct LayoutCapabilities: OptionSet, Hashable, Sendable {
    let rawValue: Int

    /// `FocusingLayout`: an item in focus, asked every tick.
    static let focusing = LayoutCapabilities(rawValue: 1 << 0)
    /// `SnappingLayout`: a snap pitch and a fast deceleration, asked on a release.
    static let snapping = LayoutCapabilities(rawValue: 1 << 1)
    /// `OrthogonalScrollingLayout`: sections that scroll on their own, asked every tick once one is scrolled.
    static let orthogonalScrolling = LayoutCapabilities(rawValue: 1 << 2)
    /// `SwipeToDeleteLayout`: a swipe moves a cell aside, asked every tick of a swipe or a deletion.
    static let swipeToDelete = LayoutCapabilities(rawValue: 1 << 3)
    /// `TabPresentingLayout`: a selection's transition, asked on a selection.
    static let tabPresenting = LayoutCapabilities(rawValue: 1 << 4)
    /// `PositionStyledLayout`: a look that depends on where an element is, asked while an update animates.
    static let positionStyled = LayoutCapabilities(rawValue: 1 << 5)

    /// The capabilities `layout` conforms to. - Complexity: one conformance check a capability.
    init(of layout: any CollectionLayout) {
        var found: LayoutCapabilities = []
        if layout is any FocusingLayout { found.insert(.focusing) }
        if layout is any SnappingLayout { found.insert(.snapping) }
        if layout is any OrthogonalScrollingLayout { found.insert(.orthogonalScrolling) }
        if layout is any SwipeToDeleteLayout { found.insert(.swipeToDelete) }
        if layout is any TabPresentingLayout { found.insert(.tabPresenting) }
        if layout is any PositionStyledLayout { found.insert(.positionStyled) }
        self = found
    }

    init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

/// A view's prepared layout with its capabilities found once, by conformance, when the layout is set (a view
/// created, its layout replaced), as UIKit asks a layout's own questions of the delegate protocol beside it.
/// The layout is held as the capability protocol a tick asks of it (focusing, orthogonal scrolling or
/// swipe-to-delete), so that no tick casts it; a layout with more than one of those is held as the first, and
/// its others are found by a cast when asked. The capabilities asked only on an event (snapping on a
/// release, tab presenting on a selection) are cast to then, for a layout that has them alone.
struct ResolvedLayout: Sendable {
    /// The layout, as the first capability of the order above it has (one existential, so that copying a
    /// view copies one layout reference).
    private enum Storage: Sendable {
        case plain(any CollectionLayout)
        case focusing(any FocusingLayout)
        case orthogonalScrolling(any OrthogonalScrollingLayout)
        case swipeToDelete(any SwipeToDeleteLayout)
    }

    private var storage: Storage
    /// What the layout conforms to.
    let capabilities: LayoutCapabilities

    /// `layout` with its capabilities. - Complexity: O(1), a few conformance checks.
    init(_ layout: any CollectionLayout) {
        capabilities = LayoutCapabilities(of: layout)
        if capabilities.contains(.focusing), let focusing = layout as? any FocusingLayout {
            storage = .focusing(focusing)
        } else if capabilities.contains(.orthogonalScrolling), let scrolling = layout as? any OrthogonalScrollingLayout
        {
            storage = .orthogonalScrolling(scrolling)
        } else if capabilities.contains(.swipeToDelete), let swipeable = layout as? any SwipeToDeleteLayout {
            storage = .swipeToDelete(swipeable)
        } else {
            storage = .plain(layout)
        }
    }

    /// The layout. - Complexity: O(1).
    var base: any CollectionLayout {
        switch storage {
        case .plain(let layout): layout
        case .focusing(let layout): layout
        case .orthogonalScrolling(let layout): layout
        case .swipeToDelete(let layout): layout
        }
    }

    /// The layout as a focusing one; nil when it has no focus. The flag is asked first: a layout without the
    /// capability is answered without copying it. - Complexity: O(1).
    var focusing: (any FocusingLayout)? {
        guard capabilities.contains(.focusing) else { return nil }
        if case .focusing(let layout) = storage { return layout }
        return base as? any FocusingLayout
    }

    /// The layout as an orthogonal-scrolling one; nil when no section scrolls on its own. - Complexity: O(1).
    var orthogonalScrolling: (any OrthogonalScrollingLayout)? {
        guard capabilities.contains(.orthogonalScrolling) else { return nil }
        if case .orthogonalScrolling(let layout) = storage { return layout }
        return base as? any OrthogonalScrollingLayout
    }

    /// The layout as a swipe-to-delete one; nil when a swipe does not move its cells. - Complexity: O(1).
    var swipeToDelete: (any SwipeToDeleteLayout)? {
        guard capabilities.contains(.swipeToDelete) else { return nil }
        if case .swipeToDelete(let layout) = storage { return layout }
        return base as? any SwipeToDeleteLayout
    }

    /// The layout as a snapping one; nil when it does not snap. - Complexity: O(1).
    var snapping: (any SnappingLayout)? {
        capabilities.contains(.snapping) ? base as? any SnappingLayout : nil
    }

    /// The layout as a tab-presenting one; nil when a selection has no transition. - Complexity: O(1).
    var tabPresenting: (any TabPresentingLayout)? {
        capabilities.contains(.tabPresenting) ? base as? any TabPresentingLayout : nil
    }

    /// The layout as a position-styled one; nil when its look does not depend on where an element is.
    /// - Complexity: O(1).
    var positionStyled: (any PositionStyledLayout)? {
        capabilities.contains(.positionStyled) ? base as? any PositionStyledLayout : nil
    }

    /// Prepares the layout, from scratch or after `changes`, its storage not copied (`change(_:into:by:)`).
    /// - Complexity: that of the layout's prepare.
    mutating func prepare(_ context: LayoutContext, changes: ItemChanges? = nil) {
        switch storage {
        case .plain(let layout):
            change(consume layout, into: Storage.plain) { $0.prepare(context, changesIfAny: changes) }
        case .focusing(let layout):
            change(consume layout, into: Storage.focusing) { $0.prepare(context, changesIfAny: changes) }
        case .orthogonalScrolling(let layout):
            change(consume layout, into: Storage.orthogonalScrolling) { $0.prepare(context, changesIfAny: changes) }
        case .swipeToDelete(let layout):
            change(consume layout, into: Storage.swipeToDelete) { $0.prepare(context, changesIfAny: changes) }
        }
    }

    /// Changes a swipe-to-delete layout by `body`, its storage not copied when it is held as one; nothing
    /// for the others. - Complexity: that of `body`.
    mutating func updateSwipeToDelete(_ body: (inout any SwipeToDeleteLayout) -> Void) {
        if case .swipeToDelete(let layout) = storage {
            change(consume layout, into: Storage.swipeToDelete, by: body)
        } else if var swipeable = swipeToDelete {
            body(&swipeable)
            self = ResolvedLayout(swipeable)
        }
    }

    /// Changes `layout`, bound out of `storage`, by `body`, and stores it back as `wrap` makes it. The
    /// stored reference is dropped first (`LayoutLeftOut` stands in), so that `layout` is the only
    /// reference to its storage and changes it in place. - Complexity: that of `body`.
    private mutating func change<Layout>(
        _ layout: consuming Layout, into wrap: (Layout) -> Storage, by body: (inout Layout) -> Void
    ) {
        storage = .plain(LayoutLeftOut())
        body(&layout)
        storage = wrap(layout)
    }
}

extension CollectionLayout {
    /// `prepare(_:changes:)` with `changes`, else `prepare(_:)`.
    fileprivate mutating func prepare(_ context: LayoutContext, changesIfAny changes: ItemChanges?) {
        if let changes { prepare(context, changes: changes) } else { prepare(context) }
    }
}

/// What stands in for a layout while it is out of its place (a `ResolvedLayout` changing it, a saved view
/// that left it out): nothing laid out.
struct LayoutLeftOut: CollectionLayout {
    mutating func prepare(_ context: LayoutContext) {}
    var contentSize: Size { .zero }
    func attributes(in rect: Rect, bounds: Rect) -> [LayoutAttributes] { [] }
    func attributes(forItem indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? { nil }
    func attributes(forSupplementary kind: ElementKind, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        nil
    }
    func invalidation(forBoundsChange new: Rect, old: Rect) -> Invalidation { .none }
}
