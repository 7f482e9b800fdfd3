/// Random access to elements by their index: `ShiftedChunks` (each read finds its chunk) and
/// `ShiftedChunks.InPlaceReader` (one chunk's storage, read in place), so that a walk is written once for both.
protocol ElementReading {
    associatedtype Element
    /// Element `index`.
    subscript(index: Int) -> Element { get }
}

extension ShiftedChunks: ElementReading {}

extension ShiftedChunks {
    /// Random access to the elements of a stretch that lies in one chunk, read from that chunk's storage in
    /// place with its shift (no chunk lookup, copy or retain per element); valid only during
    /// `readInPlace(_:_:)`.
    struct InPlaceReader: ElementReading {
        /// The chunk's stored elements, its shift, and the index of its first element.
        fileprivate let stored: UnsafeBufferPointer<Element>
        fileprivate let shift: Shift
        fileprivate let start: Int

        /// Element `index` (of the whole `ShiftedChunks`, within the stretch), moved by the chunk's shift.
        /// - Complexity: O(1).
        @inline(__always)
        subscript(index: Int) -> Element { stored[index - start].shifted(by: shift) }
    }

    /// Calls `body` with a reader of the elements of `range` (in `0..<count`) and returns true when the range
    /// is not empty and lies in one chunk; returns false without calling it otherwise. A layout's viewport
    /// query reads a few dozen frames and lines, almost always inside one chunk of `builtChunkCount`.
    /// - Complexity: O(1) for a range in one chunk as built, else O(log chunks), plus `body`.
    @inline(__always)
    func readInPlace(_ range: Range<Int>, _ body: (InPlaceReader) -> Void) -> Bool {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) out of 0..<\(count)")
        guard !range.isEmpty else { return false }
        let chunk = chunk(holding: range.lowerBound)
        guard range.upperBound <= starts[chunk + 1] else { return false }
        let shift = shifts[chunk]
        let start = starts[chunk]
        chunks[chunk].withUnsafeBufferPointer { body(InPlaceReader(stored: $0, shift: shift, start: start)) }
        return true
    }
}
