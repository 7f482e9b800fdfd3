import LayoutCore
import Simulation
import Specs

/// Gestures, programmatic scrolls and data changes: each a step at the current tick, as the scenario step
/// of the same name. Points are `[x, y]`, index paths `[section, item]`; numbers past the scenarios' limits
/// (coordinates beyond 1e13 pt, velocities beyond 1e7 pt/s) are refused, as they are there.
extension ScrollSim {
    /// A finger moving the content by `translation` (`[dx, dy]`, points; negative y scrolls down) over
    /// `duration`, then lifting `moving` (it flings with its last velocity) or `still`. The step lasts
    /// until the finger lifts. With `section`, the drag moves that orthogonal section's own scroll view;
    /// with `at` (`[x, y]`, points from the view's top-left), the finger goes down there and is hit-tested
    /// as the scenario step's and the socket's `at`: inside an orthogonal section's row, a drag moving more
    /// along the row's axis than across it moves the section, anything else the view. Give `section` or
    /// `at`, not both.
    ///
    /// ```swift
    /// try sim.drag(by: [-100, 0], duration: .milliseconds(100), release: .still, at: [100, 100])
    /// ```
    public func drag(
        by translation: [Double], duration: Duration = .milliseconds(300), release: TouchPath.Release = .moving,
        view: String? = nil, section: Int? = nil, at point: [Double]? = nil
    ) throws(ScrollSimFailure) {
        let id = try resolve(view)
        let move = try vector(translation, "translation", bound: NumericDomain.largestCoordinate)
        var path = TouchPath(linear: move, duration: try bounded(duration) / 1000)
        path.release = release
        try apply(.drag(view: id, path: path, target: try target(section: section, at: point)))
        let hooks = self.hooks
        while simulator.isTouching(id) { tick(hooks) }
    }

    /// A touch released at once with the finger's `velocity` (`[dx, dy]`, pt/s: negative y moves the
    /// content up, scrolling toward the end), then momentum. With `section`, that orthogonal section's;
    /// with `at` (`[x, y]`, points from the view's top-left), what a touch there hits, as
    /// ``drag(by:duration:release:view:section:at:)`` says. Give `section` or `at`, not both.
    ///
    /// ```swift
    /// try sim.fling(velocity: [0, -1000])
    /// ```
    public func fling(velocity: [Double], view: String? = nil, section: Int? = nil, at point: [Double]? = nil)
        throws(ScrollSimFailure)
    {
        let id = try resolve(view)
        let finger = try vector(velocity, "velocity", bound: NumericDomain.largestVelocity)
        try apply(.fling(view: id, velocity: finger, target: try target(section: section, at: point)))
    }

    /// Sets the content offset (`[x, y]`, points), at once or animated; with `section`, that orthogonal
    /// section's offset along its axis.
    ///
    /// ```swift
    /// try sim.scrollTo([0, 400])
    /// #expect(try sim.state().contentOffset == [0, 400])
    /// ```
    public func scrollTo(_ offset: [Double], animated: Bool = false, view: String? = nil, section: Int? = nil)
        throws(ScrollSimFailure)
    {
        let id = try resolve(view)
        let point = try vector(offset, "offset", bound: NumericDomain.largestCoordinate)
        try apply(.scrollTo(view: id, offset: Point(x: point.dx, y: point.dy), animated: animated, section: section))
    }

    /// Scrolls so that `item` sits at `position` (its top-left by default), clamped to the content.
    ///
    /// ```swift
    /// try sim.scrollToItem([0, 5])
    /// #expect(try sim.state().visibleItems.first == [0, 5])
    /// ```
    public func scrollToItem(
        _ item: [Int], position: ScrollPosition? = nil, animated: Bool = false, view: String? = nil
    ) throws(ScrollSimFailure) {
        let id = try resolve(view)
        try apply(.scrollToItem(view: id, item: try indexPath(item), position: position, animated: animated))
    }

