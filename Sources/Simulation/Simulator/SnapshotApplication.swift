import LayoutCore

/// A diffable data source's `apply(_:animatingDifferences:)` on a view: the new snapshot's section and
/// item identifiers, the items to reload and to reconfigure and the sections to reload (identifiers in the
/// new snapshot), and whether the change animates. The batch it stands for is the `SnapshotDifference` from the view's
/// current snapshot (`CollectionData.snapshotIdentifiers()`) to `snapshot`.
public struct SnapshotApplication: Hashable, Sendable {
    public var view: String
    public var snapshot: DiffableSnapshot<String>
    public var reloadItems: [String]
    public var reconfigureItems: [String]
    /// The sections to reload (`reloadSections`): every element of each, its cells and its supplementary
    /// and decoration views, ends and is displayed again, as a batch's `reloadSections` does.
    public var reloadSections: [String]
    /// Answers given with some items (`{id, size, …}`), by identifier: an item the snapshot inserts
    /// carries them (else only its identifier); one reloaded or reconfigured takes them in place of its
    /// own; any other keeps its own, as a cell UIKit neither reloads nor reconfigures keeps its content.
    public var answers: [String: ItemAnswers]
    /// `animatingDifferences`; true unless the step says otherwise, as in UIKit.
    public var animated: Bool
    /// How the content offset follows the change (`OffsetAnchor`); UIKit's `none` unless the step says.
    public var anchor: OffsetAnchor
    /// The animation's duration and curve, when animated.
    public var timing: UpdateTiming

    public init(
        view: String, snapshot: DiffableSnapshot<String>, reloadItems: [String] = [],
        reconfigureItems: [String] = [], reloadSections: [String] = [], answers: [String: ItemAnswers] = [:],
        animated: Bool = true,
        timing: UpdateTiming = .standard, anchor: OffsetAnchor = .none
    ) {
        self.timing = timing
        self.view = view
        self.snapshot = snapshot
        self.reloadItems = reloadItems
        self.reconfigureItems = reconfigureItems
        self.reloadSections = reloadSections
        self.answers = answers
        self.animated = animated
        self.anchor = anchor
    }
}
