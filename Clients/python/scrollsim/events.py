"""The events a connection keeps until its caller reads them, bounded: past the bound the newest are
dropped and counted, and the caller gets, where they would have been, a record shaped as the daemon's own
`lagged` notice."""

import collections

from .wire import is_integer


def lagged_record(dropped, since_seq):
    """What stands in for the events the client dropped: `{"event": "lagged", "dropped": N, "sinceSeq": S,
    "origin": "client"}`, `S` the first dropped event's `seq` (None if it had none). The daemon's own
    `lagged` has no `origin` and a `seq` of its own."""
    return {"event": "lagged", "dropped": dropped, "sinceSeq": since_seq, "origin": "client"}


class EventBuffer:
    """At most `capacity` entries, events and lagged records, oldest first. An event that finds it full is
    dropped and counted; the count becomes one lagged record, placed after the events kept before the loss
    and before any kept after it, once there is room for it and the next event, or when the caller has read
    every kept one. A dropped `lagged` notice of the daemon adds the events it counted (its `dropped`, from
    its `sinceSeq`), so the record's total is every event the caller missed. Each operation is O(1)."""

    def __init__(self, capacity):
        if not is_integer(capacity) or capacity < 1:
            raise ValueError(f"max_pending must be an integer of at least 1, got {capacity!r}")
        self.capacity = capacity
        self._entries = collections.deque()
        self._dropped = 0
        self._since_seq = None

    def __len__(self):
        """The entries a caller would read now, the pending lagged record included."""
        return len(self._entries) + (1 if self._dropped else 0)

    def add(self, event):
        """Keeps `event`, or drops and counts it when the buffer is full."""
        if self._dropped and len(self._entries) + 2 <= self.capacity:
            self._entries.append(self._take_loss())
        if self._dropped or len(self._entries) >= self.capacity:
            self._drop(event)
        else:
            self._entries.append(event)

    def pop(self):
        """The oldest entry, or None when there is none."""
        if self._entries:
            return self._entries.popleft()
        return self._take_loss() if self._dropped else None

    def take_all(self):
        """Every entry, oldest first; the buffer is then empty."""
        taken = list(self._entries)
        self._entries.clear()
        if self._dropped:
            taken.append(self._take_loss())
        return taken

    def _drop(self, event):
        count, first = 1, event.get("seq")
        if event["event"] == "lagged" and is_integer(event.get("dropped")) and event["dropped"] >= 0:
            count, first = event["dropped"], event.get("sinceSeq")
        if not self._dropped:
            self._since_seq = first if is_integer(first) else None
        self._dropped += count

    def _take_loss(self):
        record = lagged_record(self._dropped, self._since_seq)
        self._dropped, self._since_seq = 0, None
        return record
