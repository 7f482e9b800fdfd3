"""Loads the plugin from this checkout, so that the tests run without installing the package first."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

pytest_plugins = ["scrollsim.pytest_plugin"]
