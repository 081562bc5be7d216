"""Where ../shared is (CI clones the repository with shared/ beside it)."""

from pathlib import Path

SHARED = Path(__file__).resolve().parents[2] / "shared"
