import LayoutCore

/// One view's visibility state: for each displayed cell, its displayed box, its fraction's level
/// (thresholds reached), its index path and when its viewable dwell began. The displayed cells are held
/// (memory follows what is on screen), so that a move measures only the cells at the viewport's edges;
/// a tick allocates nothing unless a crossing or a dwell is reported.
struct VisibilityTracker: Sendable {
    /// A displayed cell.
    struct Cell: Sendable {
        var indexPath: IndexPath
        /// The frame as drawn, when it was last measured.
        var box: Rect
        var level: Int
        /// When (seconds) it last reached the viewable fraction, while it stays at or above it.
        var viewableSince: Double?
        /// `viewable` was announced for this stretch.
        var announced = false
        /// The observation that last saw it displayed.
        var seenIn = 0
    }

    /// What the visibility phase of a tick reports, in order.
    enum Change: Sendable {
        case fraction(IndexPath, ItemID, Double)
        case viewable(IndexPath, ItemID, milliseconds: Double)
    }

    let settings: VisibilitySettings
    private(set) var cells: [ItemID: Cell] = [:]
    /// Counts observations, to tell the cells seen in this one from those that left.
    private var observation = 0
    /// The viewport of the last observation: a cell wholly inside it and the next one has not changed.
    private var lastViewport: Rect?

    init(settings: VisibilitySettings) {
        self.settings = settings
    }

    /// Forgets every cell, as if none had been visible: each visible one reports fraction 0 now, and its
    /// dwell starts again when it is seen next (a reload).
    mutating func forgetAll() -> [Change] {
        let gone = cells.sorted { $0.value.indexPath < $1.value.indexPath }
        cells = [:]
        return gone.filter { $0.value.level > 0 }.map { .fraction($0.value.indexPath, $0.key, 0) }
    }

    /// Measures every cell of `displayed` against `viewport` at `time` (seconds), after the attributes may
    /// have changed: the held cells not among them have left. The crossings, in index-path order (cells
    /// that left first, at fraction 0); the dwells are completed by `dwellsCompleted`, once per tick.
    /// - Complexity: O(d) for d elements displayed, plus O(c log c) for c changes reported.
    mutating func observeAll<Elements: Sequence<LayoutAttributes>>(
        _ displayed: Elements, in viewport: Rect, at time: Double
    ) -> [Change] {
        observation &+= 1
        var changes: [Change] = []
        var crossings: [Change] = []
        for attributes in displayed { see(attributes, in: viewport, at: time, into: &crossings) }
        for (id, cell) in cells where cell.seenIn != observation {
            cells[id] = nil
            if cell.level > 0 { changes.append(.fraction(cell.indexPath, id, 0)) }
        }
        lastViewport = viewport
        return Self.ordered(changes, then: crossings)
    }

    /// Measures after a move of the bounds that left every attribute as it was, so the held cells are the
    /// displayed ones: those the move `ended` are dropped, those it `entered` are measured, and of the
    /// others only those not wholly inside the viewport both before and now. Reported as `observeAll` does.
    /// - Complexity: O(h) comparisons for h cells held, O(e) measures for e cells at the viewport's edges
    ///   or entering, plus O(c log c) for c changes reported.
    mutating func observe(
        ended: [LayoutAttributes], entered: [LayoutAttributes], in viewport: Rect, at time: Double
    ) -> [Change] {
        observation &+= 1
        var changes: [Change] = []
        var crossings: [Change] = []
        for attributes in ended where attributes.category == .cell {
            guard let id = attributes.id, let cell = cells.removeValue(forKey: id), cell.level > 0 else { continue }
            changes.append(.fraction(cell.indexPath, id, 0))
        }
        let before = lastViewport ?? .zero  // no cell lies wholly inside the zero rect
        // Walked by index, not `cells.indices` (which holds the storage and makes each measure copy it).
        var position = cells.startIndex
        while position != cells.endIndex {
            let box = cells.values[position].box
            if !Self.isWhollyInside(box, viewport) || !Self.isWhollyInside(box, before) {
                let id = cells.keys[position]
                measure(&cells.values[position], id, in: viewport, at: time, into: &crossings)
            }
            cells.formIndex(after: &position)
        }
        for attributes in entered { see(attributes, in: viewport, at: time, into: &crossings) }
        lastViewport = viewport
        return Self.ordered(changes, then: crossings)
    }

