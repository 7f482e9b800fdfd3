/// The daemon's book of view ids beside the simulator's views: the views being prepared off the loop
/// (their ids and items held against the limits), the views a connection owns (`scope: connection`),
/// owned views whose owner left while they changed off the loop, and the next `vN` id to try.
///
/// Invariants: an id is pending at most once; an orphaned view has no owner; `freeID` never answers an
/// id that is pending or that the caller says exists, and never the same id twice.
struct ViewRegistry {
    /// Views being prepared off the loop, by id, with their item counts.
    private(set) var pending: [String: Int] = [:]
    /// The views created with `scope: connection`, by id, with the connection that owns them.
    private(set) var owners: [String: ConnectionID] = [:]
    /// Owned views whose owner left while they were being changed off the loop: destroyed once back.
    private(set) var orphaned: Set<String> = []
    private var nextNumber = 1

    /// The items of the views being prepared, together. - Complexity: O(pending views).
    var pendingItems: Int { pending.values.reduce(0, +) }

    /// Whether `id` is being prepared off the loop. - Complexity: O(1) expected.
    func isPending(_ id: String) -> Bool { pending[id] != nil }

    /// Holds `id` and its `items` while the view is prepared off the loop.
    mutating func hold(_ id: String, items: Int) {
        assert(pending[id] == nil, "view \(id) is pending already")
        pending[id] = items
    }

    /// Lets go of a view that was prepared (installed or refused).
    mutating func release(_ id: String) {
        pending[id] = nil
    }

    /// Makes `view` the connection's.
    mutating func own(_ view: String, by owner: ConnectionID) {
        owners[view] = owner
    }

    /// The view is gone: no connection owns it any more.
    mutating func disown(_ view: String) {
        owners[view] = nil
    }

    /// The views `owner` owns, in id order, no longer owned. - Complexity: O(owned views × log).
    mutating func takeViews(ownedBy owner: ConnectionID) -> [String] {
        let owned = owners.filter { $0.value == owner }.keys.sorted()
        for view in owned { owners[view] = nil }
        return owned
    }

    /// Marks a view whose owner left while it changed off the loop, to destroy once the change is in.
    mutating func orphan(_ view: String) {
        assert(owners[view] == nil, "view \(view) still has an owner")
        orphaned.insert(view)
    }

    /// Whether `view` was orphaned; it is not any more. - Complexity: O(1) expected.
    mutating func takeOrphan(_ view: String) -> Bool {
        orphaned.remove(view) != nil
    }

    /// `v1`, `v2`, …: the first neither pending nor `exists`, from after the last one answered.
    /// - Complexity: O(ids skipped × `exists`).
    mutating func freeID(exists: (String) -> Bool) -> String {
        while exists("v\(nextNumber)") || pending["v\(nextNumber)"] != nil { nextNumber += 1 }
        defer { nextNumber += 1 }
        return "v\(nextNumber)"
    }
}
