"""Seeded mutations of the daemon's lines, for the reply-parser fuzz loop (fuzz_replies.py): valid replies
and events as seeds, then byte-level edits (flips, insertions, deletions, splices, cuts) and structural ones
(a value replaced by a value of another type, NaN, Infinity, a huge number, deep nesting, a lone surrogate,
a key removed or added). Every choice comes from the `random.Random` passed in: one seed, one sequence."""

import json

# One of each kind of line a daemon sends; `ID` stands for the id of the request being answered.
ID = "__ID__"
SEEDS = [
    {"event": "hello", "protocol": "scrollsim/1", "version": "1.0", "pid": 4242, "tickHz": 120,
     "clock": "manual", "limits": {"maxLine": 1048576, "maxViews": 1000}},
    {"id": ID, "ok": True, "result": {"tick": 12, "t": 100.0}, "seq": 3},
    {"id": ID, "ok": True, "result": {}, "seq": 0},
    {"id": ID, "ok": True, "result": {"views": [{"view": "v1", "contentOffset": [0, 499.4998], "phase": "idle",
                                                 "velocity": [0, 0], "visible": [[0, 2], [0, 3]]}]}, "seq": 9},
    {"id": ID, "ok": True, "result": {"contentSize": [300, 1000], "view": "list",
                                      "visible": [[0, 0], [0, 1]]}, "seq": 4},
    {"error": {"code": "invalid_params", "message": "must be at least 1", "path": "maxTicks"}, "id": ID,
     "ok": False, "seq": 5},
    {"error": {"code": "parse_error", "message": "not JSON"}, "id": None, "ok": False, "seq": 5},
    {"event": "didScroll", "view": "v1", "contentOffset": [0, 12.5], "tick": 7, "t": 58.3, "seq": 11},
    {"event": "willDisplay", "view": "v1", "indexPath": [0, 4], "tick": 8, "seq": 12},
    {"event": "viewable", "view": "v1", "indexPath": [0, 1], "dwell": 1000, "tick": 120, "seq": 13},
    {"event": "lagged", "dropped": 250, "sinceSeq": 14, "seq": 265, "tick": 130, "t": 1083.3},
    {"event": "disconnected", "reason": "slow_consumer", "limit": "hardQueue", "queued": 9000, "seq": 266},
    {"event": "shutdown", "reason": "SIGTERM", "seq": 267},
    {"event": "scenarioDone", "scenario": "fling", "run": 1, "ok": False, "failure": "expected", "seq": 268},
]
# Raw JSON (or not quite JSON) a value may be replaced by.
NASTY = ["NaN", "Infinity", "-Infinity", "1e400", "-1e400", "9" * 40, "-0", "1.5", "true", "false", "null",
         '"false"', '"true"', '""', '"\\ud800"', '"\\u0000"', '"\x1b[2J"', "[]", "{}", '{"code":5}', "[[]]",
         "0", "-1", "2", "9007199254740993", '"2"', "3.0"]
INTERESTING_BYTES = b'\x00\x80\xff\xc3\xed\xa0\xef\xbb\xbf"{}[],:\\\nNIe-+.0'


class Raw(str):
    """Text written into the line as it is (not as a JSON string)."""


def dump(value):
    """`value` as JSON text, with `Raw` parts as they are and keys in their order."""
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(key)}:{dump(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dump(item) for item in value) + "]"
    return json.dumps(value)


def seed_line(rng, request_id, kind=None):
    """A valid line, answering `request_id` if it is a reply, as bytes without a newline; of `kind`
    ("event" or "ok") if given."""
    seed = rng.choice([seed for seed in SEEDS if kind is None or kind in seed])
    return dump(_with_id(seed, request_id)).encode()


def mutate(rng, line, request_id):
    """`line` after one to four stacked edits, structural (while it still parses) or byte-level."""
    for _ in range(rng.randint(1, 4)):
        if rng.random() < 0.5:
            try:
                line = _mutate_structure(rng, json.loads(line), request_id).encode("utf-8", "surrogatepass")
                continue
            except (ValueError, RecursionError):
                pass
        line = _mutate_bytes(rng, line, request_id)
    return line


def _with_id(value, request_id):
    if isinstance(value, dict):
        return {key: (request_id if item == ID else _with_id(item, request_id)) for key, item in value.items()}
    if isinstance(value, list):
        return [_with_id(item, request_id) for item in value]
    return value


def _mutate_structure(rng, message, request_id):
    containers = _containers(message)
    if not containers:
        return dump(_nasty_value(rng))
    parent = rng.choice(containers)
    action = rng.random()
    if isinstance(parent, dict) and parent and action < 0.15:
        del parent[rng.choice(list(parent))]
    elif isinstance(parent, dict) and action < 0.3:
        parent[rng.choice(["ok", "event", "id", "result", "error", "seq", "code", "x"])] = _nasty_value(rng)
    elif isinstance(parent, dict) and action < 0.4 and "id" in parent:
        parent["id"] = rng.choice([request_id - 1, request_id + 1, None, 0])
    elif parent:
        key = rng.choice(list(parent)) if isinstance(parent, dict) else rng.randrange(len(parent))
        parent[key] = _nasty_value(rng)
    return dump(message)


def _containers(value):
    found = [value] if isinstance(value, (dict, list)) else []
    for item in (value.values() if isinstance(value, dict) else value if isinstance(value, list) else []):
        found += _containers(item)
    return found


def _nasty_value(rng):
    roll = rng.random()
    if roll < 0.1:
        depth = rng.choice([10, 64, 65, 1000, 5000, 100_000])
        return Raw("[" * depth + "]" * depth)
    if roll < 0.15:
        return Raw('"' + "x" * rng.randint(0, 5000) + '"')
    return Raw(rng.choice(NASTY))


def _mutate_bytes(rng, line, request_id):
    data = bytearray(line)
    roll = rng.random()
    position = rng.randint(0, len(data))
    if roll < 0.2 and data:
        data[min(position, len(data) - 1)] ^= 1 << rng.randrange(8)
    elif roll < 0.4:
        data[position:position] = bytes([rng.choice(INTERESTING_BYTES)])
    elif roll < 0.55:
        del data[position:position + rng.randint(1, 16)]
    elif roll < 0.65:
        end = rng.randint(position, len(data))
        data[end:end] = data[position:end]
    elif roll < 0.8:
        other = seed_line(rng, request_id)
        data = data[:position] + other[rng.randint(0, len(other)):]
    elif roll < 0.9:
        del data[position:]
    else:
        data[position:position] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    return bytes(data)
