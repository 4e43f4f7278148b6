"""The record a Tiny Big Wars game ends on (see ``companions.records``).

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from warbands_manager.companions.records import GameRecord, Seat
from warbands_manager.companions.tiny_big_wars.economy import population
from warbands_manager.companions.tiny_big_wars.model import GAME
from warbands_manager.companions.tiny_big_wars.state import GameState


def ended(game: GameState) -> bool:
    return bool(game.winner)


def game_record(game: GameState, name: str, finished: str, save: int | None = None) -> GameRecord:
    seats = []
    for player in game.players:
        castles = len(game.castles_of(player.name))
        state = "lost" if player.out else f"population {population(game, player.name)}"
        final = f"{state} · {castles} castles · {player.gold} gold · {player.food} food"
        seats.append(Seat(player.name, player.faction, final, player.name == game.winner))
    result = f"{game.winner} wins — {game.win_reason}" if game.winner else "No winner"
    return GameRecord(
        GAME.title, name, finished, result, game.winner or "", seats, list(game.log), save
    )
