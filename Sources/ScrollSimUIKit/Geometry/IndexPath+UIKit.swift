import Foundation

/// UIKit's additions to Foundation's `IndexPath` for collection views: a section index and an item
/// within it.
extension IndexPath {
    /// The index path of `item` in `section`. Built by appending the two indexes, which Foundation keeps
    /// inline: `init(indexes:)` would allocate an array for them first. - Complexity: O(1), no allocation.
    public init(item: Int, section: Int) {
        self.init()
        append(section)
        append(item)
    }

    /// The section index: the first index. Reading or setting it on a path without two indexes is a
    /// precondition failure, as in UIKit.
    public var section: Int {
        get { self[checked: 0] }
        set { self[checked: 0] = newValue }
    }

    /// The item index within the section: the second index.
    public var item: Int {
        get { self[checked: 1] }
        set { self[checked: 1] = newValue }
    }

    /// Index `position` of a collection view's index path, which has two.
    private subscript(checked position: Int) -> Int {
        get {
            precondition(count == 2, "an index path of a collection view has two indexes, section and item")
            return self[position]
        }
        set {
            precondition(count == 2, "an index path of a collection view has two indexes, section and item")
            self[position] = newValue
        }
    }
}
