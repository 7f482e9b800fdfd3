import HashTreeCollections
import _RopeModule

/// Where the counted names of the blocks held were inserted (`BlockIDs` kept in stretches), the latest
/// place for a name inserted again after its deletion: per section S, the names `"S-I"` and `"S-I.k"` laid
/// along one axis by `CountedName.key`, in a B-tree counted by places (swift-collections' `Rope`) of spans
/// that each point into one stretch of a block, with gaps between. A block's stretch costs one span,
/// however many names it holds, so that what the index keeps and what a lookup costs follow the
/// stretches held: O(log spans) a lookup, O(log spans) a stretch inserted or removed.
///
/// A block removed clears only the spans that still point into it (a later block may have taken a name
/// over), each joined with the gaps beside it; a trailing gap goes. So the spans are at most twice the
/// pieces the held blocks' stretches are in, plus one.
struct CountedIDIndex: Sendable {
    /// Places along a section's counted names: names of one block from its index `index` on, or, with
    /// `block` -1, names no block held has.
    struct Span: CountedRun, Hashable {
        var block: Int
        var index: Int
        var count: Int

        static func gap(_ count: Int) -> Span { Span(block: -1, index: 0, count: count) }

        var isGap: Bool { block < 0 }

        func dropping(first offset: Int) -> Span {
            Span(block: block, index: isGap ? 0 : index + offset, count: count - offset)
        }
    }

    /// Each section's spans (a persistent tree of ropes, both shared with a layout's copy of the data).
    private var sections: TreeDictionary<Int, Rope<Span>> = [:]

    /// How many spans, gaps included, the sections keep. - Complexity: O(sections).
    var spanCount: Int { sections.values.reduce(0) { $0 + $1.runCount } }

    /// Records `stretches` as ids of block `block`, numbered after every block recorded before.
    /// - Complexity: O(stretches · log spans).
    mutating func add(_ stretches: [BlockIDs.Stretch], block: Int) {
        for stretch in stretches {
            let span = Span(block: block, index: stretch.first, count: stretch.count)
            sections[stretch.name.section, default: Rope()].put(span, at: stretch.name.key)
        }
    }

    /// Forgets the `stretches` of block `block`, where no later block has taken a name over.
    /// - Complexity: O(stretches · log spans + spans met).
    mutating func remove(_ stretches: [BlockIDs.Stretch], block: Int) {
        for stretch in stretches {
            let key = stretch.name.key
            sections[stretch.name.section]?.clear(key..<(key + stretch.count), of: block)
            if sections[stretch.name.section]?.isEmpty == true { sections[stretch.name.section] = nil }
        }
    }

    /// The latest place counted name `name` was inserted at, or nil. - Complexity: O(log spans).
    func place(of name: CountedName) -> InsertedIDIndex.Place? {
        guard let spans = sections[name.section], name.key < spans.itemCount else { return nil }
        let (span, start) = spans.run(holding: name.key)
        return span.isGap ? nil : InsertedIDIndex.Place(block: span.block, index: span.index + name.key - start)
    }
}

extension Rope where Element == CountedIDIndex.Span {
    /// Puts `span` at places `start ..< start + span.count`, over what was there, first lengthening the
    /// axis with a gap when it ends short of them. - Complexity: O(log spans + spans replaced).
    mutating func put(_ span: Element, at start: Int) {
        let end = start + span.count
        if end > itemCount { append(.gap(end - itemCount)) }
        replace(start..<end, with: span)
    }

    /// Turns the spans of `range` that point into block `block` into gaps, each joined with the gaps
    /// beside it, and drops a trailing gap. - Complexity: O(log spans · pieces cleared + spans met).
    mutating func clear(_ range: Range<Int>, of block: Int) {
        var cleared: [Range<Int>] = []
        var start = range.lowerBound
        forEachRun(in: range) { piece in
            if piece.block == block {
                if cleared.last?.upperBound == start {
                    cleared[cleared.count - 1] = cleared[cleared.count - 1].lowerBound..<(start + piece.count)
                } else {
                    cleared.append(start..<(start + piece.count))
                }
            }
            start += piece.count
        }
        for piece in cleared.reversed() { replaceJoining(piece, with: .gap(piece.count)) { $0.isGap } }
        if let last = self.last, last.isGap { remove((itemCount - last.count)..<itemCount) }
    }
}
