import Platform

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

extension UnsafeMutableBufferPointer {
    /// Asks for huge pages behind the buffer when it spans 4 MB or more (`adviseHugePages`), before a
    /// `prepare` writes it: the page faults of a million items' frames and lines (56 MB in 4 KB pages) were
    /// most of a flow prepare's time.
    func adviseHugePagesWhenLarge() {
        let bytes = count * MemoryLayout<Element>.stride
        guard let start = baseAddress, bytes >= 4 << 20 else { return }
        adviseHugePages(start, byteCount: bytes)
    }
}
