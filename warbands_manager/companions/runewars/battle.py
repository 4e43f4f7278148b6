"""The battle helper: units by initiative, Tactical Fate cards, strength and the outcome.

Follows the expansion's Revised Battle Phases. Pure: no Qt, SQL or PDF.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from warbands_manager.companions.runewars.state import Game, RuleViolation, label
from warbands_manager.companions.runewars.structures import (
    build_fortress,
    fortresses_on_board,
    remove_structure,
    structure_strength,
)
from warbands_manager.companions.runewars.tables import Tables, default_tables


@dataclass
class BattleUnit:
    name: str
    initiative: int
    standing: int = 0  # standing units left after the battle rounds
    fate_cards: int = 0  # Fate cards this unit type normally draws
    tactical_fate: int = 0  # Tactical Fate cards declared instead


@dataclass
class BattleSide:
    faction: str
    units: list[BattleUnit] = field(default_factory=list)
    development_bonus: int = 0
    # "each player totals their standing units": one count the table gives instead of a
    # standing number per unit type (the unit types are then only for initiative and Fate).
    standing_total: int | None = None


@dataclass
class Battle:
    location: str
    attacker: BattleSide
    defender: BattleSide
    garrison: bool = False  # the defender played the Order card Garrison this season


@dataclass(frozen=True)
class Step:
    initiative: int
    side: str  # "attacker" / "defender"
    unit: str
    fate_cards: int  # Fate cards still drawn
    tactical_fate: int


@dataclass(frozen=True)
class Outcome:
    attacker: list[tuple[str, int]]  # strength breakdown (label, amount)
    defender: list[tuple[str, int]]
    attacker_strength: int
    defender_strength: int
    winner: str  # "attacker" / "defender"
    fortress_damaged: bool
    structure_removed: bool


def battle_order(battle: Battle, tables: Tables | None = None) -> list[Step]:
    """Unit types by initiative (attacker first within a row), with Fate cards to draw.

    Raises:
        RuleViolation: more Tactical Fate cards than Fate cards the unit type would draw.
    """
    tables = tables or default_tables()
    saved = tables.number("battle.fate_cards_saved_per_tactical_fate")
    steps = []
    for side_name, side in (("attacker", battle.attacker), ("defender", battle.defender)):
        for unit in side.units:
            if unit.tactical_fate < 0 or unit.tactical_fate * saved > unit.fate_cards:
                raise RuleViolation("tactical-fate.too-many", f"{unit.name} draws "
                                    f"{unit.fate_cards} Fate cards: at most that many Tactical "
                                    "Fate cards can replace them")
            steps.append(Step(unit.initiative, side_name, unit.name,
                              unit.fate_cards - unit.tactical_fate * saved, unit.tactical_fate))
    return sorted(steps, key=lambda s: (s.initiative, s.side != "attacker"))


def _standing(side: BattleSide) -> int:
    if side.standing_total is not None:
        return max(0, side.standing_total)
    return sum(max(0, unit.standing) for unit in side.units)


def battle_sides(game: Game, location_name: str) -> tuple[str, str]:
    """(attacker, defender) to start the helper with: the defender is whoever holds the
    location (its controller, else the fortress owner), the attacker the first other faction."""
    location = game.location(location_name)
    ids = [faction.id for faction in game.factions]
    defender = location.controller or location.structure_owner or (ids[1] if len(ids) > 1
                                                                    else ids[0])
    attacker = next((fid for fid in ids if fid != defender), defender)
    return attacker, defender


def resolve(game: Game, battle: Battle, tables: Tables | None = None) -> Outcome:
    """Strength calculation and summation; the defender wins ties."""
    tables = tables or default_tables()
    location = game.location(battle.location)
    if battle.attacker.faction == battle.defender.faction:
        raise RuleViolation("battle.same-faction", "attacker and defender must be different "
                            "factions")
    attack = [("standing units", _standing(battle.attacker))]
    defence = [("standing units", _standing(battle.defender))]
    if battle.attacker.development_bonus:
        attack.append(("development cards", battle.attacker.development_bonus))
    defends_structure = location.structure and location.structure_owner == battle.defender.faction
    if defends_structure:
        defence.append((f"{location.structure}" + (" (damaged)" if location.damaged else ""),
                        structure_strength(game, location, tables)))
        if location.outposts:
            defence.append((f"{location.outposts} outpost(s)",
                            location.outposts * game.setup.base["outpost_bonus"]))
    if battle.defender.development_bonus:
        defence.append(("development cards", battle.defender.development_bonus))
    if battle.garrison:
        defence.append(("Garrison order", game.setup.base["garrison_bonus"]))
    if location.defensible and game.setup.on("exploration"):
        defence.append(("Defensible Terrain", tables.number("battle.defensible_terrain")))
    attack_total, defence_total = sum(v for _, v in attack), sum(v for _, v in defence)
    winner = "attacker" if attack_total > defence_total else "defender"
    damaged = bool(defends_structure) and _standing(battle.attacker) > 0
    return Outcome(attack, defence, attack_total, defence_total, winner, damaged,
                   bool(defends_structure) and winner == "attacker")


def battle_reminders(game: Game, outcome: Outcome) -> list[str]:
    """The summation steps the players carry out at the table."""
    loser = "defender" if outcome.winner == "attacker" else "attacker"
    notes = ["Tactical Fate cards played as Fate cards: their text is ignored; they go to the "
             "Tactic discard pile.",
             f"Retreat: the {loser} retreats all of their units."]
    if game.setup.on("commanders"):
        notes.append(f"The {loser}'s commander in this location retreats with the units.")
    notes += ["Healing: both players remove all Wound tokens from the units that fought.",
              f"Placing units: the {outcome.winner} places the surviving units in the location; "
              "knocked-down units stay lying down. Remove the Battle marker."]
    return notes


def apply_outcome(game: Game, battle: Battle, outcome: Outcome, place_fortress: bool = False,
                  destroy_own: str = "", tables: Tables | None = None) -> None:
    """Record the battle: fortress damage, capture or destruction, and who holds the location.

    A captured capital is replaced, if at all, by the winner's Fortress token (damaged side up),
    never by a capital. With no Fortress token left the winner may destroy one of its own
    fortresses (``destroy_own``) to place it here.
    """
    location = game.location(battle.location)
    winner = battle.attacker.faction if outcome.winner == "attacker" else battle.defender.faction
    if place_fortress and not outcome.structure_removed:
        raise RuleViolation("capture.no-fortress", "only a won fortress or capital is captured")
    if place_fortress:
        _check_capture_token(game, winner, destroy_own)
    if outcome.fortress_damaged:
        location.damaged = True
    if outcome.structure_removed:
        remove_structure(game, location.name)
        if place_fortress:
            if destroy_own:
                remove_structure(game, destroy_own)
            build_fortress(game, location.name, winner, damaged=True, tables=tables)
    location.controller = winner
    game.battles.append({"year": game.year, "season": game.season, "battle": asdict(battle),
                         "attacker_strength": outcome.attacker_strength,
                         "defender_strength": outcome.defender_strength, "winner": winner})
    game.note(f"Battle in {location.name}: {label(battle.attacker.faction)} "
              f"{outcome.attacker_strength} vs {label(battle.defender.faction)} "
              f"{outcome.defender_strength}; {label(winner)} wins"
              + ("; the fortress is damaged" if outcome.fortress_damaged else ""))


def _check_capture_token(game: Game, winner: str, destroy_own: str) -> None:
    if destroy_own:
        own = game.location(destroy_own)
        if own.structure != "fortress" or own.structure_owner != winner:
            raise RuleViolation("capture.destroy-own", f"{destroy_own} is not a {label(winner)} "
                                "fortress")
    elif fortresses_on_board(game, winner) >= game.setup.base["fortress_tokens"]:
        raise RuleViolation("capture.no-token", "all the winner's Fortress tokens are on the "
                            "board: destroy one of them to place it here")
