import CLibUV
import DaemonCore
import Logging
import Platform
import Specs
import Wire

extension DaemonServer {
    /// Listens on the socket systemd passed (socket activation; systemd made and owns the file, so it is
    /// neither checked nor removed here), else on `socketPath`, checked and bound with mode 0600.
    func listen() throws(StartError) {
        let passed: Int32?
        switch passedListener {
        case .success(let descriptor): passed = descriptor
        case .failure(let error):
            throw StartError(cause: .usage, description: "socket activation: \(error.description)")
        }
        if passed == nil {
            do {
                if let note = try SocketPath.prepare(options.socketPath) { log.notice("\(note)") }
            } catch {
                throw StartError(cause: .usage, description: error.description)
            }
        }
        uv_pipe_init(loop, listener, 0)
        listener.pointee.data = Unmanaged.passUnretained(self).toOpaque()
        let opened: Int32
        if let passed {
            opened = uv_pipe_open(listener, passed)
        } else {
            let previousMask = umask(0o177)
            opened = uv_pipe_bind(listener, options.socketPath)
            umask(previousMask)
        }
        let listening = opened == 0 ? startAccepting() : opened
        guard listening == 0 else {
            let place = passed == nil ? options.socketPath : "the socket systemd passed"
            throw StartError(cause: .usage, description: "cannot listen on \(place): \(uvErrorDescription(listening))")
        }
        if let passed { options.socketPath = ServiceManager.boundPath(of: passed) ?? "the socket systemd passed" }
    }

    /// Starts accepting on the bound or opened listener; libuv's status.
    private func startAccepting() -> Int32 {
        let stream = UnsafeMutableRawPointer(listener).assumingMemoryBound(to: uv_stream_t.self)
        return uv_listen(stream, 128) { server, status in
            guard let data = server?.pointee.data else { return }
            Unmanaged<DaemonServer>.fromOpaque(data).takeUnretainedValue().accept(status: status)
        }
    }

    /// Takes a new client and tells the core who it is (the core greets it, or refuses it).
    private func accept(status: Int32) {
        guard status == 0 else {
            log.warning("accept failed: \(uvErrorDescription(status))")
            return
        }
        let connection = ConnectionHandle(id: nextConnection, server: self)
        nextConnection += 1
        let stream = UnsafeMutableRawPointer(listener).assumingMemoryBound(to: uv_stream_t.self)
        guard uv_accept(stream, connection.stream) == 0 else {
            connection.close()
            return
        }
        handles[connection.id] = connection
        feed(.opened(connection.id, peerUID: peerUID(of: connection), now: uv_now(loop)))
    }

    /// The uid of the process at the other end of `connection`, from the kernel (SO_PEERCRED).
    private func peerUID(of connection: ConnectionHandle) -> uid_t? {
        var descriptor: uv_os_fd_t = -1
        guard uv_fileno(baseHandle(connection.stream), &descriptor) == 0 else { return nil }
        return PeerCredentials.uid(of: descriptor)
    }

    /// Shutdown began: the clock stops, the listener closes (which unlinks the socket path), and the grace
    /// timer starts.
    func stopListening(graceMilliseconds: UInt64) {
        ServiceManager.notify("STOPPING=1")
        clock?.close()
        clock = nil
        closeAndDeallocate(listener)
        shutdownDeadline = uv_now(loop) + graceMilliseconds
        own(startTimer(after: graceMilliseconds) { DaemonServer.owning($0)?.feed(.graceOver) })
    }
}
