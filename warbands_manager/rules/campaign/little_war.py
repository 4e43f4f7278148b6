"""Campaign games worked out as in leagues: the Little War victory conditions of
:mod:`warbands_manager.rules.league.little_war` (VP + Unknown Objective bonus of 20% of the enemy's
starting points → the victory table's column of the warband with more VP → draw / victory /
massacre). Issue 5: "games are recorded as in leagues".

Readings (also in ``readings.py`` and the app): a campaign warband's *starting points value* for
the Unknown Objective bonus and for the victory-table column is its points when the game is
recorded (before the post-battle pass); the victory table is the campaign's own copy
(:meth:`CampaignTables.little_war_tables`, copied from ``data/warbands/little-war.toml`` and
editable by the organiser like a league's).
"""

from __future__ import annotations

from functools import cache

from warbands_manager.rules.campaign.archetypes import advancement_table, starting_ability
from warbands_manager.rules.campaign.pregame import scenario_abilities
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.league.little_war import (
    LittleWarInput,
    LittleWarResult,
    little_war_result,
)
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.tables import LeagueTables, default_document
from warbands_manager.rules.roster import Roster

# League outcomes (player A's side) → the campaign's result words.
CAMPAIGN_RESULT = {Outcome.MASSACRE: "massacre", Outcome.VICTORY: "victory",
                   Outcome.DRAW: "draw", Outcome.DEFEAT: "loss", Outcome.MASSACRED: "massacred"}


@cache
def shipped_little_war_tables() -> LeagueTables:
    """The shipped Little War victory table (read once per process)."""
    return LeagueTables(default_document(), "shipped Little War tables")


def campaign_game_result(game: LittleWarInput,
                         tables: LeagueTables | None = None) -> tuple[str, LittleWarResult]:
    """A's campaign result word and the worked steps, from the Little War calculator.

    Args:
        game: sizes (each warband's points when the game is played), VP and objectives.
        tables: the campaign's victory table (default: the shipped one).

    Raises:
        ValueError: negative VP or a size below 1 (the calculator's message).
    """
    worked = little_war_result(tables or shipped_little_war_tables(), game)
    return CAMPAIGN_RESULT[worked.outcome], worked


def describe(worked: LittleWarResult) -> str:
    """One line for the campaign log: the steps and the result."""
    return "Little War: " + "; ".join(worked.steps)


def setup_ability_lines(tables: CampaignTables, roster_a: Roster, roster_b: Roster) -> list[str]:
    """The Little War helper's lines for a campaign game: each Archetype Ability that changes
    the set-up, whose it is and what it does; two identical abilities cancel out (marked)."""
    texts: dict[str, str] = {}
    for archetype in tables.document["archetypes"]["archetypes"]:
        for ability in [starting_ability(tables, archetype), *advancement_table(tables,
                                                                                archetype)]:
            texts.setdefault(ability.name, ability.text)
    return [f"{item.ability} ({item.side.upper()}: {item.character})"
            + (" — CANCELLED: both warbands have it" if item.cancelled
               else f" — {texts.get(item.ability, '')}")
            for item in scenario_abilities(tables, roster_a, roster_b)]
