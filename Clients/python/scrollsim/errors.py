"""The client's one error class, and its timeout: whatever the daemon (or something posing as it) sends,
the client raises these and nothing else."""


class ScrollSimError(Exception):
    """An error reply (`ok: false`), or a connection that failed: `code` is the protocol's error code
    (`invalid_params`, `not_found`, `conflict`, ...) or one of the client's own: `connection` (no daemon
    answers, or it closed the connection), `timeout` (no reply in time), `protocol` (a line the protocol
    does not allow: not JSON, not an object, a field of the wrong type, a reply to no request); `path` is
    the key at fault, if any."""

    def __init__(self, code, message, path=None):
        super().__init__(f"{code}: {message}" + (f" (at {path})" if path else ""))
        self.code = code
        self.message = message
        self.path = path


class ScrollSimTimeout(ScrollSimError, TimeoutError):
    """No reply (or readiness) within the time allowed: code `timeout`. Also a `TimeoutError`, which is what
    earlier versions raised."""

    def __init__(self, message):
        super().__init__("timeout", message)
