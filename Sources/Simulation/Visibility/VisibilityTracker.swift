import LayoutCore

/// One view's visibility state: for each cell visible now, its fraction's level (thresholds reached),
/// its index path and when its viewable dwell began. Only visible cells are held, so memory follows what
/// is on screen.
struct VisibilityTracker: Sendable {
    /// A visible cell.
    struct Cell: Sendable {
        var indexPath: IndexPath
        var level: Int
        /// When (seconds) it last reached the viewable fraction, while it stays at or above it.
        var viewableSince: Double?
        /// `viewable` was announced for this stretch.
        var announced = false
    }

    /// What the visibility phase of a tick reports, in order.
    enum Change: Sendable {
        case fraction(IndexPath, ItemID, Double)
        case viewable(IndexPath, ItemID, milliseconds: Double)
    }

    let settings: VisibilitySettings
    private(set) var cells: [ItemID: Cell] = [:]

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

    /// Takes the cells displayed now with their fractions at `time` (seconds): the crossings, in index-path
    /// order (cells no longer displayed first, at fraction 0), then the dwells completed.
    /// - Complexity: O(d log d) for d cells displayed.
    mutating func observe(_ displayed: [(attributes: LayoutAttributes, fraction: Double)], at time: Double)
        -> [Change]
    {
        var crossings: [Change] = []
        var seen = Set<ItemID>()
        seen.reserveCapacity(displayed.count)
        for (attributes, fraction) in displayed {
            guard let id = attributes.id else { continue }
            seen.insert(id)
            let level = settings.level(of: fraction)
            var cell = cells[id] ?? Cell(indexPath: attributes.indexPath, level: 0)
            if level != cell.level { crossings.append(.fraction(attributes.indexPath, id, fraction)) }
            cell.indexPath = attributes.indexPath
            cell.level = level
            if let rule = settings.viewable, fraction >= rule.fraction {
                if cell.viewableSince == nil { cell.viewableSince = time }
            } else {
                cell.viewableSince = nil
                cell.announced = false
            }
            cells[id] = level > 0 || cell.viewableSince != nil ? cell : nil
        }
        var ended: [Change] = []
        for (id, cell) in cells where !seen.contains(id) {
            cells[id] = nil
            if cell.level > 0 { ended.append(.fraction(cell.indexPath, id, 0)) }
        }
        return Self.sorted(ended) + Self.sorted(crossings) + dwellsCompleted(at: time)
    }

    /// The cells whose viewable dwell is complete at `time` (seconds) and not yet announced, in index-path
    /// order. A dwell completes in the first tick at or after its end (within `TimeTolerance`), reporting
    /// the time it lasted. - Complexity: O(c log c) for c visible cells.
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
        return Self.sorted(completed)
    }

    private static func sorted(_ changes: [Change]) -> [Change] {
        guard changes.count > 1 else { return changes }
        return changes.sorted { $0.indexPath < $1.indexPath }
    }
}

extension VisibilityTracker.Change {
    var indexPath: IndexPath {
        switch self {
        case .fraction(let indexPath, _, _), .viewable(let indexPath, _, _): indexPath
        }
    }
}
