extension ShiftedChunks {
    /// Random access to the elements of a stretch of `ShiftedChunks`, for the duration of
    /// `withReader(in:_:)`: a stretch inside one chunk is read from that chunk's storage in place with one
    /// shift (no chunk lookup, copy or retain per element); a stretch across chunks is read element by
    /// element through `ShiftedChunks`'s subscript.
    struct Reader {
        /// The chunk's stored elements when the stretch lies in one chunk, else empty.
        private let stored: UnsafeBufferPointer<Element>
        /// That chunk's shift, and the index of its first element.
        private let shift: Shift
        private let start: Int
        /// The chunks themselves when the stretch crosses chunks, else nil.
        private let spanning: ShiftedChunks?

        fileprivate init(stored: UnsafeBufferPointer<Element>, shift: Shift, start: Int, spanning: ShiftedChunks?) {
            self.stored = stored
            self.shift = shift
            self.start = start
            self.spanning = spanning
        }

        /// Whether the stretch is read in place from one chunk's storage.
        var isInPlace: Bool { spanning == nil }

        /// Element `index` (of the whole `ShiftedChunks`, within the stretch), moved by its chunk's shift.
        /// - Complexity: O(1) in place, else as `ShiftedChunks`'s subscript.
        @inline(__always)
        subscript(index: Int) -> Element {
            if let spanning { return spanning[index] }
            return stored[index - start].shifted(by: shift)
        }
    }

    /// Calls `body` with a reader of the elements of `range`, which must lie in `0..<count`; the reader is
    /// valid only during the call. A layout's viewport query reads a few dozen frames and lines, almost always
    /// inside one chunk of `builtChunkCount`. - Complexity: O(1) for a range inside one chunk as built, else
    /// O(log chunks), plus `body`.
    @inline(__always)
    func withReader<Result>(in range: Range<Int>, _ body: (Reader) -> Result) -> Result {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) out of 0..<\(count)")
        if !range.isEmpty {
            let chunk = chunk(holding: range.lowerBound)
            let start = starts[chunk]
            if range.upperBound <= starts[chunk + 1] {
                return chunks[chunk].withUnsafeBufferPointer {
                    body(Reader(stored: $0, shift: shifts[chunk], start: start, spanning: nil))
                }
            }
        }
        return body(Reader(stored: UnsafeBufferPointer(start: nil, count: 0), shift: .zero, start: 0, spanning: self))
    }
}
