"""A client for the ScrollSim daemon (the `scrollsim/1` protocol over its Unix socket), standard library only.

    from scrollsim import Client, Daemon

    with Daemon() as daemon, Client(daemon.socket) as client:
        client.subscribe()
        client.create_view({"viewport": [375, 667], "layout": {"type": "flow", "itemSize": [375, 100]},
                            "sections": [{"items": 50}]})
        client.fling("v1", [0, -1000])
        client.step(until_idle=True)
        rest = [e for e in client.take_events() if e["event"] == "didEndDecelerating"]
"""

from .client import Client, socket_path
from .clock import Clock
from .daemon import Daemon, DaemonError
from .errors import ScrollSimError, ScrollSimTimeout
from .expect import ExpectationError, expect_event
from .golden import Golden, GoldenMismatch
from .golden_files import GoldenPathError

__all__ = ["Client", "Clock", "Daemon", "DaemonError", "ExpectationError", "Golden", "GoldenMismatch",
           "GoldenPathError", "ScrollSimError", "ScrollSimTimeout", "expect_event", "socket_path"]
