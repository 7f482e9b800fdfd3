import LayoutCore

/// A section's boundary item placed: its frame at rest and the edge a pinned one sticks to.
struct PlacedBoundary: Sendable {
    /// Where an aligned boundary item goes relative to its section's content, along the layout's axis.
    enum Placement: Sendable {
        /// Before the content along the scroll axis (a header's place).
        case before
        /// After it (a footer's place).
        case after
        /// Beside it, at the start of the content, against the leading or the trailing side.
        case leadingSide, trailingSide
    }

    var frame: Rect
    var item: CompositionalBoundaryItem
    /// Whether a pinned one sticks to the trailing edge of the visible bounds (an item after the content)
    /// rather than the leading one.
    var pinsToEnd: Bool

    /// Where `item` goes in a layout scrolling along `axis`.
    static func placement(of item: CompositionalBoundaryItem, axis: Axis) -> Placement {
        guard let alignment = item.alignment else { return item.kind == .footer ? .after : .before }
        let scrollEnds =
            axis == .vertical
            ? (alignment == .top, alignment == .bottom) : (alignment == .leading, alignment == .trailing)
        if scrollEnds.0 { return .before }
        if scrollEnds.1 { return .after }
        return alignment == .top || alignment == .leading ? .leadingSide : .trailingSide
    }

    /// How much room the section gives `item` before (or after) its content along `axis`: its length when it
    /// is placed there and extends the boundary, else none.
    static func room(for item: CompositionalBoundaryItem?, _ placement: Placement, container: Size, axis: Axis)
        -> Double
    {
        guard let item, item.extendsBoundary, Self.placement(of: item, axis: axis) == placement else { return 0 }
        return item.size.resolved(in: container).length(along: axis)
    }

    /// The room the first header and the first footer of `items` take together at `placement`.
    static func room(
        of items: [CompositionalBoundaryItem], _ placement: Placement, container: Size, axis: Axis
    ) -> Double {
        [ElementKind.header, .footer].reduce(0) { total, kind in
            total + room(for: items.first { $0.kind == kind }, placement, container: container, axis: axis)
        }
    }

    /// Places `item` around content that spans `content` along `axis` (the section's insets included) and
    /// `crossStart`…`crossStart + crossLength` across it; `start` and `end` are the section's ends.
    init(
        _ item: CompositionalBoundaryItem, container: Size, axis: Axis, section: (start: Double, end: Double),
        content: (start: Double, end: Double), cross: (start: Double, length: Double)
    ) {
        let size = item.size.resolved(in: container)
        let length = size.length(along: axis)
        let thickness = size.length(along: axis.cross)
        let placement = Self.placement(of: item, axis: axis)
        let main: Double
        var crossOrigin = cross.start
        switch placement {
        case .before: main = item.extendsBoundary ? section.start : content.start
        case .after: main = item.extendsBoundary ? content.end : content.end - length
        case .leadingSide: main = content.start
        case .trailingSide:
            main = content.start
            crossOrigin = cross.start + cross.length - thickness
        }
        let placed = Rect(main: main, cross: crossOrigin, mainLength: length, crossLength: thickness, axis: axis)
        frame = placed.offsetBy(dx: item.absoluteOffset.dx, dy: item.absoluteOffset.dy)
        self.item = item
        pinsToEnd = placement == .after
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
