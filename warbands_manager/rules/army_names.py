"""Army ids (``roster-format.md``) as players write the army's name."""

from __future__ import annotations

ARMY_NAMES = {
    "beasts-of-chaos": "Beasts of Chaos",
    "bretonnia": "Bretonnia",
    "chaos-dwarfs": "Chaos Dwarfs",
    "dark-elves": "Dark Elves",
    "dogs-of-war": "Dogs of War",
    "dwarfs": "Dwarfs",
    "empire": "The Empire",
    "high-elves": "High Elves",
    "hordes-of-chaos": "Hordes of Chaos",
    "lizardmen": "Lizardmen",
    "ogre-kingdoms": "Ogre Kingdoms",
    "orcs-and-goblins": "Orcs & Goblins",
    "skaven": "Skaven",
    "tomb-kings": "Tomb Kings",
    "vampire-counts": "Vampire Counts",
    "wood-elves": "Wood Elves",
    "archaons-horde": "Archaon's Horde",
    "army-of-middenland": "Army of Middenland",
    "army-of-sylvania": "Army of Sylvania",
    "bubonic-court-of-nurglitch": "Bubonic Court of Nurglitch",
    "cult-of-slaanesh": "Cult of Slaanesh",
    "daemonic-legions": "Daemonic Legions",
    "errantry-war": "Errantry War",
    "grimgors-ardboyz": "Grimgor's Ardboyz",
    "high-elf-sea-patrol": "High Elf Sea Patrol",
    "red-host-of-tehenhauin": "Red Host of Tehenhauin",
    "skaven-clan-eshin": "Skaven Clan Eshin",
    "slayer-army-of-karak-kadrin": "Slayer Army of Karak Kadrin",
    "other": "Other army (generic rules only)",
}


def army_name(army: str) -> str:
    """The display name of an army id (the id itself if unknown)."""
    return ARMY_NAMES.get(army, army)
