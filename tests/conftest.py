"""Test session settings: verdict tables go to a folder of this session's own, so no test reads
answers another run (or another version of the code) left in the user's cache."""

import os
import tempfile

os.environ.setdefault("RULING_CACHE", tempfile.mkdtemp(prefix="ruling-cache-"))
