"""Tiny Big Wars on the table view: the round, whose turn and each player's population."""

from __future__ import annotations

from warbands_manager.companions.table_figures import Figure, TableFigures, no_game
from warbands_manager.companions.tiny_big_wars.economy import population
from warbands_manager.companions.tiny_big_wars.state import GameState

TITLE = "Tiny Big Wars"
PHASES = {"collect": "collect resources", "actions": "actions"}


def table_figures(state: GameState | None) -> TableFigures:
    if state is None:
        return no_game(TITLE)
    win = state.rules["win_population"]
    if state.winner:
        turn = f"{state.winner} wins — {state.win_reason}"
    elif state.war is not None:
        turn = f"WAR! on {state.war.territory} ({state.current_player.name}'s turn)"
    else:
        turn = (f"{state.current_player.name}'s turn — "
                f"{PHASES.get(state.phase, state.phase)}")
    tiles = []
    for player in state.players:
        note = "out of the game" if player.out else (
            f"{player.faction} · {player.gold} gold · {player.food} food")
        tiles.append(Figure(player.name, f"{population(state, player.name)} population", note,
                            player is state.current_player and not state.winner))
    return TableFigures(TITLE, f"Round {state.round}", turn, tiles,
                        f"Population {win} wins, or destroy every enemy Warlord")
