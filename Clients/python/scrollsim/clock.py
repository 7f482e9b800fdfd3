"""A test's own time: the daemon's clock runs for the whole session, so an event's `tick` and `t` count from
the daemon's start. A `Clock` takes the daemon's time when it is made (`ping`) as its origin and gives times
from there, so that a test reads the same numbers however many tests ran before it."""

from .errors import ScrollSimError
from .wire import excerpt, is_integer

# Decimals kept of a time in ms: the daemon writes its numbers to three (a microsecond).
DECIMALS = 3


class Clock:
    """The daemon's time when it was made, `origin_tick` (ticks) and `origin_ms` (ms), read with `ping` on
    `client`. Times it gives are from that origin, in ms rounded to the microsecond, or in ticks."""

    def __init__(self, client):
        self.client = client
        self.origin_tick, self.origin_ms = self._now()

    def ms(self, event):
        """`event`'s time (its `t`) from the origin, in ms."""
        return round(event["t"] - self.origin_ms, DECIMALS)

    def ticks(self, event):
        """`event`'s tick from the origin."""
        return event["tick"] - self.origin_tick

    def now(self):
        """The daemon's time now from the origin: `(ticks, ms)`."""
        tick, ms = self._now()
        return tick - self.origin_tick, round(ms - self.origin_ms, DECIMALS)

    def relative(self, events):
        """Copies of `events` with `tick` and `t` from the origin; a record without them (the client's
        `lagged`) is copied as it is. O(len(events))."""
        shifted = []
        for event in events:
            copy = dict(event)
            if is_integer(copy.get("tick")):
                copy["tick"] = self.ticks(copy)
            if isinstance(copy.get("t"), (int, float)) and not isinstance(copy.get("t"), bool):
                copy["t"] = self.ms(copy)
            shifted.append(copy)
        return shifted

    def _now(self):
        reply = self.client.request("ping")
        tick, ms = reply.get("tick"), reply.get("t")
        if not is_integer(tick) or isinstance(ms, bool) or not isinstance(ms, (int, float)):
            raise ScrollSimError("protocol", f"a ping reply without tick and t: {excerpt(str(reply))}")
        return tick, ms
