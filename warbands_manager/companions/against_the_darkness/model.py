"""Warband: Against the Darkness

The game's facts and tracker state, in pure Python (no Qt, SQL or PDF). The rules live in
sibling modules: ``board`` (map and platoons), ``rulesdata`` (numbers from ``data/``), ``state``
(the saved game), ``turns`` (set-up, Tax/Train/Scout, next turn), ``roster`` (captaincy and
Train moves), ``fight`` and ``casualties`` (the Fight action), ``scoring`` and ``endstate``
(the score pad and its ``against-the-darkness/1`` file)."""

from __future__ import annotations

from warbands_manager.companions.game_info import GameInfo

GAME = GameInfo(
    game_id="against-the-darkness",
    title="Warband: Against the Darkness",
    rules_seed="000_fd67f06eb94666b6.txt",
    players="2-5",
    description=(
        "A worker-placement game of building a warband against the Darkness: gold, action"
        " tracks, scouts in the realms, Enemy cards and the shared warband roster, scored"
        " at the end in seven categories."
    ),
)

RESULT_KIND = "result"  # finished games kept for the history, beside the "game" saves


def result_record(pad) -> dict:
    """A finished game for the history: winner, tie-break and per-player statistics."""
    return {
        "winner": pad.winner,
        "tie_break": pad.tie_break,
        "players": [{"name": s.name, "race": s.race, "rank": s.rank, "total": s.total,
                     "cards": s.cards, "gold": s.gold, **s.vp} for s in pad.players],
    }


def history_stats(records: list[dict]) -> list[dict]:
    """Per-player statistics over finished games: games, wins, average and best VP, Enemy
    cards defeated. Players are matched by name; most wins first."""
    stats: dict[str, dict] = {}
    for record in records:
        for row in record.get("players", []):
            entry = stats.setdefault(row["name"], {"name": row["name"], "games": 0, "wins": 0,
                                                   "vp": 0, "best": None, "cards": 0})
            entry["games"] += 1
            entry["wins"] += int(row["name"] == record.get("winner"))
            entry["vp"] += row["total"]
            entry["best"] = row["total"] if entry["best"] is None else max(entry["best"],
                                                                           row["total"])
            entry["cards"] += row["cards"]
    result = []
    for entry in stats.values():
        result.append({**entry, "average": round(entry["vp"] / entry["games"], 1)})
    return sorted(result, key=lambda e: (-e["wins"], -e["average"], e["name"]))


# Where the rulebook is silent or ambiguous, the tracker reads it like this (shown on the
# page's "Readings" tab and listed in docs/rules-coverage/against-the-darkness.md).
READINGS: tuple[str, ...] = (
    "Mercenaries cannot choose: when the mercenaries captain a platoon, the active player makes "
    "their choice (a tied captaincy, or the next casualty's race).",
    "Elves' Scout discount never makes a Scout action cost less than 0 gold.",
    "Minotaurs' own protection (no scout needed) never covers honour guard units; their scouts "
    "next to the battlefield still save honour guard units like anyone's.",
    "Without reserve units, the player picks the platoon (or the war heroes) that sends the "
    "first injured unit; any further unit comes from that place again if it can, else light, "
    "heavy, honour guard, then war heroes.",
    "If the winner is still tied after Enemy cards defeated and gold left, the victory is "
    "shared.",
    "Every scout and war hero converts at most one lot of exactly three gold; spare gold and "
    "spare converters score nothing.",
    "Rockmen take a heavy platoon on a tie with its current captain only when a Train action "
    "ends (anyone's), not at the other five recounts.",
    "Redress cards' own abilities are not modelled (their gold and Train uses are): record "
    "a unit a card moves with \"A card moved a unit…\" and other effects on the player panel.",
)
