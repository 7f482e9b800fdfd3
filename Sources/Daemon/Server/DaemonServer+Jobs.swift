import CLibUV
import DaemonCore

/// The jobs the core hands off the loop (`DaemonAction.offload`), and shutdown's bound on them: a worker
/// preparing a ten-million-item view cannot be interrupted, and the process does not outlive its grace
/// period waiting for it.
extension DaemonServer {
    /// Queues `job` on libuv's thread pool, counting it in flight until its completion reaches the loop.
    func queue(_ job: OffLoopJob) {
        jobsInFlight += 1
        ThreadPoolWork.queue(on: loop, job.work) { [self] in
            jobsInFlight -= 1
            if jobsInFlight == 0, let timer = abandonTimer {
                abandonTimer = nil
                closeAndDeallocate(timer)
            }
            feed(.workDone(job.id))
        }
    }

    /// The core is done: its own handles close. Jobs still running are waited for until the shutdown's
    /// deadline at most (at once when it has passed); then the loop stops and `run` returns without them.
    func finishWithin() {
        closeOwnHandles()
        guard jobsInFlight > 0 else { return }
        let now = uv_now(loop)
        let remaining = shutdownDeadline.map { $0 > now ? $0 - now : 0 } ?? 0
        abandonTimer = startTimer(after: remaining) { DaemonServer.owning($0)?.abandonJobs() }
    }

    /// The deadline passed with jobs still running: the loop stops; their completions never run.
    private func abandonJobs() {
        abandonedJobs = jobsInFlight
        uv_stop(loop)
    }
}
