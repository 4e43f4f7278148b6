"""Printing a roster: the roster PDF from the reports module, written to a file.

The PDF itself is ``warbands_manager.reports`` (reportlab lives only there); this adapter is the
one place the Rosters view calls it, so the view does not depend on its module layout.
"""

from __future__ import annotations

from pathlib import Path

from warbands_manager.rules.roster import Roster


def print_roster_pdf(roster: Roster, path: Path) -> Path:
    """Write the roster sheet PDF to ``path``."""
    from warbands_manager.reports.roster_pdf import write_roster_pdf  # the rules branch's API

    write_roster_pdf(roster, path)
    return path
