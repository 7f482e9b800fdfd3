import LayoutCore

/// A section's (or the layout's) boundary item placed: its frame at rest, the kind it is reported as, and
/// the edge a pinned one sticks to.
struct PlacedBoundary: Sendable {
    /// The end of the content along the scroll axis a boundary item is placed at.
    enum End: Sendable {
        /// Before the content (a header's place).
        case before
        /// After it (a footer's place).
        case after
    }

    /// The side across the scroll axis a boundary item is placed against: the leading one (left in a
    /// vertical layout, top in a horizontal one) or the trailing one.
    enum Side: Sendable {
        case leading, trailing
    }

    /// Where an aligned boundary item goes: at an end of the content (nil: beside it, at its start) and
    /// against a side (nil: at the leading side, as an end's own alignment has always put it).
    struct Placement: Equatable, Sendable {
        var end: End?
        var side: Side?
    }

    var frame: Rect
    var item: CompositionalBoundaryItem
    /// The kind it is reported as: its own, but for the layout's own header and footer.
    var kind: ElementKind
    /// Whether a pinned one sticks to the trailing edge of the visible bounds (an item after the content)
    /// rather than the leading one.
    var pinsToEnd: Bool

    /// Where `item` goes in a layout scrolling along `axis`: `NSRectAlignment`'s edges read as the scroll
    /// axis's ends (top and bottom in a vertical layout, leading and trailing in a horizontal one) and the
    /// sides across it.
    static func placement(of item: CompositionalBoundaryItem, axis: Axis) -> Placement {
        guard let alignment = item.alignment else { return Placement(end: item.kind == .footer ? .after : .before) }
        // The top or bottom edge it names, as an end of a vertical axis.
        let vertical: End? =
            switch alignment {
            case .top, .topLeading, .topTrailing: .before
            case .bottom, .bottomLeading, .bottomTrailing: .after
            case .leading, .trailing: nil
            }
        let (leadingEdge, trailingEdge): (Bool, Bool) =
            switch alignment {
            case .leading, .topLeading, .bottomLeading: (true, false)
            case .trailing, .topTrailing, .bottomTrailing: (false, true)
            case .top, .bottom: (false, false)
            }
        if axis == .vertical {
            let side: Side? = leadingEdge ? .leading : trailingEdge ? .trailing : nil
            return Placement(end: vertical, side: side)
        }
        let end: End? = leadingEdge ? .before : trailingEdge ? .after : nil
        let side: Side? = vertical == .before ? .leading : vertical == .after ? .trailing : nil
        return Placement(end: end, side: side)
    }

    /// How much room the section gives `item` at `end` of its content along `axis`: its length when it is
    /// placed there and extends the boundary, else none.
    static func room(for item: CompositionalBoundaryItem, _ end: End, container: Size, axis: Axis) -> Double {
        guard item.extendsBoundary, placement(of: item, axis: axis).end == end else { return 0 }
        return item.size.resolved(in: container).length(along: axis)
    }

    /// The room `items` take at `end`: the longest's (items at one end overlap, as UIKit places them).
    /// - Complexity: O(items).
    static func room(of items: [CompositionalBoundaryItem], _ end: End, container: Size, axis: Axis) -> Double {
        items.reduce(0) { max($0, room(for: $1, end, container: container, axis: axis)) }
    }

    /// Places `item` around content that spans `content` along `axis` (the section's insets included) and
    /// `crossStart`…`crossStart + crossLength` across it; `start` and `end` are the section's ends.
    /// Reported as `kind` (its own unless given). - Complexity: O(1).
    init(
        _ item: CompositionalBoundaryItem, container: Size, axis: Axis, section: (start: Double, end: Double),
        content: (start: Double, end: Double), cross: (start: Double, length: Double), kind: ElementKind? = nil
    ) {
        let size = item.size.resolved(in: container)
        let length = size.length(along: axis)
        let thickness = size.length(along: axis.cross)
        let placement = Self.placement(of: item, axis: axis)
        let main: Double =
            switch placement.end {
            case .before: item.extendsBoundary ? section.start : content.start
            case .after: item.extendsBoundary ? content.end : content.end - length
            case nil: content.start
            }
        let crossOrigin = placement.side == .trailing ? cross.start + cross.length - thickness : cross.start
        var placed = Rect(main: main, cross: crossOrigin, mainLength: length, crossLength: thickness, axis: axis)
        if item.contentInsets != .zero { placed = placed.inset(by: item.contentInsets) }
        frame = placed.offsetBy(dx: item.absoluteOffset.dx, dy: item.absoluteOffset.dy)
        self.item = item
        self.kind = kind ?? item.kind
        pinsToEnd = placement.end == .after
    }

    /// Its frame with the bounds at `bounds`: where it was placed, or, pinned, kept at the visible edge it is
    /// placed toward (the bounds inset by `contentInset`) without leaving `span` along `axis`.
    func frame(bounds: Rect, contentInset: EdgeInsets, span: (start: Double, end: Double), axis: Axis) -> Rect {
        guard item.pinToVisibleBounds else { return frame }
        let origin = frame.min(along: axis)
        let length = frame.size.length(along: axis)
        let pinned =
            pinsToEnd
            ? max(min(origin, bounds.max(along: axis) - contentInset.trailing(along: axis) - length), span.start)
            : min(max(origin, bounds.min(along: axis) + contentInset.leading(along: axis)), span.end - length)
        return frame.offset(by: pinned - origin, along: axis)
    }
}
