"""`Daemon` waits for readiness at most `ready_timeout`: a binary that never signals it is killed and the
client's error raised; one that exits first raises with its status. The binaries are impostors, Python
scripts that take `serve`'s arguments and misbehave; each writes its pid where the test can find it."""

import os
import sys
import time

import pytest

from scrollsim import Daemon, DaemonError, ScrollSimError, ScrollSimTimeout

pytestmark = pytest.mark.usefixtures("bounded")
READY_TIMEOUT = 0.5

# What each impostor does after recording its pid (`ready` is the --ready-fd descriptor).
SILENT = "time.sleep(30)"
PARTIAL = 'os.write(ready, b"starting"); time.sleep(30)'
CLOSES_AND_STAYS = "os.close(ready); time.sleep(30)"
EXITS = "sys.exit(3)"


def impostor(folder, body):
    """A script in `folder` that writes its pid to `folder/pid`, finds its --ready-fd, then runs `body`."""
    path = folder / "scrollsim"
    path.write_text(
        f"#!{sys.executable}\n"
        "import os, sys, time\n"
        f"open({str(folder / 'pid')!r}, 'w').write(str(os.getpid()))\n"
        "ready = int(sys.argv[sys.argv.index('--ready-fd') + 1])\n"
        f"{body}\n")
    path.chmod(0o755)
    return str(path)


def is_running(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.parametrize("body", [SILENT, PARTIAL, CLOSES_AND_STAYS], ids=["silent", "partial", "closes"])
def test_a_binary_that_never_signals_readiness_is_killed_and_times_out(tmp_path, body):
    started = time.monotonic()
    with pytest.raises(ScrollSimTimeout) as late:
        Daemon(binary=impostor(tmp_path, body), ready_timeout=READY_TIMEOUT)
    # Bounded, not timed: the sleep it replaced was 30 s.
    assert time.monotonic() - started < 10
    assert late.value.code == "timeout"
    assert not is_running(int((tmp_path / "pid").read_text()))


def test_a_binary_that_exits_before_it_listens_raises_with_its_status(tmp_path):
    with pytest.raises(DaemonError) as exited:
        Daemon(binary=impostor(tmp_path, EXITS), ready_timeout=READY_TIMEOUT)
    assert exited.value.code == "exited"
    assert "exited 3" in exited.value.message
    assert isinstance(exited.value, ScrollSimError) and isinstance(exited.value, RuntimeError)
