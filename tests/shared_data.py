"""Where the tests find BattleScribe army data files (never copied into the repository).

They come from the community's data repository (BSData's Warhammer Fantasy files: the 7th
edition game system and four catalogues at the folder's top level, the 8th edition game system
and more catalogues in its ``more/`` folder). ``$WARBANDS_BSDATA`` names the folder; without it,
``shared/data/bsdata`` in the folder that holds the checkout is tried, as CI lays it out. Tests
that need the files are marked ``needs_bsdata`` and are skipped, with the reason, when the
folder is absent.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]


def find_bsdata() -> Path | None:
    """The shared BattleScribe folder, or None when this machine has none."""
    named = os.environ.get("WARBANDS_BSDATA")
    candidate = Path(named) if named else REPO_ROOT.parent / "shared" / "data" / "bsdata"
    return candidate if candidate.is_dir() else None


_FOUND = find_bsdata()
#: The folder (a path that does not exist when absent, so module-level constants still build).
BSDATA = _FOUND or REPO_ROOT / "missing-shared-bsdata"
#: The 8th edition game system and the files of both BattleScribe schema generations.
MORE = BSDATA / "more"
#: The 7th edition game system and its four catalogues (the folder's top level only).
SEVENTH_EDITION_FILES = sorted(BSDATA.glob("*.gst")) + sorted(BSDATA.glob("*.cat"))

needs_bsdata = pytest.mark.skipif(
    _FOUND is None,
    reason="no BattleScribe files: set WARBANDS_BSDATA to a folder of them (README, Tests)",
)
