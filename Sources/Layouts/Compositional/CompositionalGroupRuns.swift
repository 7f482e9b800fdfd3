import LayoutCore

/// The groups of a compositional section a query visits: for each band of the template
/// (`CompositionalTemplate.Band`), the groups whose copy of it may meet the rect, merged into runs. A badge
/// an anchor's offset moves a million groups away adds the few groups whose badge lies in the rect, not
/// the million between.
extension CompositionalSectionGeometry {
    /// The template's bands along `groupAxis`, the one farthest along first.
    var bands: [CompositionalTemplate.Band] { template.bands(along: groupAxis) }

    /// The band that holds the template's cells.
    var cellBand: CompositionalTemplate.Band { bands.first(where: \.holdsCells) ?? bands[0] }

    /// The runs of groups whose elements may meet `rect`, in ascending order, apart and not adjacent; an
    /// element of a group outside them does not meet `rect`. - Complexity: O(b) for the b bands (each a
    /// division; O(b log groups) when the cells size themselves), whatever their offsets. For groups at one
    /// pitch the runs hold the groups whose copy of some band crosses `rect`'s extent along `groupAxis`,
    /// plus at most two a band.
    func groupRuns(meeting rect: Rect) -> GroupRuns {
        GroupRuns(
            section: self, low: rect.min(along: groupAxis) + orthogonalOffset,
            high: rect.max(along: groupAxis) + orthogonalOffset)
    }

    /// How many groups `groupRuns(meeting:)` visits. - Complexity: as `groupRuns(meeting:)`.
    func groupCount(meeting rect: Rect) -> Int { groupRuns(meeting: rect).reduce(0) { $0 + $1.count } }

    /// The runs `groupRuns(meeting:)` lists: each band's groups, taken band by band (their ranges start and
    /// end no earlier than the previous band's), joined while they overlap or touch.
    struct GroupRuns: Sequence, IteratorProtocol {
        let section: CompositionalSectionGeometry
        /// The rect's extent along `groupAxis`, the row's offset added.
        let low: Double
        let high: Double
        private var band = 0
        private var pending: ClosedRange<Int>?

        init(section: CompositionalSectionGeometry, low: Double, high: Double) {
            self.section = section
            self.low = low
            self.high = high
        }

        /// The next run. - Complexity: O(bands it passes).
        mutating func next() -> ClosedRange<Int>? {
            let bands = section.bands
            while band < bands.count {
                let groups = section.groups(of: bands[band], from: low, to: high)
                band += 1
                guard let groups else { continue }
                guard let run = pending else {
                    pending = groups
                    continue
                }
                if groups.lowerBound > run.upperBound + 1 {
                    pending = groups
                    return run
                }
                pending = Swift.min(run.lowerBound, groups.lowerBound)...Swift.max(run.upperBound, groups.upperBound)
            }
            defer { pending = nil }
            return pending
        }
    }
}
