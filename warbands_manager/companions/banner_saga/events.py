"""Event helpers: internal debates, external blind bids, war events."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from warbands_manager.companions.banner_saga.availability import require_variant
from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.rank import GOLD, banner_rank, clan_strength
from warbands_manager.companions.banner_saga.roles import win_debate
from warbands_manager.companions.banner_saga.skirmish import WAR, add_defeated, end_battle
from warbands_manager.companions.banner_saga.state import (
    ALTERNATE,
    KEEPER,
    QUARTERMASTER,
    ROLE_TITLES,
    SEATS,
    SOLO,
    THANE,
    THREE,
    WARMASTER,
    GameState,
    RuleError,
)
from warbands_manager.companions.banner_saga.supply import lose_supply
from warbands_manager.companions.banner_saga.thane import gain_favor
from warbands_manager.companions.banner_saga.troops import has_troops, lose_troops, shields

EXTERNAL, REDRAW = "external", "redraw"


@dataclass(frozen=True)
class BidResult:
    choice: str | None  # None: tied, the Quartermaster must pick among ``tied``
    totals: dict[str, int]
    votes: dict[str, int]
    tied: tuple[str, ...]
    winners: tuple[str, ...]
    all_zero: bool


def resolve_bids(bids: dict[str, tuple[str, int]], tie_pick: str | None = None) -> BidResult:
    """Highest total renown wins; ties go to the most votes, then to the Quartermaster."""
    totals: Counter[str] = Counter()
    votes: Counter[str] = Counter()
    for choice, amount in bids.values():
        totals[choice] += amount
        votes[choice] += 1
    best = max(totals.values())
    tied = [c for c in totals if totals[c] == best]
    if len(tied) > 1:
        most = max(votes[c] for c in tied)
        tied = [c for c in tied if votes[c] == most]
    choice = tied[0] if len(tied) == 1 else (tie_pick if tie_pick in tied else None)
    winners = tuple(r for r, (c, _a) in bids.items() if c == choice)
    return BidResult(choice, dict(totals), dict(votes), tuple(sorted(tied)), winners,
                     all(amount == 0 for _c, amount in bids.values()))


def season_cost(state: GameState) -> int:
    key = "spring_summer" if state.journey.season in ("spring", "summer") else "fall_winter"
    return rule_numbers()[f"events.{key}_cost"]


def external_event(state: GameState, bids: dict[str, tuple[str, int]],
                   tie_pick: str | None = None) -> BidResult:
    """Apply a blind auction: winners discard their bids, others keep theirs."""
    require_variant(state, "external_event")
    for role, (_choice, amount) in bids.items():
        state.require(state.has(role), f"{ROLE_TITLES[role]} is not in this game")
        state.require(0 <= amount <= state.roles[role].renown,
                      f"{ROLE_TITLES[role]} cannot bid {amount} (has "
                      f"{state.roles[role].renown})")
    if state.variant == ALTERNATE:
        bids = _alternate_thane_support(state, bids)
    result = resolve_bids(bids, tie_pick)
    if result.choice is None:
        raise RuleError("tie between " + ", ".join(result.tied) + ": the Quartermaster decides")
    for role in result.winners:
        state.roles[role].renown -= bids[role][1]
    state.note(f"External event: “{result.choice}” wins with {result.totals[result.choice]} "
               f"renown ({', '.join(ROLE_TITLES[r] for r in result.winners)} pay)")
    if QUARTERMASTER in result.winners:
        win_debate(state, "Quartermaster on the winning side")
    if result.all_zero:
        state.clan.no_willpower = True
        state.note("Every bid was zero: no willpower may be spent in the next skirmish")
    if state.variant == ALTERNATE:
        _alternate_warmaster_cost(state)
    return result


def _alternate_thane_support(state: GameState, bids: dict) -> dict:
    """Alternate 2 players: the Thane bids only when the role with the least renown spends
    its favor (held by the Thane); his renown joins that role's choice."""
    bids = {role: bid for role, bid in bids.items() if role != WARMASTER}
    if THANE not in bids or bids[THANE][1] == 0:
        bids.pop(THANE, None)
        return bids
    spender = min((QUARTERMASTER, KEEPER), key=lambda r: state.roles[r].renown)
    state.require(spender in state.thane.favors,
                  f"the Thane bids only if the {ROLE_TITLES[spender]} (least renown) spends "
                  "the favor the Thane earned")
    state.require(spender in bids, f"the {ROLE_TITLES[spender]} needs a choice")
    state.thane.favors.remove(spender)
    state.note(f"{ROLE_TITLES[spender]} spends its favor: the Thane's renown joins its bid")
    bids[THANE] = (bids[spender][0], bids[THANE][1])
    return bids


def _alternate_warmaster_cost(state: GameState) -> None:
    cost = season_cost(state)
    if state.roles[WARMASTER].renown >= cost:
        state.roles[WARMASTER].renown -= cost
        state.note(f"Warmaster (surrogate) discards {cost} renown for the external event")
    else:
        state.clan.no_willpower = True
        state.note("Warmaster (surrogate) cannot pay: no Group Willpower next skirmish")


def solo_external(state: GameState, choice: str) -> None:
    """Single player: the Thane pays 1 (spring/summer) or 2 (fall/winter) for his choice."""
    require_variant(state, "solo_external")
    cost = season_cost(state)
    state.pay(THANE, cost, "the choice")
    state.note(f"External event: Thane pays {cost} renown for “{choice}”")


