"""Printing a roster: the roster sheet PDF from the reports module, written to a file.

The PDF is ``warbands_manager.reports.roster_pdf`` (reportlab lives only in ``reports``); this
adapter is the one place the Rosters view calls it.
"""

from __future__ import annotations

from pathlib import Path

from warbands_manager.rules.roster import Roster
from warbands_manager.whole_file import write_bytes


def print_roster_pdf(roster: Roster, path: Path) -> Path:
    """Write the roster sheet PDF to ``path``."""
    # deferred: printing loads reportlab, which the list's paint does without
    from warbands_manager.reports.roster_pdf import roster_pdf

    return write_bytes(path, roster_pdf(roster))
