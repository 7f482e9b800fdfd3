"""Append-and-trim against a running build of the daemon (Benchmarks.md, footnote 13).

    python3 Benchmarks/Scripts/append_and_trim.py BINARY ITEMS CYCLES [PER] [--no-trim]

Starts `BINARY serve --no-config` on a socket of its own, creates a flow view of ITEMS items, then runs
CYCLES cycles of an `insertItems` of PER counted items (1,000 by default) at the end and a `deleteItems`
of the first PER, each reply awaited (with --no-trim, the insertions alone, each at the new end). Prints
the round trip and the daemon's CPU time (all its threads, from /proc/PID/task/*/schedstat) a pair,
medians of 5 cycles, the daemon's RSS fresh and after, and its tick lateness and skipped ticks. Linux only.
"""
import json
import os
import socket
import sys
import time

import scratch_daemon

args = [a for a in sys.argv[1:] if a != "--no-trim"]
trim = "--no-trim" not in sys.argv
binary, items, cycles = args[0], int(args[1]), int(args[2])
per = int(args[3]) if len(args) > 3 else 1000
daemon, sock_path = scratch_daemon.start(binary, "--tick-hz", "120")
connection = socket.socket(socket.AF_UNIX)
connection.connect(sock_path)
replies = connection.makefile("rb")
last_id = 0


def call(body):
    global last_id
    last_id += 1
    body["id"] = last_id
    connection.sendall((json.dumps(body) + "\n").encode())
    while True:
        reply = json.loads(replies.readline())
        if reply.get("id") == last_id:
            if reply.get("ok") is not True:
                raise SystemExit(f"refused: {reply}")
            return reply


def cpu_ms():
    total = 0
    for task in os.listdir(f"/proc/{daemon.pid}/task"):
        try:
            with open(f"/proc/{daemon.pid}/task/{task}/schedstat") as stat:
                total += int(stat.read().split()[0])
        except OSError:
            pass
    return total / 1e6


def rss_mb():
    return scratch_daemon.rss_mb(daemon)


def median(values):
    return sorted(values)[len(values) // 2]


view = {"id": "list", "viewport": [375, 667],
        "layout": {"type": "flow", "itemSize": [375, 50], "minimumLineSpacing": 0}, "sections": [{"items": items}]}
call({"cmd": "createView", "view": view})
time.sleep(0.5)
print(f"fresh: RSS {rss_mb()} MB")
deletion = [[0, item] for item in range(per)]
walls, cpus = [], []
for cycle in range(cycles):
    before, started = cpu_ms(), time.perf_counter()
    call({"cmd": "insertItems", "view": "list", "at": [0, items if trim else items + cycle * per], "items": per})
    if trim:
        call({"cmd": "deleteItems", "view": "list", "items": deletion})
    walls.append(1000 * (time.perf_counter() - started))
    cpus.append(cpu_ms() - before)
for first in sorted({0, 49, 145, 195, 295, 395, 595, cycles - 5}):
    if 0 <= first and first + 5 <= cycles:
        print(f"cycles {first + 1}-{first + 5}: round trip {median(walls[first:first + 5]):.2f} ms, "
              f"daemon CPU {median(cpus[first:first + 5]):.2f} ms (medians)")
time.sleep(0.5)
print(f"after: RSS {rss_mb()} MB")
stats = call({"cmd": "stats"})["result"]
print(f"tick lateness {stats['tickLateness']}, ticks skipped {stats['ticksSkipped']}")
daemon.terminate()
daemon.wait()
if os.path.exists(sock_path):
    os.remove(sock_path)
os.rmdir(os.path.dirname(sock_path))