def internal_outcome(state: GameState, required: tuple[str, ...],
                     votes: dict[str, str]) -> str:
    """The choice resolved, ``external`` on a tie, ``redraw`` when the event cannot be used."""
    if _must_redraw(state, required):
        return REDRAW
    if state.variant == SOLO:
        return votes.get(THANE, votes[required[0]])  # unanimous: the Thane's choice
    if state.variant == ALTERNATE and (THANE in required or WARMASTER in required):
        return _surrogate_outcome(required, votes)
    if len(required) == 2 and _same_player(state, *required):
        return votes[required[0]]  # one player holds both roles: no debate
    picked = {votes.get(role) for role in required}
    if len(picked) == 1 and None not in picked:
        return picked.pop()
    return majority_choice(state, votes)


def majority_choice(state: GameState, votes: dict[str, str]) -> str:
    """"If a majority of the roles agree on a resolution ... resolve that choice. If the event
    results in a tie, then the internal event becomes an external event." A majority is more
    than half of the roles played in this game; anything less (a tie, or the most votes
    without a majority) is read as the tie: the event becomes external."""
    voters = [role for role in state.roles if state.managed(role)]
    counts = Counter(votes[role] for role in voters if votes.get(role))
    choice, most = counts.most_common(1)[0] if counts else (None, 0)
    return choice if choice is not None and most * 2 > len(voters) else EXTERNAL


def _must_redraw(state: GameState, required: tuple[str, ...]) -> bool:
    if state.variant == THREE:
        return THANE in required
    if state.variant == SOLO:
        return THANE not in required
    if state.variant == ALTERNATE:
        return THANE in required and WARMASTER in required
    return False


def _surrogate_outcome(required: tuple[str, ...], votes: dict[str, str]) -> str:
    """No debate: the played role wins with its choice, or lets the surrogate choose (a choice
    typed for the surrogate means the surrogate won)."""
    surrogate = next(role for role in required if role in (THANE, WARMASTER))
    played = next(role for role in required if role not in (THANE, WARMASTER))
    return votes.get(surrogate) or votes[played]


def _same_player(state: GameState, first: str, second: str) -> bool:
    return any(first in seat and second in seat for seat in SEATS[state.variant])


def internal_event(state: GameState, required: tuple[str, ...], votes: dict[str, str]) -> str:
    outcome = internal_outcome(state, required, votes)
    if outcome == REDRAW:
        state.note("This internal event is not used with these players: discard it and draw "
                   "another")
    elif outcome == EXTERNAL:
        state.note("Internal event tied: it becomes an external event (bid renown)")
    else:
        state.note(f"Internal event resolved: “{outcome}”")
        if votes.get(QUARTERMASTER) == outcome:
            win_debate(state, "Quartermaster on the winning side")
    return outcome


@dataclass(frozen=True)
class WarCheck:
    shields: int
    needed: int
    missing: int
    strength: int
    rank: str


def war_check(state: GameState, card_shields: int) -> WarCheck:
    have = shields(state.troops)
    missing = max(0, card_shields - have)
    penalty = missing * rule_numbers()["clan.war_penalty_per_shield"]
    strength = clan_strength(state, penalty)
    return WarCheck(have, card_shields, missing, strength, banner_rank(strength))


def war_event(state: GameState, card_shields: int, plan: str) -> WarCheck:
    """Shields against the card; losses of the chosen battle plan (halved at Gold)."""
    state.require(plan in ("charge", "hold", "retreat"), f"unknown battle plan {plan!r}")
    state.require(not state.clan.battle, f"finish the {state.clan.battle} being fought first")
    state.require(state.managed(KEEPER), "troops are not tracked in the single-player game: "
                  "record its losses with the solo losses helper")
    check = war_check(state, card_shields)
    state.note(f"War: {check.shields} shield(s) against {card_shields}; clan strength "
               f"{check.strength} ({check.rank})")
    if check.strength < 0:
        add_defeated(state, "War in Disorder")
    clansmen, varl, supply = rule_numbers()[f"war.{plan}"]
    if check.rank == GOLD:
        divisor = rule_numbers()["war.gold_casualty_divisor"]
        clansmen, varl = clansmen // divisor, varl // divisor
        state.note("Gold Banner Rank: casualties reduced")
    lose_troops(state, clansmen, varl, f"Battle plan {plan}")
    lose_supply(state, supply, f"Battle plan {plan}")
    if not has_troops(state.troops):
        state.journey.outcome = "lost"
        state.journey.outcome_reason = "No troops left after the war: the warband is destroyed"
    else:
        state.clan.battle = WAR
        state.note("The war's skirmish follows: War won: reward, or Skirmish lost")
    return check


def war_reward(state: GameState, renown_each: int, warmaster_bonus: int) -> None:
    """The war's skirmish was won (a survivor): the war card's renown to every role, then the
    skirmish card's bonus to the Warmaster. Paid once, and only after a war."""
    state.require(state.clan.battle == WAR, "no war is being fought: its reward is paid once, "
                  "after the war's skirmish is won")
    for role in state.roles:
        state.gain(role, renown_each)
    state.note(f"War reward: +{renown_each} renown each")
    end_battle(state, True, warmaster_bonus)


def surrogate_wins(state: GameState, role: str, favor: str = WARMASTER) -> None:
    """Alternate 2 players: the surrogate won an internal event for the Thane (a favor: the
    opposing role's or the Warmaster's) or the Warmaster (1 Group Willpower)."""
    require_variant(state, "surrogate_wins")
    if role == THANE:
        gain_favor(state, favor, "Surrogate wins")
    else:
        most = rule_numbers()["clan.group_willpower_max"]
        state.clan.group_willpower = min(most, state.clan.group_willpower + 1)
        state.note(f"Surrogate wins: Warmaster gains 1 Group Willpower → "
                   f"{state.clan.group_willpower}")
