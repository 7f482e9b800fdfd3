import Foundation

/// UIKit's additions to Foundation's `IndexPath` for collection views: a section index and an item
/// within it.
extension IndexPath {
    /// The index path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section index: the first index. Setting it on an empty path is a precondition failure, as in
    /// UIKit.
    public var section: Int {
        get {
            precondition(count == 2, "an index path of a collection view has two indexes, section and item")
            return self[0]
        }
        set {
            precondition(count == 2, "an index path of a collection view has two indexes, section and item")
            self[0] = newValue
        }
    }

    /// The item index within the section: the second index.
    public var item: Int {
        get {
            precondition(count == 2, "an index path of a collection view has two indexes, section and item")
            return self[1]
        }
        set {
            precondition(count == 2, "an index path of a collection view has two indexes, section and item")
            self[1] = newValue
        }
    }
}
