import LayoutCore

/// One section as PluginLayout placed it, with the effects its elements get.
struct PluginSection: Hashable, Sendable {
    /// Flat index of the section's first cell frame.
    var firstItem: Int
    var itemCount: Int
    /// The section's extent along the scroll axis, header and footer included.
    var minMain: Double
    var maxMain: Double
    var header: Rect?
    var footer: Rect?
    /// The union of the section's cell frames (StickyEffect's `itemsRect`); nil when it has none.
    var itemsRect: Rect?
    var inset: EdgeInsets
    /// Round-robin staggered sections: the column count, items `k, k + c, k + 2c, …` forming column k, each
    /// column sorted along the scroll axis. 1 for every other section, whose frames the chunks index.
    var laneStride = 1
    /// The section's chunks: `firstChunk..<firstChunk + chunkCount` (none when `laneStride > 1`).
    var firstChunk = 0
    var chunkCount = 0
    /// Plugin defaults first (a pinned header's sticky start, a pinned footer's sticky end), then the
    /// section's own, in order.
    var cellEffects: [ScrollEffect] = []
    var headerEffects: [ScrollEffect] = []
    var footerEffects: [ScrollEffect] = []
}

/// A run of consecutive cell frames of one section, by running bounds over the section that make the runs
/// meeting a range a binary search away when frames are only nearly sorted (mosaic, shortest-column
/// staggered: an item goes to the lowest column). 16 bytes per 32 items.
struct FrameChunk: Hashable, Sendable {
    /// The largest frame end along the scroll axis in this chunk and every one before it in its section
    /// (non-decreasing).
    var maxMainSoFar: Double
    /// The smallest frame start along the scroll axis in this chunk and every one after it in its section
    /// (non-decreasing).
    var minMainFromHere: Double
}

/// Everything PluginLayout computes in `prepare`: every cell frame (cached, without effects), the sections
/// and the chunk index. Memory: 32 bytes per item for its frame plus 16 bytes per chunk of 32 items.
struct PluginGeometry: Hashable, Sendable {
    static let chunkSize = 32

    var axis: Axis = .vertical
    var frames: [Rect] = []
    var sections: [PluginSection] = []
    var chunks: [FrameChunk] = []
    var contentSize: Size = .zero
    /// The most any effect moves a cell toward the trailing edge (the largest elastic spacing): a query
    /// looks this far before its range for cells that an effect brings into it.
    var maximumCellShift: Double = 0
    /// Whether any element has an effect (and so follows the bounds).
    var hasEffects = false

    /// Records what `section`'s effects require of queries.
    mutating func noteEffects(of section: PluginSection) {
        if !section.cellEffects.isEmpty || !section.headerEffects.isEmpty || !section.footerEffects.isEmpty {
            hasEffects = true
        }
        for case .elastic(let spacing, _) in section.cellEffects {
            maximumCellShift = max(maximumCellShift, spacing)
        }
    }

    /// Sets the `itemsRect` of every section from `first` on and builds the chunk index of those whose
    /// frames are not strided columns, keeping the chunks of the sections before, in one pass over their
    /// frames (they are 32 bytes an item: each pass over a million costs what reading 32 MB does).
    /// - Complexity: O(the frames of those sections).
    mutating func indexFrames(from first: Int = 0) {
        let kept = sections[..<first].reduce(0) { max($0, $1.firstChunk + $1.chunkCount) }
        chunks.removeSubrange(kept...)
        let items = first < sections.count ? frames.count - sections[first].firstItem : 0
        chunks.reserveCapacity(kept + items / Self.chunkSize + sections.count - first)
        for index in sections.indices.dropFirst(first) where sections[index].itemCount > 0 {
            let items = sections[index].firstItem..<(sections[index].firstItem + sections[index].itemCount)
            let chunked = sections[index].laneStride == 1
            if chunked { sections[index].firstChunk = chunks.count }
            sections[index].itemsRect = scan(items, chunking: chunked)
            if chunked { sections[index].chunkCount = chunks.count - sections[index].firstChunk }
        }
    }

