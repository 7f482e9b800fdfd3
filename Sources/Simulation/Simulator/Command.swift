import LayoutCore

/// Where `scrollToItem` puts the item, as UICollectionView.ScrollPosition.
public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
    case top, centeredVertically, bottom, left, centeredHorizontally, right
}

/// What a gesture moves: the view's own scroll view or an orthogonal section's.
public enum GestureTarget: Hashable, Sendable {
    /// The view's own scroll view.
    case view
    /// Orthogonal section N's own scroll view.
    case section(Int)
    /// What a touch going down at this point of the view (points from its top-left) moves, as a hit test
    /// finds it: the orthogonal section whose scroll view is under the point when the gesture moves more
    /// along that section's axis than across it (its pan recognizer takes it), the view otherwise.
    case point(Point)
}

/// Something done to a view: a gesture, a programmatic scroll or a data change.
public enum Command: Hashable, Sendable {
    /// A touch moved along a path; it lifts at the path's end. It moves the view, or what `target` names.
    case drag(view: String, path: TouchPath, target: GestureTarget = .view)
    /// A touch released at once with the finger's velocity (pt/s), on the view or what `target` names.
    case fling(view: String, velocity: Vector, target: GestureTarget = .view)
    /// Sets the view's content offset, or with `section` that orthogonal section's own offset (its
    /// coordinate along the section's axis).
    case scrollTo(view: String, offset: Point, animated: Bool, section: Int? = nil)
    /// Scrolls so that the item sits at `position` (nil: the leading edge of each scrolling axis), clamped
    /// to the content.
    case scrollToItem(view: String, item: IndexPath, position: ScrollPosition?, animated: Bool)
    /// A touch on a Safari tab moved along a path (swipe-to-delete, the seed's behaviour); a touch the tab
    /// refuses (not deletable, not mostly horizontal, another layout) is a drag of the view.
    case swipe(view: String, item: IndexPath, path: TouchPath)
    case select(view: String, item: IndexPath)
    case resize(view: String, viewport: Size)
    /// reloadData, with new data or the same.
    case reload(view: String, data: CollectionData?)
    /// Removes items; each displayed one ends with its old index path, then `deleted`.
    case deleteItems(view: String, items: [IndexPath])
    /// Inserts items before `at`; an item without an id gets `"S-I"` from where it lands, suffixed `.n`
    /// when another item has that id already.
    case insertItems(view: String, at: IndexPath, items: [ItemAnswers])
    /// performBatchUpdates: sections and items deleted, inserted, moved, reloaded and reconfigured at
    /// once, by UIKit's index-path rules; animated, the cells shown travel and fade over `timing`
    /// (`UpdateAnimation`), else the change is instant. `anchor` says how the content offset follows the
    /// change (`OffsetAnchor`; UIKit's `none` by default).
    case batchUpdates(
        view: String, batch: BatchUpdate, animated: Bool, timing: UpdateTiming = .standard,
        anchor: OffsetAnchor = .none)
    /// A diffable data source's `apply(_:animatingDifferences:)`: the difference from the view's current
    /// snapshot to the one given, applied as one `batchUpdates`.
    case applySnapshot(SnapshotApplication)

    /// The commands' names, as scenario steps and socket commands write them.
    public enum Name: String, CaseIterable, Sendable {
        case drag, fling, scrollTo, scrollToItem, swipe, select, resize, reload, deleteItems, insertItems,
            batchUpdates, applySnapshot
    }

    /// Whether this is an animated data change (an animated `batchUpdates` or `applySnapshot`).
    var animatesUpdate: Bool {
        switch self {
        case .batchUpdates(_, _, let animated, _, _): animated
        case .applySnapshot(let application): application.animated
        default: false
        }
    }

    /// The command's name, as scenario steps and socket commands write it.
    public var name: Name {
        switch self {
        case .drag: .drag
        case .fling: .fling
        case .scrollTo: .scrollTo
        case .scrollToItem: .scrollToItem
        case .swipe: .swipe
        case .select: .select
        case .resize: .resize
        case .reload: .reload
        case .deleteItems: .deleteItems
        case .insertItems: .insertItems
        case .batchUpdates: .batchUpdates
        case .applySnapshot: .applySnapshot
        }
    }

    /// Whether the command changes the view's data or viewport (and so what it may display at once).
    public var changesData: Bool {
        switch self {
        case .resize, .reload, .deleteItems, .insertItems, .batchUpdates, .applySnapshot: return true
        default: return false
        }
    }

    /// The view the command is for.
    public var view: String {
        switch self {
        case .drag(let view, _, _), .fling(let view, _, _), .scrollTo(let view, _, _, _),
            .scrollToItem(let view, _, _, _),
            .swipe(let view, _, _), .select(let view, _), .resize(let view, _), .reload(let view, _),
            .deleteItems(let view, _),
            .insertItems(let view, _, _), .batchUpdates(let view, _, _, _, _):
            return view
        case .applySnapshot(let application): return application.view
        }
    }
}

/// A command that cannot apply: the view or the item does not exist.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: String, Sendable {
        case notFound = "not_found"
        case conflict
        case invalidParams = "invalid_params"
        case limitExceeded = "limit_exceeded"
    }

    public var code: Code
    public var message: String
    /// The command parameter at fault, as a key path (`item`, `items[2]`, `at`); nil when it is the
    /// command as a whole.
    public var path: String?

    public init(_ code: Code, _ message: String, path: String? = nil) {
        self.code = code
        self.message = message
        self.path = path
    }

    public var description: String { message }
}
