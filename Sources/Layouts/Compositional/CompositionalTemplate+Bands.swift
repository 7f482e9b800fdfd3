import LayoutCore

/// Where a group's elements lie along one axis, in bands: a query looks for each band's copies apart, so
/// that a supplementary view an anchor's offset moves far from its cell widens no other element's search.
extension CompositionalTemplate {
    /// A stretch along one axis, in points from a group's origin, holding some of the template's elements:
    /// the cells (with the group's own extent) and the supplementary views that overlap them, or supplementary
    /// views an anchor's offset moves clear of those. Group g's copy of a band lies at g's start plus the
    /// band, so the groups whose copy meets a rect are one division (or one binary search) away, whatever
    /// the offset.
    struct Band: Hashable, Sendable {
        var before: Double
        var after: Double
        /// Whether the template's cells lie in this band (one band holds them).
        var holdsCells: Bool
    }

    /// The bands of `cells` in a group of `size` along `axis`: the elements' extents merged where they
    /// overlap or touch, the band farthest along first (its copies are found in the earliest groups), so
    /// that for any rect the groups each band's copies meet start and end no earlier than the previous
    /// band's. A supplementary view whose extent is not a number meets no rect and is left out; the cells'
    /// `min` and `max` pass over one. - Complexity: O(e log e) for e cells and supplementary views, once per
    /// template.
    static func bands(of cells: [Cell], size: Size, along axis: Axis) -> [Band] {
        var cellBand = Band(before: 0, after: size.length(along: axis), holdsCells: true)
        for cell in cells {
            cellBand.before = min(cellBand.before, cell.frame.min(along: axis))
            cellBand.after = max(cellBand.after, cell.frame.max(along: axis))
        }
        var extents = [cellBand]
        for cell in cells {
            for supplementary in cell.supplementaries {
                let before = supplementary.frame.min(along: axis)
                let after = supplementary.frame.max(along: axis)
                if !before.isNaN && !after.isNaN {
                    extents.append(Band(before: before, after: after, holdsCells: false))
                }
            }
        }
        extents.sort { $0.before < $1.before }
        var bands: [Band] = []
        for extent in extents {
            if let last = bands.last, extent.before <= last.after {
                bands[bands.count - 1].after = max(last.after, extent.after)
                bands[bands.count - 1].holdsCells = last.holdsCells || extent.holdsCells
            } else {
                bands.append(extent)
            }
        }
        return bands.reversed()
    }
}
