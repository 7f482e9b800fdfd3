import Foundation

/// Items (or groups) laid along a direction, as UIKit's `NSCollectionLayoutGroup`: its subitems taken in
/// turn as long as the next fits, or one subitem repeated `count` times, or a custom group's frames.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        /// The item provider, called with the group's own size as its container's.
        case custom((NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])

        /// Whether the group places its cells at its provider's frames.
        var isCustom: Bool {
            if case .custom = self { return true }
            return false
        }
    }

    let arrangement: Arrangement
    /// How many times the single subitem is repeated; nil to fill with the subitems in turn.
    let count: Int?
    /// The group's items and nested groups.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between neighbouring subitems; nil for none.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// The supplementary views anchored to each instance of the group, reported at its first cell's index
    /// path; settable on a group, as in UIKit.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    /// A horizontal or vertical group needs a subitem, and repeats it at least once: one with no subitems,
    /// or a `count` below 1, stops with a precondition failure naming it (there is nothing to lay the
    /// section's items out with).
    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?)
    {
        precondition(
            arrangement.isCustom || !subitems.isEmpty,
            "NSCollectionLayoutGroup: a horizontal or vertical group needs subitems")
        precondition((count ?? 1) >= 1, "NSCollectionLayoutGroup: count \(count ?? 1) is below 1")
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group laying `subitems` left to right, in turn, as long as the next one fits.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` left to right, sharing its width equally.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    /// iOS 16's name for `horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group laying `subitems` top to bottom, in turn, as long as the next one fits.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` top to bottom, sharing its height equally.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// iOS 16's name for `vertical(layoutSize:subitem:count:)`.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group whose cells lie at the frames `itemProvider` gives, relative to the group; the provider is
    /// called once per prepare per section layout, its environment's container the group's resolved size.
    public static func custom(
        layoutSize: NSCollectionLayoutSize,
        itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }
}

/// What a custom group's item provider returns, as UIKit's type alias: a main-actor closure, as the section
/// provider.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (NSCollectionLayoutEnvironment) ->
    [NSCollectionLayoutGroupCustomItem]

/// A custom group's cell: its frame relative to the group, as UIKit's `NSCollectionLayoutGroupCustomItem`
/// (without a zIndex: cells take the layout's).
@MainActor
public final class NSCollectionLayoutGroupCustomItem: Sendable {
    public let frame: CGRect

    public init(frame: CGRect) {
        self.frame = frame
    }
}
