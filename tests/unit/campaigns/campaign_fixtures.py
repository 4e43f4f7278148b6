"""Shared builders for the campaign rule tests (not a test module)."""

from __future__ import annotations

from warbands_manager.rules.campaign.dicequeue import QueuedDice
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster_io import roster_from_dict

TABLES = CampaignTables()


def roster(units=None, experience=100, army="empire", characters=None):
    document = {
        "format": "warbands-roster/1", "name": "Þór's Band", "army": army,
        "units": units if units is not None else [
            {"id": "cap", "name": "Captain", "category": "hero", "models": 1,
             "points_per_model": 50, "commander": True, "archetype": "veteran",
             "upgrades": [{"name": "Sword of Might", "points": 20, "kind": "magic_item"},
                          {"name": "Horse", "points": 10, "kind": "mount"}]},
            {"id": "sw", "name": "Swordsmen", "category": "core", "models": 10,
             "points_per_model": 6, "base": "20x20", "book_min": 10,
             "upgrades": [{"name": "Champion", "points": 6, "kind": "champion"}]},
            {"id": "gun", "name": "Great Cannon", "category": "rare", "models": 1,
             "points_per_model": 100, "base": "50x100", "traits": ["war_machine"]},
        ],
        "campaign": {"experience": experience, "characters": characters or {}},
    }
    return roster_from_dict(document)


def dice(*values):
    return QueuedDice(queue=list(values))
