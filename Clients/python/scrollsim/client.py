"""The connection to a daemon: requests and their replies, and the events that come between them."""

import json
import os
import socket
import time
from collections.abc import Iterable, Mapping

from .errors import ScrollSimError, ScrollSimTimeout
from .events import EventBuffer
from .wire import excerpt, is_integer, parse_message, reply_result

PROTOCOL = "scrollsim/1"
# The events kept between reads by default: about 90 MB of dicts (a didScroll event is about 0.9 KB as one).
MAX_PENDING = 100_000
# The longest line read by default, in bytes: a reply listing a view's 20,000 displayed elements is a few MB.
MAX_LINE = 64 * 1024 * 1024


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

    An event has `event`; a reply has `ok` and no `event` (the daemon's `scenarioDone` event also has
    `ok`, its run's outcome): that is how the two are told apart. Replies are matched to
    requests by `id`: a request that times out is abandoned, and its reply, if it comes later, is discarded.
    At most `max_pending` events are kept; past that the newest are dropped and a `lagged` record
    (`dropped`, `sinceSeq`, `origin: "client"`) takes their place. A line over `max_line` bytes closes the
    connection. Whatever the peer sends, the client raises `ScrollSimError` (`ScrollSimTimeout` for a
    timeout) and nothing else."""

    def __init__(self, path=None, timeout=10.0, name="python", max_pending=MAX_PENDING, max_line=MAX_LINE):
        self.path = socket_path(path)
        self.timeout = timeout
        self.max_line = max_line
        self._events = EventBuffer(max_pending)
        self._buffer = bytearray()
        self._scanned = 0
        self._next_id = 1
        self._abandoned = set()
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._socket.settimeout(timeout)
        try:
            self._socket.connect(self.path)
        except OSError as error:
            self._socket.close()
            raise ScrollSimError(
                "connection", f"no daemon answers at {self.path} ({error}); start one with `scrollsim serve`"
            ) from error
        try:
            self.hello = self._greeting()
            self.request("hello", protocol=PROTOCOL, name=name)
        except BaseException:
            self.close()
            raise

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def close(self):
        """Closes the connection: the views it created with `scope: connection` end."""
        self._socket.close()

    def request(self, cmd, **params):
        """Sends `{"cmd": cmd, **params}` and returns the reply's `result`; events before it are kept.
        Raises `ScrollSimError` for an error reply, `ScrollSimTimeout` when no reply comes within the
        client's `timeout` (seconds without a line from the daemon), `ScrollSimError` with code `protocol`
        for a line the protocol does not allow. NaN and infinities in `params` raise ValueError before
        anything is sent."""
        request_id = self._next_id
        self._next_id += 1
        line = json.dumps({"id": request_id, "cmd": cmd, **params}, separators=(",", ":"), allow_nan=False)
        answered = False
        try:
            self._send(line.encode("utf-8") + b"\n")
            while True:
                message = self._read_message(self.timeout, f"reply to {cmd} (id {request_id})")
                if "event" in message:
                    self._events.add(message)
                elif not self._discard_if_late(message):
                    if message.get("id") not in (request_id, None):
                        raise ScrollSimError(
                            "protocol", f"a reply to {message['id']} while waiting for {request_id}", "id")
                    answered = True
                    return reply_result(message)
        finally:
            if not answered:
                self._abandoned.add(request_id)

    def events(self, timeout=None):
        """Yields the kept events, then each new one as it comes; stops after `timeout` seconds (the
        client's) without one, or when the daemon closes the stream. Where events were dropped (more than
        `max_pending` kept), yields a `lagged` record instead. Raises `ScrollSimError` (code `protocol`) for
        a line the protocol does not allow."""
        while True:
            kept = self._events.pop()
            if kept is not None:
                yield kept
                continue
            try:
                message = self._read_message(self.timeout if timeout is None else timeout, "event")
            except ScrollSimError as error:
                if error.code in ("timeout", "connection"):
                    return
                raise
            if "event" in message:
                yield message
            elif not self._discard_if_late(message):
                raise ScrollSimError("protocol", f"a reply with no request waiting: {excerpt(str(message))}")

    def take_events(self):
        """The events kept so far (call `sync()` first to have every one issued until now), forgotten; a
        `lagged` record where some were dropped."""
        return self._events.take_all()

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

    def fling(self, view, velocity, section=None, at=None):
        """A touch released with the finger's `velocity` [dx, dy] in pt/s: [0, -1000] scrolls down. With
        `section` (an orthogonal section's index) it moves that section's own scroll view; with `at` [x, y]
        (pt, from the view's top-left) what a hit test finds under the finger there."""
        return self.request("fling", view=view, velocity=_array(velocity), **_target(section, at))

    def drag(self, view, by=None, duration=None, samples=None, release=None, section=None, at=None):
        """A finger moved by `by` [dx, dy] (pt) linearly over `duration` ms, or along `samples` [[t, dx, dy],
        ...] (ms, pt; piecewise linear), then lifted: `release` `"moving"` (the daemon's default: a finger
        still moving flings) or `"still"`. `section` and `at` as for `fling`. The reply comes once the drag
        has started; `step` moves the clock through it."""
        samples = _array(samples)
        params = {"by": _array(by), "duration": duration, "release": release,
                  "samples": [_array(sample) for sample in samples] if isinstance(samples, list) else samples}
        return self.request("drag", view=view, **_present(params), **_target(section, at))

    def scroll_to(self, view, offset, animated=False, section=None):
        """Scrolls the view to `offset` [x, y] (pt), or with `section` that orthogonal section's own scroll
        view to the offset's coordinate along the section's axis."""
        return self.request("scrollTo", view=view, offset=_array(offset), animated=animated,
                            **_target(section, None))

    def batch_updates(self, view, animated=True, animation=None, anchor=None, **lists):
        """One performBatchUpdates (the `batchUpdates` command): keyword lists as the wire writes them,
        `deleteSections`, `insertSections`, `moveSections`, `reloadSections`, `deleteItems`, `insertItems`,
        `moveItems`, `reloadItems`, `reconfigureItems`. Deletes and reloads name index paths before the
        batch, inserts after it, moves both. Animated by default, as in UIKit (`didEndBatchUpdates` marks
        the end); `animation` is `{"duration": seconds, "curve": name}` (each optional); `animated=False`
        is the instant change. `anchor` (`"none"`, `"firstVisibleItem"`, `"bottom"`) says how the offset
        follows the change; the daemon's default, `none`, when None. An inconsistent batch raises
        `ScrollSimError` (`invalid_params`, with the path of the entry at fault) and changes nothing."""
        return self.request("batchUpdates", view=view, animated=animated, **_animation(animation),
                            **_anchored(anchor), **lists)

    def apply_snapshot(self, view, sections, reload_items=None, reconfigure_items=None, animated=True,
                       animation=None, anchor=None, reload_sections=None):
        """A diffable snapshot (the `applySnapshot` command): `sections` is a list of
        `{"id": ..., "items": [...]}` (string identifiers, in order); the difference from the view's
        current snapshot is applied as one `batchUpdates`, animated and anchored as `batch_updates` is;
        `reload_sections` names section identifiers to reload (sent only when given). A
        snapshot UIKit refuses (duplicate identifiers, an update it lacks) raises `ScrollSimError`
        (`invalid_params`)."""
        return self.request("applySnapshot", view=view, animated=animated, **_animation(animation),
                            sections=_array(sections), reloadItems=_listed(reload_items),
                            reconfigureItems=_listed(reconfigure_items), **_anchored(anchor),
                            **({} if reload_sections is None else {"reloadSections": _array(reload_sections)}))

    def snapshot(self, view, sections_from=None):
        """The view's state: contentOffset, contentSize, phase, velocity, visible, focus, and (from daemons
        that carry them) `sections` (each orthogonal section's `section`, `contentOffset`, `phase` and
        `velocity`) and `supplementaries` (`kind`, `indexPath`). `sections` lists at most 1,000 sections,
        from index `sections_from` (0 when None) on; when it lists only some, the state says how many the
        view has (`sectionCount`) and, when more follow, the `sections_from` of the next page
        (`sectionsNext`)."""
        params = {} if sections_from is None else {"sectionsFrom": sections_from}
        views = self.request("snapshot", view=view, **params).get("views")
        if not isinstance(views, list) or not views or not isinstance(views[0], dict):
            raise ScrollSimError("protocol", f"a snapshot reply without a view: {excerpt(str(views))}", "views")
        return views[0]

    def section_offsets(self, view):
        """Each orthogonal section's content offset, `{section: [x, y]}` in pt, in its own coordinates (0 at
        rest as laid out): a section no gesture has moved is at [0, 0]. Empty for a layout without
        orthogonal sections. Past 1,000 sections it reads the snapshot page by page (`sectionsNext`), one
        request per 1,000 sections. Raises `ScrollSimError` (code `protocol`) when the snapshot has no
        `sections` (a daemon older than the client) or a page does not move forward."""
        offsets = {}
        sections_from = None
        while True:
            snapshot = self.snapshot(view, sections_from)
            sections = snapshot.get("sections")
            if not isinstance(sections, list) or not all(
                    isinstance(entry, dict) and is_integer(entry.get("section"))
                    and _is_pair(entry.get("contentOffset")) for entry in sections):
                raise ScrollSimError(
                    "protocol", f"a snapshot without section offsets: {excerpt(str(sections))}", "sections")
            offsets.update((entry["section"], entry["contentOffset"]) for entry in sections)
            following = snapshot.get("sectionsNext")
            if following is None:
                return offsets
            if not is_integer(following) or following <= (sections_from or 0) or following in offsets:
                raise ScrollSimError(
                    "protocol", f"a snapshot whose next sections do not follow: {excerpt(str(following))}",
                    "sectionsNext")
            sections_from = following

    def step(self, ticks=None, until_idle=False, max_ticks=None):
        """Moves the manual clock: `ticks` ticks, or `until_idle` until every view rests (at most
        `max_ticks`). Returns the reply: `tick`, and `idle` for `until_idle`."""
        if until_idle:
            params = {"untilIdle": True}
            if max_ticks is not None:
                params["maxTicks"] = max_ticks
            return self.request("step", **params)
        return self.request("step", ticks=ticks)

    def _greeting(self):
        """The daemon's `hello` event, the first line of the connection."""
        hello = self._read_message(self.timeout, "hello")
        if hello.get("event") != "hello" or hello.get("protocol") != PROTOCOL:
            raise ScrollSimError(
                "protocol", f"{self.path} did not greet with a {PROTOCOL} hello: {excerpt(str(hello))}")
        return hello

    def _discard_if_late(self, reply):
        """Whether `reply` answers an abandoned request (it is then forgotten, with every earlier one: the
        daemon replies in order). A reply whose `id` is null (the daemon could not read it) answers the
        oldest request still without a reply."""
        reply_id = reply.get("id")
        if reply_id is None:
            if not self._abandoned:
                return False
            reply_id = min(self._abandoned)
        if reply_id not in self._abandoned:
            return False
        self._abandoned = {abandoned for abandoned in self._abandoned if abandoned > reply_id}
        return True

    def _send(self, data):
        try:
            self._socket.settimeout(self.timeout)
            self._socket.sendall(data)
        except socket.timeout as error:
            raise ScrollSimTimeout(f"{self.path} did not take the request within {self.timeout} s") from error
        except OSError as error:
            raise ScrollSimError("connection", f"could not send to {self.path} ({error})") from error

    def _read_message(self, timeout, awaited):
        return parse_message(self._read_line(timeout, awaited))

    def _read_line(self, timeout, awaited):
        """The next line (bytes, without its newline) within `timeout` seconds; O(its length)."""
        deadline = time.monotonic() + timeout
        while True:
            end = self._buffer.find(b"\n", self._scanned)
            if end >= 0:
                line = bytes(self._buffer[:end])
                del self._buffer[:end + 1]
                self._scanned = 0
                return line
            self._scanned = len(self._buffer)
            if self._scanned > self.max_line:
                self.close()
                raise ScrollSimError(
                    "protocol", f"{self.path} sent a line over {self.max_line} bytes (max_line); connection closed")
            self._buffer += self._receive(deadline, f"no {awaited} from {self.path} within {timeout} s")

    def _receive(self, deadline, late):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise ScrollSimTimeout(late)
        try:
            self._socket.settimeout(remaining)
            chunk = self._socket.recv(65536)
        except socket.timeout as error:
            raise ScrollSimTimeout(late) from error
        except OSError as error:
            raise ScrollSimError("connection", f"could not read from {self.path} ({error})") from error
        if not chunk:
            raise ScrollSimError("connection", f"{self.path} closed the connection")
        return chunk


def _animation(animation):
    """The `animation` parameter when given: `{"duration": seconds, "curve": name}`."""
    return {} if animation is None else {"animation": _object(animation)}


def _target(section, at):
    """The gesture's target parameters: `section` or `at`, those given."""
    return _present({"section": section, "at": _array(at)})


# A parameter of the wrong type is sent as it is, so that the daemon refuses it (`invalid_params`, naming
# the parameter), as it refuses `batch_updates`' lists, which go as given: the client takes any mapping for
# an object and any iterable but text and mappings for a list, and turns nothing else into either.
def _object(value):
    """`value` as a dict when it is a mapping; anything else (a list, a string, None) unchanged."""
    return dict(value) if isinstance(value, Mapping) else value


def _listed(value):
    """An optional list parameter: [] for None, else as `_array` sends it."""
    return [] if value is None else _array(value)


def _array(value):
    """`value` as a list when it is an iterable other than text or a mapping (a tuple, a range, a generator);
    anything else (a dict, a string, a number, None) unchanged."""
    if isinstance(value, (str, bytes, bytearray, Mapping)) or not isinstance(value, Iterable):
        return value
    return list(value)


def _anchored(anchor):
    """A data change's `anchor` parameter, when given."""
    return _present({"anchor": anchor})


def _present(params):
    """`params` without the keys whose value is None (the daemon's defaults apply)."""
    return {key: value for key, value in params.items() if value is not None}


def _is_pair(value):
    return isinstance(value, list) and len(value) == 2 and all(
        isinstance(number, (int, float)) and not isinstance(number, bool) for number in value)
