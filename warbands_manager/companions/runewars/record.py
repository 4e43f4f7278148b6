"""The record a Runewars game ends on (see ``companions.records``).

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from warbands_manager.companions.records import GameRecord, Seat
from warbands_manager.companions.runewars.model import GAME
from warbands_manager.companions.runewars.runes import counted_runes
from warbands_manager.companions.runewars.state import RESOURCES, Game, label
from warbands_manager.companions.runewars.tables import default_tables


def ended(game: Game) -> bool:
    return bool(game.winner)


def game_record(game: Game, name: str, finished: str, save: int | None = None) -> GameRecord:
    """The record of a game whose winner is decided (every Rune token is turned up by then)."""
    seats = []
    for faction in game.factions:
        resources = ", ".join(f"{faction.resource(kind)} {kind}" for kind in RESOURCES)
        final = (
            f"{counted_runes(game, faction.id)} dragon runes · influence "
            f"{faction.influence_total} · {resources}"
        )
        seats.append(
            Seat(
                faction.player,
                default_tables().faction(faction.id).name,
                final,
                faction.id == game.winner,
            )
        )
    winner = next((seat.name for seat in seats if seat.won), "")
    result = f"{label(game.winner)} wins — {game.win_reason}" if game.winner else "No winner"
    return GameRecord(GAME.title, name, finished, result, winner, seats, list(game.log), save)
