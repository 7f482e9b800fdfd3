import LayoutCore

/// What a plugin knows of its section when it places it: the scroll axis, the content bounds' extent
/// across it and the section's insets and spacing (defaults 0, not UIKit's 10; the seed's behaviour).
struct PluginSectionMetrics {
    var axis: Axis
    /// The content bounds' length across the scroll axis (`frame.inset(by: adjustedContentInset)`), in points.
    var crossExtent: Double
    var inset: EdgeInsets
    var itemSpacing: Double
    var lineSpacing: Double

    init(axis: Axis, crossExtent: Double, answers: SectionAnswers) {
        self.axis = axis
        self.crossExtent = crossExtent
        inset = answers.sectionInset ?? .zero
        itemSpacing = answers.minimumInteritemSpacing ?? 0
        lineSpacing = answers.minimumLineSpacing ?? 0
    }

    /// The inset before the items along the scroll axis (top when vertical).
    var mainStart: Double { inset.leading(along: axis) }
    /// The inset after the items along the scroll axis.
    var mainEnd: Double { inset.trailing(along: axis) }
    /// The inset where lines begin across the scroll axis (left when vertical).
    var crossStart: Double { inset.leading(along: axis.cross) }
    /// The inset where lines end across the scroll axis.
    var crossEnd: Double { inset.trailing(along: axis.cross) }
    /// The room for a line's items: the cross extent less the section insets across, never below 0.
    var lineRoom: Double { max(0, crossExtent - crossStart - crossEnd) }

    /// The length along the scroll axis of an item `crossLength` across with `aspectRatio` (width / height).
    func mainLength(crossLength: Double, aspectRatio: Double) -> Double {
        axis == .vertical ? crossLength / aspectRatio : crossLength * aspectRatio
    }

    /// A header or footer of `reference` size at the offset, as wide as the content bounds across the
    /// scroll axis, moving the offset past it; none unless both sides of the size are above 0.
    func supplementaryFrame(_ reference: Size?, offset: inout PluginOffset) -> Rect? {
        guard let reference, reference.hasArea else { return nil }
        let length = reference.length(along: axis)
        let frame = Rect(main: offset.main, cross: 0, mainLength: length, crossLength: crossExtent, axis: axis)
        offset.main += length
        return frame
    }

    /// The width of `count` equal lanes across the room, `itemSpacing` apart; 0 when the spacing leaves
    /// no room (the lanes are clamped, never negative: Docs/Formats.md, "Limits").
    func laneWidth(count: Int) -> Double {
        max(0, (lineRoom - Double(count - 1) * itemSpacing) / Double(max(count, 1)))
    }
}

/// The seed's running offset: the bottom-right-most point of the content so far, along and
/// across the scroll axis. Each plugin grows it past everything it places; the content size is its end.
struct PluginOffset {
    var main: Double = 0
    var cross: Double = 0
}
