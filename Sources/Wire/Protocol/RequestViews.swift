import Simulation

/// The views a request may name, as `RequestDecoder` asks about them: the spec of the one view a request
/// names, looked up once, and every id, read only for the suggestion of a `not_found` error.
public protocol RequestViews: Sendable {
    /// The current spec of the view `id`; nil when there is none.
    func spec(of id: String) -> ViewSpec?
    /// Every view's id, in creation order.
    var viewIDs: [String] { get }
}

/// The daemon decodes a request against its simulator: no list of the views is made per line.
extension Simulator: RequestViews {}

/// Views given as a list: what a decoder off the loop holds (the views as they were when the line came,
/// not the simulator, which the loop goes on changing), and what tests give.
public struct ListedViews: RequestViews {
    public var views: [(id: String, spec: ViewSpec)]

    public init(_ views: [(id: String, spec: ViewSpec)]) {
        self.views = views
    }

    /// - Complexity: O(views).
    public func spec(of id: String) -> ViewSpec? {
        views.first { $0.id == id }?.spec
    }

    public var viewIDs: [String] { views.map(\.id) }
}
