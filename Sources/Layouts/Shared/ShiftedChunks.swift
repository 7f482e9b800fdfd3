import LayoutCore

/// An element `ShiftedChunks` keeps: one that a change before it moves, by a shift that adds up and undoes.
protocol ChunkShiftable {
    associatedtype Shift: AdditiveArithmetic
    /// The element moved by `shift`.
    func shifted(by shift: Shift) -> Self
}

/// A layout's long run of frames or lines, kept in chunks of a few thousand elements, each with a shift its
/// elements have yet to take: element i reads as its stored value moved by its chunk's shift.
///
/// So an edit in the middle of a million frames rewrites only the chunk it falls in and adds its offset to
/// the shifts of the chunks after it, instead of moving every later frame: O(chunk + chunks) where an
/// array costs O(n).
///
/// Reading element i first finds its chunk: O(log chunks). Walks (`elements(in:)`) and binary searches
/// (`partitionPoint`) find it once. A chunk is a slice: those made from one array (`init(_:)`, O(n / chunk))
/// share its storage until an edit copies the one it rewrites. Memory: the elements (the built array's as
/// long as one of its chunks is unedited, besides the copies of edited ones), plus 8 bytes and a shift per
/// chunk.
struct ShiftedChunks<Element: ChunkShiftable> {
    typealias Shift = Element.Shift

    /// How many elements a chunk cut from an array holds.
    static var builtChunkCount: Int { 2_048 }
    /// An edit that leaves a chunk longer than this splits it into chunks of `builtChunkCount`.
    static var largestChunkCount: Int { 2 * builtChunkCount }

    /// The chunks' stored elements, in order; none is empty.
    private(set) var chunks: [ArraySlice<Element>] = []
    /// What chunk k's elements have yet to be moved by.
    private(set) var shifts: [Shift] = []
    /// The index of chunk k's first element, and one more entry: the count.
    private(set) var starts: [Int] = [0]

    init() {}

    /// The elements of `array`, in chunks of `builtChunkCount` sharing its storage. - Complexity: O(n / chunk).
    init(_ array: [Element]) {
        appendChunks(array)
    }

    var count: Int { starts[starts.count - 1] }
    var isEmpty: Bool { count == 0 }

    /// The chunk that holds element `index`, which must be in `0..<count`: the last whose start is not
    /// after it. First tried: chunk `index / builtChunkCount`, the one it is in when the chunks before it
    /// have `builtChunkCount` elements each (as built, or edited without changing their counts).
    /// - Complexity: O(1) then, else O(log chunks).
    @inline(__always)
    func chunk(holding index: Int) -> Int {
        let guess = index / Self.builtChunkCount
        if index >= 0, guess < chunks.count, starts[guess] <= index, index < starts[guess + 1] { return guess }
        return searchChunk(holding: index)
    }

    /// `chunk(holding:)` by a binary search over the chunks' starts. - Complexity: O(log chunks).
    private func searchChunk(holding index: Int) -> Int {
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = low + (high - low) / 2
            if starts[middle] > index { high = middle } else { low = middle + 1 }
        }
        return low - 1
    }

    /// Element `index`, moved by its chunk's shift. - Complexity: O(log chunks).
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
        let chunk = chunk(holding: index)
        return element(index - starts[chunk], of: chunk)
    }

    /// Element `offset` of chunk `chunk`, moved by the chunk's shift. - Complexity: O(1).
    @inline(__always)
    private func element(_ offset: Int, of chunk: Int) -> Element {
        let elements = chunks[chunk]
        return elements[elements.startIndex + offset].shifted(by: shifts[chunk])
    }

    /// Adds `elements` (as stored, with no shift) as a chunk after the last, unless empty. - Complexity: O(1).
    private mutating func appendChunk(_ elements: ArraySlice<Element>) {
        guard !elements.isEmpty else { return }
        chunks.append(elements)
        shifts.append(.zero)
        starts.append(count + elements.count)
    }

    /// The bytes the elements and the chunk index hold, by capacity.
    var retainedBytes: Int {
        chunks.reduce(0) { $0 + $1.capacity * MemoryLayout<Element>.stride }
            + chunks.capacity * MemoryLayout<ArraySlice<Element>>.stride + shifts.capacity * MemoryLayout<Shift>.stride
            + starts.capacity * MemoryLayout<Int>.stride
    }
}

