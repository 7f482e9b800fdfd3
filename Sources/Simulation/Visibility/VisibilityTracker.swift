import LayoutCore

/// One view's visibility state: for each cell visible now, its fraction's level (thresholds reached),
/// its index path and when its viewable dwell began. Only visible cells are held, so memory follows what
/// is on screen; a tick allocates nothing unless a crossing or a dwell is reported.
struct VisibilityTracker: Sendable {
    /// A visible cell.
    struct Cell: Sendable {
        var indexPath: IndexPath
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

    /// A move of the bounds that left every element's attributes as they were: the viewport measured
    /// before it, and the cells that stopped being displayed by it.
    struct Move {
        var previousViewport: Rect
        var ended: [LayoutAttributes]
    }

    /// Measures the cells among `displayed` against `viewport` at `time` (seconds): the crossings, in
    /// index-path order (cells no longer displayed first, at fraction 0); the dwells are completed by
    /// `dwellsCompleted`, once per tick. After a
    /// `move`, a cell wholly inside the viewport before and after it is left as it was (its fraction stays
    /// 1), and the cells that left are the move's `ended`; otherwise every displayed cell is measured and
    /// the held ones not among them have left.
    /// - Complexity: O(d) for d elements displayed, plus O(c log c) for c changes reported.
    mutating func observe<Elements: Sequence<LayoutAttributes>>(
        _ displayed: Elements, in viewport: Rect, after move: Move? = nil, at time: Double
    ) -> [Change] {
        observation &+= 1
        var crossings: [Change] = []
        for attributes in displayed where attributes.category == .cell {
            guard let id = attributes.id else { continue }
            if let move, Self.isInside(attributes, viewport), Self.isInside(attributes, move.previousViewport) {
                continue
            }
            let fraction = VisibleFraction.of(attributes, in: viewport)
            let level = settings.level(of: fraction)
            let viewable = settings.viewable.map { fraction >= $0.fraction } ?? false
            guard let position = cells.index(forKey: id) else {
                guard level > 0 || viewable else { continue }
                if level > 0 { crossings.append(.fraction(attributes.indexPath, id, fraction)) }
                cells[id] = Cell(
                    indexPath: attributes.indexPath, level: level, viewableSince: viewable ? time : nil,
                    seenIn: observation)
                continue
            }
            if level != cells.values[position].level {
                crossings.append(.fraction(attributes.indexPath, id, fraction))
            }
            let keep = update(&cells.values[position], attributes.indexPath, level: level, viewable: viewable, at: time)
            if !keep { cells.remove(at: position) }
        }
        var changes: [Change] = []
        if let move {
            for attributes in move.ended where attributes.category == .cell {
                guard let id = attributes.id, let cell = cells.removeValue(forKey: id), cell.level > 0 else { continue }
                changes.append(.fraction(cell.indexPath, id, 0))
            }
        } else {
            for (id, cell) in cells where cell.seenIn != observation {
                cells[id] = nil
                if cell.level > 0 { changes.append(.fraction(cell.indexPath, id, 0)) }
            }
        }
        Self.sort(&changes)
        Self.sort(&crossings)
        changes += crossings
        return changes
    }

    /// Whether the element as drawn lies wholly inside `viewport` (its fraction is 1). - Complexity: O(1).
    private static func isInside(_ attributes: LayoutAttributes, _ viewport: Rect) -> Bool {
        let box = VisibleFraction.displayedBox(of: attributes)
        return box.width > 0 && box.height > 0 && box.minX >= viewport.minX && box.maxX <= viewport.maxX
            && box.minY >= viewport.minY && box.maxY <= viewport.maxY
    }

    /// Takes a displayed cell's new level and whether it is at the viewable fraction. - Returns: whether it
    /// is still worth holding (visible, or in a viewable stretch).
    private func update(_ cell: inout Cell, _ indexPath: IndexPath, level: Int, viewable: Bool, at time: Double)
        -> Bool
    {
        cell.indexPath = indexPath
        cell.level = level
        cell.seenIn = observation
        if !viewable {
            cell.viewableSince = nil
            cell.announced = false
        } else if cell.viewableSince == nil {
            cell.viewableSince = time
        }
        return level > 0 || cell.viewableSince != nil
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
