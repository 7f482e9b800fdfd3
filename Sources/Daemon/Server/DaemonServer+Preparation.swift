import CLibUV
import LayoutCore
import Simulation
import Wire

/// A large view's layout prepared on libuv's thread pool, so that one client's ten-million-item
/// `createView` (about a second of work) does not hold up the ticks or another client's `ping`.
final class ViewPreparation: @unchecked Sendable {
    // Unchecked: the worker thread only reads `spec` and `viewID` and writes `prepared`; libuv hands the
    // job back to the loop thread (`uv_queue_work`'s after-callback) with a happens-before edge.
    let spec: ViewSpec
    let viewID: String
    let requestID: JSONValue
    let connection: Connection
    var prepared: DetachedView?

    init(spec: ViewSpec, viewID: String, requestID: JSONValue, connection: Connection) {
        self.spec = spec
        self.viewID = viewID
        self.requestID = requestID
        self.connection = connection
    }
}

extension DaemonServer {
    /// Views of at most this many items are prepared on the loop at once (a few milliseconds at most);
    /// larger ones on the thread pool.
    static let inlinePreparationItems = 50_000

    /// Prepares `spec` on the thread pool; its connection's later requests wait until the view is
    /// installed and the reply sent. The id, the view slot and the items are held meanwhile.
    func prepareInBackground(_ spec: ViewSpec, viewID: String, requestID: JSONValue, from connection: Connection) {
        let job = ViewPreparation(spec: spec, viewID: viewID, requestID: requestID, connection: connection)
        pendingViews[viewID] = spec.data.totalItemCount
        connection.busy = true
        connection.updateReading()
        let request = UnsafeMutablePointer<uv_work_t>.allocate(capacity: 1)
        request.pointee.data = Unmanaged.passRetained(job).toOpaque()
        uv_queue_work(
            loop, request,
            { request in
                guard let data = request?.pointee.data else { return }
                let job = Unmanaged<ViewPreparation>.fromOpaque(data).takeUnretainedValue()
                job.prepared = DetachedView(job.spec, id: job.viewID)
            },
            { request, status in
                guard let request, let data = request.pointee.data else { return }
                let job = Unmanaged<ViewPreparation>.fromOpaque(data).takeRetainedValue()
                request.deallocate()
                job.connection.server.finishPreparation(job, cancelled: status == UV_ECANCELED.rawValue)
            })
    }

    /// Installs a prepared view (events, then the reply) and lets its connection go on.
    private func finishPreparation(_ job: ViewPreparation, cancelled: Bool) {
        pendingViews[job.viewID] = nil
        let connection = job.connection
        if state == .running, !cancelled, let prepared = job.prepared {
            do {
                broadcast(try simulator.install(prepared))
                connection.send(
                    Reply.success(id: job.requestID, result: createdView(job.viewID), seq: simulator.lastSeq))
            } catch {
                connection.send(Reply.failure(id: job.requestID, error: ProtocolError(error), seq: simulator.lastSeq))
            }
        } else {
            let error = ProtocolError(.shuttingDown, "the daemon is shutting down")
            connection.send(Reply.failure(id: job.requestID, error: error, seq: simulator.lastSeq))
        }
        resumeRequests(of: connection)
    }
}

/// A destroyed view on its way to be freed on the thread pool (a tenth of a second at ten million items).
final class ViewDisposal: @unchecked Sendable {
    // Unchecked: the view is handed over whole; only the worker thread touches it after `uv_queue_work`.
    var view: DetachedView?

    init(view: DetachedView) {
        self.view = view
    }
}

extension DaemonServer {
    /// Frees `view` on the thread pool when it is large, here when it is small.
    func dispose(_ view: DetachedView, items: Int) {
        guard items > Self.inlinePreparationItems else { return }
        let request = UnsafeMutablePointer<uv_work_t>.allocate(capacity: 1)
        request.pointee.data = Unmanaged.passRetained(ViewDisposal(view: view)).toOpaque()
        uv_queue_work(
            loop, request,
            { request in
                guard let data = request?.pointee.data else { return }
                Unmanaged<ViewDisposal>.fromOpaque(data).takeUnretainedValue().view = nil
            },
            { request, _ in
                guard let request, let data = request.pointee.data else { return }
                Unmanaged<ViewDisposal>.fromOpaque(data).release()
                request.deallocate()
            })
    }
}

/// A large view's data change or resize applied on the thread pool (`Simulator.detachChange`).
final class ViewChangeJob: @unchecked Sendable {
    // Unchecked: the worker thread only runs `change`; libuv hands the job back to the loop thread.
    var change: ViewChange
    let requestID: JSONValue
    let connection: Connection

    init(change: ViewChange, requestID: JSONValue, connection: Connection) {
        self.change = change
        self.requestID = requestID
        self.connection = connection
    }
}

extension DaemonServer {
    /// Runs `change` on the thread pool; the view stays frozen and the connection's later requests wait
    /// until it is back and the reply sent.
    func changeInBackground(_ change: ViewChange, requestID: JSONValue, from connection: Connection) {
        let job = ViewChangeJob(change: change, requestID: requestID, connection: connection)
        connection.busy = true
        connection.updateReading()
        let request = UnsafeMutablePointer<uv_work_t>.allocate(capacity: 1)
        request.pointee.data = Unmanaged.passRetained(job).toOpaque()
        uv_queue_work(
            loop, request,
            { request in
                guard let data = request?.pointee.data else { return }
                Unmanaged<ViewChangeJob>.fromOpaque(data).takeUnretainedValue().change.run()
            },
            { request, _ in
                guard let request, let data = request.pointee.data else { return }
                let job = Unmanaged<ViewChangeJob>.fromOpaque(data).takeRetainedValue()
                request.deallocate()
                job.connection.server.finishChange(job)
            })
    }

    /// Puts the changed view back (its events, then the reply) and lets the connection go on.
    private func finishChange(_ job: ViewChangeJob) {
        let connection = job.connection
        let view = job.change.view
        do {
            broadcast(try simulator.attach(job.change))
            let offset = simulator.state(of: view).map { LayoutReport.point($0.contentOffset) } ?? .null
            connection.send(
                Reply.success(
                    id: job.requestID, result: .object(["view": .string(view), "contentOffset": offset]),
                    seq: simulator.lastSeq))
        } catch {
            connection.send(Reply.failure(id: job.requestID, error: ProtocolError(error), seq: simulator.lastSeq))
        }
        resumeRequests(of: connection)
    }
}
