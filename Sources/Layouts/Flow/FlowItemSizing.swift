import LayoutCore

/// Where a flow section's item sizes come from, resolved once per section so that the line-breaking loop
/// is specialized for each: one size for every item, a cycle of sizes (`SectionData.cycle`: a `pattern`),
/// or the section's answers item by item.
///
/// Items are read in order from a cursor, so that a cycle costs a comparison per item, not a division,
/// and a changed section's answers a comparison, not a search of its runs.
protocol FlowItemSizing {
    associatedtype Cursor
    /// A cursor on item `item` of the section. O(1).
    func cursor(at item: Int) -> Cursor
    /// The size of the item under `cursor`, in points. O(1) amortized over items read in order.
    mutating func size(at cursor: Cursor) -> Size
    /// Moves `cursor` to the next item. O(1).
    func advance(_ cursor: inout Cursor)
}

/// Every item the same size.
struct UniformItemSizing: FlowItemSizing {
    let value: Size
    @inline(__always) func cursor(at item: Int) {}
    @inline(__always) func size(at cursor: Void) -> Size { value }
    @inline(__always) func advance(_ cursor: inout Void) {}
}

/// Item i has `sizes[i % sizes.count]`; the cursor is that index.
struct CycledItemSizing: FlowItemSizing {
    let sizes: [Size]
    @inline(__always) func cursor(at item: Int) -> Int { item % sizes.count }
    @inline(__always) func size(at cursor: Int) -> Size { sizes[cursor] }
    @inline(__always) func advance(_ cursor: inout Int) {
        cursor += 1
        if cursor == sizes.count { cursor = 0 }
    }
}

/// The section's answers by precedence, then the layout's item size; the cursor is the item. The reader
/// keeps the run of the last item read, so a changed section is read in order in O(1) an item.
struct AnsweredItemSizing: FlowItemSizing {
    var reader: SectionData.AnswerReader
    let fallback: Size
    @inline(__always) func cursor(at item: Int) -> Int { item }
    @inline(__always) mutating func size(at cursor: Int) -> Size { reader.answer(cursor) { $0.size } ?? fallback }
    @inline(__always) func advance(_ cursor: inout Int) { cursor += 1 }
}

/// A flow section's sizes in the cheapest form that gives the same answers.
enum FlowSizingSource {
    case uniform(UniformItemSizing)
    case cycled(CycledItemSizing)
    case answered(AnsweredItemSizing)

    init(_ section: SectionData, fallback: Size) {
        if let common = section.uniformAnswers {
            self = .uniform(UniformItemSizing(value: common.size ?? fallback))
        } else if let sizes = section.cycle({ section.size(at: $0) ?? fallback }) {
            self = .cycled(CycledItemSizing(sizes: sizes))
        } else {
            self = .answered(AnsweredItemSizing(reader: SectionData.AnswerReader(section), fallback: fallback))
        }
    }
}
