"""A daemon impostor for the client's tests: a thread listening on a Unix socket in a temporary folder that
greets as the daemon does, then plays a script against the one connection it accepts — late replies,
floods of events, malformed lines."""

import json
import os
import socket
import threading

HELLO = {"event": "hello", "protocol": "scrollsim/1", "version": "0", "pid": 1, "tickHz": 120,
         "clock": "manual", "limits": {}}
# How long the impostor waits for the client at any point, in seconds: a test that goes wrong ends.
PATIENCE = 5.0


class Peer:
    """The server's end of the connection: reads the client's request lines, writes whatever it is told."""

    def __init__(self, connection):
        self.connection = connection
        self._lines = connection.makefile("rb")

    def request(self):
        """The client's next request, as a dict."""
        line = self._lines.readline()
        if not line:
            raise EOFError("the client closed the connection")
        return json.loads(line)

    def send(self, *messages):
        """Writes each message: a dict as one JSON line, bytes as they are (add the newline yourself)."""
        data = b"".join(message if isinstance(message, bytes) else json.dumps(message).encode() + b"\n"
                        for message in messages)
        self.connection.sendall(data)

    def reply(self, request, result=None):
        """A success reply to `request`."""
        self.send({"id": request["id"], "ok": True, "result": {} if result is None else result})

    def handshake(self):
        """Answers the `hello` request every client sends after the greeting."""
        hello = self.request()
        assert hello["cmd"] == "hello", hello
        self.reply(hello, HELLO)


class FakeServer:
    """Listens at `path` (in `folder`); greets the first connection with `greeting` (a dict or bytes),
    then runs `script(peer)` and closes the connection. `error` is what the script raised, if anything."""

    def __init__(self, folder, script, greeting=HELLO):
        self.path = os.path.join(str(folder), "fake.sock")
        self.error = None
        self._script = script
        self._greeting = greeting
        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._listener.bind(self.path)
        self._listener.listen(1)
        self._listener.settimeout(PATIENCE)
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def close(self):
        """Waits for the script (at most `PATIENCE`) and stops listening."""
        self._thread.join(PATIENCE)
        self._listener.close()

    def _serve(self):
        try:
            connection, _ = self._listener.accept()
            with connection:
                connection.settimeout(PATIENCE)
                peer = Peer(connection)
                peer.send(self._greeting)
                self._script(peer)
        except Exception as error:  # the test reads it; a thread's exception would only be printed
            self.error = error