    /// Selects `item`: `didSelect`.
    ///
    /// ```swift
    /// try sim.select([0, 2])
    /// try sim.expectEvent(.didSelect(item: [0, 2]))
    /// ```
    public func select(_ item: [Int], view: String? = nil) throws(ScrollSimFailure) {
        let id = try resolve(view)
        try apply(.select(view: id, item: try indexPath(item)))
    }

    /// Inserts `count` items before `position` (`[section, item]`), with no answers of their own (the
    /// layout's defaults, not the section's `item`), as a scenario's `insertItems` with a count; each gets
    /// the id `"S-I"` of where it lands, or `"S-I.1"`, `"S-I.2"`, … when that id is taken.
    ///
    /// ```swift
    /// try sim.insertItems(at: [0, 0], count: 2)
    /// #expect(sim.events(matching: .willDisplay(id: "0-0.1")).count == 1)
    /// ```
    public func insertItems(at position: [Int], count: Int = 1, view: String? = nil) throws(ScrollSimFailure) {
        let id = try resolve(view)
        guard (1...ViewSpec.maximumItemsPerChange).contains(count) else {
            throw failure(
                expected: "a count of 1…\(ViewSpec.maximumItemsPerChange) items to insert", actual: "\(count)")
        }
        let items = [ItemAnswers](repeating: ItemAnswers(), count: count)
        try apply(.insertItems(view: id, at: try indexPath(position), items: items))
    }

    /// Deletes `items`: each displayed one ends, then `deleted`.
    ///
    /// ```swift
    /// try sim.deleteItems([[0, 0]])
    /// try sim.expectEvent(.deleted(item: [0, 0]))
    /// ```
    public func deleteItems(_ items: [[Int]], view: String? = nil) throws(ScrollSimFailure) {
        let id = try resolve(view)
        guard items.count <= ViewSpec.maximumItemsPerChange else {
            throw failure(
                expected: "at most \(ViewSpec.maximumItemsPerChange) items to delete", actual: "\(items.count)")
        }
        var paths: [IndexPath] = []
        for item in items { paths.append(try indexPath(item)) }
        try apply(.deleteItems(view: id, items: paths))
    }

    /// One `performBatchUpdates`: sections and items deleted, inserted, moved, reloaded and reconfigured
    /// by UIKit's index-path rules, as a scenario's `batchUpdates`. A moved item keeps its id and cell; a
    /// reloaded displayed item gets a new cell; a reconfigured one keeps its cell. An inconsistent batch
    /// fails and changes nothing. Animated (the default, as in UIKit), the cells shown travel and fade
    /// over `animation` and `didEndBatchUpdates` marks the end; `animated: false` is the instant change.
    /// `anchor` says how the offset follows the change (`OffsetAnchor`: UIKit's `none`,
    /// `firstVisibleItem`, `bottom`).
    ///
    /// ```swift
    /// try sim.batchUpdates(BatchUpdate(moveItems: [.init(from: [0, 1], to: [0, 4])]), animated: false)
    /// try sim.batchUpdates(BatchUpdate(deleteItems: [[0, 1]]), animation: try UpdateTiming(duration: 0.5))
    /// try sim.expectEvent(.didEndBatchUpdates(finished: true), within: .seconds(1))
    /// ```
    public func batchUpdates(
        _ batch: BatchUpdate, animated: Bool = true, animation: UpdateTiming = .standard,
        anchor: OffsetAnchor = .none, view: String? = nil
    ) throws(ScrollSimFailure) {
        let id = try resolve(view)
        try apply(.batchUpdates(view: id, batch: batch, animated: animated, timing: animation, anchor: anchor))
    }

