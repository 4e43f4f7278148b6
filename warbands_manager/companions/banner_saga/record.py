"""The record a Banner Saga mission ends on (see ``companions.records``): the outcome, each
role's renown and bannerman, and the caravan's final troops and supply.

Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from warbands_manager.companions.banner_saga.model import GAME
from warbands_manager.companions.banner_saga.state import ROLE_TITLES, GameState
from warbands_manager.companions.records import GameRecord, Seat

WARBAND = "The warband"


def ended(state: GameState) -> bool:
    return bool(state.journey.outcome)


def game_record(state: GameState, name: str, finished: str, save: int | None = None) -> GameRecord:
    won = state.journey.outcome == "won"
    seats = []
    for role, board in state.roles.items():
        bannerman = board.bannerman
        parts = [f"{board.renown} renown"]
        if bannerman is not None:
            parts.append(f"{bannerman.name}{' (wounded)' if bannerman.wounded else ''}")
        if board.followers:
            parts.append(f"{len(board.followers)} followers")
        seats.append(
            Seat(
                ROLE_TITLES[role],
                "Role" if board.managed else "Role (tracked only)",
                " · ".join(parts),
                won,
            )
        )
    troops = state.troops
    seats.append(
        Seat(
            WARBAND,
            "Caravan",
            f"{troops.clansmen} clansmen · {troops.varl} varl · "
            f"{state.supply.total} supply · morale {state.clan.morale}",
            won,
        )
    )
    outcome = f"Mission {state.journey.outcome}"
    if state.journey.outcome_reason:
        outcome += f": {state.journey.outcome_reason}"
    return GameRecord(
        GAME.title,
        name,
        finished,
        f"{state.mission.name} — {outcome}",
        WARBAND if won else "",
        seats,
        list(state.log),
        save,
    )
