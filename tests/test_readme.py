"""The README's promises: its Python example runs, and CI runs exactly its test command."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()


def test_python_api_example_runs():
    blocks = re.findall(r"```python\n(.*?)```", README, re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})


def test_ci_runs_the_readme_test_command():
    commands = [line.strip() for line in README.splitlines() if line.startswith("    python3 -m pip install")]
    assert len(commands) >= 2
    test_command = commands[1]
    assert "pytest" in test_command
    assert test_command in (ROOT / ".ci" / "run").read_text()


def test_coverage_table_is_current():
    """The README's table of encoded entries is the one benchmarks/coverage_table.py makes now."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("coverage_table", ROOT / "benchmarks" / "coverage_table.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.main(["--check"]) == 0
