// Memory advice for the pure layout code, which allocates its large buffers itself: a hint to the kernel and
// nothing else (no I/O, no state). The C library is imported privately, on Linux only, and re-exported to
// no one, so the targets that depend on this one build wherever Swift runs, with or without a libc.
#if os(Linux) && canImport(Glibc)
    internal import Glibc
#endif

/// Asks the system to back the whole 2 MiB pages within `byteCount` bytes from `start` with huge pages
/// (madvise's `MADV_HUGEPAGE`, on Linux), so that a large buffer about to be written in order faults in
/// once per 2 MiB instead of once per 4 KiB page. A hint: it does nothing elsewhere, on failure, or when
/// the system does not make huge pages on request; only pages written are ever backed. - Complexity: O(1),
/// one system call at most.
public func adviseHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux) && canImport(Glibc)
        let huge = 2 << 20
        let begin = (Int(bitPattern: start) + huge - 1) & ~(huge - 1)
        let end = (Int(bitPattern: start) + byteCount) & ~(huge - 1)
        guard end > begin, let aligned = UnsafeMutableRawPointer(bitPattern: begin) else { return }
        _ = madvise(aligned, end - begin, MADV_HUGEPAGE)
    #endif
}
