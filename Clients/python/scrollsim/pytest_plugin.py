"""pytest fixtures, registered when the package is installed (`pip install ./Clients/python`):

- `scrollsim_daemon`: one `scrollsim serve --clock manual` for the test session, on a temporary socket;
- `scrollsim_client`: a connection to it for one test; the views the test creates (scoped to the
  connection by `create_view`) end with it, so each test starts with none of the last one's.
"""

import pytest

from .client import Client
from .daemon import Daemon


@pytest.fixture(scope="session")
def scrollsim_daemon():
    with Daemon() as daemon:
        yield daemon


@pytest.fixture
def scrollsim_client(scrollsim_daemon):
    with Client(scrollsim_daemon.socket) as client:
        yield client
