"""Sample starting warbands for campaign integration and UI tests (not a test module)."""

from warbands_manager.rules.roster_io import roster_from_dict

# The rulebook's worked Warband Rating example (as a warbands-roster/1 document).
RULEBOOK_EXAMPLE = {
    "format": "warbands-roster/1", "name": "Example", "army": "empire",
    "units": [
        {"id": "a", "name": "Halberdiers", "category": "core", "models": 20,
         "points_per_model": 6, "base": "20x20", "veteran": 2},
        {"id": "b", "name": "Spearmen", "category": "core", "models": 20,
         "points_per_model": 5, "base": "20x20", "veteran": 2},
        {"id": "c", "name": "Captain", "category": "hero", "models": 1, "commander": True,
         "points_per_model": 75, "archetype": "noble", "abilities": ["Duelist", "Challenger"]},
        {"id": "d", "name": "Knights", "category": "special", "models": 5,
         "points_per_model": 20, "base": "25x50"},
    ],
    "campaign": {"experience": 12},
}


def empire():
    return roster_from_dict({
        "format": "warbands-roster/1", "name": "Þór Łukasz <the Bold>", "army": "empire",
        "units": [
            {"id": "cap", "name": "Captain", "category": "hero", "models": 1,
             "points_per_model": 50, "commander": True, "archetype": "trickster",
             "upgrades": [{"name": "Sword", "points": 3, "kind": "weapon"}]},
            {"id": "sw", "name": "Swordsmen", "category": "core", "models": 15,
             "points_per_model": 6, "base": "20x20", "book_min": 10},
            {"id": "xb", "name": "Crossbowmen", "category": "core", "models": 10,
             "points_per_model": 8, "base": "20x20"},
        ]})


def orcs():
    return roster_from_dict({
        "format": "warbands-roster/1", "name": "Grimskull's Ladz", "army": "orcs-and-goblins",
        "units": [
            {"id": "boss", "name": "Orc Big Boss", "category": "hero", "models": 1,
             "points_per_model": 51, "commander": True, "archetype": "barbarian"},
            {"id": "boyz", "name": "Orc Boyz", "category": "core", "models": 20,
             "points_per_model": 6, "base": "25x25"},
            # A second Core unit (a starting warband must be legal), paid for by the
            # Boss, so the warband still costs 240.
            {"id": "gobbos", "name": "Goblins", "category": "core", "models": 3,
             "points_per_model": 3, "base": "20x20"},
            {"id": "chariot", "name": "Orc Boar Chariot", "category": "special", "models": 1,
             "points_per_model": 60, "base": "50x100", "traits": ["chariot"]},
        ]})
