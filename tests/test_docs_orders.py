"""docs/orders.md: every ```console example runs, with the output and exit code the page shows."""

import re
import shlex
from pathlib import Path

import pytest

from logic.cli import main

ROOT = Path(__file__).resolve().parents[1]
PAGE = (ROOT / "docs" / "orders.md").read_text()
EXAMPLES = re.findall(r"```console\n\$ ruling (.*?)\n(.*?)```", PAGE, re.S)


def test_the_page_has_examples():
    assert len(EXAMPLES) >= 4


@pytest.mark.parametrize("command,expected", EXAMPLES, ids=[c for c, _ in EXAMPLES])
def test_console_example_prints_what_the_page_shows(command, expected, capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    code = main(shlex.split(command))
    assert code == 0
    assert capsys.readouterr().out == expected
