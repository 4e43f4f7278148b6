"""Campaign cards: what a player keeps for each character and unit of a campaign warband (the
profile, equipment, Veteran Status and what it allows, the Archetype and its abilities, the
injuries with their effect, battles and the next step up with its XP cost), and the warband's
Warband Rating broken down. The card view on screen and the printed cards read these.

Seed 002: Veteran Status +1 to +3, each level 10 XP after a battle the unit survives with more
than half its starting numbers, each level one reroll a game; a character may roll for a new
Archetype Ability (25 XP) after surviving three battles since the last roll, up to six
abilities.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.campaign.archetypes import archetype_name, starting_ability
from warbands_manager.rules.campaign.injuries import PROFILE_EFFECTS
from warbands_manager.rules.campaign.ledger import (
    experience,
    has_amnesia,
    is_campaign_character,
    peek_record,
)
from warbands_manager.rules.campaign.rating import warband_rating
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster import Roster, Unit, format_points

PROFILE_STATS = ("M", "WS", "BS", "S", "T", "W", "I", "A", "Ld")
VETERAN_USE = ("once per game per level, reroll one die to hit, to wound, for a Leadership "
               "test or an armour save")


@dataclass(frozen=True)
class Card:
    name: str
    kind: str  # "Character" or "Unit"
    models: int
    points: str
    profile: tuple[tuple[str, str], ...]  # (stat, value) in profile order; "" not entered
    equipment: tuple[str, ...]
    archetype: str  # "" for a unit
    abilities: tuple[str, ...]
    veteran: str  # "none", "+2 (two rerolls a game …)"
    injuries: tuple[tuple[str, str], ...]  # (injury, its effect)
    battles: str
    next_step: str  # the next thing XP can buy for it, and when


@dataclass(frozen=True)
class WarbandCards:
    name: str
    player: str
    army: str
    xp_bank: int
    rating: tuple[tuple[str, str], ...]  # (what, value) lines, the total last
    cards: tuple[Card, ...]


def warband_cards(roster: Roster, tables: CampaignTables) -> WarbandCards:
    """Every character's and unit's card (characters first) and the WBR broken down."""
    rating = warband_rating(roster, tables)
    lines = [("Points of all models", format_points(rating.points))]
    lines += [(line.label, f"+{format_points(line.value)}") for line in rating.lines]
    lines.append(("Warband Rating", format_points(rating.total)))
    units = sorted(roster.units, key=lambda u: not is_campaign_character(roster, u))
    return WarbandCards(roster.name, roster.player or "", army_name(roster.army),
                        experience(roster), tuple(lines),
                        tuple(unit_card(roster, tables, unit) for unit in units))


def unit_card(roster: Roster, tables: CampaignTables, unit: Unit) -> Card:
    character = is_campaign_character(roster, unit)
    record = peek_record(roster, unit.id or "")
    entered = record.get("profile") or {}
    profile = tuple((stat, str(entered.get(stat, ""))) for stat in PROFILE_STATS)
    equipment = tuple(u.name for u in unit.upgrades)
    return Card(unit.name, "Character" if character else "Unit", unit.models,
                format_points(unit.points), profile, equipment,
                _archetype(tables, unit) if character else "",
                _abilities(tables, unit, record) if character else (),
                _veteran(unit), tuple((i, injury_effect(tables, i)) for i in unit.injuries),
                _battles(record) if character else "",
                _character_next(tables, unit, record) if character else _unit_next(tables, unit))


def _archetype(tables: CampaignTables, unit: Unit) -> str:
    return archetype_name(tables, unit.archetype) if unit.archetype else \
        "none yet — choose one before the first game"


def _abilities(tables: CampaignTables, unit: Unit, record: dict) -> tuple[str, ...]:
    if has_amnesia(unit):
        return ("none usable (Amnesia)",)
    found = [f"{starting_ability(tables, unit.archetype).name} (starting)"] \
        if unit.archetype else []
    found += unit.abilities
    if record.get("magic_levels"):
        found.append(f"+{record['magic_levels']} magic level (Potential)")
    return tuple(found)


def _veteran(unit: Unit) -> str:
    if not unit.veteran:
        return "none"
    return f"+{unit.veteran}: {VETERAN_USE}"


def _battles(record: dict) -> str:
    text = (f"{record.get('battles', 0)} survived, {record.get('since_roll', 0)} since the "
            "last advancement roll")
    if record.get("deep_wound_games"):
        text += f"; misses {record['deep_wound_games']} more game(s) (Deep Wound)"
    return text


def _unit_next(tables: CampaignTables, unit: Unit) -> str:
    top = tables.cost("max_veteran")
    if unit.veteran >= top:
        return f"highest Veteran Status (+{top})"
    return (f"+{unit.veteran + 1} Veteran Status for {tables.cost('veteran_level')} XP after a "
            "battle it survives with more than half its starting models")


def _character_next(tables: CampaignTables, unit: Unit, record: dict) -> str:
    most = tables.int("experience.advancement.max_abilities")
    if 1 + len(unit.abilities) >= most:
        return f"no more abilities (at most {most})"
    cost, needed = tables.cost("advancement_roll"), tables.int(
        "experience.advancement.battles_between_rolls")
    waiting = needed - int(record.get("since_roll", 0))
    if waiting <= 0:
        return f"may roll for a new Archetype Ability now: {cost} XP"
    return (f"a new Archetype Ability roll ({cost} XP) after {waiting} more battle"
            f"{'' if waiting == 1 else 's'} survived")


def injury_effect(tables: CampaignTables, injury: str) -> str:
    """What an injury does, as the chart says it ("-1 M.", "Stupidity: …")."""
    if injury in PROFILE_EFFECTS:
        return f"-1 {PROFILE_EFFECTS[injury]}"
    _name, _open, detail = injury.partition(" (")
    if detail:  # the roll's outcome is the effect: "Madness (Stupidity)"
        return detail.rstrip(")").capitalize()
    for result in tables.document["injuries"]["results"]:
        if injury == result["name"] or injury.startswith(f"{result['name']} ("):
            return str(result["text"])
    return "see the Character Injury Chart"


def blank_card() -> Card:
    """A card to fill in by hand at the table."""
    return Card("", "", 0, "", tuple((stat, "") for stat in PROFILE_STATS), (), "", (), "", (),
                "", "")
