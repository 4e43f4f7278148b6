"""A table key (``experience.base_xp.massacre``) in a player's words (``Experience · base XP
· massacre``): for screens and printouts that list rule values, which must show no keys."""

from __future__ import annotations

import re

from warbands_manager.rules.army_names import ARMY_NAMES

# Parts of keys whose plain spelling would read wrong.
GLOSSARY = {
    "xp": "XP", "base_xp": "base XP", "xp_per_point": "XP per unspent point", "wbr": "WBR",
    "vp": "VP", "little_war": "Little War", "min_size": "smallest warband (points)",
    "max_size": "largest warband (points)", "min_difference": "VP difference from",
    "game_length_turns": "game length (turns)", "max_points": "largest warband (points)",
    "starting_points": "starting warband (points)", "underdog_divisor": "underdog bonus divisor",
    "max_games_in_a_row": "most games in a row against one opponent",
    "veteran_level": "cost of a Veteran level", "max_veteran": "highest Veteran level",
    "advancement_roll": "cost of an advancement roll", "injury_reroll": "cost of an injury reroll",
    "potential": "cost of Potential", "battles_between_rolls": "battles between advancement rolls",
    "max_abilities": "most abilities", "beyond_starting": "each ability beyond the first",
    "lost_on_or_below": "lost on a roll of or below",
    "auto_recover_below_fraction": "recover by themselves below this fraction lost",
    "survival_fraction": "fraction that must survive", "misses_on": "misses a game on",
    "old_battle_wound": "Old Battle Wound", "deep_wound": "Deep Wound",
    "multiple_injuries": "Multiple Injuries", "extra_rolls": "extra rolls",
    "default_open": "open to every army unless restricted",
    "unknown_objective_bonus_percent": "Unknown Objective bonus (% of enemy starting points)",
    "league_points": "league points", "victory_table": "victory table",
}
INDEX = re.compile(r"^(\w+)\[(\d+)\]$")


def key_words(key: str) -> str:
    """``a.b_c.d[2]`` → ``A · b c · d 3``, with the glossary's spellings."""
    parts = []
    for part in key.split("."):
        match = INDEX.match(part)
        if match:
            name = GLOSSARY.get(match.group(1), match.group(1).replace("_", " "))
            parts.append(f"{name.rstrip('s')} {int(match.group(2)) + 1}")
        elif part in ARMY_NAMES:
            parts.append(ARMY_NAMES[part])
        else:
            parts.append(GLOSSARY.get(part, part.replace("_", " ")))
    text = " · ".join(parts)
    return text[:1].upper() + text[1:]


def counted(number: int, one: str, many: str) -> str:
    """A count in words: "1 victory", "2 victories", "0 draws" (never "1 victories")."""
    return f"{number} {one if number == 1 else many}"