    /// `first` then `then`, each in index-path order.
    private static func ordered(_ first: [Change], then: [Change]) -> [Change] {
        var first = first
        var then = then
        sort(&first)
        sort(&then)
        if first.isEmpty { return then }
        first += then
        return first
    }

    /// Takes a displayed element: a cell is held with its box and measured.
    private mutating func see(
        _ attributes: LayoutAttributes, in viewport: Rect, at time: Double, into crossings: inout [Change]
    ) {
        guard attributes.category == .cell, let id = attributes.id else { return }
        let box = VisibleFraction.displayedBox(of: attributes)
        if let position = cells.index(forKey: id) {
            cells.values[position].indexPath = attributes.indexPath
            cells.values[position].box = box
            measure(&cells.values[position], id, in: viewport, at: time, into: &crossings)
        } else {
            var cell = Cell(indexPath: attributes.indexPath, box: box, level: 0)
            measure(&cell, id, in: viewport, at: time, into: &crossings)
            cells[id] = cell
        }
    }

    /// Measures `cell` against `viewport`: its level and its viewable stretch; the
    /// crossing when its level changed.
    private func measure(
        _ cell: inout Cell, _ id: ItemID, in viewport: Rect, at time: Double, into crossings: inout [Change]
    ) {
        let fraction = VisibleFraction.of(box: cell.box, in: viewport)
        let level = settings.level(of: fraction)
        if level != cell.level { crossings.append(.fraction(cell.indexPath, id, fraction)) }
        cell.level = level
        cell.seenIn = observation
        let viewable = settings.viewable.map { fraction >= $0.fraction } ?? false
        if !viewable {
            cell.viewableSince = nil
            cell.announced = false
        } else if cell.viewableSince == nil {
            cell.viewableSince = time
        }
    }

    /// Whether `box` has area and lies wholly inside `viewport` (its fraction is 1). - Complexity: O(1).
    private static func isWhollyInside(_ box: Rect, _ viewport: Rect) -> Bool {
        box.size.hasArea && viewport.contains(box)
    }

    /// The cells whose viewable dwell is complete at `time` (seconds) and not yet announced, in index-path
    /// order. A dwell completes in the first tick at or after its end (within `TimeTolerance`), reporting
    /// the time it lasted. - Complexity: O(c) for c visible cells, plus sorting what is reported.
    mutating func dwellsCompleted(at time: Double) -> [Change] {
        guard let rule = settings.viewable else { return [] }
        var completed: [Change] = []
        for (id, cell) in cells {
            guard let since = cell.viewableSince, !cell.announced,
                TimeTolerance.hasReached(time - since, rule.dwell / 1000)
            else { continue }
            cells[id]?.announced = true
            completed.append(.viewable(cell.indexPath, id, milliseconds: (time - since) * 1000))
        }
        Self.sort(&completed)
        return completed
    }

    /// When (seconds) the earliest viewable dwell not yet announced ends, by its rule: `dwellsCompleted`
    /// reports it in the first tick at or after that instant (within `TimeTolerance`); nil when no dwell is
    /// under way. - Complexity: O(c) for c visible cells.
    var nextDwellEnd: Double? {
        guard let rule = settings.viewable else { return nil }
        var earliest: Double?
        for cell in cells.values where !cell.announced {
            guard let since = cell.viewableSince else { continue }
            earliest = min(earliest ?? .infinity, since + rule.dwell / 1000)
        }
        return earliest
    }

    private static func sort(_ changes: inout [Change]) {
        guard changes.count > 1 else { return }
        changes.sort { $0.indexPath < $1.indexPath }
    }
}

extension VisibilityTracker.Change {
    var indexPath: IndexPath {
        switch self {
        case .fraction(let indexPath, _, _), .viewable(let indexPath, _, _): indexPath
        }
    }
}
