import LayoutCore

extension Simulator {
    /// The view's layout as it shows it now (its orthogonal sections scrolled as they are), for a host
    /// answering layout questions itself (ScrollSimUIKit's `contentSize`, `layoutAttributesForItem(at:)`);
    /// nil for a view that does not exist. - Complexity: O(views + sections scrolled).
    public func layout(of id: String) -> (any CollectionLayout)? {
        index(of: id).map { views[$0].layout }
    }
}
