/// Writes elements one after the other into uninitialized storage sized beforehand (an array's
/// `init(unsafeUninitializedCapacity:)`), without the uniqueness and capacity checks of an array's append:
/// the layouts' `prepare` loops write a frame per item through it, and an append there kept the loop from
/// staying in registers.
struct BufferWriter<Element> {
    /// The storage; the first `count` elements are initialized.
    let buffer: UnsafeMutableBufferPointer<Element>
    /// The number of elements written.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// Writes `element` after the last one. Traps when the storage is full. - Complexity: O(1).
    @inline(__always)
    mutating func append(_ element: Element) {
        precondition(count < buffer.count, "more elements than the storage was sized for")
        (buffer.baseAddress! + count).initialize(to: element)
        count += 1
    }
}
