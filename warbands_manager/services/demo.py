"""The example rosters a newcomer can add (``--demo`` or the Rosters page's offer).

They are ordinary roster files under ``data/demo/rosters/``; a roster already present under the
same name is not added twice.
"""

from __future__ import annotations

from pathlib import Path

from warbands_manager.rules.roster_io import read_roster_file
from warbands_manager.services.rosters import RosterService


def demo_roster_files(data_dir: Path) -> list[Path]:
    """The shipped example roster files, by name."""
    return sorted((data_dir / "demo" / "rosters").glob("*.json"))


def add_demo_rosters(rosters: RosterService, data_dir: Path) -> list[int]:
    """Store every example roster not yet present (by name); returns the new ids."""
    present = {summary.name for summary in rosters.list()}
    added = []
    for path in demo_roster_files(data_dir):
        roster = read_roster_file(path)
        if roster.name not in present:
            added.append(rosters.create(roster))
            present.add(roster.name)
    return added
