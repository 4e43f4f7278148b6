"""Character Archetypes: who may take which, Starting Abilities and Advancement Tables.

Seed 002: an Archetype is chosen when the character is added and never changes while he lives;
Magician only for Wizards; an Ogre Kingdoms Maneater acting as Commander may adopt one. Which
archetypes each warband type may take is the campaign's (organiser-editable) table.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.campaign.ledger import (
    CampaignRuleError,
    clone,
    find_unit,
    is_campaign_character,
)
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.choices import NoSuchChoice, match_choice
from warbands_manager.rules.roster import ARCHETYPES, ARMIES, Roster, Unit


@dataclass(frozen=True)
class Ability:
    name: str
    text: str
    scenario: bool = False  # changes the Little War set-up (shown in that helper)


def _archetype(tables: CampaignTables, archetype: str) -> dict:
    known = tables.document["archetypes"]["archetypes"]
    try:
        return known[archetype]
    except KeyError:
        raise CampaignRuleError("campaign.archetype-unknown",
                                f"no archetype {archetype!r}; choose from "
                                f"{', '.join(str(a['name']) for a in known.values())}") from None


def archetype_name(tables: CampaignTables, archetype: str) -> str:
    return str(_archetype(tables, archetype)["name"])


def starting_ability(tables: CampaignTables, archetype: str) -> Ability:
    node = _archetype(tables, archetype)["starting"]
    return Ability(node["name"], node["text"], bool(node.get("scenario", False)))


def advancement_table(tables: CampaignTables, archetype: str) -> list[Ability]:
    """The five abilities of rolls 1-5 (a 6 lets the player choose one of them)."""
    return [Ability(node["name"], node["text"], bool(node.get("scenario", False)))
            for node in _archetype(tables, archetype)["advancement"]]


def open_to_army(tables: CampaignTables, army: str) -> list[str]:
    """Archetypes the campaign's table opens to ``army`` (default: all eight)."""
    restricted = tables.document["archetypes"]["availability"].get("restricted", {})
    return list(restricted.get(army, ARCHETYPES))


def availability_note(tables: CampaignTables, army: str) -> str:
    """Where the archetypes open to ``army`` come from, for the player choosing one: the
    organiser's restriction, or the assumed default (the rulebook table lost its marks)."""
    restricted = tables.document["archetypes"]["availability"].get("restricted", {})
    if army in restricted:
        return ("The campaign organiser has opened these Archetypes to this warband type; an "
                "Archetype can never change while the character lives.")
    return ("Assumed default: every Archetype is open to every warband type (Magician only to "
            "Wizards), as our copy of the rulebook's Archetype Table does not show which types "
            "may take which; the campaign organiser can restrict them on the Rule tables tab. "
            "An Archetype can never change while the character lives.")


def restriction_choices(tables: CampaignTables, army: str, archetypes: list[str]
                        ) -> tuple[str, list[str]]:
    """The army id and archetype ids that ``army`` and ``archetypes`` name, matched as people
    type them ("Trickster", "Orcs & Goblins"); a refusal lists what is accepted."""
    try:
        army = match_choice(army, {a: army_name(a) for a in ARMIES}, "army")
    except NoSuchChoice as error:
        raise CampaignRuleError("campaign.army-unknown", str(error)) from None
    names = {a: archetype_name(tables, a) for a in ARCHETYPES}
    try:
        return army, [match_choice(name, names, "archetype") for name in archetypes]
    except NoSuchChoice as error:
        raise CampaignRuleError("campaign.archetype-unknown", str(error)) from None


def restrict(tables: CampaignTables, army: str, archetypes: list[str]) -> CampaignTables:
    """The organiser limits ``army`` to ``archetypes`` (a copy of the tables is returned);
    both matched by :func:`restriction_choices`."""
    army, archetypes = restriction_choices(tables, army, archetypes)
    edited = CampaignTables(tables.document)
    availability = edited.document["archetypes"]["availability"]
    availability.setdefault("restricted", {})[army] = list(archetypes)
    return edited


def available_archetypes(tables: CampaignTables, roster: Roster, unit: Unit) -> list[str]:
    """Archetypes this unit may take: none for non-characters; Magician only for Wizards."""
    if not is_campaign_character(roster, unit):
        return []
    names = open_to_army(tables, roster.army)
    return [name for name in names
            if not (_archetype(tables, name).get("requires_wizard") and not
                    unit.has_trait("wizard"))]


def check_archetype(tables: CampaignTables, roster: Roster, unit: Unit, archetype: str) -> None:
    """Raise :class:`CampaignRuleError` if ``unit`` may not take ``archetype``."""
    if not is_campaign_character(roster, unit):
        raise CampaignRuleError(
            "campaign.archetype-characters-only",
            f"{unit.name} is not a character (only characters, and an Ogre Maneater "
            "Commander, adopt Archetypes)",
        )
    if _archetype(tables, archetype).get("requires_wizard") and not unit.has_trait("wizard"):
        raise CampaignRuleError("campaign.magician-wizards-only",
                                f"only Wizards may adopt the Magician Archetype ({unit.name})")
    if archetype not in open_to_army(tables, roster.army):
        raise CampaignRuleError("campaign.archetype-not-open",
                                f"{archetype_name(tables, archetype)} is not open to "
                                f"{roster.army} in this campaign")


def assign_archetype(tables: CampaignTables, roster: Roster, unit_id: str,
                     archetype: str) -> Roster:
    """A copy of ``roster`` where the character has ``archetype``; it can never change."""
    copied = clone(roster)
    unit = find_unit(copied, unit_id)
    if unit.archetype and unit.archetype != archetype:
        raise CampaignRuleError(
            "campaign.archetype-fixed",
            f"{unit.name} is a {archetype_name(tables, unit.archetype)}; an Archetype never "
            "changes while the character lives",
        )
    check_archetype(tables, copied, unit, archetype)
    unit.archetype = archetype
    return copied


def missing_archetypes(roster: Roster) -> list[Unit]:
    """Characters that still need an Archetype."""
    return [unit for unit in roster.units
            if is_campaign_character(roster, unit) and not unit.archetype]
