import LayoutCore

/// A section of a compositional layout, solved: where it lies along the scroll axis, its boundary items
/// and background, and its group's template, which places item i in group i / n at cell i % n (n cells a
/// group). Its groups follow each other along the scroll axis, or across it in one row for an orthogonal
/// section. Nothing is stored per item.
struct CompositionalSectionGeometry: Sendable {
    /// Where the section begins and ends along the scroll axis: its boundary items, insets and groups.
    var start: Double
    var end: Double
    /// Where its elements may lie along the scroll axis: `start`…`end`, widened by cells and supplementary views that
    /// reach past their group and by headers and footers their offsets move out (`elementSpan`).
    var elementSpan: (start: Double, end: Double) = (0, 0)
    /// The axis its groups follow each other along: the scroll axis, or across it for an orthogonal section.
    var groupAxis: Axis
    /// Where its first group begins along `groupAxis`, and where the groups lie along the other axis.
    var groupStart: Double
    var otherOrigin: Double
    var template: CompositionalTemplate
    /// The distance between the starts of neighbouring groups: a group's length plus the spacing.
    var pitch: Double
    /// How far a group's cells and supplementary views reach along `groupAxis` from its start, before and after.
    var reach: CompositionalTemplate.Reach
    var itemCount: Int
    /// Where its boundary items, placed in the order it lists them, lie in the layout's
    /// `PlacedSectionViews.boundaries`.
    var boundaries: Range<Int> = 0..<0
    /// Where its decorations lie in the layout's `PlacedSectionViews.decorations`.
    var decorations: Range<Int> = 0..<0
    /// An orthogonal section's own scroll view; nil for a section that scrolls with the view.
    var scroller: OrthogonalScroller?
    /// How far an orthogonal section's row is scrolled along `groupAxis`, in points: set only on a query's
    /// copy (`CompositionalLayout.section(_:offsets:)`), from the offsets the query is given; the prepared
    /// sections stay at rest (0).
    var orthogonalOffset = 0.0
    /// The section's carousel effect, if it has one.
    var effect: CompositionalItemsEffect?
    /// The groups' own starts when its cells size themselves; nil when every group repeats at `pitch`.
    var selfSized: SelfSizedGroups?

    /// How many groups hold the section's items.
    var groupCount: Int { Self.groupCount(items: itemCount, cells: template.frames.count) }

    /// How many groups of `cells` cells hold `items` items.
    static func groupCount(items: Int, cells: Int) -> Int { items == 0 ? 0 : (items - 1) / cells + 1 }

    /// The frame of item `item`. - Complexity: O(1).
    func frame(ofItem item: Int) -> Rect {
        let cell = item % template.frames.count
        let local =
            selfSized?.frame(ofItem: item, cell: cell, template: template.frames[cell], axis: groupAxis)
            ?? template.frames[cell]
        return placed(local, group: item / template.frames.count)
    }

    /// Item `item`'s supplementary views, their frames relative to its group. - Complexity: O(1).
    func supplementaries(ofItem item: Int) -> ArraySlice<CompositionalTemplate.PlacedSupplementary> {
        template.supplementaries(ofCell: item % template.frames.count)
    }

    /// The frame of `supplementary`, one of item `item`'s. - Complexity: O(1).
    func frame(of supplementary: CompositionalTemplate.PlacedSupplementary, ofItem item: Int) -> Rect {
        placed(supplementary.frame, group: item / template.frames.count)
    }

    /// The cell at `indexPath`, whose frame is `frame`, with the section's carousel effect applied for a view
    /// `viewLength` long across the row (along `groupAxis`). - Complexity: O(1).
    func cell(_ indexPath: IndexPath, id: ItemID, frame: Rect, viewLength: Double) -> LayoutAttributes {
        var cell = inRow(LayoutAttributes.cell(indexPath, id: id, frame: frame))
        guard let (scale, alpha) = effect(at: frame, viewLength: viewLength) else { return cell }
        if scale != 1 { cell.transform = .scale(x: scale, y: scale, z: 1) }
        cell.alpha = alpha
        return cell
    }

    /// The section's carousel effect for a cell at `frame` in a view `viewLength` long across the row: the
    /// scale and alpha `max(1 − d / viewLength, minimum)` for the distance d of its centre from the view's
    /// middle; nil without an effect. - Complexity: O(1).
    func effect(at frame: Rect, viewLength: Double) -> (scale: Double, alpha: Double)? {
        guard let effect, viewLength > 0 else { return nil }
        let middle = (frame.min(along: groupAxis) + frame.max(along: groupAxis)) / 2
        let nearness = 1 - abs(middle - viewLength / 2) / viewLength
        return (max(nearness, effect.minimumScale), max(nearness, effect.minimumAlpha))
    }

