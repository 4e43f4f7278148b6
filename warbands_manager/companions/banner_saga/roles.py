"""Per-role bookkeeping: renown, bannermen, followers, items and the role abilities."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.bannerman import grant_upgrade, next_upgrade
from warbands_manager.companions.banner_saga.journey import start_city_action
from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.state import (
    ALTERNATE,
    CAMP,
    CAMP_ORDER,
    CITY,
    EVENT,
    FOLLOWER_CLASSES,
    ITEMS,
    KEEPER,
    QUARTERMASTER,
    ROLE_TITLES,
    SOLO,
    STOP,
    THANE,
    THREE,
    WARMASTER,
    GameState,
)
from warbands_manager.companions.banner_saga.supply import gain_supply, lose_supply
from warbands_manager.companions.banner_saga.thane import add_victory, place_pyre
from warbands_manager.companions.banner_saga.troops import change_morale, change_training


def adjust_renown(state: GameState, role: str, delta: int, why: str) -> None:
    """Renown earned or discarded by an event card or a bargain."""
    state.require(state.has(role), f"{ROLE_TITLES[role]} is not in this game")
    if delta < 0:
        state.pay(role, -delta, why)
    else:
        state.gain(role, delta)
    state.note(f"{why}: {ROLE_TITLES[role]} renown {delta:+d} → {state.roles[role].renown}")


def transfer_renown(state: GameState, giver: str, taker: str, amount: int) -> None:
    """Bargaining: renown handed from one role to another."""
    state.require(giver != taker, "choose another role to give renown to")
    state.require(state.has(taker), f"{ROLE_TITLES[taker]} is not in this game")
    state.pay(giver, amount, "the bargain")
    state.gain(taker, amount)
    state.note(f"Bargain: {ROLE_TITLES[giver]} gives {amount} renown to {ROLE_TITLES[taker]}")


def sacrifice(state: GameState, role: str) -> None:
    """A follower adjacent to a bannerman takes the hit instead: 1 renown from the role
    paying (2 players: for either bannerman the player controls)."""
    state.pay(role, 1, "a sacrifice")
    state.note(f"Sacrifice: a {ROLE_TITLES[role]} follower takes the hit (1 renown)")


def buy_upgrade(state: GameState, role: str) -> None:
    """Upgrades are bought in order: willpower, then the gold ability."""
    upgrade = next_upgrade(state, role)
    state.require(upgrade is not None, f"{ROLE_TITLES[role]}'s bannerman is fully upgraded")
    state.require(not state.roles[role].bannerman.wounded, "a wounded bannerman cannot upgrade")
    state.require(state.journey.phase != EVENT, "upgrades are bought after the event is resolved")
    key = "willpower" if upgrade == "willpower" else "gold"
    state.pay(role, rule_numbers()[f"bannerman.{key}_upgrade_cost"], f"the {upgrade} upgrade")
    grant_upgrade(state, role, "Bought")


def bannerman_defeated(state: GameState, role: str) -> None:
    """Flipped to the wounded side; its upgrades are lost."""
    bannerman = state.roles[role].bannerman
    bannerman.wounded = True
    bannerman.upgrades = 0
    state.note(f"{bannerman.name} ({ROLE_TITLES[role]}) is defeated: wounded, upgrades lost")
    if state.variant == SOLO:
        if role == THANE:
            state.journey.outcome = "lost"
            state.journey.outcome_reason = "The Thane was defeated in a skirmish (single player)"
        place_pyre(state, "Bannerman defeated")
    _three_player_casualty(state, "bannerman defeated")


def heal_bannerman(state: GameState, role: str) -> None:
    """At camp, after the renown bonus: 4 renown flips the bannerman back."""
    state.require(state.journey.heal_window, "wounded bannermen are healed at camp, after the "
                  "renown bonus")
    state.require(state.roles[role].bannerman.wounded, "that bannerman is not wounded")
    state.pay(role, rule_numbers()["bannerman.heal_cost"], "healing the bannerman")
    state.roles[role].bannerman.wounded = False
    state.note(f"{state.roles[role].bannerman.name} is healed")


def add_follower(state: GameState, role: str, kind: str, cost: int) -> None:
    numbers = rule_numbers()
    state.require(kind in FOLLOWER_CLASSES, f"unknown follower class {kind!r}")
    state.require(state.has(role), f"{ROLE_TITLES[role]} is not in this game")
    held = state.roles[role].followers
    state.require(len(held) < numbers["bannerman.follower_limit"],
                  f"{ROLE_TITLES[role]} has no room for another follower")
    state.pay(role, cost, f"the {kind}")
    held.append(kind)
    rank = "silver" if enhanced_complete(state) else "bronze"
    state.note(f"{ROLE_TITLES[role]} takes a {kind} follower ({rank}) for {cost} renown")


def follower_defeated(state: GameState, role: str, kind: str) -> None:
    """Removed from the game; a pyre on Memories of the Fallen."""
    state.require(kind in state.roles[role].followers, f"{ROLE_TITLES[role]} has no {kind}")
    state.roles[role].followers.remove(kind)
    state.note(f"{ROLE_TITLES[role]}'s {kind} is defeated and removed from the game")
    place_pyre(state, "Follower defeated")
    _three_player_casualty(state, "follower defeated")


def _three_player_casualty(state: GameState, why: str) -> None:
    if state.variant == THREE:
        lose_supply(state, 1, f"casualty (3 players): {why}")
        change_morale(state, -1, f"casualty (3 players): {why}")


def enhanced_complete(state: GameState) -> bool:
    return state.supply.enhanced >= rule_numbers()["supply.enhanced_training_wins"]


def win_debate(state: GameState, why: str) -> None:
    """The Quartermaster won or was on the winning side: one Enhanced Training token."""
    if not state.managed(QUARTERMASTER) or enhanced_complete(state):
        return
    state.supply.enhanced += 1
    needed = rule_numbers()["supply.enhanced_training_wins"]
    state.note(f"{why}: Enhanced Training {state.supply.enhanced}/{needed}")
    if enhanced_complete(state):
        state.note("Enhanced Training complete: every follower is silver from now on")


def buy_item(state: GameState, role: str, item: str) -> None:
    """Item expansion: 2 renown at a city, instead of that role's city action."""
    state.require(state.items, "the Item expansion is not in this game")
    state.require(item in ITEMS, f"unknown item {item!r}")
    offered = state.journey.items_offered
    state.require(not offered or item in offered,
                  f"{item} is not among the items drawn here ({', '.join(offered)})")
    start_city_action(state, role)
    state.pay(role, rule_numbers()["items.cost"], item)
    if item in offered:
        offered.remove(item)
    old = state.roles[role].bannerman.item
    state.roles[role].bannerman.item = item
    state.note(f"{ROLE_TITLES[role]} buys {item}" + (f" (replaces {old})" if old else ""))


