"""The examples of README.md and docs/*.md stay true: each ```console block is run and its output compared.

The format (docs/index.md says it for writers):

- a line ``$ COMMAND`` is run by bash from the repository root (``ruling`` is ``python3 -m logic``;
  a line ending in ``\\`` goes on on the next); the lines up to the next ``$`` line are its stdout
  (stderr too when the command says ``2>&1``);
- ``# exit N`` at the end of the command: the exit code expected (default 0);
- in the output, a line that begins with ``…`` stands for any number of lines (none included), and
  ``…`` inside a line for any text;
- the block's info string may add ``needs-corpus`` (skipped, with its reason, when there is no card
  pool), ``slow`` (run only when ``RULING_DOCS_SLOW=1``: a cold run of minutes) or ``not-run``
  (a command that does not end by itself, such as ``ruling serve``; never run, and counted).

```python blocks of README.md and docs/python-api.md are run too. The examples run in a scratch folder
that links the repository's top-level entries, so an example that writes (``ruling export --out out``)
writes there. A ``ruling`` command (with pipes through head, tail or grep) runs inside the test process,
so that the rule bases are loaded once for all examples; any other command runs under bash.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```(\S*)[ \t]*(.*)$")
EXIT = re.compile(r"\s+#\s*exit\s+(\d+)\s*$")
FLAGS = {"needs-corpus", "slow", "not-run"}


@dataclass
class Example:
    page: Path
    line: int          # of the command, 1-based
    command: str
    expected: list[str]
    exit_code: int
    flags: frozenset

    @property
    def name(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def _blocks(page: Path):
    """(info words, first line number of the body, body lines) of each fenced block of ``page``."""
    lines = page.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m and m.group(1):
            words = [m.group(1), *m.group(2).split()]
            j = i + 1
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            yield words, i + 2, lines[i + 1:j]
            i = j + 1
        elif m:  # a bare fence: skip to its end
            j = i + 1
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            i = j + 1
        else:
            i += 1


def examples(page: Path) -> list[Example]:
    """Every ``$`` command of every ```console block of ``page`` with its expected output."""
    out = []
    for words, first, body in _blocks(page):
        if words[0] != "console":
            continue
        unknown = set(words[1:]) - FLAGS
        assert not unknown, f"{page.name}:{first - 1}: unknown console block flag(s) {sorted(unknown)}"
        k = 0
        while k < len(body):
            if not body[k].startswith("$ "):
                raise AssertionError(f"{page.name}:{first + k}: output before any '$ ' command line")
            line, cmd = first + k, body[k][2:]
            while cmd.endswith("\\") and k + 1 < len(body):
                k += 1
                cmd = cmd[:-1] + "\n" + body[k]
            k += 1
            expected = []
            while k < len(body) and not body[k].startswith("$ "):
                expected.append(body[k])
                k += 1
            m = EXIT.search(cmd)
            code = int(m.group(1)) if m else 0
            cmd = EXIT.sub("", cmd) if m else cmd
            out.append(Example(page, line, cmd, expected, code, frozenset(words[1:])))
    return out


ALL = [e for page in PAGES for e in examples(page)]


def _pattern(line: str) -> re.Pattern:
    return re.compile("".join(".*?" if part == "…" else re.escape(part)
                              for part in re.split("(…)", line.rstrip())) + r"\s*")


def matches(expected: list[str], actual: list[str]) -> bool:
    """Whether ``actual`` fits ``expected`` (a line opening with ``…`` is any number of lines, ``…``
    within a line any text; trailing blanks and trailing empty lines are ignored)."""
    exp = [line.rstrip() for line in expected]
    act = [line.rstrip() for line in actual]
    while exp and not exp[-1]:
        exp.pop()
    while act and not act[-1]:
        act.pop()
    pats = [None if e.lstrip().startswith("…") else _pattern(e) for e in exp]
    memo: dict[tuple[int, int], bool] = {}

    def fit(i: int, j: int) -> bool:
        if (i, j) not in memo:
            if i == len(pats):
                memo[i, j] = j == len(act)
            elif pats[i] is None:
                memo[i, j] = fit(i + 1, j) or (j < len(act) and fit(i, j + 1))
            else:
                memo[i, j] = j < len(act) and bool(pats[i].fullmatch(act[j])) and fit(i + 1, j + 1)
        return memo[i, j]
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 4 * (len(pats) + len(act)) + 100))
    return fit(0, 0)


@pytest.fixture(scope="session")
def scratch(tmp_path_factory):
    """A folder linking every top-level entry of the repository (and, beside it, ``shared`` when the
    repository has one beside it), with ``ruling`` on PATH."""
    where = tmp_path_factory.mktemp("docs-examples") / "ruling"
    where.mkdir()
    if (ROOT.parent / "shared").is_dir():
        (where.parent / "shared").symlink_to(ROOT.parent / "shared")
    for entry in ROOT.iterdir():
        if entry.name not in (".git", "out"):
            (where / entry.name).symlink_to(entry)
    bin_dir = tmp_path_factory.mktemp("bin")
    (bin_dir / "ruling").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m logic "$@"\n')
    (bin_dir / "ruling").chmod(0o755)
    (bin_dir / "python3").symlink_to(sys.executable)
    return where, bin_dir


def _has_corpus() -> bool:
    """Whether ../shared (its card pool and rules folder) is beside the project, as the
    needs-corpus examples read it."""
    shared = ROOT.parent / "shared"
    return (shared / "corpus" / "marvelsdb" / "pack").is_dir() and (shared / "rules").is_dir()


_ASSIGN = re.compile(r"^[A-Z_][A-Z0-9_]*=")
#: Subcommands whose output depends on what the process solved before (`ruling export` writes each
#: solver call `ruling check` makes in it; a process that already holds answers makes fewer): run by bash.
FRESH_PROCESS = {"export", "check", "serve"}


def _filter(argv: list[str], lines: list[str]) -> tuple[list[str], int] | None:
    """``head -N``, ``tail -N`` or ``grep [-A N] TEXT`` (TEXT a fixed string) over ``lines``, as the
    shell tools do; None for anything else."""
    if len(argv) == 2 and argv[0] in ("head", "tail") and re.fullmatch(r"-\d+", argv[1]):
        n = int(argv[1][1:])
        return (lines[:n] if argv[0] == "head" else lines[-n:] if n else []), 0
    if argv[:1] == ["grep"]:
        after, rest = 0, argv[1:]
        if len(rest) == 3 and rest[0] == "-A" and rest[1].isdigit():
            after, rest = int(rest[1]), rest[2:]
        if len(rest) != 1:
            return None
        hits = [i for i, line in enumerate(lines) if rest[0] in line]
        out, last = [], None
        for i in hits:
            if last is not None and i > last + 1 and after:
                out.append("--")
            for k in range(max(i, (last or -1) + 1), min(len(lines), i + after + 1)):
                out.append(lines[k])
                last = k
        return out, 0 if hits else 1
    return None


def run_in_process(command: str, where: Path) -> tuple[int, str, str] | None:
    """Run ``[VAR=value ...] ruling ARGS [2>&1] [| filter ...]`` inside this process (`logic.cli.main`,
    from ``where``): exit code, stdout, stderr. None when the command has another shape (then bash runs
    it). One process for every example keeps the rule bases loaded between them."""
    import contextlib
    import io
    import shlex
    try:
        words = shlex.split(command, comments=False)
    except ValueError:
        return None
    if any(w in (";", "&&", "||", "&", ">", "<") or w.startswith(("$(", "`", ">", "<")) for w in words):
        return None
    segments, seg = [], []
    for w in words:
        if w == "|":
            segments.append(seg)
            seg = []
        else:
            seg.append(w)
    segments.append(seg)
    first, env = segments[0], {}
    while first and _ASSIGN.match(first[0]):
        k, v = first[0].split("=", 1)
        env[k] = v
        first = first[1:]
    merge = first[-1:] == ["2>&1"]
    if merge:
        first = first[:-1]
    if first[:1] != ["ruling"] or any(("2>" in w or "$" in w) for w in first):
        return None
    if first[1:2] and first[1] in FRESH_PROCESS:
        return None
    from logic.cli import main
    saved_env, saved_cwd = dict(os.environ), os.getcwd()
    out, err = io.StringIO(), io.StringIO()
    try:
        os.environ.update(env)
        os.chdir(where)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out if merge else err):
            code = main(first[1:])
    except SystemExit as exc:  # argparse on a bad option
        code = exc.code if isinstance(exc.code, int) else 2
    finally:
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
    lines = out.getvalue().splitlines()
    for f in segments[1:]:
        got = _filter(f, lines)
        if got is None:
            return None
        lines, fcode = got
        code = code or fcode  # as bash's pipefail: the last command that failed
    return code, "\n".join(lines) + ("\n" if lines else ""), err.getvalue()


