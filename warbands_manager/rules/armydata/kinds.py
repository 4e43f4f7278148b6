"""Mapping BattleScribe option names to roster upgrade kinds (``roster-format.md``).

BattleScribe has no notion of "command model" or "weapon upgrade", so the kind is read from the
option's name and the group it sits in. Anything not recognised is ``other``; the user can change
an upgrade's kind in the editor.
"""

from __future__ import annotations

import re

MAGIC_GROUP_WORDS = ("magic", "arcane item", "talisman", "enchanted item", "scavenge-pile")
STANDARD_WORDS = ("standard", "banner")
MUSICIAN_WORDS = ("musician", "drummer", "hornblower", "horn blower", "piper")
MOUNT_WORDS = ("steed", "horse", "nightmare", "nighmare", "cold one", "pegasus", "dragon",
               "manticore", "carnosaur", "terradon", "teradon", "stegadon", "abyssal terror",
               "hellsteed", "war-litter", "palanquin", "chariot", "great pox rat", "mount")
ARMOUR_WORDS = ("armour", "armor", "shield", "barding", "sea dragon cloak", "cloak")
WEAPON_WORDS = ("spear", "halberd", "great weapon", "hand weapon", "handweapon", "flail",
                "crossbow", "bow", "blowpipe", "javelin", "lance", "whip", "sword", "axe",
                "pistol", "weapon", "handbow", "sling", "prod", "jezzail", "glaive")
STATUS_WORDS = ("sacred spawning", "spawning", "drakenhof", "mark of", "big 'un", "chosen",
                "inner circle", "veteran")
_WORD_CACHE: dict[tuple[str, ...], re.Pattern[str]] = {}


def is_magic_group(name: str) -> bool:
    lowered = name.lower()
    return any(word in lowered for word in MAGIC_GROUP_WORDS)


def is_standard_group(name: str) -> bool:
    lowered = name.lower()
    return any(word in lowered for word in STANDARD_WORDS)


def upgrade_kind(name: str, groups: tuple[str, ...]) -> str:
    """The roster upgrade kind of an option called ``name`` inside ``groups``."""
    lowered = name.lower()
    group_text = " / ".join(groups).lower()
    if "battle standard" in lowered:
        return "other"
    if "command" in group_text:
        return _command_kind(lowered)
    if "weapon" in group_text:
        return "weapon"
    if "armour" in group_text or "armor" in group_text:
        return "armour"
    if "cloak" in lowered:  # a Sea Dragon Cloak is armour, whatever "dragon" suggests
        return "armour"
    if "mount" in group_text or _has(lowered, MOUNT_WORDS):
        return "mount"
    if _has(lowered, STATUS_WORDS):
        return "status"
    if _has(lowered, STANDARD_WORDS) or _has(lowered, MUSICIAN_WORDS):
        return _command_kind(lowered)
    if _has(lowered, ARMOUR_WORDS):
        return "armour"
    if _has(lowered, WEAPON_WORDS):
        return "weapon"
    if _has(lowered, ("champion",)) or lowered.endswith("leader"):
        return "champion"  # "Nightleader" sits outside any command group
    if "bodyguard" in lowered:
        return "status"
    return "other"


def _command_kind(lowered: str) -> str:
    if _has(lowered, STANDARD_WORDS):
        return "standard"
    if _has(lowered, MUSICIAN_WORDS):
        return "musician"
    return "champion"


def _has(text: str, words: tuple[str, ...]) -> bool:
    pattern = _WORD_CACHE.get(words)
    if pattern is None:
        alternatives = "|".join(re.escape(word) for word in words)
        pattern = re.compile(rf"\b(?:{alternatives})(?:e?s)?\b")
        _WORD_CACHE[words] = pattern
    return pattern.search(text) is not None
