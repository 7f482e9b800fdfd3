import DaemonCore

/// The far end of one `ManualDaemon` client's socket: the bytes the core wrote (and how far the client read
/// them), the writes not yet completed, and the client's input not yet read by the core.
final class ManualPeer {
    enum State {
        case open, flushing, closed
    }

    var state = State.open
    /// Why the core closed it (the first reason given).
    var closeReason: CloseReason?
    var isReading = false
    /// Every byte the core wrote, in order.
    var written: [UInt8] = []
    /// How many of `written` the client has read.
    var readOffset = 0
    /// The end (in `written`) of each write not yet completed, in order.
    var writeEnds: [Int] = []
    /// Bytes the client sent that the core has not read.
    var input: [UInt8] = []
    /// The client shut its side; `sentEnd` once the core was told.
    var inputEnded = false
    var sentEnd = false
    /// The end of what the client can still read once closed: what had reached its socket.
    var readableEnd = Int.max

    /// Bytes beyond the socket's room: the transport's queue.
    func queued(socketBuffer: Int) -> Int {
        max(0, written.count - readOffset - socketBuffer)
    }

    /// Bytes the client can still read: everything written, unless the handle closed before it reached the
    /// socket.
    var readable: Int { min(written.count, readableEnd) - readOffset }

    /// Closes the handle: writes not yet in the socket are lost (as libuv cancels them).
    func close(socketBuffer: Int) {
        state = .closed
        isReading = false
        readableEnd = min(written.count, readOffset + socketBuffer)
        writeEnds = []
    }
}
