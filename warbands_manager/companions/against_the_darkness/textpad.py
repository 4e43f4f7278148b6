"""The score pad as rows of text: for the command line and anything else without a table."""

from __future__ import annotations

from warbands_manager.companions.against_the_darkness.board import REALMS, realm_name
from warbands_manager.companions.against_the_darkness.scoring import CATEGORIES, ScorePad

TIE_BREAK_TEXT = {
    "total": "most VP",
    "enemy cards defeated": "tie on VP, broken by the number of Enemy cards defeated",
    "gold left": "tie on VP and Enemy cards, broken by gold left",
    "shared": "tie on VP, Enemy cards and gold: the victory is shared",
}


def pad_rows(pad: ScorePad) -> list[list[str]]:
    """Header row, one row per category, the total and the place (players in final order)."""
    rows = [["Category", *[s.name for s in pad.players]]]
    for key, title in CATEGORIES:
        rows.append([title, *[pad.shown_vp(s, key) for s in pad.players]])
    rows.append(["Total", *[pad.shown_total(s) for s in pad.players]])
    rows.append(["Enemy cards defeated", *[str(s.cards) for s in pad.players]])
    rows.append(["Gold left", *[str(s.gold) for s in pad.players]])
    rows.append(["Place", *[str(s.rank) for s in pad.players]])
    return rows


def verdict(pad: ScorePad) -> str:
    winner = pad.winner or " and ".join(s.name for s in pad.players if s.rank == 1)
    return f"Winner: {winner} ({TIE_BREAK_TEXT[pad.tie_break]})"


def control_text(pad: ScorePad) -> str:
    parts = [f"{realm_name(r)}: {pad.controllers[r] or 'nobody'}" for r in REALMS]
    return "Scout control — " + "; ".join(parts)


def pad_text(pad: ScorePad) -> str:
    rows = pad_rows(pad)
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i])
                       for i, cell in enumerate(row)).rstrip() for row in rows]
    return "\n".join([*lines, "", control_text(pad), verdict(pad)])
