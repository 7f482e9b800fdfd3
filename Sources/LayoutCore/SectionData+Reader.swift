extension SectionData {
    /// Reads the answers of a section's items in order, or nearly (a layout's windows a few items ahead
    /// or back): it keeps the run the last item read was in, and that run's inserted block, so that an
    /// item of a changed section costs a comparison, not a search of the runs' tree. The same answers as
    /// `answer(_:_:)`.
    public struct AnswerReader {
        @usableFromInline let section: SectionData
        @usableFromInline let runs: SectionRuns?
        @usableFromInline var items: Range<Int> = 0..<0
        @usableFromInline var source = SectionRuns.Source.original(start: 0)
        /// The answers of the inserted block the run of `items` comes from (`SectionRuns.Block.answers`);
        /// empty for a run of original items.
        @usableFromInline var blockAnswers: [ItemAnswers] = []

        public init(_ section: SectionData) {
            self.section = section
            runs = section.runs
        }

        /// Item `item`'s answer by precedence. - Complexity: O(1) within the run of the last item read,
        /// else O(log runs).
        @inlinable
        public mutating func answer<Value>(_ item: Int, _ read: (ItemAnswers) -> Value?) -> Value? {
            switch source(of: item) {
            case .original(let original): return section.originalAnswer(original, read)
            case .inserted(_, let index):
                return read(blockAnswers[SectionRuns.Block.answerIndex(of: index, in: blockAnswers)])
            }
        }

        /// Where item `item` comes from: an original item of the section, or an inserted one.
        /// - Complexity: O(1) within the run of the last item read, else O(log runs).
        @inlinable
        public mutating func source(of item: Int) -> SectionRuns.Source {
            // `runs` is read in place (optional chaining), not bound: a copy of it per item read would
            // cost more than the read.
            if !items.contains(item) {
                guard let (items, source) = runs?.run(holding: item) else { return .original(start: item) }
                (self.items, self.source) = (items, source)
                if case .inserted(let number, _) = source {
                    blockAnswers = runs?.block(number).answers ?? []
                } else {
                    blockAnswers = []
                }
            }
            return source.advanced(by: item - items.lowerBound)
        }
    }
}
