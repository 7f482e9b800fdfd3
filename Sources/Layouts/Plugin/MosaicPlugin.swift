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

    /// Appends the section's frames to `frames` and grows `offset` past them. O(n·c) for c columns; one
    /// allocation of c bottoms.
    func place(_ section: SectionData, offset: inout PluginOffset, frames: inout BufferWriter<Rect>) {
        let axis = metrics.axis
        offset.main += metrics.mainStart
        offset.cross = max(offset.cross, metrics.crossExtent)
        let columns = max(lineCount, 1)
        let multiple = axis == .vertical ? max(lineMultiple, Self.minimumVerticalMultiple) : lineMultiple
        let width = metrics.laneWidth(count: columns)
        var bottoms = [Double](repeating: offset.main, count: columns)
        let (crossStart, lineSpacing, itemSpacing) = (metrics.crossStart, metrics.lineSpacing, metrics.itemSpacing)
        var previousCross = 0.0
        func spanWidth(_ span: Int) -> Double { Double(span) * width + Double(span - 1) * itemSpacing }
        /// The length along the scroll axis, rounded up to the multiple (two divisions and a rounding).
        func roundedLength(span: Int, ratio: Double) -> Double {
            (metrics.mainLength(crossLength: spanWidth(span), aspectRatio: ratio) / multiple).rounded(.up) * multiple
        }
        // Most items span one column: their length is worked out with the answers, so a section that
        // repeats a pattern works it out once per pattern entry.
        let answers = { (item: Int) in
            let ratio = section.answer(item) { $0.aspectRatio } ?? 1
            return (
                ratio: ratio, canBeBig: section.answer(item) { $0.canBeBig } ?? true,
                singleLength: roundedLength(span: 1, ratio: ratio)
            )
        }
        // The bottoms through one access to their storage: a write per item through the array would
        // check its uniqueness each time.
        bottoms.withUnsafeMutableBufferPointer { bottoms in
            section.forEachItem(answers) { ratio, canBeBig, singleLength in
                var first = 0
                for column in bottoms.indices where bottoms[column] < bottoms[first] { first = column }
                var span = 1
                while first + span < columns, bottoms[first + span] == bottoms[first] { span += 1 }
                if !canBeBig || previousCross > width || (ratio < 1 && span == columns) { span = 1 }
                let main = bottoms[first] + lineSpacing
                let cross = Double(first) * (width + itemSpacing) + crossStart
                var length = span == 1 ? singleLength : roundedLength(span: span, ratio: ratio)
                if let snap = Self.snapBottom(near: main + length, bottoms: bottoms, multiple: multiple), snap > main {
                    length = snap - main
                }
                let crossLength = spanWidth(span)
                frames.append(Rect(main: main, cross: cross, mainLength: length, crossLength: crossLength, axis: axis))
                for column in first..<(first + span) { bottoms[column] = main + length }
                previousCross = crossLength
            }
        }
        offset.main = (bottoms.max() ?? offset.main) + metrics.mainEnd
    }

    /// The lowest column bottom (lowest index on a tie: the seed's stable sort) within one multiple of
    /// `end`, if any. A snap that would leave the item no length is not taken.
    private static func snapBottom(
        near end: Double, bottoms: UnsafeMutableBufferPointer<Double>, multiple: Double
    ) -> Double? {
        var best: Double?
        for bottom in bottoms where abs(bottom - end) < multiple {
            if best.map({ bottom < $0 }) ?? true { best = bottom }
        }
        return best
    }
}
