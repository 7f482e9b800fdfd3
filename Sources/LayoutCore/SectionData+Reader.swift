extension SectionData {
    /// Reads the answers of a section's items in order, or nearly (a layout's windows a few items ahead
    /// or back): it keeps the run the last item read was in, so that an item of a changed section costs a
    /// comparison, not a binary search over the runs. The same answers as `answer(_:_:)`.
    public struct AnswerReader {
        @usableFromInline let section: SectionData
        @usableFromInline let runs: SectionRuns?
        @usableFromInline var items: Range<Int> = 0..<0
        @usableFromInline var source = SectionRuns.Source.original(start: 0)

        public init(_ section: SectionData) {
            self.section = section
            runs = section.runs
        }

        /// Item `item`'s answer by precedence. - Complexity: O(1) within the run of the last item read,
        /// else O(log runs).
        @inlinable
        public mutating func answer<Value>(_ item: Int, _ read: (ItemAnswers) -> Value?) -> Value? {
            guard let runs else { return section.originalAnswer(item, read) }
            return section.answer(from: source(of: item), in: runs, read)
        }

        /// Where item `item` comes from: an original item of the section, or an inserted one.
        /// - Complexity: O(1) within the run of the last item read, else O(log runs).
        @inlinable
        public mutating func source(of item: Int) -> SectionRuns.Source {
            guard let runs else { return .original(start: item) }
            if !items.contains(item) { (items, source) = runs.run(holding: item) }
            return source.advanced(by: item - items.lowerBound)
        }
    }
}