    /// The union of the frames of `items`, appending their chunks when `chunking`. - Complexity: O(items).
    private mutating func scan(_ items: Range<Int>, chunking: Bool) -> Rect {
        let first = chunks.count
        var soFar = -Double.infinity
        var union = Extremes()
        frames.withUnsafeBufferPointer { frames in
            for start in stride(from: items.lowerBound, to: items.upperBound, by: Self.chunkSize) {
                var box = Extremes()
                for frame in frames[start..<min(items.upperBound, start + Self.chunkSize)] {
                    box.include(frame)
                }
                union.include(box)
                guard chunking else { continue }
                let (low, high) = axis == .vertical ? (box.minY, box.maxY) : (box.minX, box.maxX)
                soFar = max(soFar, high)
                chunks.append(FrameChunk(maxMainSoFar: soFar, minMainFromHere: low))
            }
        }
        var fromHere = Double.infinity
        for chunk in (first..<chunks.count).reversed() {
            fromHere = min(fromHere, chunks[chunk].minMainFromHere)
            chunks[chunk].minMainFromHere = fromHere
        }
        return union.rect
    }

    /// The number of independently sorted runs of `section`'s frames: its columns when strided, else 1.
    func laneCount(of section: PluginSection) -> Int {
        section.laneStride > 1 ? min(section.laneStride, section.itemCount) : 1
    }

    /// The flat indexes of `section`'s lane `lane` that may meet `low..<high` along the scroll axis: a binary
    /// search down a strided column, or the span of the chunks that may. O(log n).
    func candidates(in section: PluginSection, lane: Int, from low: Double, to high: Double) -> StrideTo<Int> {
        let stride = section.laneStride
        if stride > 1 {
            let count = (section.itemCount - lane + stride - 1) / stride
            let base = section.firstItem + lane
            var first = 0
            var end = count
            while first < end {
                let middle = (first + end) / 2
                if frames[base + middle * stride].max(along: axis) > low { end = middle } else { first = middle + 1 }
            }
            end = first
            while end < count, frames[base + end * stride].min(along: axis) < high { end += 1 }
            return Swift.stride(from: base + first * stride, to: base + end * stride, by: stride)
        }
        let range = section.firstChunk..<(section.firstChunk + section.chunkCount)
        let first = chunks.partitionPoint(in: range) { $0.maxMainSoFar > low } - section.firstChunk
        let end = max(first, chunks.partitionPoint(in: range) { $0.minMainFromHere >= high } - section.firstChunk)
        let sectionEnd = section.firstItem + section.itemCount
        return Swift.stride(
            from: section.firstItem + first * Self.chunkSize,
            to: min(sectionEnd, section.firstItem + end * Self.chunkSize),
            by: 1)
    }

    /// The bytes the geometry holds, by capacity (the sections' effect lists aside).
    var retainedBytes: Int {
        frames.capacity * MemoryLayout<Rect>.stride + chunks.capacity * MemoryLayout<FrameChunk>.stride
            + sections.capacity * MemoryLayout<PluginSection>.stride
    }
}

/// The smallest and largest edges seen, each kept as the number it came from (a chain of `Rect.union`s
/// would round the far edges at every step).
private struct Extremes {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity

    mutating func include(_ frame: Rect) {
        include(minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
    }

    mutating func include(_ other: Extremes) {
        include(minX: other.minX, minY: other.minY, maxX: other.maxX, maxY: other.maxY)
    }

    private mutating func include(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = min(self.minX, minX)
        self.minY = min(self.minY, minY)
        self.maxX = max(self.maxX, maxX)
        self.maxY = max(self.maxY, maxY)
    }

    /// The rectangle from the smallest to the largest edges.
    var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}
