"""A bannerman's upgrades, in their fixed order (willpower, then the gold ability).

Below the role bookkeeping (``roles``) and the Thane's board (``thane``, whose Deeds of Valor
grant an upgrade), so those two need not import each other.
"""

from __future__ import annotations

from warbands_manager.companions.banner_saga.state import UPGRADES, GameState


def next_upgrade(state: GameState, role: str) -> str | None:
    done = state.roles[role].bannerman.upgrades
    return UPGRADES[done] if done < len(UPGRADES) else None


def grant_upgrade(state: GameState, role: str, why: str) -> None:
    bannerman = state.roles[role].bannerman
    upgrade = next_upgrade(state, role)
    if upgrade is None:
        state.note(f"{why}: {bannerman.name} is already fully upgraded")
        return
    bannerman.upgrades += 1
    state.note(f"{why}: {bannerman.name} gains the {upgrade} upgrade"
               + (" (gold banner)" if upgrade == "gold ability" else ""))
