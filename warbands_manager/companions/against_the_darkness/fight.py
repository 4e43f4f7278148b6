"""The Fight action, steps 1-5 and 7-10 (step 6, casualties, is in ``casualties.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.companions.against_the_darkness.board import (
    BATTLEFIELDS,
    HEAVY,
    HONOUR_GUARD,
    LIGHT,
    MERCENARY,
    PLATOONS,
    adjacent_realms,
    heavy_of,
    label,
)
from warbands_manager.companions.against_the_darkness.roster import Choices, recompute_captains
from warbands_manager.companions.against_the_darkness.rulesdata import Rules
from warbands_manager.companions.against_the_darkness.state import EnemyCard, Game, Roster
from warbands_manager.companions.against_the_darkness.turns import RuleBroken, _require_action


@dataclass(frozen=True)
class Strength:
    """Step 1: what the three Enemy cards ask, what the roster has, and what is missing."""

    needs: dict[str, int]  # infantry/cavalry/archery/heavy → units required
    light: dict[str, int]
    heavy: dict[str, int]
    shortfall: int  # units missing before the rank reduction and the Giants' mercenary
    allowance: int  # rank reduction + Giants' extra unit

    @property
    def can_fight(self) -> bool:
        return self.shortfall <= self.allowance


def requirements(cards: list[EnemyCard]) -> dict[str, int]:
    needs = dict.fromkeys((*LIGHT, "heavy"), 0)
    for card in cards:
        needs[card.requirement] += card.vp
    return needs


def check_strength(roster: Roster, cards: list[EnemyCard], reduction: int,
                   giants: bool = False, giant_units: int = 1) -> Strength:
    """Can the warband fight? Light units meet their own type; a heavy unit meets its own
    light type or a heavy need, not both; honour guard, heroes, scouts, Medica and reserve
    never count. The rank reduction and the Giants' extra unit each cover one missing unit."""
    needs = requirements(cards)
    light = {p: roster.platoon_total(p) for p in LIGHT}
    heavy = {p: roster.platoon_total(heavy_of(p)) for p in LIGHT}
    shortfall, spare_heavy = 0, 0
    for kind in LIGHT:
        missing_after_light = max(0, needs[kind] - light[kind])
        used_heavy = min(heavy[kind], missing_after_light)
        shortfall += missing_after_light - used_heavy
        spare_heavy += heavy[kind] - used_heavy
    shortfall += max(0, needs["heavy"] - spare_heavy)
    allowance = reduction + (giant_units if giants else 0)
    return Strength(needs, light, heavy, shortfall, allowance)


def face_up(game: Game) -> dict[str, EnemyCard]:
    return {name: bf.card for name, bf in game.battlefields.items() if bf.card is not None}


def fight_strength(game: Game, colour: str, rules: Rules) -> Strength:
    player = game.player(colour)
    return check_strength(game.roster, list(face_up(game).values()),
                          rules.fight_reduction[player.ranks["fight"] - 1],
                          giants=player.race == "giants", giant_units=rules.giant_extra_units)


def wage_captains(roster: Roster, colour: str) -> list[str]:
    """Platoons whose captain the fighter must pay (every captain not the fighter's)."""
    return [p for p in PLATOONS if roster.captains[p] not in (None, colour)]


def wages(roster: Roster, colour: str, bypass: list[str], rank: int,
          rules: Rules) -> dict[str, int]:
    """Step 2: gold owed per owner (mercenary wages go to the supply) after bypassing up to
    ``rank − 1`` captains of the fighter's choice."""
    owed = wage_captains(roster, colour)
    if len(bypass) > rank - 1:
        raise RuleBroken(f"Fight Rank {rank} bypasses at most {rank - 1} captains")
    if any(p not in owed for p in bypass) or len(set(bypass)) != len(bypass):
        raise RuleBroken("only captains the fighter would pay can be bypassed")
    result: dict[str, int] = {}
    for platoon in owed:
        if platoon not in bypass:
            owner = roster.captains[platoon]
            result[owner] = result.get(owner, 0) + rules.wage
    return result


def least_wages(game: Game, colour: str, rules: Rules) -> int:
    """The smallest wage bill the fighter can owe: every captain to pay, less the most their
    Fight Rank lets them bypass."""
    owed = wage_captains(game.roster, colour)
    rank = game.player(colour).ranks["fight"]
    return max(0, len(owed) - (rank - 1)) * rules.wage


def fight_blocker(game: Game, rules: Rules) -> str:
    """Why the current player cannot select Fight now ("" when they can): "If a player cannot
    meet the requirements to perform an action ... it cannot be selected" (one source for
    :func:`begin_fight` and the page's Fight button)."""
    try:
        player = _require_action(game)
    except RuleBroken as refused:
        return str(refused)
    if game.enemy_deck_empty:
        return "the Enemy deck ran out: no more Fight actions this game"
    if not face_up(game):
        return "there is no Enemy card on the battlefields"
    strength = fight_strength(game, player.colour, rules)
    if not strength.can_fight:
        return f"the warband is {strength.shortfall - strength.allowance} units short"
    least = least_wages(game, player.colour, rules)
    if least > player.gold:
        return (f"wages are at least {least} gold after bypassing what Fight Rank "
                f"{player.ranks['fight']} allows; {player.name} has {player.gold} gold")
    return ""


def medica_due(game: Game, colour: str, battlefield: str, vp: int, rules: Rules) -> int:
    """Step 5: units to the Medica (1 for 3 VP, 2 for 4 VP) less the player's scouts in the two
    adjacent realms; Elementals never send any."""
    player = game.player(colour)
    if player.race == "elementals":
        return 0
    scouts = sum(player.scouts[r] for r in adjacent_realms(battlefield))
    return max(0, rules.medica_units.get(vp, 0) - scouts)


