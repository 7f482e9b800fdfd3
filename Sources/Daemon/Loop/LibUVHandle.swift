import CLibUV

/// `handle` (a `uv_timer_t`, `uv_poll_t`, `uv_pipe_t`, …) as the `uv_handle_t` every libuv handle begins with.
func baseHandle<Handle>(_ handle: UnsafeMutablePointer<Handle>) -> UnsafeMutablePointer<uv_handle_t> {
    UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_handle_t.self)
}

/// Closes `handle`, allocated with `allocate(capacity: 1)`, and frees it once libuv is done with it.
func closeAndDeallocate<Handle>(_ handle: UnsafeMutablePointer<Handle>) {
    uv_close(baseHandle(handle)) { $0?.deallocate() }
}
