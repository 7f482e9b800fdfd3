"""A fuzz loop for the Python client's reading of the daemon's lines: seeded mutations of valid replies and
events (mutations.py) fed to the parser directly, and by an impostor server to a connected `Client` as the
lines before a request's reply. Any exception other than `ScrollSimError` is a failure: the input is written
to the findings folder and the loop stops, exiting 1. A client that does not return within a second of its
timeout is a failure too.

    python3 tests/fuzz_replies.py --seconds 600 --seed 1 --findings ../../.build-fuzz/python-findings
    python3 tests/fuzz_replies.py FILE...   # replays findings through the parser

`make fuzz-python FUZZ_SECONDS=600` runs it from the repository's root."""

import argparse
import collections
import hashlib
import os
import random
import socket
import sys
import threading
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mutations import mutate, seed_line  # noqa: E402
from scrollsim import Client, ScrollSimError  # noqa: E402
from scrollsim.events import EventBuffer  # noqa: E402
from scrollsim.wire import parse_message, reply_result  # noqa: E402

# The client's timeout against the impostor, in seconds: a batch without a usable reply costs this much.
TIMEOUT = 0.02
# Of every this many inputs, one goes through the impostor server (slower: a socket round trip).
SERVER_EVERY = 8
# The client's own error codes; any other is an error reply's, passed on.
OWN_CODES = ("connection", "timeout", "protocol")
HELLO = b'{"event":"hello","protocol":"scrollsim/1","version":"0","pid":1,"tickHz":120,"clock":"manual"}\n'


class Failure(Exception):
    """An input the client mishandled; `data` is the input, its cause the exception."""

    def __init__(self, data, message):
        super().__init__(message)
        self.data = data


def parse_one(line, events):
    """Parses `line` as the client does; the outcome's name. Events go through `events` (an EventBuffer)."""
    try:
        message = parse_message(line)
    except ScrollSimError as error:
        return f"refused: {error.code}"
    except Exception as error:
        raise Failure(line, f"{type(error).__name__} from the parser") from error
    if "event" in message:
        events.add(message)
        if len(events) > events.capacity:
            raise Failure(line, f"the event buffer holds {len(events)} entries, over {events.capacity}")
        return "event"
    try:
        result = reply_result(message)
    except ScrollSimError:
        return "error reply"
    except Exception as error:
        raise Failure(line, f"{type(error).__name__} from reply_result") from error
    if not isinstance(result, dict) or not isinstance(message["ok"], bool):
        raise Failure(line, "a reply taken for success without an object result and a boolean ok")
    return "reply"


class Impostor:
    """A server thread on a Unix socket that answers each request with the next batch it is given, and a
    `Client` connected to it. `exchange(batch)` sends a request and returns its outcome's name."""

    def __init__(self, folder):
        self.path = os.path.join(folder, f"fuzz-{time.monotonic_ns()}.sock")
        self._batches = collections.deque()
        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._listener.bind(self.path)
        self._listener.listen(1)
        threading.Thread(target=self._serve, daemon=True).start()
        self._batches.append(b'{"id":1,"ok":true,"result":{}}\n')
        self.client = Client(self.path, timeout=TIMEOUT, max_pending=64, max_line=1 << 20)

    def close(self):
        self.client.close()
        self._listener.close()
        os.unlink(self.path)

    def exchange(self, batch):
        self._batches.append(batch)
        started = time.monotonic()
        try:
            self.client.request("ping")
            outcome = "reply"
        except ScrollSimError as error:
            outcome = f"raised: {error.code if error.code in OWN_CODES else 'an error reply'}"
        except Exception as error:
            raise Failure(batch, f"{type(error).__name__} from Client.request") from error
        if time.monotonic() - started > TIMEOUT + 1:
            raise Failure(batch, f"Client.request took {time.monotonic() - started:.1f} s")
        try:
            self.client.take_events()
        except Exception as error:
            raise Failure(batch, f"{type(error).__name__} from take_events") from error
        return outcome

    def _serve(self):
        try:
            connection, _ = self._listener.accept()
            with connection:
                connection.sendall(HELLO)
                for _ in connection.makefile("rb"):
                    connection.sendall(self._batches.popleft())
        except OSError:
            pass  # the client closed the connection (a line over max_line, or the end of the run)


def batch_for(rng, request_id):
    """Zero to three events, then a reply to `request_id`, each mutated (one in three) or not;
    newline-terminated."""
    lines = [seed_line(rng, request_id, "event") for _ in range(rng.randint(0, 3))]
    lines.append(seed_line(rng, request_id, "ok"))
    lines = [mutate(rng, line, request_id) if rng.random() < 1 / 3 else line for line in lines]
    return b"".join(line.replace(b"\n", b" ") + b"\n" for line in lines)


def run(seconds, seed, folder, report=print):
    """Fuzzes for `seconds`; returns the outcome counts (a Counter). Raises Failure on a finding."""
    rng = random.Random(seed)
    counts = collections.Counter()
    events = EventBuffer(16)
    impostor = Impostor(folder)
    deadline = time.monotonic() + seconds
    next_report = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            request_id = impostor.client._next_id
            if counts["inputs"] % SERVER_EVERY == 0:
                outcome = impostor.exchange(batch_for(rng, request_id))
                counts["server " + outcome] += 1
                if outcome == "raised: connection":
                    impostor.close()
                    impostor = Impostor(folder)
            else:
                counts["parser " + parse_one(mutate(rng, seed_line(rng, request_id), request_id), events)] += 1
                if rng.random() < 0.3:
                    events.take_all()
            counts["inputs"] += 1
            if time.monotonic() >= next_report:
                report(f"{counts['inputs']} inputs so far")
                next_report += 60
    finally:
        impostor.close()
    return counts


def save(failure, findings):
    """Writes the failing input and its traceback to `findings`; returns the input's path."""
    os.makedirs(findings, exist_ok=True)
    path = os.path.join(findings, "reply-" + hashlib.sha1(failure.data).hexdigest())
    with open(path, "wb") as data:
        data.write(failure.data)
    with open(path + ".txt", "w", encoding="utf-8") as trace:
        trace.write("".join(traceback.format_exception(failure)))
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--findings", default="python-findings")
    parser.add_argument("replay", nargs="*", help="finding files to feed to the parser, each line by line")
    options = parser.parse_args()
    if options.replay:
        for name in options.replay:
            with open(name, "rb") as finding:
                for line in finding.read().split(b"\n"):
                    print(name, parse_one(line, EventBuffer(16)))
        return 0
    started = time.monotonic()
    folder = os.path.realpath(os.environ.get("TMPDIR", "/tmp"))
    try:
        counts = run(options.seconds, options.seed, folder)
    except Failure as failure:
        print(f"FAILURE: {failure} (cause: {failure.__cause__!r}); input in {save(failure, options.findings)}")
        return 1
    elapsed = time.monotonic() - started
    print(f"{counts['inputs']} inputs in {elapsed:.0f} s (seed {options.seed}), no failure:")
    for outcome, count in sorted(counts.items()):
        if outcome != "inputs":
            print(f"  {outcome}: {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