def _camp_action(state: GameState, role: str) -> None:
    state.require(state.journey.phase in (CAMP, STOP), "this is a camp action")
    state.require(not state.journey.camp_event_pending, "resolve the camp event first")
    state.require(role not in state.journey.camp_done,
                  f"{ROLE_TITLES[role]} has already taken the camp action")
    later = CAMP_ORDER[CAMP_ORDER.index(role) + 1:]
    state.require(not any(r in state.journey.camp_done for r in later),
                  "camp actions go in order: Keeper of Names, Quartermaster, Thane, Warmaster")
    state.journey.camp_done.append(role)


def hunt(state: GameState) -> None:
    """Quartermaster camp action: 2 supply plus 1 per hunter in the warband."""
    state.require(state.managed(QUARTERMASTER), "the Quartermaster is not played")
    _camp_action(state, QUARTERMASTER)
    hunters = _count(state, "hunter")
    gain_supply(state, rule_numbers()["supply.hunt_base"] + hunters, f"Hunt ({hunters} hunters)")


def inspire(state: GameState, amount: int) -> None:
    """Warmaster camp action: Morale +N for N renown, matched by the Thane (3 players: one
    extra renown instead)."""
    state.require(state.managed(WARMASTER), "the Warmaster is not played")
    state.require(amount > 0, "inspire by at least 1")
    if state.variant == THREE:
        cost = amount + rule_numbers()["clan.three_player_inspire_extra"]
        state.require(state.roles[WARMASTER].renown >= cost,
                      f"Inspire {amount} costs the Warmaster {cost} renown with 3 players")
        _camp_action(state, WARMASTER)
        state.pay(WARMASTER, cost, "Inspire")
    else:
        state.require(state.managed(THANE), "Inspire needs the Thane to match the renown")
        state.require(state.roles[WARMASTER].renown >= amount and
                      state.roles[THANE].renown >= amount,
                      f"Inspire {amount} needs {amount} renown from both Warmaster and Thane")
        _camp_action(state, WARMASTER)
        state.pay(WARMASTER, amount, "Inspire")
        state.pay(THANE, amount, "Inspire")
    change_morale(state, amount, "Inspire")


