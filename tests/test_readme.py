"""The README's promises: CI runs exactly its test command, and the table of encoded entries is current.
(Its examples, and those of docs/, are run by tests/test_docs.py.)"""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()


def test_ci_runs_the_readme_test_command():
    commands = [line.strip() for line in README.splitlines() if line.startswith("    python3 -m pip install")]
    assert len(commands) >= 2
    test_command = commands[1]
    assert "pytest" in test_command
    ci = (ROOT / ".ci" / "run").read_text().rstrip("\n").splitlines()
    assert ci[-1] == test_command, "the last line of .ci/run must be exactly the README's test command"


def test_ci_runs_the_tests_once_with_shared_hidden():
    """.ci/run runs pytest a first time from a copy of the checkout in a fresh temporary folder (no
    shared/ beside it), with the variables that name a pool or rules folder unset, before the last line."""
    ci = (ROOT / ".ci" / "run").read_text()
    assert "mktemp -d" in ci and 'test ! -e "$hidden/shared"' in ci
    assert "env -u RULING_POOL -u RULING_RULES -u RULING_HOME python3 -m pytest" in ci
    assert not (ROOT / "CI_STEPS.md").exists(), "CI is .ci/run"


def test_coverage_table_is_current():
    """docs/encoded-entries.md's table of encoded entries is the one benchmarks/coverage_table.py makes now."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("coverage_table", ROOT / "benchmarks" / "coverage_table.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.main(["--check"]) == 0
