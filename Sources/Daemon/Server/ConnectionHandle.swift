import CLibUV
import DaemonCore

/// One client's libuv pipe: carries out the core's actions for it (write, read or not, flush and close,
/// close) and reports what libuv says back as the core's inputs (`DaemonServer.feed`). Writes go in
/// order through libuv's one write queue, so partial writes never interleave.
///
/// Memory: the handle's `data` holds a retained reference, released in the close callback, so the object
/// lives exactly as long as libuv uses the handle.
final class ConnectionHandle {
    let id: ConnectionID
    let handle: UnsafeMutablePointer<uv_pipe_t>
    unowned let server: DaemonServer
    private(set) var closing = false
    private var reading = false

    init(id: ConnectionID, server: DaemonServer) {
        self.id = id
        self.server = server
        handle = .allocate(capacity: 1)
        uv_pipe_init(server.loop, handle, 0)
        handle.pointee.data = Unmanaged.passRetained(self).toOpaque()
    }

    var stream: UnsafeMutablePointer<uv_stream_t> {
        UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_stream_t.self)
    }

    /// Bytes handed to libuv and not yet taken by the kernel.
    var queuedBytes: Int { closing ? 0 : uv_stream_get_write_queue_size(stream) }

    /// Writes `ranges` of `block`, then reports the queue (`queued`); the completion reports `drained`.
    func write(_ block: ByteBlock, _ ranges: [Range<Int>]) {
        guard !closing, !ranges.isEmpty else { return }
        var buffers = ranges.map {
            uv_buf_init(block.pointer.advanced(by: $0.lowerBound).assumingMemoryBound(to: CChar.self), UInt32($0.count))
        }
        let request = UnsafeMutablePointer<uv_write_t>.allocate(capacity: 1)
        request.pointee.data = Unmanaged.passRetained(block).toOpaque()
        let result = buffers.withUnsafeMutableBufferPointer { pointer in
            uv_write(request, stream, pointer.baseAddress, UInt32(pointer.count)) { request, status in
                guard let request else { return }
                Unmanaged<ByteBlock>.fromOpaque(request.pointee.data).release()
                let stream = request.pointee.handle
                request.deallocate()
                guard let data = stream?.pointee.data else { return }
                Unmanaged<ConnectionHandle>.fromOpaque(data).takeUnretainedValue().didWrite(status: status)
            }
        }
        guard result == 0 else {
            Unmanaged<ByteBlock>.fromOpaque(request.pointee.data).release()
            request.deallocate()
            server.feed(.failed(id, reason: "write failed: \(uvErrorDescription(result))"))
            return
        }
        server.feed(.queued(id, queued: queuedBytes, now: uv_now(server.loop)))
    }

    private func didWrite(status: Int32) {
        guard !closing else { return }
        guard status >= 0 else {
            return server.feed(.failed(id, reason: "write failed: \(uvErrorDescription(status))"))
        }
        server.feed(.drained(id, queued: queuedBytes, now: uv_now(server.loop)))
    }

    /// Starts or stops reading; what is read is reported as `read`, `endOfInput` or `failed`.
    func setReading(_ wanted: Bool) {
        guard !closing, wanted != reading else { return }
        reading = wanted
        guard wanted else {
            uv_read_stop(stream)
            return
        }
        uv_read_start(
            stream,
            { handle, _, buffer in
                guard let buffer, let data = handle?.pointee.data else { return }
                Unmanaged<ConnectionHandle>.fromOpaque(data).takeUnretainedValue().server.lend(buffer)
            },
            { stream, count, _ in
                guard let data = stream?.pointee.data else { return }
                Unmanaged<ConnectionHandle>.fromOpaque(data).takeUnretainedValue().didRead(count)
            })
    }

    private func didRead(_ count: Int) {
        if count > 0 {
            server.feed(.read(id, UnsafeRawBufferPointer(start: server.readBuffer, count: count)))
        } else if count == Int(UV_EOF.rawValue) {
            server.feed(.endOfInput(id))
        } else if count < 0 {
            server.feed(.failed(id, reason: "read failed: \(uvErrorDescription(Int32(count)))"))
        }
    }

    /// Stops reading, flushes what is queued, then closes and reports `closed`.
    func flushAndClose() {
        guard !closing else { return }
        setReading(false)
        let request = UnsafeMutablePointer<uv_shutdown_t>.allocate(capacity: 1)
        let result = uv_shutdown(request, stream) { request, _ in
            guard let request else { return }
            let stream = request.pointee.handle
            request.deallocate()
            guard let data = stream?.pointee.data else { return }
            Unmanaged<ConnectionHandle>.fromOpaque(data).takeUnretainedValue().closeAndReport()
        }
        if result < 0 {
            request.deallocate()
            closeAndReport()
        }
    }

    private func closeAndReport() {
        guard !closing else { return }
        close()
        server.feed(.closed(id))
    }

    /// Closes the handle; pending writes complete with `ECANCELED`, then the object is released.
    func close() {
        guard !closing else { return }
        closing = true
        reading = false
        server.forget(self)
        uv_close(baseHandle(handle)) { handle in
            guard let handle else { return }
            Unmanaged<ConnectionHandle>.fromOpaque(handle.pointee.data).release()
            handle.deallocate()
        }
    }
}