def promote(state: GameState) -> None:
    """Keeper camp action: each role may buy followers (the cards drawn depend on provokers;
    take them with "Take follower")."""
    state.require(state.managed(KEEPER), "the Keeper of Names is not played")
    _camp_action(state, KEEPER)
    provokers = _count(state, "provoker")
    state.note(f"Keeper of Names promotes ({provokers} provoker(s) in the warband): buy "
               "followers in order Warmaster, Thane, Keeper of Names, Quartermaster")


def scout(state: GameState) -> None:
    """Thane camp action: rearrange the top cards of one event deck (eagle eyes decide how
    many)."""
    state.require(state.managed(THANE), "the Thane is not played")
    _camp_action(state, THANE)
    state.note(f"Thane scouts ({_count(state, 'eagle eye')} eagle eye(s) in the warband)")


def _count(state: GameState, kind: str) -> int:
    return sum(role.followers.count(kind) for role in state.roles.values())


def train(state: GameState, amount: int) -> None:
    """Warmaster city action: 1 renown per point of Training."""
    state.require(amount > 0, "train at least 1")
    state.require(state.roles[WARMASTER].renown >= amount * rule_numbers()["clan.training_cost"],
                  "not enough Warmaster renown")
    start_city_action(state, WARMASTER)
    state.pay(WARMASTER, amount * rule_numbers()["clan.training_cost"], "Training")
    change_training(state, amount, "Warmaster trains the warband")


def enemy_defeated(state: GameState, role: str) -> None:
    """1 renown to the role; Thane: a victory token; Keeper: may buy a Warband Promotion."""
    if state.variant == ALTERNATE and role in (THANE, WARMASTER):
        state.note(f"{ROLE_TITLES[role]}'s token defeats an enemy (no renown in skirmishes "
                   "for the alternate 2-player surrogates)")
        return
    state.gain(role, 1)
    state.note(f"{ROLE_TITLES[role]}'s token defeats an enemy: +1 renown")
    if role == THANE and state.managed(THANE):
        add_victory(state, "Deeds of Valor")
    if role == KEEPER and state.managed(KEEPER):
        state.troops.promotion_credits += 1


def draw_items(state: GameState, dice) -> None:
    """Item expansion: draw 3 items at a city from those nobody has equipped (logged rolls)."""
    state.require(state.items, "the Item expansion is not in this game")
    state.require(state.journey.phase == CITY, "items are drawn at a city action")
    state.require(not state.journey.items_offered, "the items here are already drawn")
    equipped = {r.bannerman.item for r in state.roles.values()}
    pool = [item for item in ITEMS if item not in equipped]
    drawn = []
    for _ in range(min(rule_numbers()["items.drawn_at_city"], len(pool))):
        roll = dice.roll(len(pool), "item draw")
        drawn.append(pool.pop(roll.total - 1))
        state.note(f"Dice: {roll.describe()}")
    state.journey.items_offered = drawn
    state.note("Items for sale here: " + ", ".join(drawn))
