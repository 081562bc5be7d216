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

#: Modules holding the suite's longest tests, longest first (measured with ``--durations``): run first,
#: so that the two workers do not end with one of them alone on a long test.
LONGEST_FIRST = ("test_cvc5_resolve.py", "test_cards_robust.py", "test_pool_graph.py", "test_abilities_fastparse.py",
                 "test_shipped_grammar.py", "test_abilities_fr.py", "test_reference_differential.py",
                 "test_readings.py", "test_serve_load.py", "test_serve_browser.py")


def pytest_collection_modifyitems(items):
    """Tests of `LONGEST_FIRST` modules first, in its order; the rest as collected (a stable sort: every
    worker sees the same order)."""
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))
