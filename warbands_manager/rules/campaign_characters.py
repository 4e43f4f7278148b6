"""Which models are characters for the campaign rules (seed 002, "Character Archetypes").

Both the campaign rules (``rules.campaign``) and the roster checks of campaign fields
(``rules.validation.campaign_fields``) ask this; it sits below both so that validation does
not import the campaign package, which itself validates rosters.
"""

from __future__ import annotations

from warbands_manager.rules.roster import Roster, Unit


def is_campaign_character(roster: Roster, unit: Unit) -> bool:
    """Characters, and an Ogre Kingdoms Maneater acting as Commander (army rule exception)."""
    if unit.is_character:
        return True
    return (roster.army == "ogre-kingdoms" and unit.commander
            and "maneater" in unit.name.lower())