#: What bash printed for each command it ran, by command: a page and the README often show the same
#: command (`ruling check`, `ruling export ...`), which runs in a fresh process of its own and so gives
#: the same output each time; it runs once, and each example is checked against that run.
_BASH_RUNS: dict[str, tuple[int, str, str]] = {}


def _params(examples):
    """Each example as a test; examples showing the same command share an xdist group, so that one worker
    runs them all and the command runs once (see ``_BASH_RUNS``); those reading the official English pool
    join the tests that read it."""
    seen = {}
    for e in examples:
        seen[e.command] = seen.get(e.command, 0) + 1
    def group(e):
        if seen[e.command] > 1:
            return [pytest.mark.xdist_group(f"docs:{e.command}")]
        if e.command.startswith("ruling abilities ../shared/corpus/marvelsdb") and "--lang" not in e.command:
            return [pytest.mark.xdist_group("official-pool-en")]  # beside the tests reading it (one reader memo)
        return []
    return [pytest.param(e, id=e.name, marks=group(e)) for e in examples]


@pytest.mark.parametrize("ex", _params(ALL))
def test_console_example_gives_its_output(ex: Example, scratch):
    if "not-run" in ex.flags:
        pytest.skip("a not-run example (a command that does not end by itself)")
    if "needs-corpus" in ex.flags and not _has_corpus():
        pytest.skip("needs ../shared (the card pool and the rules folder), absent here")
    if "slow" in ex.flags and os.environ.get("RULING_DOCS_SLOW") != "1":
        pytest.skip("a slow example: run with RULING_DOCS_SLOW=1")
    where, bin_dir = scratch
    got = run_in_process(ex.command, where)
    if got is None and ex.command in _BASH_RUNS:
        got = _BASH_RUNS[ex.command]
    if got is None:
        env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}", "COLUMNS": "200"}
        p = subprocess.run(["bash", "-c", "set -o pipefail 2>/dev/null; " + ex.command], cwd=where, env=env,
                           capture_output=True, text=True, timeout=600)
        got = _BASH_RUNS[ex.command] = p.returncode, p.stdout, p.stderr
    code, stdout, stderr = got
    assert "Traceback" not in stderr, stderr
    assert code == ex.exit_code, f"{ex.name}: exit {code}, expected {ex.exit_code}\n{stderr}"
    assert matches(ex.expected, stdout.splitlines()), (f"{ex.name}: `{ex.command}` printed:\n" + stdout
                                                       + "\n--- expected:\n" + "\n".join(ex.expected))


