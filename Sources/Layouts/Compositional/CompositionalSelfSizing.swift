import LayoutCore

/// The groups of a section whose group is `estimated` along the scroll axis and whose cells size themselves
/// (their item's dimension there is `estimated` too): each cell takes its item's answered length (the
/// spec's `size` for that item) where the data gives one, as a self-sizing cell would, and each group is as
/// long as its cells then need. Groups no longer repeat at one pitch, so their starts are stored.
struct SelfSizedGroups: Sendable {
    /// Where each group begins along the scroll axis, from the first group's start; one more entry at the
    /// end: where a group after the last would begin.
    private(set) var offsets: [Double]
    /// The section's items, for their answers.
    let data: SectionData
    /// The template's cells that size themselves along the scroll axis.
    let selfSizing: [Bool]
    /// The template's cells that are as long as the longest of them in their group
    /// (`uniformAcrossSiblings`); empty when none is.
    let uniform: [Bool]
    /// That length, group by group; empty when no cell is uniform.
    private(set) var uniformLengths: [Double] = []
    let spacing: Double

    /// Sizes `data`'s groups of `template` along `axis`, `spacing` apart; nil when no cell of the template
    /// sizes itself along `axis`. - Complexity: O(items).
    init?(template: CompositionalTemplate, data: SectionData, axis: Axis, spacing: Double) {
        let selfSizing = template.estimated.map { $0.along(axis) }
        guard selfSizing.contains(true) else { return nil }
        self.data = data
        self.selfSizing = selfSizing
        let uniform = zip(template.estimated, selfSizing).map { $0.uniform(along: axis) && $1 }
        self.uniform = uniform.contains(true) ? uniform : []
        self.spacing = spacing
        let cells = template.frames.count
        let groups = CompositionalSectionGeometry.groupCount(items: data.itemCount, cells: cells)
        let templateLength = template.size.length(along: axis)
        var offsets: [Double] = []
        offsets.reserveCapacity(groups + 1)
        var uniformLengths: [Double] = []
        var cursor = 0.0
        for group in 0..<groups {
            offsets.append(cursor)
            let filled = 0..<min(cells, data.itemCount - group * cells)
            func answered(_ cell: Int) -> Double {
                Self.length(of: group * cells + cell, cell: cell, frame: template.frames[cell], selfSizing, data, axis)
            }
            // The uniform cells' longest answer, which each of them takes.
            var longest = 0.0
            if !self.uniform.isEmpty {
                for cell in filled where uniform[cell] { longest = max(longest, answered(cell)) }
                uniformLengths.append(longest)
            }
            var length = 0.0
            for cell in filled {
                let frame = template.frames[cell]
                let after = templateLength - frame.max(along: axis)
                length = max(length, frame.min(along: axis) + (uniform[cell] ? longest : answered(cell)) + after)
            }
            cursor += length + spacing
        }
        offsets.append(cursor)
        self.offsets = offsets
        self.uniformLengths = uniformLengths
    }

    /// The groups' whole length along the axis, spacing between them included. - Complexity: O(1).
    var length: Double { max(0, (offsets.last ?? 0) - spacing) }

    /// Item `item`'s frame at `cell` of its group, relative to the group's origin: the template's `frame`
    /// with its length along `axis` the item's answer when the cell sizes itself. - Complexity: O(1).
    func frame(ofItem item: Int, cell: Int, template frame: Rect, axis: Axis) -> Rect {
        guard selfSizing[cell] else { return frame }
        let length =
            !uniform.isEmpty && uniform[cell]
            ? uniformLengths[item / selfSizing.count]
            : Self.length(of: item, cell: cell, frame: frame, selfSizing, data, axis)
        return Rect(
            main: frame.min(along: axis), cross: frame.min(along: axis.cross), mainLength: length,
            crossLength: frame.size.length(along: axis.cross), axis: axis)
    }

    /// The groups whose copy of `band` may meet `low`…`high`, measured from the first group's start. A
    /// band's elements keep their place on the template (badges, cells that do not size themselves), from
    /// group g's start plus `band.before` to its start plus `band.after`; the cells' band (`cells`) reaches
    /// to the group's end plus how far the template's cells reach past its length (`templateLength`) too.
    /// So do the bands farther along than the cells', so that the ends shrink band by band as
    /// `CompositionalSectionGeometry.GroupRuns` needs; the groups that adds are the cells' band's own.
    /// - Complexity: O(log groups).
    func groups(
        from low: Double, to high: Double, band: CompositionalTemplate.Band, cells: CompositionalTemplate.Band,
        templateLength: Double
    ) -> ClosedRange<Int>? {
        let count = offsets.count - 1
        guard count > 0 else { return nil }
        let past = band.before >= cells.before ? max(0, cells.after - templateLength) : -Double.infinity
        // The first group whose elements end past `low` (their ends grow with the group).
        var first = 0
        var last = count
        while first < last {
            let middle = (first + last) / 2
            let end = max(offsets[middle + 1] - spacing + past, offsets[middle] + band.after)
            if end > low { last = middle } else { first = middle + 1 }
        }
        let end = offsets.partitionPoint(in: 0..<count) { $0 + band.before >= high }
        guard first < end else { return nil }
        return first...(end - 1)
    }

    private static func length(
        of item: Int, cell: Int, frame: Rect, _ selfSizing: [Bool], _ data: SectionData, _ axis: Axis
    ) -> Double {
        guard selfSizing[cell], let answer = data.size(at: item) else { return frame.size.length(along: axis) }
        return max(0, answer.length(along: axis))
    }
}
