"""A daemon of one's own for a test session: `scrollsim serve --clock manual` on a temporary socket."""

import os
import select
import shutil
import signal
import subprocess
import tempfile
import time

from .errors import ScrollSimError, ScrollSimTimeout


class DaemonError(ScrollSimError, RuntimeError):
    """The daemon exited before it listened: code `exited`. Also a `RuntimeError`, which is what earlier
    versions raised."""


class Daemon:
    """Starts `scrollsim serve --clock manual --no-config` on a socket in a fresh temporary folder and
    waits until it listens (its `--ready-fd` newline), at most `ready_timeout` seconds: a binary that does
    not signal readiness by then is killed (SIGKILL) and `ScrollSimTimeout` raised; one that exits first
    raises `DaemonError` with its status. `stop()` (or leaving the `with`) sends SIGTERM, waits for a clean
    exit and removes the folder.

    The binary is `binary`, else `$SCROLLSIM`, else `scrollsim` on the PATH."""

    def __init__(self, binary=None, tick_hz=None, extra_args=(), ready_timeout=30.0):
        self.binary = binary or os.environ.get("SCROLLSIM") or shutil.which("scrollsim")
        if not self.binary:
            raise FileNotFoundError("no scrollsim binary: set $SCROLLSIM or put scrollsim on the PATH")
        self.folder = tempfile.mkdtemp(prefix="scrollsim-")
        self.socket = os.path.join(self.folder, "scrollsim.sock")
        read_end, write_end = os.pipe()
        args = [self.binary, "serve", "--clock", "manual", "--no-config", "--socket", self.socket,
                "--ready-fd", str(write_end), "--log-level", "warning", *extra_args]
        if tick_hz is not None:
            args += ["--tick-hz", str(tick_hz)]
        try:
            self.process = subprocess.Popen(args, pass_fds=(write_end,))
        except BaseException:
            os.close(read_end)
            shutil.rmtree(self.folder, ignore_errors=True)
            raise
        finally:
            os.close(write_end)
        try:
            self._wait_ready(read_end, ready_timeout)
        except BaseException:
            self.process.kill()
            self.process.wait()
            shutil.rmtree(self.folder, ignore_errors=True)
            raise
        finally:
            os.close(read_end)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()

    def stop(self):
        """SIGTERM, then the exit status (0 for a clean shutdown); the temporary folder is removed."""
        status = self.process.poll()
        if status is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                status = self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                status = self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)
        return status

    def _wait_ready(self, ready, timeout):
        """Returns once a newline comes on the `ready` pipe; raises when `timeout` seconds pass first, or
        when the daemon closes the pipe (exiting) without one. Reads what comes, at most 4 KiB at a time,
        keeping none of it."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ScrollSimTimeout(f"{self.binary} did not signal readiness within {timeout} s; killed it")
            readable, _, _ = select.select([ready], [], [], remaining)
            if not readable:
                continue
            chunk = os.read(ready, 4096)
            if b"\n" in chunk:
                return
            if not chunk:
                break
        try:
            status = self.process.wait(max(deadline - time.monotonic(), 0))
        except subprocess.TimeoutExpired:
            raise ScrollSimTimeout(
                f"{self.binary} closed its readiness pipe without signalling and did not exit within {timeout} s;"
                " killed it") from None
        raise DaemonError("exited", f"{self.binary} exited {status} before it listened")
