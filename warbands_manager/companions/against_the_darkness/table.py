"""Against the Darkness on the table view: round, whose turn and each race's public figures.

Enemy cards are kept face down and Intel cards hidden, so the tiles show how many Enemy
cards each player has won, never their VP — until the war is over: then the result.
"""

from __future__ import annotations

from warbands_manager.companions.against_the_darkness.endstate import EndStateError, end_players
from warbands_manager.companions.against_the_darkness.rulesdata import races, rules
from warbands_manager.companions.against_the_darkness.scoring import score_game
from warbands_manager.companions.against_the_darkness.state import Game
from warbands_manager.companions.against_the_darkness.textpad import TIE_BREAK_TEXT, verdict
from warbands_manager.companions.against_the_darkness.turns import ACTIONS_PER_TURN
from warbands_manager.companions.table_figures import Figure, TableFigures, no_game

TITLE = "Against the Darkness"


def table_figures(game: Game | None) -> TableFigures:
    if game is None:
        return no_game(TITLE)
    if game.pad_only or game.finished:
        return _result(game)
    when = f"Round {game.round_number} of {game.start_countdown}"
    if game.countdown == 1:
        when += " · final round"
    player = game.current_player
    step = ("upgrade one action" if not game.upgraded else
            f"action {game.actions_taken + 1} of {ACTIONS_PER_TURN}"
            if game.actions_taken < ACTIONS_PER_TURN else "three actions taken: end the turn")
    return TableFigures(TITLE, when, f"{player.name}'s turn — {step}", _tiles(game))


def _tiles(game: Game) -> list[Figure]:
    current = None if game.finished else game.current_player.colour
    tiles = []
    for player in game.players:
        captains = game.roster.captain_count(player.colour)
        note = (f"{races()[player.race].name} · {len(player.enemy_cards)} Enemy cards · "
                f"{player.scout_total} scouts · {captains} captains")
        tiles.append(Figure(player.name, f"{player.gold} gold", note,
                            player.colour == current))
    return tiles


def _result(game: Game) -> TableFigures:
    """The war is over: every card is turned up, so the table sees the score pad's result."""
    try:
        pad = score_game(end_players(game), rules())
    except EndStateError:
        return TableFigures(TITLE, "The war is over", "Count the score pad together.",
                            _tiles(game))
    tiles = [Figure(score.name, f"{score.total} VP",
                    f"place {score.rank} · {score.cards} Enemy cards · {score.gold} gold",
                    score.rank == 1) for score in pad.players]
    return TableFigures(TITLE, "The war is over", verdict(pad), tiles,
                        TIE_BREAK_TEXT[pad.tie_break].capitalize())
