import CLibUV

/// Work for libuv's thread pool (`uv_queue_work`): `work` runs on a worker thread, then `done` on the
/// loop's thread. Whatever `work` writes, `done` reads after it: libuv's queue orders the two.
final class ThreadPoolWork: @unchecked Sendable {
    // Unchecked: `work` and `done` never run at the same time (see above), and nothing else calls them.
    private let work: () -> Void
    private let done: () -> Void

    private init(work: @escaping () -> Void, done: @escaping () -> Void) {
        self.work = work
        self.done = done
    }

    /// Queues `work` on `loop`'s thread pool and `done` on the loop after it. - Complexity: O(1) here.
    static func queue(
        on loop: UnsafeMutablePointer<uv_loop_t>, _ work: @escaping () -> Void, then done: @escaping () -> Void
    ) {
        let request = UnsafeMutablePointer<uv_work_t>.allocate(capacity: 1)
        request.pointee.data = Unmanaged.passRetained(ThreadPoolWork(work: work, done: done)).toOpaque()
        uv_queue_work(
            loop, request,
            { request in
                guard let data = request?.pointee.data else { return }
                Unmanaged<ThreadPoolWork>.fromOpaque(data).takeUnretainedValue().work()
            },
            { request, _ in
                guard let request, let data = request.pointee.data else { return }
                let job = Unmanaged<ThreadPoolWork>.fromOpaque(data).takeRetainedValue()
                request.deallocate()
                job.done()
            })
    }
}
