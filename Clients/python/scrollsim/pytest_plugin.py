"""pytest fixtures, registered when the package is installed (`pip install ./Clients/python`):

- `scrollsim_daemon`: one `scrollsim serve --clock manual` for the test session, on a temporary socket;
- `scrollsim_client`: a connection to it for one test; the views the test creates (scoped to the
  connection by `create_view`) end with it, so each test starts with none of the last one's;
- `scrollsim_clock`: the test's own time origin on that connection (`Clock`): the session's daemon counts
  ticks from its start, the clock from the test's;
- `scrollsim_golden`: the test's golden transcript (`Golden`), `__goldens__/<module>/<test>.ndjson` beside
  the test file, its times from `scrollsim_clock`'s origin; `pytest --update-goldens` rewrites the files.
"""

import os

import pytest

from .client import Client
from .clock import Clock
from .daemon import Daemon
from .golden import Golden, golden_path


def pytest_addoption(parser):
    parser.addoption(
        "--update-goldens", action="store_true", default=False,
        help="scrollsim: write each golden transcript (__goldens__/) anew instead of comparing with it")


@pytest.fixture(scope="session")
def scrollsim_daemon():
    with Daemon() as daemon:
        yield daemon


@pytest.fixture
def scrollsim_client(scrollsim_daemon):
    with Client(scrollsim_daemon.socket) as client:
        yield client


@pytest.fixture
def scrollsim_clock(scrollsim_client):
    return Clock(scrollsim_client)


@pytest.fixture
def scrollsim_golden(request, scrollsim_clock):
    return Golden(
        golden_path(str(request.path), request.node.name), update=request.config.getoption("update_goldens"),
        clock=scrollsim_clock, root=os.path.dirname(os.path.abspath(str(request.path))))