    /// `attributes` of an element of the section's groups with, in an orthogonal section, their
    /// `layoutFrame`: the frame with the row at rest, where UIKit's attributes keep it (they live in the
    /// embedded scroll view). - Complexity: O(1).
    func inRow(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard scroller != nil else { return attributes }
        var placed = attributes
        placed.setLayoutFrame(shiftedBy: orthogonalOffset, along: groupAxis)
        return placed
    }

    /// A rect of the template moved to group `group`.
    private func placed(_ local: Rect, group: Int) -> Rect {
        let along = groupStart - orthogonalOffset + (selfSized?.offsets[group] ?? Double(group) * pitch)
        return groupAxis == .vertical
            ? local.offsetBy(dx: otherOrigin, dy: along) : local.offsetBy(dx: along, dy: otherOrigin)
    }

    /// The groups whose copy of `band` may meet `low`…`high` along `groupAxis` (a rect's extent, the row's
    /// offset added), in order: for groups at one pitch, those whose start lies within the band's reach of
    /// the range, one division each way. - Complexity: O(1); O(log groups) when the cells size themselves.
    func groups(of band: CompositionalTemplate.Band, from low: Double, to high: Double) -> ClosedRange<Int>? {
        let count = groupCount
        guard count > 0 else { return nil }
        if let selfSized {
            return selfSized.groups(
                from: low - groupStart, to: high - groupStart, band: band, cells: cellBand,
                templateLength: template.size.length(along: groupAxis))
        }
        guard pitch > 0 else { return 0...(count - 1) }
        let first = max(0, ((low - groupStart - band.after) / pitch).rounded(.down))
        let last = min(Double(count - 1), ((high - groupStart - band.before) / pitch).rounded(.down))
        guard first <= last else { return nil }
        return Int(first)...Int(last)
    }
}

extension CompositionalSectionGeometry {
    /// The content of a section's container in a view of `viewport`: the view's size less the section's
    /// insets, what its fractions resolve against.
    static func container(of section: CompositionalSection, viewport: Size) -> Size {
        viewport.inset(by: section.contentInsets)
    }

    /// Places a section of `data`'s items starting at `start` along the scroll axis, in a view of
    /// `viewport`, its group solved as `template` (sections of one section layout share it), its boundary
    /// items within `boundaryInsets` of the view (`CompositionalConfiguration.measured`), appended to
    /// `views` with its decorations.
    /// - Complexity: O(1), whatever its item count; O(items) when its cells size themselves.
    init(
        _ section: CompositionalSection, template: CompositionalTemplate, data: SectionData, start: Double,
        viewport: Size, axis: Axis, boundaryInsets: EdgeInsets, views: inout PlacedSectionViews
    ) {
        let itemCount = data.itemCount
        let insets = section.contentInsets
        let container = Self.container(of: section, viewport: viewport)
        let crossInset = insets.leading(along: axis.cross)
        let crossLength = viewport.length(along: axis.cross)
        let boundaryContainer = viewport.inset(by: boundaryInsets)
        func room(_ end: PlacedBoundary.End) -> Double {
            PlacedBoundary.room(of: section.boundaryItems, end, container: boundaryContainer, axis: axis)
        }
        var cursor = start + room(.before)
        let contentStart = cursor
        cursor += insets.leading(along: axis)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        groupAxis = orthogonal ? axis.cross : axis
        // One row across the view; centred paging starts (and ends) with a group in the middle.
        let centring =
            section.orthogonalScrollingBehavior == .groupPagingCentered
            ? max(0, (container.length(along: axis.cross) - template.size.length(along: axis.cross)) / 2) : 0
        if orthogonal {
            groupStart = crossInset + centring
            otherOrigin = cursor
        } else {
            groupStart = cursor
            otherOrigin = crossInset
        }
        self.template = template
        effect = section.visibleItemsEffect
        reach = template.reach(along: groupAxis)
        pitch = template.size.length(along: groupAxis) + section.interGroupSpacing
        self.itemCount = itemCount
        self.start = start
        let groups = Self.groupCount(items: itemCount, cells: template.frames.count)
        if section.group.size.length(along: groupAxis).isEstimated {
            selfSized = SelfSizedGroups(
                template: template, data: data, axis: groupAxis, spacing: section.interGroupSpacing)
        }
        let groupsLength = selfSized?.length ?? (groups > 0 ? Double(groups) * pitch - section.interGroupSpacing : 0)
        if orthogonal {
            let rowLength = groups > 0 ? template.size.length(along: axis) : 0
            let row = Rect(main: cursor, cross: 0, mainLength: rowLength, crossLength: crossLength, axis: axis)
            let rowEnd = groupStart + groupsLength + centring + insets.trailing(along: axis.cross)
            let rests = Self.groupRests(
                selfSized, pitch: pitch, templateLength: template.size.length(along: groupAxis),
                centred: section.orthogonalScrollingBehavior == .groupPagingCentered)
            scroller = OrthogonalScroller(
                frame: row, axis: axis.cross, contentLength: rowEnd, groupRests: rests,
                behavior: section.orthogonalScrollingBehavior, properties: section.orthogonalScrollingProperties,
                groupCount: groups, itemsPerGroup: template.frames.count)
            cursor += rowLength
        } else {
            cursor += groupsLength
        }
        cursor += insets.trailing(along: axis)
        let contentEnd = cursor
        cursor += room(.after)
        end = cursor
        placeBoundaries(
            of: section, container: boundaryContainer, content: (contentStart, contentEnd),
            crossInset: boundaryInsets.leading(along: axis.cross), crossLength: crossLength, axis: axis,
            into: &views)
        elementSpan = elementSpan(axis: axis, groupsLength: groupsLength, boundaries: views.boundaries[boundaries])
    }

