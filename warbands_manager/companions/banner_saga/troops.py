"""The Keeper of Names' tents (hundreds of clansmen, tens of varl), shields and feeding."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.state import (
    KEEPER,
    THREE,
    GameState,
    Troops,
)
from warbands_manager.companions.banner_saga.supply import lose_supply
from warbands_manager.companions.banner_saga.thane import place_pyre

CLANSMEN, VARL = "clansmen", "varl"
SECTIONS = (CLANSMEN, VARL)


def per_tent(section: str) -> int:
    return rule_numbers()[f"troops.{section}_per_tent"]


def tents(troops: Troops, section: str) -> int:
    return getattr(troops, section) // per_tent(section)


def column(troops: Troops, section: str) -> int:
    """The tens column (clansmen) or ones column (varl) beside the tents."""
    return getattr(troops, section) % per_tent(section)


def total_tents(troops: Troops) -> int:
    """The Warband population token: tents of clansmen plus tents of varl."""
    return tents(troops, CLANSMEN) + tents(troops, VARL)


def strength_shields(troops: Troops) -> dict[str, bool]:
    numbers = rule_numbers()
    return {CLANSMEN: troops.clansmen >= numbers["troops.clansmen_shield_at"],
            VARL: troops.varl >= numbers["troops.varl_shield_at"]}


def shields(troops: Troops) -> int:
    """Shields on the Keeper's board: strength shields plus Warband Promotions."""
    return sum(strength_shields(troops).values()) + troops.promotions


def feeding_cost(troops: Troops) -> int:
    """Supply icons under the highest filled tent of each section, added together."""
    numbers = rule_numbers()
    cost = 0
    for section in SECTIONS:
        count = tents(troops, section)
        if count:
            cost += numbers[f"troops.{section}_feed"][count - 1]
    return cost


def tent_renown(troops: Troops, section: str) -> int:
    """Renown printed on the highest tent of a section (clansmen → Thane, varl → Keeper)."""
    count = tents(troops, section)
    return rule_numbers()[f"troops.{section}_renown"][count - 1] if count else 0


def has_troops(troops: Troops) -> bool:
    return troops.clansmen > 0 or troops.varl > 0


def after_tents_lost(state: GameState, lost: int, why: str) -> None:
    """What each removed tent sets off: Memories of the Fallen, and the 3-player casualty."""
    if lost <= 0:
        return
    place_pyre(state, why)
    if state.variant == THREE:
        for _ in range(lost):
            lose_supply(state, 1, "casualty (3 players): tent removed")
            change_morale(state, -1, "casualty (3 players): tent removed")


def change_morale(state: GameState, delta: int, why: str) -> None:
    numbers = rule_numbers()
    new = max(numbers["clan.morale_min"], min(numbers["clan.morale_max"],
                                             state.clan.morale + delta))
    state.clan.morale = new
    state.note(f"{why}: Morale {delta:+d} → {new}")


def change_training(state: GameState, delta: int, why: str) -> None:
    numbers = rule_numbers()
    new = max(numbers["clan.training_min"], min(numbers["clan.training_max"],
                                               state.clan.training + delta))
    state.clan.training = new
    state.note(f"{why}: Training {delta:+d} → {new}")


def lose_troops(state: GameState, clansmen: int, varl: int, why: str) -> None:
    """Remove troops (an event, a war); removed tents trigger their consequences."""
    troops = state.troops
    before = total_tents(troops)
    troops.clansmen = max(0, troops.clansmen - clansmen)
    troops.varl = max(0, troops.varl - varl)
    state.note(f"{why}: −{clansmen} clansmen, −{varl} varl → {troops.clansmen} clansmen, "
               f"{troops.varl} varl")
    after_tents_lost(state, before - total_tents(troops), why)


def starve_one(state: GameState, prefer: str) -> bool:
    """Discard the highest tent of ``prefer`` (or the other section if it has none) for one
    missing supply; with no tents left, the remaining troops go. False: nothing left."""
    troops = state.troops
    order = [prefer] + [s for s in SECTIONS if s != prefer]
    for section in order:
        if tents(troops, section):
            setattr(troops, section, getattr(troops, section) - per_tent(section))
            state.note(f"Starvation: a {section} tent is discarded")
            after_tents_lost(state, 1, "Starvation")
            return True
    if has_troops(troops):
        troops.clansmen = troops.varl = 0
        state.note("Starvation: no tents left, the remaining troops are discarded")
        after_tents_lost(state, 1, "Starvation")
        return True
    return False


def recruit(state: GameState, section: str, count: int, seasoned: bool, why: str) -> None:
    """Buy tents of troops; each regular tent lowers Training by 1, seasoned ones do not."""
    numbers = rule_numbers()
    state.require(state.managed(KEEPER), "the Keeper of Names is not played in this game")
    state.require(count > 0, "recruit at least one tent")
    room = numbers[f"troops.{section}_tents"] - tents(state.troops, section)
    tokens = numbers["setup.tent_tokens"] - total_tents(state.troops)
    state.require(count <= min(room, tokens),
                  f"only {min(room, tokens)} more {section} tent(s) fit on the board")
    kind = "seasoned" if seasoned else "regular"
    state.pay(KEEPER, count * numbers[f"troops.{kind}_tent_cost"], f"{count} {kind} tent(s)")
    setattr(state.troops, section, getattr(state.troops, section) + count * per_tent(section))
    state.note(f"{why}: Keeper recruits {count} {kind} {section} tent(s)")
    if not seasoned:
        change_training(state, -count, "Regular recruits")


def buy_promotion(state: GameState) -> None:
    """Warband Promotions: renown for an enemy the Keeper's tokens defeated → one shield."""
    numbers = rule_numbers()
    troops = state.troops
    state.require(troops.promotion_credits > 0,
                  "a promotion needs an enemy defeated by the Keeper's bannerman or follower")
    state.require(troops.promotions < numbers["troops.promotion_slots"],
                  "every Warband Promotions space is full")
    state.pay(KEEPER, numbers["troops.promotion_cost"], "a Warband Promotion")
    troops.promotion_credits -= 1
    troops.promotions += 1
    state.note(f"Warband Promotion: shields → {shields(troops)}")


def adjust_troops(state: GameState, section: str, delta: int, why: str,
                  lowers_training: bool = True) -> None:
    """Troops gained or lost by an event card; added tents lower Training unless stated."""
    if delta < 0:
        lose_troops(state, -delta if section == CLANSMEN else 0,
                    -delta if section == VARL else 0, why)
        return
    before = tents(state.troops, section)
    most = (rule_numbers()[f"troops.{section}_tents"] + 1) * per_tent(section) - 1
    setattr(state.troops, section, min(most, getattr(state.troops, section) + delta))
    state.note(f"{why}: +{delta} {section}" + (f" (the board holds at most {most})"
                                                if getattr(state.troops, section) == most
                                                else ""))
    added = tents(state.troops, section) - before
    if added and lowers_training:
        change_training(state, -added, "Tents added")

