"""Progress (logic/progress.py): drawn by tqdm on a terminal, nothing when piped; stdout never changes."""

import io
import subprocess
import sys

from logic.progress import bar, status
from logic.registry import project_root


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_nothing_is_drawn_off_a_terminal():
    assert bar("questions", io.StringIO()) is None
    assert status(io.StringIO()) is None


def test_dumb_terminal_draws_nothing(monkeypatch):
    monkeypatch.setenv("TERM", "dumb")
    assert bar("questions", _Terminal()) is None and status(_Terminal()) is None


def test_a_bar_counts_to_its_total_and_starts_anew_on_a_new_total(monkeypatch):
    monkeypatch.setenv("TERM", "xterm")
    stream = _Terminal()
    draw = bar("questions", stream)
    draw(1, 3)
    draw(2, 3)
    assert (draw._bar.n, draw._bar.total) == (2, 3)
    draw(3, 3)
    assert draw._bar is None  # closed at the total, and wiped (leave=False)
    text = stream.getvalue()
    assert "0/3" in text and "questions" in text and text.endswith("\r")
    draw(1, 5)  # a second run (compare lints two languages): a new bar
    assert draw._bar is not None and draw._bar.total == 5
    draw.close()
    assert draw._bar is None


def test_status_shows_the_latest_message_and_is_wiped(monkeypatch):
    monkeypatch.setenv("TERM", "xterm")
    stream = _Terminal()
    say = status(stream)
    say("the 'you' questions")
    say("Forced: 8/40 scenarios compared")
    say.close()
    assert "8/40 scenarios compared" in stream.getvalue()


def test_piped_lint_prints_no_progress():
    p = subprocess.run([sys.executable, "-m", "logic", "lint", "tests/fixtures/cards/i18n/pack/i18n.json"],
                       capture_output=True, text=True, cwd=project_root(), timeout=300)
    assert p.returncode == 0, p.stderr
    assert "\r" not in p.stderr and "questions" not in p.stderr, p.stderr