    /// Where the section's elements may lie along the scroll axis (`axis`): its extent, widened by its cells
    /// and supplementary views, which a custom frame, an overflowing subitem or an anchor's offset may put
    /// past their group (by the template's reach; for groups along the axis, up to a group's length more
    /// than they need), and by its boundary items, which an `absoluteOffset` may move out and a pinned one
    /// may take to either end of the extent. - Complexity: O(boundary items).
    private func elementSpan(axis: Axis, groupsLength: Double, boundaries: ArraySlice<PlacedBoundary>) -> (
        start: Double, end: Double
    ) {
        var low = start
        var high = end
        if itemCount > 0 {
            if groupAxis == axis {
                low = min(low, groupStart + min(0, reach.before))
                high = max(high, groupStart + groupsLength + max(0, reach.after))
            } else {
                let across = template.reach(along: axis)
                low = min(low, otherOrigin + across.before)
                high = max(high, otherOrigin + across.after)
            }
        }
        for placed in boundaries {
            low = min(low, placed.frame.min(along: axis))
            high = max(high, placed.frame.max(along: axis))
            if placed.item.pinToVisibleBounds {
                let length = placed.frame.size.length(along: axis)
                low = min(low, start - length)
                high = max(high, end + length)
            }
        }
        return (low, high)
    }

    /// Places the section's boundary items and decorations once its extent (`start`…`end`) is known.
    private mutating func placeBoundaries(
        of section: CompositionalSection, container: Size, content: (start: Double, end: Double),
        crossInset: Double, crossLength: Double, axis: Axis, into views: inout PlacedSectionViews
    ) {
        let extent = (start, end)
        func placed(_ item: CompositionalBoundaryItem) -> PlacedBoundary {
            PlacedBoundary(
                item, container: container, axis: axis, section: extent, content: content,
                cross: (crossInset, container.length(along: axis.cross)))
        }
        let firstBoundary = views.boundaries.count
        for item in section.boundaryItems { views.boundaries.append(placed(item)) }
        boundaries = firstBoundary..<views.boundaries.count
        let whole = Rect(main: start, cross: 0, mainLength: end - start, crossLength: crossLength, axis: axis)
        let firstDecoration = views.decorations.count
        for item in section.decorationItems {
            views.decorations.append(
                PlacedDecoration(kind: item.kind, frame: whole.inset(by: item.contentInsets), zIndex: item.zIndex))
        }
        decorations = firstDecoration..<views.decorations.count
    }

    /// Where each group of an orthogonal section rests: k · `pitch`, or, when its groups size themselves,
    /// at their own starts, moved to centre each group when `centred` (the row's centring having been
    /// reckoned for the template's length). - Complexity: O(groups) for self-sized groups, else O(1).
    private static func groupRests(
        _ selfSized: SelfSizedGroups?, pitch: Double, templateLength: Double, centred: Bool
    ) -> OrthogonalScroller.GroupRests {
        guard let selfSized else { return .uniform(pitch: pitch) }
        let offsets = selfSized.offsets
        guard centred else { return .listed(Array(offsets.dropLast())) }
        return .listed(
            (0..<(offsets.count - 1)).map { group in
                let length = offsets[group + 1] - offsets[group] - selfSized.spacing
                return offsets[group] + (length - templateLength) / 2
            })
    }
}
