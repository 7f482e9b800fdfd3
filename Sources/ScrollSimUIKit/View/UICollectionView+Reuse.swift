import Foundation

extension UICollectionView {
    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`; nil unregisters it.
    /// Registered again with another class, the identifier's dequeues make cells of the new class: the
    /// pooled cells of the old one are dropped, and so are its cells that end displaying later, as in
    /// UIKit. A class that is not a cell stops with a precondition failure.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reuse.register(Self.viewClass(cellClass, for: "cell identifier \(identifier)"), for: identifier)
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary views of
    /// `elementKind` with `identifier`; nil unregisters it. Registered again with another class, as
    /// `register(_:forCellWithReuseIdentifier:)`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = ReuseQueues.SupplementaryKey(kind: elementKind, identifier: identifier)
        reuse.register(Self.viewClass(viewClass, for: "\(elementKind) \(identifier)"), for: key)
    }

    /// `given` as a class of `View`s; nil for nil. A class of something else stops with a precondition
    /// failure naming `what` it was registered for.
    private static func viewClass<View: UICollectionReusableView>(_ given: AnyClass?, for what: String) -> View.Type? {
        guard let given else { return nil }
        guard let type = given as? View.Type else {
            preconditionFailure("\(given) registered for \(what) is not a \(View.self)")
        }
        return type
    }

    /// A cell for the item at `indexPath`: one that ended displaying (after its `prepareForReuse()`), else
    /// a new one of the class registered for `identifier`. An identifier never registered stops with a
    /// precondition failure (UIKit raises an exception). - Complexity: O(1) amortized.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        dequeuedCell(identifier, for: indexPath)
    }

    /// The cell a dequeue of `identifier` gives: while the view asks again for a reconfigured item's cell,
    /// that cell, as it is (UIKit calls no `prepareForReuse()` then), whose identifier it must be, else a
    /// precondition failure names both, as UIKit requires the same type; otherwise one from the pool or a
    /// new one (`noteDequeued`). - Complexity: O(1) amortized.
    private func dequeuedCell(_ identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard case .reconfiguring(let cell) = viewRequest else { return noteDequeued(reuse.dequeueCell(identifier)) }
        precondition(
            cell.reuseIdentifier == identifier,
            "reconfigureItems: the cell of \(indexPath) was dequeued with \(cell.reuseIdentifier ?? "no identifier"),"
                + " and is dequeued again with \(identifier): a reconfigured item keeps its cell; reload it to change"
                + " its type")
        viewRequest = .dequeued(cell)
        return cell
    }

    /// A supplementary view of `elementKind`, as `dequeueReusableCell(withReuseIdentifier:for:)`.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        noteDequeued(reuse.dequeueSupplementary(kind: elementKind, identifier))
    }

    /// UIKit's message (iOS 18) for a view dequeued without a request or not returned for it.
    static let dequeueMisuse =
        "Expected dequeued view to be returned to the collection view in preparation for display. When the"
        + " collection view's data source is asked to provide a view for a given index path, ensure that a single"
        + " view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the"
        + " collection view. For retrieving an existing view in the collection view, use"
        + " -[UICollectionView cellForItemAtIndexPath:]"

    /// Notes `view`, dequeued: once the view is shown, a dequeue must answer the view's request for an
    /// element, one view a request, as UIKit requires; another stops with a precondition failure and
    /// UIKit's message. - Complexity: O(1).
    private func noteDequeued<View: UICollectionReusableView>(_ view: View) -> View {
        guard engine != nil else { return view }
        guard case .asking = viewRequest else { preconditionFailure("\(Self.dequeueMisuse). Dequeued view: \(view)") }
        viewRequest = .dequeued(view)
        return view
    }

    /// Asks `provide` (the data source) for an element's view and returns it; it must be the one view
    /// dequeued meanwhile, else the view stops with a precondition failure and UIKit's message: a view
    /// made directly, or one dequeued before (a cell kept and returned again, which would be displayed
    /// twice and pooled twice). With `reconfiguring`, a displayed cell asked for again (its dequeue gives
    /// it back), which must be returned. A request made inside another's (a reconfigure in
    /// `cellForItemAt`) leaves the outer one as it stood. - Complexity: O(1) beyond `provide`.
    func requestView<View: UICollectionReusableView>(
        reconfiguring cell: UICollectionViewCell? = nil, _ provide: () -> View
    ) -> View {
        let outer = viewRequest
        viewRequest = cell.map(ViewRequest.reconfiguring) ?? .asking
        let wasAsking = Self.isAskingForView
        Self.isAskingForView = true
        let view = provide()
        Self.isAskingForView = wasAsking
        guard case .dequeued(let dequeued) = viewRequest, dequeued === view else {
            preconditionFailure("\(Self.dequeueMisuse). Returned view: \(view)")
        }
        viewRequest = outer
        return view
    }

    /// Whether a shown view is asking its data source for an element's view (`cellForItemAt`,
    /// `viewForSupplementaryElementOfKind`, a diffable data source's providers): a registration made
    /// meanwhile is one UIKit refuses to dequeue with.
    static var isAskingForView = false

    /// UIKit's message (iOS 15 and later) for a dequeue using a registration made while the view asked for
    /// a cell, in `element`'s words ("a cell", "a supplementary view").
    static func registrationMisuse(_ element: String, _ request: String, _ provider: String) -> String {
        "Attempted to dequeue \(element) using a registration that was created inside \(request) or inside a"
            + " UICollectionViewDiffableDataSource \(provider). Creating a new registration each time \(element) is"
            + " requested will prevent reuse and cause created \(element.dropFirst(2))s to remain inaccessible in"
            + " memory for the lifetime of the collection view. Registrations should be created up front and reused."
    }

    /// A cell of `registration`'s class for `item`, configured by its handler. A registration made while
    /// a view asked for an element's view (in `cellForItemAt` or a cell provider, lazily too) stops with a
    /// precondition failure and UIKit's message. - Complexity: O(1) amortized, plus the handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        guard !registration.isMadeInRequest else {
            preconditionFailure(
                Self.registrationMisuse("a cell", "-collectionView:cellForItemAtIndexPath:", "cell provider")
                    + " Registration: \(registration.reuseIdentifier)")
        }
        let identifier = registration.reuseIdentifier
        if reuse.cellClasses[identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: identifier) }
        guard let cell = dequeuedCell(identifier, for: indexPath) as? Cell else {
            preconditionFailure("the cell dequeued for \(identifier) is not a \(Cell.self)")
        }
        guard let item else { preconditionFailure("dequeueConfiguredReusableCell(using:for:item:) needs an item") }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of `registration`'s class and kind, configured by its handler. A registration
    /// made while a view asked for an element's view stops as in `dequeueConfiguredReusableCell`.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        guard !registration.isMadeInRequest else {
            preconditionFailure(
                Self.registrationMisuse(
                    "a supplementary view", "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
                    "supplementary view provider") + " Registration: \(registration.reuseIdentifier)")
        }
        let kind = registration.elementKind
        let identifier = registration.reuseIdentifier
        let key = ReuseQueues.SupplementaryKey(kind: kind, identifier: identifier)
        if reuse.supplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        guard let view = noteDequeued(reuse.dequeueSupplementary(kind: kind, identifier)) as? Supplementary else {
            preconditionFailure("the view dequeued for \(identifier) is not a \(Supplementary.self)")
        }
        registration.handler(view, kind, indexPath)
        return view
    }

    /// A cell class with the code that configures it for an item, as UIKit's
    /// `UICollectionView.CellRegistration`: registered with the view at its first dequeue.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// A main-actor closure, as the iOS 17 and 18 SDKs declare it.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        /// One identifier per cell class and item type: registrations that share both share a pool.
        let reuseIdentifier = "CellRegistration<\(String(reflecting: Cell.self)), \(String(reflecting: Item.self))>"
        /// Whether it was made while a view asked for an element's view (UIKit refuses to dequeue with it).
        let isMadeInRequest = UICollectionView.isAskingForView

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class and kind with the code that configures it, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// A main-actor closure, as the cell registration's.
        public typealias Handler =
            @MainActor (
                _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
            ) -> Void
        let elementKind: String
        let handler: Handler
        let reuseIdentifier = "SupplementaryRegistration<\(String(reflecting: Supplementary.self))>"
        /// Whether it was made while a view asked for an element's view (UIKit refuses to dequeue with it).
        let isMadeInRequest = UICollectionView.isAskingForView

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }
}

/// Where a shown view's request for an element's view (`cellForItemAt`, `viewForSupplementaryElementOfKind`)
/// stands: UIKit takes one dequeued view per request.
enum ViewRequest {
    /// No request under way: a dequeue now is a misuse.
    case none
    /// The data source is asked, and has dequeued nothing yet.
    case asking
    /// The data source dequeued this view for the request.
    case dequeued(UICollectionReusableView)
    /// The data source is asked again for this displayed cell (its item reconfigured): a dequeue gives it.
    case reconfiguring(UICollectionViewCell)
}
