"""The Banner Saga on the table view: season, where the warband is, the phase and renown."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.state import (
    CAMP,
    CITY,
    EVENT,
    MISSION,
    MOVE,
    OVER,
    ROLE_TITLES,
    STOP,
    GameState,
)
from warbands_manager.companions.table_figures import Figure, TableFigures, no_game

TITLE = "The Banner Saga: Warbands"
PHASES = {MISSION: "Resolve the starting location's event", EVENT: "Resolve an event",
          CITY: "City action", CAMP: "Camp action", STOP: "Stopped: camp action",
          MOVE: "Move the warband", OVER: "The mission is over"}


def table_figures(state: GameState | None) -> TableFigures:
    if state is None:
        return no_game(TITLE)
    journey, path = state.journey, state.mission.path
    where = path[journey.index].name if path else "—"
    when = f"{journey.season.capitalize()} · {where} ({journey.index + 1} of {len(path)})"
    turn = PHASES.get(journey.phase, journey.phase)
    if journey.outcome:
        turn = f"Mission {journey.outcome}: {journey.outcome_reason}".rstrip(": ")
    tiles = [Figure(ROLE_TITLES[role], f"{board.renown} renown",
                    "" if board.managed else "tracked only")
             for role, board in state.roles.items()]
    tiles.append(Figure("Warband", f"{state.supply.total} supply",
                        f"{state.troops.clansmen} clansmen · {state.troops.varl} varl · "
                        f"morale {state.clan.morale}"))
    return TableFigures(TITLE, when, turn, tiles, state.mission.objective)
