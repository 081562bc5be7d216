"""Test session settings: verdict tables go to a folder of this session's own, so no test reads
answers another run (or another version of the code) left in the user's cache; and the tables shipped
in the package (`logic.shipped`) are off, so every test exercises the solver (`tests/test_shipped.py`
turns them on where it tests them)."""

import os
import tempfile

os.environ.setdefault("RULING_CACHE", tempfile.mkdtemp(prefix="ruling-cache-"))
os.environ.setdefault("RULING_SHIPPED", "off")

# The processes the tests start (`python3 -m logic ...`) keep their compiled bytecode as an install
# does, in a folder of this session's own rather than beside the sources: where the environment says
# not to write bytecode, each of them would compile every module it imports again (about a quarter
# of a second each, on hundreds of runs).
if os.environ.pop("PYTHONDONTWRITEBYTECODE", None) is not None:
    os.environ.setdefault("PYTHONPYCACHEPREFIX", tempfile.mkdtemp(prefix="ruling-pyc-"))