MEDICA_ORDER = (*LIGHT, *HEAVY, HONOUR_GUARD, "war-heroes")


def send_to_medica(game: Game, colour: str, units: int,
                   order: tuple[str, ...] = MEDICA_ORDER) -> list[str]:
    """Reserve units first; without reserve, platoon units or war heroes in ``order``."""
    player, roster, taken = game.player(colour), game.roster, []
    for _ in range(units):
        if player.reserve:
            player.reserve -= 1
            taken.append("reserve")
            continue
        source = next((s for s in order if has_unit(roster, s, colour)), None)
        if source is None:
            break  # "whenever possible"
        if source == "war-heroes":
            roster.heroes[colour] -= 1
        else:
            roster.add(source, colour, -1)
        taken.append(source)
    player.medica += len(taken)
    return taken


def has_unit(roster: Roster, source: str, colour: str) -> bool:
    if source == "war-heroes":
        return roster.heroes.get(colour, 0) > 0
    return roster.count(source, colour) > 0


def empty_battlefield(game: Game) -> str | None:
    return next((n for n in BATTLEFIELDS if game.battlefields[n].card is None), None)


@dataclass
class FightStart:
    """What steps 1-5 decided; step 6 continues from here."""

    colour: str
    battlefield: str
    card: EnemyCard
    refill: str | None  # the space empty at the start (step 10)
    wages: dict[str, int]
    medica: list[str]


def begin_fight(game: Game, battlefield: str, bypass: list[str], intel_realm: str | None,
                rules: Rules, medica_order: tuple[str, ...] = MEDICA_ORDER,
                choices: Choices | None = None) -> FightStart:
    """Steps 1-5 for the current player (the state is changed only if every step is legal)."""
    blocker = fight_blocker(game, rules)
    if blocker:
        raise RuleBroken(blocker)
    player = game.current_player
    space = game.battlefields.get(battlefield)
    if space is None or space.card is None:
        raise RuleBroken("choose a battlefield with an Enemy card")
    owed = wages(game.roster, player.colour, bypass, player.ranks["fight"], rules)
    if sum(owed.values()) > player.gold:
        raise RuleBroken(f"wages are {sum(owed.values())} gold; {player.name} has {player.gold}")
    refill = empty_battlefield(game)
    player.gold -= sum(owed.values())
    for owner, gold in owed.items():
        if owner != MERCENARY:
            game.player(owner).gold += gold
    card = space.card
    card.gold_taken, player.gold = space.gold, player.gold + space.gold
    space.card, space.gold = None, 0
    player.enemy_cards.append(card)
    if intel_realm:
        player.intel[intel_realm] += 1
    due = medica_due(game, player.colour, battlefield, card.vp, rules)
    medica = send_to_medica(game, player.colour, due, medica_order)
    game.actions_taken += 1
    game.note(f"{player.name} fights at {label(battlefield)}: {card.vp} VP {card.requirement},"
              f" wages {sum(owed.values())} gold, +{card.gold_taken} gold from the card,"
              f" {len(medica)} to the Medica")
    if medica and any(source != "reserve" for source in medica):
        for line in recompute_captains(game, choices):
            game.note(line)
    return FightStart(player.colour, battlefield, card, refill, owed, medica)


def salute_hero(game: Game, choices: Choices | None = None) -> str | None:
    """Step 8: the honour guard captain sends one of their honour guard units to the heroes."""
    captain = game.roster.captains[HONOUR_GUARD]
    if captain in (None, MERCENARY) or game.roster.count(HONOUR_GUARD, captain) == 0:
        return None
    game.roster.add(HONOUR_GUARD, captain, -1)
    game.roster.heroes[captain] = game.roster.heroes.get(captain, 0) + 1
    game.note(f"{game.owner_name(captain)} salutes a war hero")
    for line in recompute_captains(game, choices):
        game.note(line)
    return captain


def raid_and_pillage(game: Game, rules: Rules) -> None:
    """Step 9: one gold on each undefeated Enemy card."""
    for space in game.battlefields.values():
        if space.card is not None:
            space.gold += rules.raid_gold


def draw_enemy(game: Game, refill: str | None, card: EnemyCard | None) -> None:
    """Step 10: the new card goes where the empty space was at the start of the Fight."""
    if card is None or refill is None:
        game.enemy_deck_empty = True
        game.note("the Enemy deck is empty: no more Fight actions for the rest of the game")
        return
    game.battlefields[refill].card = card
    game.note(f"new Enemy at {label(refill)}: {card.vp} VP {card.requirement}")


def all_same_requirement(game: Game) -> bool:
    """Three face-up cards asking for the same platoon type must be replaced (step 10)."""
    cards = list(face_up(game).values())
    return len(cards) == 3 and len({card.requirement for card in cards}) == 1


def replace_all(game: Game, cards: list[EnemyCard]) -> None:
    """Step 10's reshuffle: new cards on the occupied battlefields, left to right; the gold
    stays on the battlefields."""
    spaces = [name for name in BATTLEFIELDS if game.battlefields[name].card is not None]
    if len(cards) != len(spaces):
        raise RuleBroken(f"{len(spaces)} new Enemy cards are needed, not {len(cards)}")
    for name, card in zip(spaces, cards, strict=True):
        game.battlefields[name].card = card
    game.note("three Enemy cards of one type replaced; the gold stays on the battlefields")
