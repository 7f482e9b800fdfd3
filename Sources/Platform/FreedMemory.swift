/// Gives the heap's free pages back to the system after a large structure was freed, so that the resident
/// size falls with it: glibc keeps freed memory in its arenas (a large block freed once raises its mmap
/// threshold, so the next large blocks come from the arenas too), and only `malloc_trim(0)` returns the
/// whole free pages inside them. Where glibc is not the C library (Musl, Darwin), whose allocators return
/// large frees themselves, it does nothing.
public enum FreedMemory {
    /// `malloc_trim`, looked up once in the running process (Swift's Glibc module does not import
    /// `<malloc.h>`); nil where the C library has none.
    private static let trim = glibcFunction("malloc_trim", as: (@convention(c) (Int) -> Int32).self)

    /// `mallopt`, looked up as `trim` is.
    private static let setOption = glibcFunction("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)

    /// The C library's function `name`, of type `type`, looked up in the running process; nil where glibc
    /// is not the C library or has none.
    private static func glibcFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if os(Linux) && canImport(Glibc)
            guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        #else
            return nil
        #endif
    }

    /// The block size from which glibc maps each block on its own (and unmaps it when freed), in bytes.
    public static let mapThreshold: Int32 = 4 << 20

    /// Fixes glibc's thresholds, which it otherwise raises after each large free (up to 32 MiB to map, 64
    /// MiB to trim): blocks of `mapThreshold` and more are mapped on their own and go back to the system
    /// when freed, and an arena's free top is trimmed past twice that, worker threads' arenas included
    /// (which `malloc_trim` leaves alone). Call once, at start. - Complexity: O(1).
    public static func fixThresholds() {
        guard let setOption else { return }
        // glibc's M_TRIM_THRESHOLD and M_MMAP_THRESHOLD (<malloc.h>).
        _ = setOption(-1, mapThreshold * 2)
        _ = setOption(-3, mapThreshold)
    }

    /// Returns the free pages of every arena to the system (`malloc_trim(0)`). - Complexity: O(heap
    /// pages): it walks each arena's free chunks, tens of milliseconds after a gigabyte was freed; call it
    /// off the daemon's loop.
    public static func returnToSystem() {
        _ = trim?(0)
    }
}
