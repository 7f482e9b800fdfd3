import Foundation
import LayoutCore
import Simulation

/// A collection view, as UIKit's `UICollectionView` is, simulated: its layout, data source and delegates
/// are the app's own objects, called as UIKit calls them once a ``ScrollSimUIKitDriver`` shows the view.
/// Before that the view holds what it is given and displays nothing.
open class UICollectionView: UIScrollView {
    /// The kinds of element a layout places, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The kind of a flow layout's section header.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footer.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout. Set it before the driver shows the view: a shown view keeps the layout it was shown
    /// with (changing it is not modelled and stops with a precondition failure).
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            precondition(engine == nil, "changing the layout of a shown collection view is not modelled")
            collectionViewLayout.collectionView = self
        }
    }
    /// The delegate (scrolling, display and selection callbacks, and a flow layout's sizing questions),
    /// held weakly.
    public var delegate: (any UICollectionViewDelegate)? {
        get { weakDelegate }
        set { weakDelegate = newValue }
    }
    /// Where counts, cells and supplementary views come from, held weakly.
    public var dataSource: (any UICollectionViewDataSource)? {
        get { weakDataSource }
        set { weakDataSource = newValue }
    }
    /// Told of items coming within the prefetch range; read when the driver shows the view.
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether `prefetchDataSource` is called; read when the driver shows the view.
    public var isPrefetchingEnabled = true
    /// Whether a tap selects an item.
    public var allowsSelection = true
    /// Whether a tap selects an item without deselecting the others (and a tap on a selected one
    /// deselects it).
    public var allowsMultipleSelection = false

    /// The simulation showing the view; nil until a driver shows it.
    var engine: Engine?
    /// `delegate` and `dataSource`, stored internally: the compiler checks the exclusive access of an
    /// internal property statically, where a public one's costs a runtime check at each read (each event).
    private weak var weakDelegate: (any UICollectionViewDelegate)?
    private weak var weakDataSource: (any UICollectionViewDataSource)?
    /// Registered classes and reuse pools.
    let reuse = ReuseQueues()
    /// The cells displayed, by the simulator's stable item id (which follows an item through moves). Made
    /// with room for 32 (64 buckets, about 9 KB): a removal shifts back, hashing each again, the entries
    /// that follow the removed one up to a free bucket, and a screen of a dozen cells leaves most free.
    /// Not checked for exclusive access at run time (as the hashing of its keys is code of another module,
    /// the compiler cannot prove its accesses apart, and checks each: two per cell displayed or ended): its
    /// accesses run only the keys' hashing and equality and this module's closures, none of which touches
    /// the view, so no access can overlap another.
    @exclusivity(unchecked) var shownCells = [ItemID: ShownElement<UICollectionViewCell>](minimumCapacity: 32)
    /// The attributes object the cell last displayed took (`apply(_:)`), given to the next cell displayed
    /// when nothing else holds it (the cell kept no reference): no object is made for each cell displayed.
    var spareCellAttributes: UICollectionViewLayoutAttributes?
    /// The supplementary views displayed, by kind and index path.
    /// Not checked for exclusive access at run time, as ``shownCells`` (the compiler checked one access at each
    /// dispatch, hoisted from the pinned views' refresh at each scroll): its accesses run only its keys'
    /// hashing and equality and this module's code, never the app's.
    @exclusivity(unchecked) var shownSupplementaries: [SupplementaryKey: ShownElement<UICollectionReusableView>] = [:]
    /// The selected items. Not checked for exclusive access at run time, as ``shownCells``: its accesses
    /// run only `IndexPath`'s hashing and equality and this module's closures (a batch's mapping).
    @exclusivity(unchecked) var selection = ItemSelection()
    /// The item counts last read from the data source, by section.
    var itemCounts: [Int] = []
    /// The app's names of the element kinds the layout reports under other names (UIKit's section header
    /// and footer kinds, names longer than ScrollSim's kinds hold), as the layout last gave them.
    var kindNames: [ElementKind: String] = [:]
    /// The data changes applied so far: a change made from an `apply(_:)` that another change's follow-up
    /// called leaves the rest of that follow-up stale (`change(_:)` stops it).
    var changesApplied = 0
    /// Whether the layout shown pins supplementary views to the visible bounds (a flow layout's
    /// `sectionHeadersPinToVisibleBounds`, a compositional boundary item's `pinToVisibleBounds`): each
    /// scroll then gives the displayed ones their attributes again. Read when the driver shows the view.
    var pinsSupplementaries = false
    /// The batch `performBatchUpdates` is collecting; nil outside one.
    var pendingBatch: BatchUpdate?
    /// The completions of the batches nested in the one being collected: called with it.
    var nestedCompletions: [(Bool) -> Void] = []
    /// The completions of the animated data changes under way, oldest first: each is called when the
    /// simulator ends its change (`didEndBatchUpdates`), with `false` when another change interrupted it.
    var batchCompletions: [((Bool) -> Void)?] = []
    /// The cells of items an animated change deleted or reloaded, fading out until their
    /// `didEndDisplaying`: no longer visible items (UIKit's `visibleCells` lists the new layout's). By item
    /// id, oldest first: an item reloaded twice in a row may have two.
    /// Not checked for exclusive access at run time, as ``shownCells`` (its keys' hashing is another module's
    /// code; each cell ended reads it).
    @exclusivity(unchecked) var leavingCells: [ItemID: [UICollectionViewCell]] = [:]
    /// The supplementary views of sections an animated change reloaded, fading out until their
    /// `didEndDisplayingSupplementaryView` while the section's new views fade in at the same places: by
    /// kind and index path before the change, oldest first.
    var leavingSupplementaries: [SupplementaryKey: [UICollectionReusableView]] = [:]
    /// Whether the release now being dispatched already asked the delegate for its target.
    var releaseAsked = false
    /// Where the view's request for an element's view stands (`UICollectionView+Reuse.swift`).
    var viewRequest = ViewRequest.none

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// UIKit's collection view needs a layout: use `init(frame:collectionViewLayout:)`.
    @available(*, unavailable, message: "a collection view needs a layout: init(frame:collectionViewLayout:)")
    public required init(frame: CGRect) {
        preconditionFailure("a collection view needs a layout: init(frame:collectionViewLayout:)")
    }

    @available(*, unavailable, message: "Interface Builder is not modelled")
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The content's size as the layout gives it, in points; zero until a driver shows the view.
    open override var contentSize: CGSize {
        get { engine?.layout.map { CGSize($0.contentSize) } ?? .zero }
        set {}
    }

    /// Scrolls at once (`scrollViewDidScroll(_:)` when it moves) or animated (then
    /// `scrollViewDidEndScrollingAnimation(_:)`); any drag or momentum stops. A coordinate past ±1e13 pt
    /// is taken as that much; one that is not finite stops with a precondition failure, where UIKit raises.
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard let engine else { return super.setContentOffset(contentOffset, animated: animated) }
        scroll(.scrollTo(view: engine.id, offset: Self.engineOffset(contentOffset), animated: animated))
    }

    /// The number of sections, as last read from the data source.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`, as last read from the data source (0 for a section it does not
    /// have).
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The item counts the data source gives now: `numberOfSections(in:)`, then each section's count.
    /// Counts a view spec could not hold (below zero, past `ViewSpec.maximumSectionCount` sections or
    /// `ViewSpec.maximumItemCount` items in all) stop the process with a message naming the call, as UIKit
    /// raises on counts it cannot take. - Complexity: O(sections) data-source calls.
    func readItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        precondition(
            (0...ViewSpec.maximumSectionCount).contains(sections),
            "numberOfSections(in:) returned \(sections): a view has 0 to \(ViewSpec.maximumSectionCount) sections")
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        var total = 0
        for section in 0..<sections {
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            precondition(
                count >= 0 && count <= ViewSpec.maximumItemCount - total,
                "collectionView(_:numberOfItemsInSection: \(section)) returned \(count): a view has 0 to "
                    + "\(ViewSpec.maximumItemCount) items in all")
            total += count
            counts.append(count)
        }
        return counts
    }
}

/// An element on screen: its view and its attributes as last displayed.
struct ShownElement<View: UICollectionReusableView> {
    var view: View
    var attributes: LayoutAttributes
}

/// A supplementary element's identity on screen.
struct SupplementaryKey: Hashable {
    var kind: ElementKind
    var indexPath: LayoutCore.IndexPath
}
