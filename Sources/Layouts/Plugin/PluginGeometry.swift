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
    /// Plugin defaults first (a pinned header's sticky start, a pinned footer's sticky end), then the
    /// section's own, in order (§3.2).
    var cellEffects: [ScrollEffect] = []
    var headerEffects: [ScrollEffect] = []
    var footerEffects: [ScrollEffect] = []
}

/// A run of consecutive cell frames and their extent along the scroll axis, with running bounds that make
/// the runs meeting a range a binary search away even when frames are not sorted (staggered, mosaic).
struct FrameChunk: Hashable, Sendable {
    /// The smallest minimum and largest maximum along the scroll axis of the chunk's frames.
    var minMain: Double
    var maxMain: Double
    /// The largest `maxMain` of this chunk and every one before it (non-decreasing).
    var maxMainSoFar: Double
    /// The smallest `minMain` of this chunk and every one after it (non-decreasing).
    var minMainFromHere: Double
}

/// Everything PluginLayout computes in `prepare`: every cell frame (cached, without effects), the sections
/// and the chunk index. Memory: 32 bytes per item for its frame plus 32 bytes per chunk of 32 items.
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

    /// Builds the chunk index over `frames`. O(n).
    mutating func indexFrames() {
        let count = (frames.count + Self.chunkSize - 1) / Self.chunkSize
        chunks = []
        chunks.reserveCapacity(count)
        var soFar = -Double.infinity
        for chunk in 0..<count {
            var low = Double.infinity
            var high = -Double.infinity
            for index in (chunk * Self.chunkSize)..<min(frames.count, (chunk + 1) * Self.chunkSize) {
                low = min(low, frames[index].min(along: axis))
                high = max(high, frames[index].max(along: axis))
            }
            soFar = max(soFar, high)
            chunks.append(FrameChunk(minMain: low, maxMain: high, maxMainSoFar: soFar, minMainFromHere: low))
        }
        var fromHere = Double.infinity
        for chunk in chunks.indices.reversed() {
            fromHere = min(fromHere, chunks[chunk].minMain)
            chunks[chunk].minMainFromHere = fromHere
        }
    }

    /// The chunks that may hold a frame meeting `low..<high` along the scroll axis. O(log n).
    func chunkRange(from low: Double, to high: Double) -> Range<Int> {
        let first = chunks.partitionPoint { $0.maxMainSoFar > low }
        let end = chunks.partitionPoint { $0.minMainFromHere >= high }
        return first..<max(first, end)
    }

    /// The index of the section holding flat item `flat`. O(log sections).
    func section(ofFlatItem flat: Int) -> Int {
        sections.partitionPoint { $0.firstItem + $0.itemCount > flat }
    }

    /// The bytes the geometry holds, by capacity (the sections' effect lists aside).
    var retainedBytes: Int {
        frames.capacity * MemoryLayout<Rect>.stride + chunks.capacity * MemoryLayout<FrameChunk>.stride
            + sections.capacity * MemoryLayout<PluginSection>.stride
    }
}
