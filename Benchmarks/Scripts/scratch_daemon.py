"""A daemon of a build's own for a measuring script: started on a socket in a folder of its own, its
resident size read from /proc. Linux only."""
import os
import subprocess
import tempfile
import time


def start(binary, *flags):
    """Starts `binary serve --no-config` with `flags` on a new socket; returns the process and the socket's
    path once the socket exists (at most 10 s)."""
    sock_path = os.path.join(tempfile.mkdtemp(), "daemon.sock")
    daemon = subprocess.Popen([binary, "serve", "--no-config", "--socket", sock_path, *flags],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        if os.path.exists(sock_path):
            break
        time.sleep(0.05)
    return daemon, sock_path


def rss_mb(daemon):
    """The daemon's resident size, in MB."""
    with open(f"/proc/{daemon.pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) // 1024
    return 0