def test_in_process_runs_read_pipes_as_bash_does(scratch):
    """The in-process runner gives what bash gives, on a pipe with each filter it knows."""
    where, bin_dir = scratch
    command = 'ruling coverage --rules marvel_champions/en@1.1 | grep -A 2 "mc.en.v1_1" | head -7 | tail -5'
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
    p = subprocess.run(["bash", "-c", "set -o pipefail; " + command], cwd=where, env=env, capture_output=True,
                       text=True, timeout=300)
    assert run_in_process(command, where) == (p.returncode, p.stdout, p.stderr)
    assert run_in_process("ruling check && echo done", where) is None


def test_the_readme_is_short_and_every_docs_page_is_linked():
    """README.md is at most 250 lines and links docs/index.md; every page of docs/ is linked from the
    README or from docs/index.md."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 250
    assert "docs/index.md" in readme
    index = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    for page in sorted((ROOT / "docs").glob("*.md")):
        if page.name != "index.md":
            assert f"docs/{page.name}" in readme or f"({page.name})" in index, \
                f"docs/{page.name} is linked neither from README.md nor from docs/index.md"


def test_python_examples_run():
    blocks = [b for page in (ROOT / "README.md", ROOT / "docs" / "python-api.md") if page.exists()
              for words, _, b in _blocks(page) if words[0] == "python"]
    assert blocks
    for block in blocks:
        exec(compile("\n".join(block), "python example", "exec"), {})


def test_the_matcher_reads_elisions():
    assert matches(["a", "…", "d"], ["a", "b", "c", "d"])
    assert matches(["a", "  …  (more)", "d"], ["a", "d"])
    assert matches(["x (… s)"], ["x (18.1 s)"])
    assert not matches(["a", "d"], ["a", "b", "d"])
    assert not matches(["x (… s)"], ["y (18.1 s)"])
    assert matches(["a", ""], ["a"])
