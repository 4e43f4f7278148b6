"""Damage to health: health trackers keep damage, cards without one need all hits at once."""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.companions.tiny_big_wars.state import GameState, RuleError

ENCOUNTER = "encounter:"


@dataclass(frozen=True)
class DamageResult:
    removed: int  # tokens taken off (or 1 for a defeated encounter)
    wasted: int  # hits that did nothing
    cube: int | None  # where the health cube now sits (spot index), if the card has a tracker


def hits_on_tracker(health: int, spot: int, tokens: int, hits: int) -> DamageResult:
    """Move a health cube down ``hits`` spots; a token goes when the cube cannot go further.

    ``spot`` 0 is the first spot (full health) and ``health - 1`` the last; a hit with the cube
    on the last spot removes the token, and the cube goes back to the first spot for the next.
    """
    removed = 0
    while hits and tokens - removed:
        left = health - spot
        if hits >= left:
            hits, removed, spot = hits - left, removed + 1, 0
        else:
            spot, hits = spot + hits, 0
    return DamageResult(removed, hits, spot)


def hits_without_tracker(health: int, tokens: int, hits: int) -> DamageResult:
    """Without a tracker the hits must equal the health to remove a token; the rest is lost."""
    removed = min(tokens, hits // health)
    return DamageResult(removed, hits - removed * health, None)


def damage(state: GameState, territory: str, side: str, card_name: str,
           hits: int) -> DamageResult:
    """Apply ``hits`` to ``side``'s ``card_name`` tokens on ``territory`` (state is changed)."""
    card = state.card(card_name)
    if card.health is None:
        raise RuleError("war.values-missing", f"Enter {card_name}'s health first.")
    if side.startswith(ENCOUNTER):
        return _damage_encounter(state, territory, card.health, hits)
    units = state.forces[territory][side]
    player = state.player(side)
    if card.health_tracker:
        result = hits_on_tracker(card.health, player.health.get(card_name, 0),
                                 units[card_name], hits)
        player.health[card_name] = result.cube
        # "If the health tracker can't go down further, the token is removed from the game."
        player.lost[card_name] = player.lost.get(card_name, 0) + result.removed
    else:
        # "Place the Army token back on their Army card" (it may be recruited again).
        result = hits_without_tracker(card.health, units[card_name], hits)
    units[card_name] -= result.removed
    return result


def _damage_encounter(state: GameState, territory: str, health: int, hits: int) -> DamageResult:
    encounter = state.live_encounter(territory)
    result = hits_on_tracker(health, encounter.damage, 1, hits)
    encounter.damage = result.cube
    encounter.defeated = result.removed == 1
    return result


def warlord_protected(state: GameState, territory: str, side: str) -> bool:
    """A Warlord can only be targeted once all that player's Armies there are defeated."""
    units = state.units(territory, side)
    return any(state.card(name).type == "army" for name in units)


def check_warlords(state: GameState) -> list[str]:
    """Players left without a Warlord lose; the last player standing wins. Returns the losers."""
    losers = []
    for player in state.players:
        if player.out:
            continue
        warlords = sum(count for units in state.forces.values()
                       for name, count in units.get(player.name, {}).items()
                       if state.card(name).type == "warlord")
        if warlords == 0:
            player.out = True
            losers.append(player.name)
            _leave_the_table(state, player.name)
            state.note(f"{player.name} has no Warlord left and LOSES THE GAME!")
    standing = [p.name for p in state.players if not p.out]
    if losers and len(standing) == 1 and not state.winner:
        state.winner, state.win_reason = standing[0], "destroyed every enemy Warlord"
        state.note(f"{standing[0]} destroyed every enemy Warlord and WINS THE GAME!")
    return losers


def _leave_the_table(state: GameState, name: str) -> None:
    # Our reading: a player who lost takes every token off the table (armies, castles,
    # buildings), so nobody fights or is blocked by a player who is out.
    for units in state.forces.values():
        units.pop(name, None)
    state.castles = [c for c in state.castles if c.owner != name]
    state.buildings = [b for b in state.buildings if b.owner != name]
    for territory, owner in state.owners.items():
        if owner == name:
            state.owners[territory] = None