extension ShiftedChunks {
    /// The index of the first element of `range` for which `isAfter` holds, given that it holds for a suffix
    /// of the range; `range.upperBound` when none. The chunk is found first (the range's first chunk when it
    /// holds for that chunk's last element, as for the end of a viewport's lines, else by a binary search
    /// over the chunks' first elements), then the element within it, read in place. - Complexity: O(log n).
    func partitionPoint(in range: Range<Int>, where isAfter: (Element) -> Bool) -> Int {
        guard !range.isEmpty else { return range.lowerBound }
        var low = range.lowerBound
        var high = range.upperBound
        var lowChunk = low == 0 ? 0 : chunk(holding: low)
        var highChunk = high == count ? chunks.count - 1 : chunk(holding: high - 1)
        if lowChunk < highChunk, isAfter(element(chunks[lowChunk].count - 1, of: lowChunk)) {
            highChunk = lowChunk
            high = starts[lowChunk + 1]
        }
        while lowChunk < highChunk {
            let middle = lowChunk + (highChunk - lowChunk + 1) / 2
            if isAfter(element(0, of: middle)) {
                highChunk = middle - 1
                high = starts[middle]
            } else {
                lowChunk = middle
                low = starts[middle] + 1
            }
        }
        let shift = shifts[lowChunk]
        let start = starts[lowChunk]
        return chunks[lowChunk].withUnsafeBufferPointer { stored in
            while low < high {
                let middle = low + (high - low) / 2
                if isAfter(stored[middle - start].shifted(by: shift)) { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }

    /// `partitionPoint(in:where:)` over every element. - Complexity: O(log n).
    func partitionPoint(where isAfter: (Element) -> Bool) -> Int {
        partitionPoint(in: 0..<count, where: isAfter)
    }

    /// The elements of `range`, in order, read chunk by chunk: O(log chunks) to start, O(1) an element.
    func elements(in range: Range<Int>) -> Elements {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) out of 0..<\(count)")
        guard !range.isEmpty else { return Elements(chunks: [], shifts: [], chunk: 0, from: 0, remaining: 0) }
        let chunk = chunk(holding: range.lowerBound)
        return Elements(
            chunks: chunks, shifts: shifts, chunk: chunk, from: range.lowerBound - starts[chunk],
            remaining: range.count)
    }

    /// A walk over a stretch of `ShiftedChunks`, chunk by chunk: it keeps the chunk it is in and its shift.
    struct Elements: Sequence, IteratorProtocol {
        private let chunks: [ArraySlice<Element>]
        private let shifts: [Shift]
        private var chunk: Int
        private var current: ArraySlice<Element>
        private var shift: Shift
        /// The index in `current` of the next element.
        private var index: Int
        private var remaining: Int

        /// A walk of `remaining` elements from element `offset` of chunk `chunk`.
        fileprivate init(chunks: [ArraySlice<Element>], shifts: [Shift], chunk: Int, from offset: Int, remaining: Int) {
            self.chunks = chunks
            self.shifts = shifts
            self.chunk = chunk
            current = chunks.isEmpty ? [] : chunks[chunk]
            shift = shifts.isEmpty ? .zero : shifts[chunk]
            index = current.startIndex + offset
            self.remaining = remaining
        }

        mutating func next() -> Element? {
            guard remaining > 0 else { return nil }
            if index == current.endIndex {
                chunk += 1
                current = chunks[chunk]
                shift = shifts[chunk]
                index = current.startIndex
            }
            let element = current[index].shifted(by: shift)
            index += 1
            remaining -= 1
            return element
        }
    }
}

extension ShiftedChunks: Equatable where Element: Equatable {
    /// Equal when they hold the same elements, however chunked and shifted. - Complexity: O(n).
    static func == (left: ShiftedChunks, right: ShiftedChunks) -> Bool {
        left.count == right.count
            && left.elements(in: 0..<left.count).elementsEqual(right.elements(in: 0..<right.count))
    }
}

extension ShiftedChunks: Hashable where Element: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in elements(in: 0..<count) { hasher.combine(element) }
    }
}

