"""The daemon's lines, read strictly: each is one JSON object, either an event (it has `event`; the
daemon's `scenarioDone` also has `ok`, its run's outcome) or a reply (it has `ok` and no `event`). Anything
else raises `ScrollSimError` with code `protocol`; no line, however malformed, raises another exception."""

import json
import math

from .errors import ScrollSimError

# How much of an offending line an error message quotes (characters of its repr).
EXCERPT = 120
# The longest integer literal read, in characters: the daemon's numbers are exact within ±2^53 (16 digits);
# a longer one is refused before Python converts it (quadratic in its length before Python 3.11).
MAX_INT_DIGITS = 32


def parse_message(line):
    """The message on `line` (bytes, without its newline), checked: a dict with a string `event` and an
    integer `seq` if it has one; or a dict with a boolean `ok`, an integer or null `id`, and an object
    `result` or an `error` object with string `code` and `message`. Strict UTF-8 and strict JSON: NaN, Infinity, a
    number that overflows a float and an integer over `MAX_INT_DIGITS` digits are refused. O(len(line))."""
    try:
        message = json.loads(
            line.decode("utf-8"), parse_constant=_refuse_constant, parse_float=_finite_float,
            parse_int=_bounded_int)
    except (ValueError, RecursionError) as error:
        # ValueError covers JSONDecodeError and UnicodeDecodeError; RecursionError is nesting too deep.
        raise ScrollSimError("protocol", f"a line that is not JSON ({_short(error)}): {excerpt(line)}") from error
    if not isinstance(message, dict):
        raise ScrollSimError("protocol", f"a line that is not a JSON object: {excerpt(line)}")
    if "ok" not in message and "event" not in message:
        raise ScrollSimError("protocol", f"a line that is neither a reply (ok) nor an event: {excerpt(line)}")
    if "event" in message:
        _check_event(message, line)
    else:
        _check_reply(message, line)
    return message


def reply_result(reply):
    """The `result` of a checked reply (`{}` when it has none); raises its error for `ok: false`."""
    if reply["ok"] is True:
        return reply.get("result", {})
    error = reply["error"]
    raise ScrollSimError(error["code"], error.get("message", ""), error.get("path"))


def excerpt(data):
    """The start of `data` (bytes or str) as its repr, control characters escaped, for an error message."""
    text = repr(data[:EXCERPT])
    return text + ("…" if len(data) > EXCERPT else "")


def is_integer(value):
    """Whether `value` is a JSON integer (bool is an int in Python, but not in JSON)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_event(event, line):
    if not isinstance(event["event"], str):
        raise ScrollSimError("protocol", f"an event whose name is not a string: {excerpt(line)}", "event")
    if "seq" in event and not is_integer(event["seq"]):
        raise ScrollSimError("protocol", f"an event whose seq is not an integer: {excerpt(line)}", "seq")


def _check_reply(reply, line):
    if not isinstance(reply["ok"], bool):
        raise ScrollSimError("protocol", f"a reply whose ok is not true or false: {excerpt(line)}", "ok")
    if reply.get("id") is not None and not is_integer(reply["id"]):
        raise ScrollSimError("protocol", f"a reply whose id is not an integer: {excerpt(line)}", "id")
    if reply["ok"]:
        if not isinstance(reply.get("result", {}), dict):
            raise ScrollSimError("protocol", f"a reply whose result is not an object: {excerpt(line)}", "result")
        return
    error = reply.get("error")
    if not isinstance(error, dict):
        raise ScrollSimError("protocol", f"an error reply without an error object: {excerpt(line)}", "error")
    path = error.get("path")
    if not isinstance(error.get("code"), str) or not isinstance(error.get("message", ""), str) \
            or not (path is None or isinstance(path, str)):
        raise ScrollSimError(
            "protocol", f"an error reply whose code, message or path is not a string: {excerpt(line)}", "error")


def _refuse_constant(name):
    raise ValueError(f"{name} is not JSON")


def _finite_float(text):
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{excerpt(text)} overflows a double")
    return value


def _bounded_int(text):
    if len(text) > MAX_INT_DIGITS:
        raise ValueError(f"an integer of {len(text)} digits")
    return int(text)


def _short(error):
    """The exception's message, cut to `EXCERPT` characters."""
    return str(error)[:EXCERPT]
