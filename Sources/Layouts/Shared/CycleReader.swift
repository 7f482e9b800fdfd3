/// Reads the values of a section's cycle (`SectionData.cycle`) by item index, for loops that move through
/// the items nearly in order (a few items ahead or back, as the expanded layout's windows of three): the
/// position in the cycle follows the index by steps, so a read costs no division.
struct CycleReader<Value> {
    private let cycle: [Value]
    private var item = 0
    private var position = 0

    /// - Precondition: `cycle` is not empty.
    init(_ cycle: [Value]) {
        precondition(!cycle.isEmpty, "a cycle has at least one entry")
        self.cycle = cycle
    }

    /// The value of item `index` (entry `index % cycle.count`). - Complexity: O(1) for a step no longer
    /// than the cycle (one wrap at most), one division otherwise.
    mutating func callAsFunction(_ index: Int) -> Value {
        let step = index - item
        item = index
        if step.magnitude > cycle.count {
            position = index % cycle.count
            if position < 0 { position += cycle.count }
        } else {
            position += step
            if position >= cycle.count { position -= cycle.count } else if position < 0 { position += cycle.count }
        }
        return cycle[position]
    }
}
