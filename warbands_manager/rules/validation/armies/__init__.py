"""Army-specific rules: which adjusters, checks and reminders apply to which army id."""

from __future__ import annotations

from warbands_manager.rules.validation.armies import (
    bretonnia,
    chaos,
    dogs_of_war,
    elves,
    greenskins,
    ogres,
    others,
    skaven,
    undead,
)
from warbands_manager.rules.validation.armies.base import NO_RULES, ArmyRules


def _registry() -> dict[str, ArmyRules]:
    renown_sizes = ArmyRules(adjust=dogs_of_war.DOGS_OF_WAR.adjust)
    return {
        "beasts-of-chaos": chaos.BEASTS_OF_CHAOS,
        "bretonnia": bretonnia.BRETONNIA,
        "chaos-dwarfs": others.CHAOS_DWARFS,
        "dark-elves": elves.DARK_ELVES,
        "dogs-of-war": dogs_of_war.DOGS_OF_WAR,
        "dwarfs": others.DWARFS,
        "empire": others.EMPIRE + others.EMPIRE_HUNTSMEN,
        "high-elves": elves.HIGH_ELVES,
        "hordes-of-chaos": chaos.HORDES_OF_CHAOS,
        "lizardmen": others.LIZARDMEN,
        "ogre-kingdoms": ogres.OGRE_KINGDOMS,
        "orcs-and-goblins": greenskins.ORCS_AND_GOBLINS,
        "skaven": skaven.SKAVEN,
        "tomb-kings": undead.TOMB_KINGS,
        "vampire-counts": undead.VAMPIRE_COUNTS,
        "wood-elves": elves.WOOD_ELVES,
        "archaons-horde": chaos.ARCHAONS_HORDE,
        "army-of-middenland": others.ARMY_OF_MIDDENLAND + others.EMPIRE_HUNTSMEN,
        "army-of-sylvania": undead.ARMY_OF_SYLVANIA,
        "bubonic-court-of-nurglitch": others.BUBONIC_COURT,
        "cult-of-slaanesh": chaos.CULT_OF_SLAANESH,
        "daemonic-legions": chaos.DAEMONIC_LEGIONS,
        "errantry-war": bretonnia.ERRANTRY_WAR,
        "grimgors-ardboyz": greenskins.GRIMGORS_ARDBOYZ + renown_sizes,
        "high-elf-sea-patrol": elves.HIGH_ELF_SEA_PATROL,
        "red-host-of-tehenhauin": others.RED_HOST,
        "skaven-clan-eshin": skaven.SKAVEN_CLAN_ESHIN,
        "slayer-army-of-karak-kadrin": others.SLAYER_ARMY + renown_sizes,
    }


_ARMY_RULES: dict[str, ArmyRules] = {}


def rules_for(army: str) -> ArmyRules:
    """The army-specific rules of ``army`` (none for ``other`` or an army without any)."""
    if not _ARMY_RULES:
        _ARMY_RULES.update(_registry())
    return _ARMY_RULES.get(army, NO_RULES)