extension ShiftedChunks: Sendable where Element: Sendable, Shift: Sendable {}

extension ShiftedChunks {
    /// Replaces the elements of `range` by `new` (as they are to read) and moves every element after the
    /// range by `delta`.
    ///
    /// The chunks the range touches are rewritten with their shift applied (so an element is moved by a
    /// sum of shifts once, and a new one is stored as it reads), in place when the range is in one; cut again
    /// when longer than `largestChunkCount`, dropped when emptied. The chunks after it take `delta` into their
    /// shifts.
    /// - Complexity: O(chunk + new + chunks).
    mutating func replaceSubrange(_ range: Range<Int>, with new: [Element], shiftingAfterBy delta: Shift) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) out of 0..<\(count)")
        guard !chunks.isEmpty else {
            appendChunks(new)
            return
        }
        let first = range.lowerBound == count ? chunks.count - 1 : chunk(holding: range.lowerBound)
        let last = range.isEmpty ? first : chunk(holding: range.upperBound - 1)
        var rewritten = ArraySlice<Element>()
        swap(&rewritten, &chunks[first])
        let base = rewritten.startIndex
        let shift = shifts[first]
        if shift != .zero {
            for index in rewritten.indices { rewritten[index] = rewritten[index].shifted(by: shift) }
        }
        let cut = base + range.lowerBound - starts[first]
        if first == last {
            let end = base + range.upperBound - starts[first]
            if delta != .zero {
                for index in end..<rewritten.endIndex { rewritten[index] = rewritten[index].shifted(by: delta) }
            }
            rewritten.replaceSubrange(cut..<end, with: new)
        } else {
            let lastShift = shifts[last] + delta
            let kept = chunks[last].dropFirst(range.upperBound - starts[last])
            rewritten.removeSubrange(cut...)
            rewritten.append(contentsOf: new)
            rewritten.append(contentsOf: kept.lazy.map { $0.shifted(by: lastShift) })
        }
        let pieces = Self.pieces(of: rewritten)
        chunks.replaceSubrange(first...last, with: pieces)
        shifts.replaceSubrange(first...last, with: repeatElement(.zero, count: pieces.count))
        let after = first + pieces.count
        if delta != .zero {
            for chunk in after..<shifts.count { shifts[chunk] += delta }
        }
        starts.removeSubrange((first + 1)...)
        for chunk in first..<chunks.count { starts.append(starts[chunk] + chunks[chunk].count) }
    }

    /// Applies `splices` (in increasing order of the indexes before any, not overlapping): each stretch becomes
    /// its elements, and each element kept after a splice moves by `shift(splice.shiftAfter)` (the move of
    /// the elements up to the next splice, not added to earlier ones). - Complexity: O(splices × (chunk +
    /// chunks) + inserted).
    mutating func apply<SpliceShift>(_ splices: [Splice<Element, SpliceShift>], shift: (SpliceShift) -> Shift) {
        var applied = Shift.zero
        var growth = 0
        for splice in splices {
            let after = shift(splice.shiftAfter)
            replaceSubrange(
                splice.removed.lowerBound + growth..<splice.removed.upperBound + growth, with: splice.inserted,
                shiftingAfterBy: after - applied)
            applied = after
            growth += splice.growth
        }
    }

    /// Appends `elements` as chunks of `builtChunkCount` sharing its storage. - Complexity: O(elements / chunk).
    private mutating func appendChunks(_ elements: [Element]) {
        for piece in Self.pieces(of: elements[...]) { appendChunk(piece) }
    }

    /// `elements` as it is when no longer than `largestChunkCount`, else cut into slices of
    /// `builtChunkCount` (the last shorter) sharing its storage; none when empty. - Complexity: O(elements /
    /// chunk).
    private static func pieces(of elements: ArraySlice<Element>) -> [ArraySlice<Element>] {
        guard elements.count > largestChunkCount else { return elements.isEmpty ? [] : [elements] }
        return stride(from: elements.startIndex, to: elements.endIndex, by: builtChunkCount).map {
            elements[$0..<min(elements.endIndex, $0 + builtChunkCount)]
        }
    }
}
