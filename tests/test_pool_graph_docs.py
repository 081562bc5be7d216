"""docs/graph.md: every ```console example runs and prints what the page shows."""

import re
import shlex
from pathlib import Path

import pytest

from logic.cli import main

DOC = Path(__file__).resolve().parents[1] / "docs" / "graph.md"
BLOCKS = re.findall(r"```console\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("block", BLOCKS, ids=[b.splitlines()[0][:60] for b in BLOCKS])
def test_console_example(block, capsys, monkeypatch):
    first, *expected = block.splitlines()
    assert first.startswith("$ ruling ")
    code = main(shlex.split(first[len("$ ruling "):]))
    assert code in (0, 1)
    assert capsys.readouterr().out.splitlines() == expected
