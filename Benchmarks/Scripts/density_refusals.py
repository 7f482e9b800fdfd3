"""The requests of a view too dense to display, against a running build of the daemon (issue 49, item 1).

    python3 Benchmarks/Scripts/density_refusals.py BINARY

Starts `BINARY serve --no-config` on a socket of its own and sends, one at a time: a `createView` of ten
million 0.001-pt flow items in a 100,000-pt viewport; one of ten million items in custom compositional groups
of 1,000 frames 0.001 pt wide; a legal ten-million-item view of 1-pt cells 50 pt tall (18,750 displayed); its
`resize` to 667 pt tall (250,125 displayed: refused); a `layout` of a rect 1,000,000 pt tall over it; an
unanimated `scrollTo` of it; its `destroyView`. For each: the reply's time, the daemon's peak RSS over its
resting size (sampled every 10 ms) and the longest a second client's `ping`, sent in a loop meanwhile, waited.
Linux only.
"""
import json
import socket
import sys
import threading
import time

import scratch_daemon

binary = sys.argv[1]
daemon, sock_path = scratch_daemon.start(binary, "--clock", "real")


def rss_mb():
    return scratch_daemon.rss_mb(daemon)


def connect():
    connection = socket.socket(socket.AF_UNIX)
    connection.connect(sock_path)
    lines = connection.makefile("rb")
    lines.readline()
    return connection, lines


def call(client, body):
    connection, lines = client
    connection.sendall((json.dumps(body) + "\n").encode())
    while True:
        line = json.loads(lines.readline())
        if "ok" in line and "event" not in line:
            return line


driver, pinger = connect(), connect()


def measure(name, body):
    resting = rss_mb()
    peak, pings, done = [resting], [], [False]

    def watch():
        while not done[0]:
            peak[0] = max(peak[0], rss_mb())
            time.sleep(0.01)

    def ping():
        while not done[0]:
            start = time.monotonic()
            call(pinger, {"id": "p", "cmd": "ping"})
            pings.append((time.monotonic() - start) * 1000)
            time.sleep(0.01)

    threads = [threading.Thread(target=watch), threading.Thread(target=ping)]
    for thread in threads:
        thread.start()
    start = time.monotonic()
    reply = call(driver, body)
    elapsed = (time.monotonic() - start) * 1000
    done[0] = True
    for thread in threads:
        thread.join()
    verdict = "ok" if reply.get("ok") is True else reply.get("error", {}).get("code")
    print(f"{name}: {elapsed:.0f} ms, peak RSS +{peak[0] - resting} MB, "
          f"longest ping {max(pings, default=0):.1f} ms, {verdict}")


frames = [[i / 1000, 0, 0.001, 0.001] for i in range(1000)]
custom = {"type": "compositional", "sections": [{"group": {
    "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}, "custom": frames}}]}
ten_million = [{"items": 10_000_000}]
tiny_cells = {"type": "flow", "itemSize": [1, 1], "minimumLineSpacing": 0, "minimumInteritemSpacing": 0}
print(f"resting RSS {rss_mb()} MB")
measure("createView, 10M flow items 0.001 pt", {"id": 1, "cmd": "createView", "view": {
    "id": "f", "viewport": [100000, 100000], "layout": {"type": "flow", "itemSize": [0.001, 0.001]},
    "sections": ten_million}})
measure("createView, 10M items in custom groups", {"id": 2, "cmd": "createView", "view": {
    "id": "c", "viewport": [1000, 1000], "layout": custom, "sections": ten_million}})
measure("createView, 10M legal items (18,750 displayed)", {"id": 3, "cmd": "createView", "view": {
    "id": "l", "viewport": [375, 50], "layout": tiny_cells, "sections": ten_million}})
measure("resize into density", {"id": 4, "cmd": "resize", "view": "l", "viewport": [375, 667]})
measure("layout of a rect 1,000,000 pt tall", {"id": 5, "cmd": "layout", "view": "l", "rect": [0, 0, 375, 1000000]})
measure("unanimated scrollTo", {"id": 6, "cmd": "scrollTo", "view": "l", "offset": [0, 5000], "animated": False})
measure("destroyView", {"id": 7, "cmd": "destroyView", "view": "l"})
daemon.terminate()
daemon.wait()
