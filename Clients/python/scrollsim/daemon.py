"""A daemon of one's own for a test session: `scrollsim serve --clock manual` on a temporary socket."""

import os
import shutil
import signal
import subprocess
import tempfile


class Daemon:
    """Starts `scrollsim serve --clock manual --no-config` on a socket in a fresh temporary folder and
    waits until it listens (its `--ready-fd` newline); `stop()` (or leaving the `with`) sends SIGTERM,
    waits for a clean exit and removes the folder.

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
        self.process = subprocess.Popen(args, pass_fds=(write_end,))
        os.close(write_end)
        try:
            with os.fdopen(read_end, "rb") as ready:
                if not ready.readline():
                    status = self.process.wait(ready_timeout)
                    raise RuntimeError(f"scrollsim serve exited {status} before it listened")
        except BaseException:
            self.stop()
            raise

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