    /// A diffable data source's `apply(_:animatingDifferences:)`: the difference from the view's
    /// current snapshot to `snapshot` (section and item identifiers, in order), applied as one
    /// `batchUpdates`; `reloadItems` and `reconfigureItems` name identifiers of `snapshot`, and
    /// `reloadSections` section identifiers of it (each reloaded as `batchUpdates`' `reloadSections`). Inserted
    /// items carry their identifier and their `answers` (none given: the layout's default size); a
    /// reloaded or reconfigured item given answers takes them. Animated by default, as `batchUpdates`;
    /// `anchor` as for `batchUpdates`.
    ///
    /// ```swift
    /// try sim.applySnapshot(DiffableSnapshot(sections: [.init(id: "0", items: ["0-1", "0-0", "new"])]))
    /// ```
    public func applySnapshot(
        _ snapshot: DiffableSnapshot<String>, reloadItems: [String] = [], reconfigureItems: [String] = [],
        reloadSections: [String] = [], answers: [String: ItemAnswers] = [:], animated: Bool = true,
        animation: UpdateTiming = .standard, anchor: OffsetAnchor = .none, view: String? = nil
    ) throws(ScrollSimFailure) {
        let id = try resolve(view)
        try apply(
            .applySnapshot(
                SnapshotApplication(
                    view: id, snapshot: snapshot, reloadItems: reloadItems, reconfigureItems: reconfigureItems,
                    reloadSections: reloadSections, answers: answers, animated: animated, timing: animation,
                    anchor: anchor)))
    }

    /// reloadData: every displayed element ends and is displayed again.
    ///
    /// ```swift
    /// try sim.reload()
    /// #expect(!sim.events(matching: .didEndDisplaying(item: [0, 0])).isEmpty)
    /// ```
    public func reload(view: String? = nil) throws(ScrollSimFailure) {
        let id = try resolve(view)
        try apply(.reload(view: id, data: nil))
    }

    /// Gives the view a new size (`[width, height]`, points) and lays it out again.
    ///
    /// ```swift
    /// try sim.resize(to: [375, 800])
    /// #expect(try sim.state().visibleItems.count == 4)
    /// ```
    public func resize(to viewport: [Double], view: String? = nil) throws(ScrollSimFailure) {
        let id = try resolve(view)
        let size = try vector(viewport, "viewport", bound: NumericDomain.largestLength)
        guard size.dx >= NumericDomain.smallestLength, size.dy >= NumericDomain.smallestLength else {
            throw failure(expected: "a viewport of positive sides", actual: "\(viewport)")
        }
        try apply(.resize(view: id, viewport: Size(width: size.dx, height: size.dy)))
    }

    /// Applies `command` as a step; a fling asks `releaseTarget` where it rests.
    package func apply(_ command: Command) throws(ScrollSimFailure) {
        let hook = releaseTarget
        try step("\(command.name.rawValue) to apply") { simulator throws(SimulationError) in
            try simulator.apply(command, releaseTarget: hook, adjusting: adjustDisplayed)
        }
    }

    /// `[a, b]` as a vector. - Throws: unless two finite numbers of magnitude at most `bound`.
    private func vector(_ values: [Double], _ name: String, bound: Double) throws(ScrollSimFailure) -> Vector {
        guard values.count == 2, values.allSatisfy({ $0.isFinite && abs($0) <= bound }) else {
            throw failure(expected: "\(name) as two finite numbers of at most \(bound)", actual: "\(values)")
        }
        return Vector(dx: values[0], dy: values[1])
    }

    /// What a gesture moves: the orthogonal `section`, what a touch at `point` hits, or the view.
    /// - Throws: for both given, or a point that is not two finite coordinates of at most 1e13 pt.
    private func target(section: Int?, at point: [Double]?) throws(ScrollSimFailure) -> GestureTarget {
        guard let point else { return section.map(GestureTarget.section) ?? .view }
        guard section == nil else {
            throw failure(expected: "either section or at, not both", actual: "section \(section!), at \(point)")
        }
        let at = try vector(point, "at", bound: NumericDomain.largestCoordinate)
        return .point(Point(x: at.dx, y: at.dy))
    }

    /// `[section, item]` as an index path. - Throws: unless two numbers of at least 0.
    private func indexPath(_ values: [Int]) throws(ScrollSimFailure) -> IndexPath {
        guard values.count == 2, values.allSatisfy({ $0 >= 0 }) else {
            throw failure(expected: "an index path [section, item]", actual: "\(values)")
        }
        return IndexPath(section: values[0], item: values[1])
    }
}
