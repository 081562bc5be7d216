"""`logic.lazymodule`: a module imported when first used, and a read of abilities that imports no z3."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from logic.lazymodule import LazyModule, lazy_module

ROOT = Path(__file__).resolve().parents[1]


def test_lazy_module_replaces_itself_on_first_use():
    namespace: dict = {}
    namespace["colorsys"] = stand_in = lazy_module("colorsys", namespace)
    assert isinstance(namespace["colorsys"], LazyModule)
    assert stand_in.rgb_to_hsv(1.0, 0.0, 0.0) == (0.0, 1.0, 1.0)
    import colorsys
    assert namespace["colorsys"] is colorsys


def test_lazy_module_leaves_a_name_bound_elsewhere():
    """Control twin of test_lazy_module_replaces_itself_on_first_use: the name is bound to something else by then, so
    the stand-in does not overwrite it (it still answers the look-up)."""
    namespace: dict = {}
    stand_in = lazy_module("colorsys", namespace)
    namespace["colorsys"] = "bound elsewhere"
    assert stand_in.rgb_to_hsv(1.0, 0.0, 0.0) == (0.0, 1.0, 1.0)
    assert namespace["colorsys"] == "bound elsewhere"


def test_reading_abilities_imports_no_z3():
    """The ``ruling abilities`` command's modules (the reader, the summary and the effect catalogue it checks
    against) import neither z3 nor networkx: a read of the pool solves nothing."""
    code = ("import sys, logic.abilities.commands, logic.timing.vocab, logic.situation.rules\n"
            "print(sorted(m for m in ('z3', 'networkx') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_timing_view_still_gets_z3():
    """Control twin of test_reading_abilities_imports_no_z3: the lazy name is the real z3 once a view's symbols
    are made."""
    from logic.timing import vocab
    ctx_type = vocab.z3.Context
    import z3
    assert ctx_type is z3.Context and vocab.z3 is z3
