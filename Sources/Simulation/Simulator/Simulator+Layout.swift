import LayoutCore

extension Simulator {
    /// The view's layout as it shows it now (its orthogonal sections scrolled as they are), for a host
    /// answering layout questions itself (ScrollSimUIKit's `contentSize`, `layoutAttributesForItem(at:)`);
    /// nil for a view that does not exist. The view is read in place: `index(of:).map { views[$0].layout }`
    /// copied the whole view (its references retained and released) at each call, and ScrollSimUIKit reads
    /// the layout for each of the app's layout questions. - Complexity: O(views + sections scrolled).
    public func layout(of id: String) -> (any CollectionLayout)? {
        guard let index = index(of: id) else { return nil }
        return views[index].layout
    }
}
