import LayoutCore

/// The index paths an invariant check visits: every item, or, for huge data, the first and last few
/// items of each section and a stride through the rest (about 2,000 per section).
struct ItemSample: Sequence {
    let data: CollectionData
    let everyItem: Bool

    func makeIterator() -> AnyIterator<IndexPath> {
        var paths: [IndexPath] = []
        for (section, sectionData) in data.sections.enumerated() {
            let count = sectionData.itemCount
            let items: [Int]
            if everyItem || count <= 64 {
                items = Array(0..<count)
            } else {
                let step = Swift.max(1, count / 2000)
                items = Array(0..<16) + Array(stride(from: 16, to: count - 16, by: step)) + Array((count - 16)..<count)
            }
            paths += items.map { IndexPath(section: section, item: $0) }
        }
        return AnyIterator(paths.makeIterator())
    }
}
