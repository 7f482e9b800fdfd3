/// The batch of UIKit operations that turns one diffable snapshot into another, as
/// `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)` applies it through
/// `performBatchUpdates`: index paths follow that method's rules. Deletes, and the items a reload or a
/// reconfigure names, are given before the batch (the old snapshot's index paths); inserts after it (the
/// new snapshot's); moves both.
///
/// - Items of a deleted section are not listed as deleted items, and items of an inserted section are not
///   listed as inserted items: the section operation carries them, as UIKit's `deleteSections` and
///   `insertSections` do (naming them as well is an invalid batch in UIKit).
/// - An item cannot move out of a deleted section or into an inserted one (UIKit refuses such a move): it
///   is deleted with its old section, or deleted from its old place and carried by its new section.
/// - Moves are minimal: of the sections kept, those in a longest run whose old order is kept stay (they do
///   not move, whatever is inserted or deleted around them); the others move. Of the items that stay in the
///   same section (a kept section, whether it moves or not), those in a longest run whose old order is kept
///   stay; the others move. An item that changes section moves. So `[a b c d] → [b c d a]` is one move (of
///   `a`), not three. Ties between runs of the same length go to the one the patience method finds
///   (`LongestIncreasingRun`): `[a b] → [b a]` moves `b`.
///
/// Every list is in ascending order of the index paths it names (moves by their destination).
public struct SnapshotDifference: Hashable, Sendable {
    /// Where one section or item is before the batch (`from`) and after it (`to`): a section's index or an
    /// item's index path. For a reloaded or reconfigured item, `from` is the index path `reloadItems(at:)`
    /// and `reconfigureItems(at:)` take inside `performBatchUpdates`, and `to` where the item is once the
    /// batch is applied (the same item: it may also move).
    public typealias Change<Position: Hashable & Sendable> = BatchUpdate.Move<Position>

    /// The most sections a snapshot may hold: a view's limit (`maximumSectionCount` of the spec decoder).
    public static let maximumSections = 1_000_000
    /// The most items a snapshot may hold over all its sections: a view's limit (`ViewSpec.maximumItemCount`).
    public static let maximumItems = 10_000_000

    /// Old section indices, ascending.
    public var deletedSections: [Int] = []
    /// New section indices, ascending.
    public var insertedSections: [Int] = []
    /// Ascending by destination.
    public var movedSections: [Change<Int>] = []
    /// Old index paths, ascending; none in a deleted section.
    public var deletedItems: [IndexPath] = []
    /// New index paths, ascending; none in an inserted section.
    public var insertedItems: [IndexPath] = []
    /// Ascending by destination; none from a deleted section or into an inserted one.
    public var movedItems: [Change<IndexPath>] = []
    /// Ascending by `from`.
    public var reloadedItems: [Change<IndexPath>] = []
    /// Ascending by `from`.
    public var reconfiguredItems: [Change<IndexPath>] = []

    public init() {}

    /// Whether the batch changes nothing (no operation at all).
    public var isEmpty: Bool { self == SnapshotDifference() }
}
