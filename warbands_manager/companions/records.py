"""The record a finished companion game ends on: the result, each seat's final state, the log.

One shape for Banner Saga, Runewars and Tiny Big Wars: printed (``reports/companion_record``),
exported as JSON and kept in the group's history of games (a ``result`` save beside the game's
own save: who played, who won, when). Each game's ``record.py`` builds it from a finished game;
the log is the game's own, which never holds a face-down value (those are written only once
the game reveals them).

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from warbands_manager.companions.save_documents import reads_document, typed

RECORD_FORMAT = "companion-game-record/1"
RESULT_KIND = "result"  # a finished game in the history, beside the "game" saves


@dataclass
class Seat:
    """One player (or role, or the caravan) at the end: who, as what, and what they held."""

    name: str
    side: str  # faction, role or "Warband"
    final: str  # the final state in a line ("3 dragon runes · influence 5 · 2 food")
    won: bool = False


@dataclass
class GameRecord:
    game: str  # the companion's title
    name: str  # the game's save name
    finished: str  # ISO date the record was made
    result: str  # "Daqan wins — 6 dragon runes", "Mission won: …"
    winner: str  # a player's (or "The warband") name; "" if nobody won
    seats: list[Seat] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    save: int | None = None  # the game's own save: one record per game

    def to_dict(self) -> dict:
        return {"format": RECORD_FORMAT, **asdict(self)}

    @property
    def players(self) -> str:
        return ", ".join(seat.name for seat in self.seats)


@reads_document("game record")
def record_from_dict(data: dict) -> GameRecord:
    if data.get("format") != RECORD_FORMAT:
        raise ValueError("not a game record saved by this app")
    return typed(GameRecord, data, "game record")
