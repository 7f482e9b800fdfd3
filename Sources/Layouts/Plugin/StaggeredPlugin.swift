import LayoutCore

/// The staggered ("Pinterest") plugin (LAYOUTS.md §3.5): `lineCount` equal columns (rows when
/// horizontal), each item as long as its aspect ratio makes it, stacked `lineSpacing` apart.
struct StaggeredPlugin {
    var metrics: PluginSectionMetrics
    var lineCount: Int
    var placement: StaggeredPlacement

    /// Appends the section's frames to `frames` and grows `offset` past them. O(n·c) for c columns with
    /// `.shortestColumn`, O(n) round-robin; one allocation of c bottoms.
    func place(_ section: SectionData, offset: inout PluginOffset, frames: inout [Rect]) {
        let axis = metrics.axis
        offset.main += metrics.mainStart
        offset.cross = max(offset.cross, metrics.crossExtent)
        let columns = max(lineCount, 1)
        let width = metrics.laneWidth(count: columns)
        let start = offset.main
        var bottoms = [Double](repeating: start, count: columns)
        for item in 0..<section.itemCount {
            let column = item < columns ? item : nextColumn(item, bottoms: bottoms)
            let main = item < columns ? start : bottoms[column] + metrics.lineSpacing
            let ratio = section.answer(item) { $0.aspectRatio } ?? 1
            let length = metrics.mainLength(crossLength: width, aspectRatio: ratio)
            let cross = metrics.crossStart + Double(column) * (width + metrics.itemSpacing)
            frames.append(Rect(main: main, cross: cross, mainLength: length, crossLength: width, axis: axis))
            bottoms[column] = main + length
        }
        offset.main = (bottoms.max() ?? start) + metrics.mainEnd
    }

    private func nextColumn(_ item: Int, bottoms: [Double]) -> Int {
        switch placement {
        case .roundRobin: return item % bottoms.count
        case .shortestColumn:
            var best = 0
            for column in bottoms.indices where bottoms[column] < bottoms[best] { best = column }
            return best
        }
    }
}
