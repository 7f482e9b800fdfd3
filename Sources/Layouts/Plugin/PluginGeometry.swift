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
    /// The flat indexes of the section's cell frames.
    var items: Range<Int> { firstItem..<firstItem + itemCount }
    /// The union of the section's cell frames (StickyEffect's `itemsRect`); nil when it has none.
    var itemsRect: Rect?
    var inset: EdgeInsets
    /// Round-robin staggered sections: the column count, items `k, k + c, k + 2c, …` forming column k, each
    /// column sorted along the scroll axis. 1 for every other section, whose frames the chunks index.
    var laneStride = 1
    /// The section's chunks: `firstChunk..<firstChunk + chunkCount` (none when `laneStride > 1` or the
    /// section has no items).
    var firstChunk = 0
    var chunkCount = 0
    /// A flow or grid section's lines: `firstLine..<firstLine + lineCount` (none for other plugins).
    var firstLine = 0
    var lineCount = 0
    /// Where the section's items start along the scroll axis: after its header and leading inset.
    var itemsStart = 0.0
    /// Staggered and mosaic sections: where each column ends along the scroll axis after the last item,
    /// measured from `itemsStart` (so moving the section leaves them be), and the mosaic's last item's
    /// length across the axis. An append carries on from them.
    var laneEnds: [Double] = []
    var lastCrossLength = 0.0
    /// Plugin defaults first (a pinned header's sticky start, a pinned footer's sticky end), then the
    /// section's own, in order.
    var cellEffects: [ScrollEffect] = []
    var headerEffects: [ScrollEffect] = []
    var footerEffects: [ScrollEffect] = []
}

/// A run of consecutive cell frames of one section, by running bounds over the section that make the runs
/// meeting a range a binary search away when frames are only nearly sorted (mosaic, shortest-column
/// staggered: an item goes to the lowest column), and give the union of the section's frames from its last
/// chunk. 32 bytes per 32 items.
struct FrameChunk: Hashable, Sendable {
    /// The largest frame end along the scroll axis in this chunk and every one before it in its section
    /// (non-decreasing).
    var maxMainSoFar: Double
    /// The smallest frame start along the scroll axis in this chunk and every one after it in its section
    /// (non-decreasing).
    var minMainFromHere: Double
    /// The smallest frame start and largest frame end across the scroll axis in this chunk and every one
    /// before it in its section.
    var minCrossSoFar: Double
    var maxCrossSoFar: Double

    /// Moves the chunk's frames by `main` along the scroll axis. O(1).
    mutating func move(by main: Double) {
        maxMainSoFar += main
        minMainFromHere += main
    }
}

/// Everything PluginLayout computes in `prepare`: every cell frame (cached, without effects), the flow and
/// grid sections' lines, the sections and the chunk index. Memory: 32 bytes per item for its frame, 16 per
/// line and 32 per chunk of 32 items.
struct PluginGeometry: Hashable, Sendable {
    static let chunkSize = 32

    var axis: Axis = .vertical
    var frames: [Rect] = []
    var lines: [PluginLine] = []
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

    /// Sets every section's `itemsRect` and builds the chunk index of those whose frames are not strided
    /// columns, in one pass over the frames (they are 32 bytes an item: each pass over a million costs what
    /// reading 32 MB does). - Complexity: O(n).
    mutating func indexFrames() {
        chunks = []
        chunks.reserveCapacity(frames.count / Self.chunkSize + sections.count)
        for index in sections.indices where sections[index].itemCount > 0 {
            let items = sections[index].items
            guard sections[index].laneStride == 1 else {
                sections[index].itemsRect = union(of: items)
                continue
            }
            sections[index].firstChunk = chunks.count
            Self.appendChunks(of: items, in: frames, axis: axis, after: nil, to: &chunks)
            sections[index].chunkCount = chunks.count - sections[index].firstChunk
            sections[index].itemsRect = itemsRect(of: sections[index])
        }
    }

    /// Appends to `result` the chunks of `frames` `items` (a section's, from the start of one of its chunks
    /// to its end), their running bounds continuing those of `previous`, the section's chunk before them.
    /// Static, so that a geometry appends to its own chunks without a copy of itself (and of them).
    /// - Complexity: O(items).
    static func appendChunks(
        of items: Range<Int>, in frames: [Rect], axis: Axis, after previous: FrameChunk?, to result: inout [FrameChunk]
    ) {
        let first = result.count
        var running =
            previous.map {
                Extremes(
                    minMain: .infinity, maxMain: $0.maxMainSoFar, minCross: $0.minCrossSoFar, maxCross: $0.maxCrossSoFar
                )
            } ?? .none
        frames.withUnsafeBufferPointer { frames in
            for start in stride(from: items.lowerBound, to: items.upperBound, by: Self.chunkSize) {
                let box = Extremes(frames[start..<min(items.upperBound, start + Self.chunkSize)], axis: axis)
                running = running.including(box)
                result.append(
                    FrameChunk(
                        maxMainSoFar: running.maxMain, minMainFromHere: box.minMain, minCrossSoFar: running.minCross,
                        maxCrossSoFar: running.maxCross))
            }
        }
        var fromHere = Double.infinity
        for chunk in (first..<result.count).reversed() {
            fromHere = min(fromHere, result[chunk].minMainFromHere)
            result[chunk].minMainFromHere = fromHere
        }
    }

