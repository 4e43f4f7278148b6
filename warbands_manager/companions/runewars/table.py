"""Runewars on the table view: year and season, and each faction's runes as the table sees
them (face-down tokens counted, never named)."""

from __future__ import annotations

from warbands_manager.companions.runewars.game_setup import last_year, rune_target
from warbands_manager.companions.runewars.runes import public_standings
from warbands_manager.companions.runewars.state import Game, season_label
from warbands_manager.companions.runewars.tables import default_tables
from warbands_manager.companions.table_figures import Figure, TableFigures, no_game

TITLE = "Runewars: Banners of War"


def faction_name(faction_id: str) -> str:
    return default_tables().faction(faction_id).name


def table_figures(game: Game | None) -> TableFigures:
    if game is None:
        return no_game(TITLE)
    when = f"Year {game.year} of {last_year(game)} · {season_label(game.season)}"
    if game.winner:
        turn = f"{faction_name(game.winner)} wins — {game.win_reason}"
    elif game.finished:
        turn = "The last Winter is over: decide the winner"
    else:
        turn = f"{season_label(game.season)}: Season card, then orders"
    tiles = []
    for fid, shown, down in public_standings(game):
        faction = game.faction(fid)
        tiles.append(Figure(f"{faction.player} — {faction_name(fid)}", f"{shown} runes",
                            f"on show · {down} face down · influence {faction.influence_total}",
                            game.winner == fid))
    return TableFigures(TITLE, when, turn, tiles,
                        f"{rune_target(game)} dragon runes win")
