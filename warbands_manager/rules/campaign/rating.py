"""Warband Rating of a campaign warband: the one rating function of the roster validator
(:func:`warbands_manager.rules.validation.warband_rating`) fed with the campaign's copy of the
modifier table (``data/warbands/rating.toml`` copied at set-up, editable by the organiser).

Points of all models + Veteran Status modifiers + 25 per Archetype Ability beyond the Starting
Ability (seed 002, "Warband Ratings"); ``breakdown.explain()`` gives ``395 + 20 + 20 + 25 + 25 =
485``.
"""

from __future__ import annotations

from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation.model import RatingBreakdown
from warbands_manager.rules.validation.rating import warband_rating as _rating


def warband_rating(roster: Roster, tables: CampaignTables) -> RatingBreakdown:
    """The WBR of ``roster`` with the campaign's modifiers (no second formula: see module doc)."""
    return _rating(roster, tables.rating_modifiers())