    /// Lowers the `minMainFromHere` of section `section`'s chunks before chunk `first` (of the section) to
    /// what the chunks from `first` on now hold, stopping at the first that keeps its value (those before
    /// it keep theirs too). - Complexity: O(32 frames per chunk lowered or raised).
    mutating func refreshFromHere(ofSection section: Int, before first: Int) {
        let placed = sections[section]
        for chunk in (0..<min(first, placed.chunkCount)).reversed() {
            let index = placed.firstChunk + chunk
            let start = placed.firstItem + chunk * Self.chunkSize
            let own = frames.withUnsafeBufferPointer {
                Extremes($0[start..<min(start + Self.chunkSize, placed.items.upperBound)], axis: axis).minMain
            }
            let after = chunk + 1 < placed.chunkCount ? chunks[index + 1].minMainFromHere : .infinity
            let value = min(own, after)
            if value == chunks[index].minMainFromHere { return }
            chunks[index].minMainFromHere = value
        }
    }

    /// The union of `section`'s frames, from its chunks' running bounds. O(1).
    func itemsRect(of section: PluginSection) -> Rect? {
        guard section.chunkCount > 0 else { return nil }
        let last = chunks[section.firstChunk + section.chunkCount - 1]
        return Extremes(
            minMain: chunks[section.firstChunk].minMainFromHere, maxMain: last.maxMainSoFar,
            minCross: last.minCrossSoFar, maxCross: last.maxCrossSoFar
        ).rect(axis: axis)
    }

    /// The union of frames `items`, and of `rect` when given. - Complexity: O(items).
    func union(of items: Range<Int>, with rect: Rect? = nil) -> Rect {
        let extremes = frames.withUnsafeBufferPointer { Extremes($0[items], axis: axis) }
        return (rect.map { extremes.including(Extremes($0, axis: axis)) } ?? extremes).rect(axis: axis)
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
        frames.capacity * MemoryLayout<Rect>.stride + lines.capacity * MemoryLayout<PluginLine>.stride
            + chunks.capacity * MemoryLayout<FrameChunk>.stride + sections.capacity * MemoryLayout<PluginSection>.stride
    }
}

/// The smallest and largest edges of some frames along and across the scroll axis, each kept as the
/// number it came from (a chain of `Rect.union`s would round the far edges at every step).
private struct Extremes {
    var minMain: Double
    var maxMain: Double
    var minCross: Double
    var maxCross: Double

    init(minMain: Double, maxMain: Double, minCross: Double, maxCross: Double) {
        (self.minMain, self.maxMain, self.minCross, self.maxCross) = (minMain, maxMain, minCross, maxCross)
    }

    /// The extremes of `frames`; infinities, the wrong way round, when there are none. O(frames).
    init(_ frames: UnsafeBufferPointer<Rect>.SubSequence, axis: Axis) {
        var (minX, minY) = (Double.infinity, Double.infinity)
        var (maxX, maxY) = (-Double.infinity, -Double.infinity)
        for frame in frames {
            minX = min(minX, frame.minX)
            minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        self =
            axis == .vertical
            ? Extremes(minMain: minY, maxMain: maxY, minCross: minX, maxCross: maxX)
            : Extremes(minMain: minX, maxMain: maxX, minCross: minY, maxCross: maxY)
    }

    /// The edges of `rect`. O(1).
    init(_ rect: Rect, axis: Axis) {
        self.init(
            minMain: rect.min(along: axis), maxMain: rect.max(along: axis), minCross: rect.min(along: axis.cross),
            maxCross: rect.max(along: axis.cross))
    }

    /// None seen yet: infinities, the wrong way round.
    static let none = Extremes(minMain: .infinity, maxMain: -.infinity, minCross: .infinity, maxCross: -.infinity)

    /// The rectangle from the smallest to the largest edges.
    func rect(axis: Axis) -> Rect {
        Rect(
            main: minMain, cross: minCross, mainLength: maxMain - minMain, crossLength: maxCross - minCross, axis: axis)
    }

    func including(_ other: Extremes) -> Extremes {
        Extremes(
            minMain: min(minMain, other.minMain), maxMain: max(maxMain, other.maxMain),
            minCross: min(minCross, other.minCross), maxCross: max(maxCross, other.maxCross))
    }
}
