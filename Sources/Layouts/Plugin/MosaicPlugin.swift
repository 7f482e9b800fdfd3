import LayoutCore

/// The mosaic plugin: `lineCount` columns (rows when horizontal); an item that can be
/// big spans the run of lowest columns, and lengths along the scroll axis are rounded up to multiples of
/// `lineMultiple`, then snapped to a neighbouring column's bottom within one multiple.
struct MosaicPlugin {
    var metrics: PluginSectionMetrics
    var lineCount: Int
    var lineMultiple: Double

    /// The smallest multiple the vertical mosaic uses; the horizontal one does not clamp.
    static let minimumVerticalMultiple: Double = 20

    /// The most spans whose lengths a pattern entry keeps worked out (in a `SIMD4`).
    private static let precomputedSpans = 4

    /// Appends the frames of the section's items from `first` on, placed from `progress` (where items
    /// `0..<first` left it), and moves it past them. An append to a placed section carries on from its
    /// progress: each item depends only on the columns' bottoms and the item before. O((n − first)·c) for c
    /// columns.
    func placeItems(
        _ section: SectionData, from first: Int, progress: inout LaneProgress, frames: inout BufferWriter<Rect>
    ) {
        let axis = metrics.axis
        let columns = progress.bottoms.count
        let multiple = axis == .vertical ? max(lineMultiple, Self.minimumVerticalMultiple) : lineMultiple
        let width = metrics.laneWidth(count: columns)
        let (crossStart, lineSpacing, itemSpacing) = (metrics.crossStart, metrics.lineSpacing, metrics.itemSpacing)
        var previousCross = progress.previousCross
        func spanWidth(_ span: Int) -> Double { Double(span) * width + Double(span - 1) * itemSpacing }
        /// The length along the scroll axis, rounded up to the multiple (two divisions and a rounding).
        func roundedLength(span: Int, ratio: Double) -> Double {
            (metrics.mainLength(crossLength: spanWidth(span), aspectRatio: ratio) / multiple).rounded(.up) * multiple
        }
        // An item's length is worked out with its answers, for the spans it can take: for a section that
        // repeats a pattern that is once per pattern entry and span (up to four), not two divisions and a
        // rounding per item; other sections work out a one-column length per item, and the rest when met.
        let knownSpans = section.repeatsACycle ? min(columns, Self.precomputedSpans) : 1
        let answers = { (item: Int) in
            let ratio = section.answer(item) { $0[.aspectRatio] } ?? 1
            var lengths = SIMD4<Double>()
            for span in 1...knownSpans { lengths[span - 1] = roundedLength(span: span, ratio: ratio) }
            return (ratio: ratio, canBeBig: section.answer(item) { $0[.canBeBig] } ?? true, lengths: lengths)
        }
        // The bottoms through one access to their storage: a write per item through the array would
        // check its uniqueness each time.
        progress.bottoms.withUnsafeMutableBufferPointer { bottoms in
            section.forEachItem(from: first, answers) { ratio, canBeBig, lengths in
                var first = 0
                for column in bottoms.indices where bottoms[column] < bottoms[first] { first = column }
                var span = 1
                while first + span < columns, bottoms[first + span] == bottoms[first] { span += 1 }
                if !canBeBig || previousCross > width || (ratio < 1 && span == columns) { span = 1 }
                let main = bottoms[first] + lineSpacing
                let cross = Double(first) * (width + itemSpacing) + crossStart
                var length = span <= knownSpans ? lengths[span - 1] : roundedLength(span: span, ratio: ratio)
                if let snap = Self.snapBottom(near: main + length, bottoms: bottoms, multiple: multiple), snap > main {
                    length = snap - main
                }
                let crossLength = spanWidth(span)
                frames.append(Rect(main: main, cross: cross, mainLength: length, crossLength: crossLength, axis: axis))
                for column in first..<(first + span) { bottoms[column] = main + length }
                previousCross = crossLength
            }
        }
        progress.previousCross = previousCross
    }

    /// The lowest column bottom within one multiple of `end`, if any: the first such column in the seed's
    /// sort of the columns by bottom. (The caller does not take a snap that would leave the item no length.)
    /// A select per column, not a branch: the mosaic's `prepare` measured 5–10 % faster than with an
    /// optional compared per candidate. - Complexity: O(columns).
    static func snapBottom(near end: Double, bottoms: UnsafeMutableBufferPointer<Double>, multiple: Double)
        -> Double?
    {
        var lowest = Double.infinity
        for bottom in bottoms { lowest = abs(bottom - end) < multiple && bottom < lowest ? bottom : lowest }
        return lowest == .infinity ? nil : lowest
    }
}
