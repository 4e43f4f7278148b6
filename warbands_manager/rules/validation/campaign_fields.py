"""Campaign fields a roster cannot have (seed 002, "Veteran Status", "Character Archetypes").

A roster file may carry campaign fields (``veteran``, ``archetype``, ``abilities``); these
checks refuse values the campaign rules make impossible instead of valuing them silently:
Veteran Status above +3 ("the highest level of Veteran Status"), more than six Abilities
("five Archetype Abilities plus the Starting Ability"), Magician on a non-Wizard, an Archetype
on a model that is not a character (an Ogre Maneater Commander excepted), and an ability that is
not on the character's own Archetype's Advancement Table. The limits and tables are the shipped
campaign tables (``data/warbands/campaign/``), read once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from warbands_manager.paths import data_file
from warbands_manager.rules.campaign_characters import is_campaign_character
from warbands_manager.rules.datafile import load_toml
from warbands_manager.rules.unit_names import same_name
from warbands_manager.rules.validation.context import Context


@dataclass(frozen=True)
class CampaignLimits:
    """What the campaign tables allow: the top Veteran level, the most abilities, the tables."""

    max_veteran: int
    max_abilities: int  # the Starting Ability included
    tables: dict[str, tuple[str, ...]]  # archetype id -> its Advancement Table abilities
    names: dict[str, str]  # archetype id -> its name
    wizard_only: frozenset[str]


@cache
def campaign_limits() -> CampaignLimits:
    """The shipped campaign tables' limits (read once per process)."""
    experience = load_toml(data_file("warbands", "campaign", "experience.toml"))
    archetypes = load_toml(data_file("warbands", "campaign", "archetypes.toml"))["archetypes"]
    return CampaignLimits(
        max_veteran=int(experience["costs"]["max_veteran"]["value"]),
        max_abilities=int(experience["advancement"]["max_abilities"]["value"]),
        tables={key: tuple(node["name"] for node in value["advancement"])
                for key, value in archetypes.items()},
        names={key: str(value["name"]) for key, value in archetypes.items()},
        wizard_only=frozenset(key for key, value in archetypes.items()
                              if value.get("requires_wizard")),
    )


def check_campaign_fields(ctx: Context, out: list) -> None:
    """Impossible Veteran Status, Archetypes and Abilities are errors."""
    roster = ctx.roster
    if not any(unit.veteran or unit.archetype or unit.abilities for unit in ctx.units):
        return  # campaign_limits reads its tables only for a roster that needs them
    limits = campaign_limits()
    for i, unit in enumerate(ctx.units):
        if unit.veteran > limits.max_veteran:
            ctx.error(out, "campaign.veteran-max", (i,),
                      f"+{limits.max_veteran} Veteran Status is the highest level: "
                      f"{unit.name} has +{unit.veteran}")
        if not (unit.archetype or unit.abilities):
            continue
        if not is_campaign_character(roster, unit):
            ctx.error(out, "campaign.archetype-characters-only", (i,),
                      "Only character models (and an Ogre Maneater Commander) can adopt "
                      f"Archetypes and their Abilities: {unit.name} is not a character")
            continue
        _check_character(ctx, out, i, limits)


def _check_character(ctx: Context, out: list, i: int, limits: CampaignLimits) -> None:
    unit = ctx.units[i]
    archetype = unit.archetype
    if archetype in limits.wizard_only and not unit.has_trait("wizard"):
        ctx.error(out, "campaign.magician-wizards-only", (i,),
                  f"Only Wizards may adopt the {limits.names[archetype]} Archetype: "
                  f"{unit.name} is not a Wizard")
    total = len(unit.abilities) + (1 if archetype else 0)
    if total > limits.max_abilities:
        ctx.error(out, "campaign.max-abilities", (i,),
                  f"A character may never have more than {limits.max_abilities} Abilities "
                  f"({limits.max_abilities - 1} Archetype Abilities plus the Starting Ability): "
                  f"{unit.name} has {total}")
    table = limits.tables.get(archetype or "", ())
    foreign = [name for name in unit.abilities
               if not any(same_name(name, known) for known in table)]
    if foreign:
        where = (f"the {limits.names[archetype]} Advancement Table" if archetype
                 else "any table: he has no Archetype")
        ctx.error(out, "campaign.ability-archetype", (i,),
                  f"A character gains Abilities only from his own Archetype's Advancement "
                  f"Table: {unit.name} has {', '.join(foreign)}, not on {where}")
