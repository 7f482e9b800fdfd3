import LayoutCore

/// The cells around a prefetch range, read from the layout once and held while the range moves within
/// their reach, with two guards that tell, in eight comparisons, that a move changes nothing: no held cell
/// outside the range can meet it and every one inside still does. Only a move that crosses a cell's edge
/// looks at the held cells, and only a move past the reach asks the layout again.
///
/// Valid while the layout's attributes do not change (the range only moves); the tracker drops it
/// otherwise.
struct PrefetchNeighbourhood: Sendable {
    /// A held cell and whether its frame met the range at the last move.
    struct Cell: Sendable {
        var attributes: LayoutAttributes
        var id: ItemID
        var inside: Bool
    }

    /// How a move changed a cell.
    enum Crossing {
        case entered(LayoutAttributes)
        case left(ItemID)
    }

    /// The rect whose cells are held: the range they were read for, grown on each side by a quarter of
    /// its size, so that the layout is asked again after the range travels that far.
    let reach: Rect
    private var cells: [Cell]
    /// No held cell outside the range meets a range within these limits (they start as the reach's
    /// edges, and each outside cell pulls in the one on the side it lies farthest beyond). Four numbers,
    /// not a `Rect`, so that each is exactly the edge it came from.
    private var outer: Limits
    /// Every held cell inside still meets a range whose `minX` stays below `minMaxX`, `maxX` above
    /// `maxMinX`, and so along y: the nearest far edges and farthest near edges of the inside cells.
    /// Until the first move they hold nothing still.
    private var minMaxX = -Double.infinity
    private var maxMinX = -Double.infinity
    private var minMaxY = Double.infinity
    private var maxMinY = -Double.infinity

    /// Reads the cells around `range` from `layout`, each marked as meeting `previous` or not (the range
    /// before this move); `move(to: range)` then reports what the move changed. The cells of `previous`
    /// are read too, wherever it lies, so that those it held and the reach does not still leave.
    /// - Complexity: O(log n + h) for h cells in the reach and the previous range.
    init(around range: Rect, previous: Rect, layout: any CollectionLayout, bounds: Rect) {
        let reach = Rect(
            x: range.minX - range.width / 4, y: range.minY - range.height / 4, width: range.width * 1.5,
            height: range.height * 1.5)
        var cells: [Cell] = []
        layout.forEachAttributes(in: reach, bounds: bounds) { Self.hold($0, meeting: previous, in: &cells) }
        if !reach.contains(previous) {
            layout.forEachAttributes(in: previous, bounds: bounds) { attributes in
                if !attributes.frame.intersects(reach) { Self.hold(attributes, meeting: previous, in: &cells) }
            }
        }
        self.reach = reach
        self.cells = cells
        self.outer = Limits(reach)
    }

    /// Holds `attributes` when it is a cell that can meet a range (shown, with an id and an area).
    private static func hold(_ attributes: LayoutAttributes, meeting previous: Rect, in cells: inout [Cell]) {
        guard attributes.category == .cell, let id = attributes.id, !attributes.isHidden, attributes.frame.size.hasArea
        else { return }
        cells.append(Cell(attributes: attributes, id: id, inside: attributes.frame.intersects(previous)))
    }

    /// Whether every cell that meets `range` is held. - Complexity: O(1).
    func reaches(_ range: Rect) -> Bool { reach.contains(range) }

    /// Whether a move to `range` provably changes no held cell's side and stays within the reach.
    /// - Complexity: O(1).
    func holdsStill(at range: Rect) -> Bool {
        range.size.hasArea && outer.contains(range) && range.minX < minMaxX && range.maxX > maxMinX
            && range.minY < minMaxY && range.maxY > maxMinY
    }

    /// Moves the range to `range` (within the reach): hands `body` the held cells that now meet it and did
    /// not, and those that met it and no longer do, in the order held; then sets the guards for the next
    /// move. - Complexity: O(h) for h cells held.
    mutating func move(to range: Rect, _ body: (Crossing) -> Void) {
        var outer = Limits(reach)
        minMaxX = .infinity
        maxMinX = -.infinity
        minMaxY = .infinity
        maxMinY = -.infinity
        for index in cells.indices {
            let frame = cells[index].attributes.frame
            let inside = frame.intersects(range)
            if inside != cells[index].inside {
                cells[index].inside = inside
                body(inside ? .entered(cells[index].attributes) : .left(cells[index].id))
            }
            if inside {
                minMaxX = min(minMaxX, frame.maxX)
                maxMinX = max(maxMinX, frame.minX)
                minMaxY = min(minMaxY, frame.maxY)
                maxMinY = max(maxMinY, frame.minY)
            } else {
                outer.pull(before: frame, outside: range)
            }
        }
        self.outer = outer
    }
}

/// Four edges, each held as the number it was taken from.
private struct Limits: Sendable {
    var minX: Double
    var maxX: Double
    var minY: Double
    var maxY: Double

    init(_ rect: Rect) {
        minX = rect.minX
        maxX = rect.maxX
        minY = rect.minY
        maxY = rect.maxY
    }

    /// Whether `rect` lies within the four edges, edges included (as `Rect.contains`).
    func contains(_ rect: Rect) -> Bool {
        rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Pulls the edge on the side `frame` lies farthest beyond `range` (which it does not meet) in to the
    /// frame's near edge, so that a range within the limits stays clear of the frame on that side.
    mutating func pull(before frame: Rect, outside range: Rect) {
        let left = range.minX - frame.maxX
        let right = frame.minX - range.maxX
        let above = range.minY - frame.maxY
        let below = frame.minY - range.maxY
        switch max(left, right, above, below) {
        case left: minX = max(minX, frame.maxX)
        case right: maxX = min(maxX, frame.minX)
        case above: minY = max(minY, frame.maxY)
        default: maxY = min(maxY, frame.minY)
        }
    }
}
