"""The connection to a daemon: requests and their replies, and the events that come between them."""

import collections
import json
import os
import socket
import time

PROTOCOL = "scrollsim/1"


class ScrollSimError(Exception):
    """An error reply (`ok: false`), or a connection that failed: `code` is the protocol's error code
    (`invalid_params`, `not_found`, `conflict`, ...) or `connection`; `path` the key at fault, if any."""

    def __init__(self, code, message, path=None):
        super().__init__(f"{code}: {message}" + (f" (at {path})" if path else ""))
        self.code = code
        self.message = message
        self.path = path


def socket_path(explicit=None):
    """The daemon's socket, looked up as the `scrollsim` command line does: `explicit`, else
    `$SCROLLSIM_SOCKET`, else `socket:` in `$XDG_CONFIG_HOME/scrollsim/config.yaml` (`~/.config/...`), else
    `$XDG_RUNTIME_DIR/scrollsim/scrollsim.sock`, else `/tmp/scrollsim-$UID/scrollsim.sock`."""
    if explicit:
        return explicit
    if os.environ.get("SCROLLSIM_SOCKET"):
        return os.environ["SCROLLSIM_SOCKET"]
    configured = _configured_socket()
    if configured:
        return configured
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        return os.path.join(runtime, "scrollsim", "scrollsim.sock")
    return f"/tmp/scrollsim-{os.getuid()}/scrollsim.sock"


def _configured_socket():
    """`socket:` of the user's config, read as its one top-level scalar key (the command line reads it with
    a YAML parser; this reads the plain `socket: PATH` line that it writes)."""
    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    path = os.path.join(base, "scrollsim", "config.yaml")
    try:
        with open(path, encoding="utf-8") as config:
            for line in config:
                if line.startswith("socket:"):
                    value = line[len("socket:"):].split("#", 1)[0].strip().strip("'\"")
                    return value or None
    except OSError:
        return None
    return None


class Client:
    """One connection to a daemon. Requests wait for their reply; the events that arrive meanwhile (a
    request's own events come before its reply) are kept, in order, for `events()` and `take_events()`.

    A reply has `ok`, an event has `event`: that is how the two are told apart."""

    def __init__(self, path=None, timeout=10.0, name="python"):
        self.path = socket_path(path)
        self.timeout = timeout
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._socket.settimeout(timeout)
        try:
            self._socket.connect(self.path)
        except OSError as error:
            self._socket.close()
            raise ScrollSimError(
                "connection", f"no daemon answers at {self.path} ({error}); start one with `scrollsim serve`"
            ) from error
        self._buffer = b""
        self._pending = collections.deque()
        self._next_id = 1
        hello = self._read_line()
        if hello.get("event") != "hello" or hello.get("protocol") != PROTOCOL:
            self.close()
            raise ScrollSimError("connection", f"{self.path} did not greet with a {PROTOCOL} hello: {hello}")
        self.hello = hello
        self.request("hello", protocol=PROTOCOL, name=name)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def close(self):
        """Closes the connection: the views it created with `scope: connection` end."""
        self._socket.close()

    def request(self, cmd, **params):
        """Sends `{"cmd": cmd, **params}` and returns the reply's `result`; events before it are kept.
        Raises `ScrollSimError` for an error reply."""
        request_id = self._next_id
        self._next_id += 1
        line = json.dumps({"id": request_id, "cmd": cmd, **params}, separators=(",", ":"))
        self._socket.sendall(line.encode("utf-8") + b"\n")
        while True:
            message = self._read_line()
            if "ok" not in message:
                self._pending.append(message)
                continue
            if message.get("id") != request_id:
                raise ScrollSimError("connection", f"a reply to {message.get('id')} while waiting for {request_id}")
            if not message["ok"]:
                error = message.get("error", {})
                raise ScrollSimError(error.get("code", "unknown"), error.get("message", ""), error.get("path"))
            return message.get("result", {})

    def events(self, timeout=None):
        """Yields the kept events, then each new one as it comes; stops after `timeout` seconds (the
        client's) without one, or when the daemon closes the stream."""
        while True:
            if self._pending:
                yield self._pending.popleft()
                continue
            try:
                message = self._read_line(timeout)
            except (TimeoutError, ScrollSimError):
                return
            if "ok" in message:
                raise ScrollSimError("connection", f"a reply with no request waiting: {message}")
            yield message

    def take_events(self):
        """The events kept so far (call `sync()` first to have every one issued until now), forgotten."""
        taken = list(self._pending)
        self._pending.clear()
        return taken

    def sync(self):
        """Waits until every event issued before it has arrived."""
        self.request("sync")

    # The commands, named as the protocol names them (Protocol.md lists their parameters).

    def subscribe(self, events=None, views=None, overflow=None):
        """Subscribes this connection to events (default: every event but didScroll and sectionDidScroll)."""
        params = {key: value for key, value in
                  (("events", events), ("views", views), ("overflow", overflow)) if value is not None}
        return self.request("subscribe", **params)

    def create_view(self, spec, scope="connection"):
        """Creates a view from a spec (a dict, as the YAML's keys); by default it ends with this connection."""
        return self.request("createView", view=spec, scope=scope)

    def fling(self, view, velocity):
        """A touch released with the finger's `velocity` [dx, dy] in pt/s: [0, -1000] scrolls down."""
        return self.request("fling", view=view, velocity=list(velocity))

    def scroll_to(self, view, offset, animated=False):
        return self.request("scrollTo", view=view, offset=list(offset), animated=animated)

    def snapshot(self, view):
        """The view's state: contentOffset, phase, velocity, visible, focus."""
        return self.request("snapshot", view=view)["views"][0]

    def step(self, ticks=None, until_idle=False, max_ticks=None):
        """Moves the manual clock: `ticks` ticks, or `until_idle` until every view rests (at most
        `max_ticks`). Returns the reply: `tick`, and `idle` for `until_idle`."""
        if until_idle:
            params = {"untilIdle": True}
            if max_ticks is not None:
                params["maxTicks"] = max_ticks
            return self.request("step", **params)
        return self.request("step", ticks=ticks)

    def _read_line(self, timeout=None):
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        while b"\n" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"no line from {self.path} in time")
            self._socket.settimeout(remaining)
            try:
                chunk = self._socket.recv(65536)
            except socket.timeout as error:
                raise TimeoutError(f"no line from {self.path} in time") from error
            if not chunk:
                raise ScrollSimError("connection", f"{self.path} closed the connection")
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return json.loads(line)
