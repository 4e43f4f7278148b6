"""The user guide's demo data, built once for the theme, size and words tests."""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
LONG = "Þór Łukasz <the Bold> of the Very Long Mountain Road"


def _cli(db: Path, *args: str) -> None:
    from warbands_manager.cli import main

    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["--db", str(db), *args]) == 0, args


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory):
    """The user guide's demo data (rosters, a league three weeks in, a campaign, companion
    games) plus a player and a league with very long names."""
    sys.path.insert(0, str(ROOT / "docs"))
    try:
        import make_screenshots
    finally:
        sys.path.remove(str(ROOT / "docs"))
    db = tmp_path_factory.mktemp("fits") / "demo.sqlite"
    make_screenshots.build_demo_database(db)
    _cli(db, "league", "add-player", make_screenshots.LEAGUE, LONG, "--warband", LONG)
    return db
