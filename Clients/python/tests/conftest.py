"""Loads the plugin from this checkout, so that the tests run without installing the package first; the
`bounded` fixture for tests that could hang."""

import os
import signal
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

pytest_plugins = ["scrollsim.pytest_plugin", "pytester"]


class Hung(Exception):
    """A test ran past its bound: what the client under test did instead of returning or raising."""


@pytest.fixture
def bounded():
    """Fails the test (raising `Hung` in it) if it runs over 10 seconds: the client's tests against an
    impostor must end even when the client would wait forever."""
    def expire(*_):
        raise Hung("the test ran over 10 s")
    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, 10)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
