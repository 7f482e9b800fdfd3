import MemoryAdvice

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
