"""The post-battle sequence as pure step functions (seed 002, in the rulebook's order).

A pass starts from the warband's roster and a *battle report* (result, underdog bonus, who was
missing, which models and characters were removed). Each step takes the roster and the pass
context, the player's inputs and a :class:`Dice`, and returns a NEW roster and context plus log
entries; the inputs are never modified, so keeping the "before" of each step is an exact undo.
"""

from __future__ import annotations

import copy
from typing import Any

from warbands_manager.rules.campaign import advancement, recovery, spending, veteran
from warbands_manager.rules.campaign.injuries import InjuryRun, resolve_character, retire
from warbands_manager.rules.campaign.ledger import (
    RESULTS,
    CampaignRuleError,
    LogEntry,
    StepOutcome,
    add_experience,
    characters,
    clone,
    experience,
    has_amnesia,
    record_of,
    record_result,
)
from warbands_manager.rules.campaign.rating import warband_rating
from warbands_manager.rules.campaign.roster_check import (
    check_entries,
    describe_problems,
    roster_problems,
)
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.roster import Roster

STEPS = ("result", "recovery", "injuries", "minimums", "veteran", "advancement", "spending",
         "rating")
STEP_TITLES = {
    "result": "Result and experience",
    "recovery": "Unit recovery",
    "injuries": "Character injuries",
    "minimums": "Minimum sizes after recovery",
    "veteran": "Veteran Status",
    "advancement": "Character advancement",
    "spending": "Spending experience",
    "rating": "Points and Warband Rating",
}
VICTORIES = ("massacre", "victory")


def battle_context(result: str, underdog: int = 0, missing: list[str] | None = None,
                   removed_characters: list[str] | None = None,
                   removed_models: dict[str, int] | None = None,
                   team_wounds: dict[str, list[int]] | None = None) -> dict[str, Any]:
    """The pass context: what happened in the game, as the players report it."""
    if result not in RESULTS:
        raise CampaignRuleError("campaign.result", f"result must be one of {', '.join(RESULTS)}")
    return {"result": result, "underdog": int(underdog), "missing": list(missing or []),
            "removed_characters": list(removed_characters or []),
            "removed_models": dict(removed_models or {}),
            "team_wounds": {k: list(v) for k, v in (team_wounds or {}).items()}}


def run_step(step: str, roster: Roster, context: dict[str, Any], tables: CampaignTables,
             dice: Dice, inputs: dict[str, Any] | None = None) -> StepOutcome:
    """Apply one step to copies of ``roster`` and ``context``."""
    if step not in STEPS:
        raise CampaignRuleError("campaign.step", f"no post-battle step {step!r}")
    new_roster, new_context = clone(roster), copy.deepcopy(context)
    log = _STEP_FUNCTIONS[step](new_roster, new_context, tables, dice, inputs or {})
    new_context.setdefault("done", []).append(step)
    return StepOutcome(new_roster, new_context, log)


def next_step(context: dict[str, Any]) -> str | None:
    done = context.get("done", [])
    return next((step for step in STEPS if step not in done), None)


def participants(roster: Roster, context: dict[str, Any]) -> list[str]:
    """Characters who took part (not missing through Deep or Old Battle Wounds)."""
    return [unit.id for unit in characters(roster) if unit.id not in context["missing"]]


def _result(roster, context, tables, _dice, _inputs) -> list[LogEntry]:
    result = context["result"]
    base = tables.base_xp(result)
    add_experience(roster, base)
    record_result(roster, result)
    log = [LogEntry("result", f"{result}: base {base} XP", (), base)]
    if context["underdog"]:
        add_experience(roster, context["underdog"])
        log.append(LogEntry("result", f"underdog bonus {context['underdog']} XP", (),
                            context["underdog"]))
    log.extend(_press_the_advantage(roster, context, tables))
    for unit in characters(roster):
        record = record_of(roster, unit.id)
        if unit.id in context["missing"] and record["deep_wound_games"] > 0:
            record["deep_wound_games"] -= 1
            log.append(LogEntry("result", f"{unit.name} missed this game (Deep Wound); "
                                          f"{record['deep_wound_games']} more to miss",
                                (), 0, unit.id))
    return log


def _press_the_advantage(roster, context, tables) -> list[LogEntry]:
    """+25 XP once per victory/massacre if a Trickster with it took part and survives.

    Reading: "survive the battle" = not Dead or retired after his injury roll; a Trickster still
    on the table at the end gets it now, one removed gets it after a non-fatal injury roll.
    """
    if context["result"] not in VICTORIES:
        return []
    holders = [unit for unit in characters(roster) if "Press the Advantage" in unit.abilities
               and not has_amnesia(unit) and unit.id in participants(roster, context)]
    standing = [u for u in holders if u.id not in context["removed_characters"]]
    bonus = int(tables.value("experience.bonuses.press_the_advantage"))
    if standing:
        add_experience(roster, bonus)
        return [LogEntry("result", f"{standing[0].name}: Press the Advantage +{bonus} XP", (),
                         bonus, standing[0].id)]
    if holders:
        context["press_pending"] = [unit.id for unit in holders]
        return [LogEntry("result", "Press the Advantage: decided after the injury roll of "
                                   + ", ".join(unit.name for unit in holders))]
    return []


def _recovery(roster, context, tables, dice, _inputs) -> list[LogEntry]:
    team_wounds = {k: tuple(v) for k, v in context["team_wounds"].items()}
    survival, log = recovery.recover_units(roster, tables, dice, context["removed_models"],
                                           team_wounds)
    context["survival"] = {k: list(v) for k, v in survival.items()}
    return log or [LogEntry("recovery", "no models to recover")]


def _injuries(roster, context, tables, dice, inputs) -> list[LogEntry]:
    """``inputs``: ``first`` {unit id: first D66} (rolled here if absent), ``reroll`` {id: kind},
    ``retire`` [ids the player retires by choice]."""
    log: list[LogEntry] = []
    first = inputs.get("first", {})
    for unit_id in context["removed_characters"]:
        unit = roster.unit_by_id(unit_id)
        if unit is None:
            continue
        d66 = first.get(unit_id) or dice.d66(f"{unit.name}: Character Injury Chart")
        gone, entries = resolve_character(roster, tables, dice, unit_id, int(d66),
                                          inputs.get("reroll", {}).get(unit_id))
        log.extend(entries)
        if gone:
            context.setdefault("gone", {})[unit_id] = gone
    for unit_id in inputs.get("retire", []):
        unit = roster.unit_by_id(unit_id)
        if unit is None:
            continue  # died or retired by the chart already
        run = InjuryRun(roster, unit, tables, dice)
        retire(run, "the player retires him")
        log.extend(run.log)
    log.extend(_pending_press(roster, context, tables))
    log.extend(_count_battles(roster, context))
    return log or [LogEntry("injuries", "no character was removed from the table")]


def _pending_press(roster, context, tables) -> list[LogEntry]:
    alive = [uid for uid in context.get("press_pending", []) if roster.unit_by_id(uid)]
    if not context.get("press_pending"):
        return []
    if not alive:
        return [LogEntry("injuries", "Press the Advantage: no Trickster with it survived — "
                                     "no bonus")]
    bonus = int(tables.value("experience.bonuses.press_the_advantage"))
    add_experience(roster, bonus)
    name = roster.unit_by_id(alive[0]).name
    return [LogEntry("injuries", f"{name} survived: Press the Advantage +{bonus} XP", (),
                     bonus, alive[0])]


def _count_battles(roster, context) -> list[LogEntry]:
    """Survival is counted after the injury rolls."""
    log = []
    for unit_id in participants(roster, context):
        record = record_of(roster, unit_id)
        record["battles"] += 1
        record["since_roll"] += 1
        name = roster.unit_by_id(unit_id).name
        log.append(LogEntry("injuries", f"{name}: survived — battles {record['battles']}, "
                                        f"since the last advancement roll {record['since_roll']}",
                            (), 0, unit_id))
    return log


def _minimums(roster, _context, tables, _dice, inputs) -> list[LogEntry]:
    log = recovery.resolve_minimums(roster, tables, inputs.get("decisions", {}))
    return log or [LogEntry("minimums", "every unit meets its minimum size")]


def _veteran(roster, context, tables, _dice, inputs) -> list[LogEntry]:
    survival = {k: tuple(v) for k, v in context.get("survival", {}).items()
                if roster.unit_by_id(k)}
    log = veteran.apply_losses(roster, tables, survival)
    log += veteran.buy_levels(roster, tables, survival, list(inputs.get("buy", [])))
    return log or [LogEntry("veteran", "no change of Veteran Status")]


def _advancement(roster, _context, tables, dice, inputs) -> list[LogEntry]:
    """``inputs``: ``rolls`` [{unit, choice}] and ``potential`` [unit ids]."""
    log = []
    for request in inputs.get("rolls", []):
        log += advancement.roll_advancement(roster, tables, dice, request["unit"],
                                            request.get("choice"))
    for unit_id in inputs.get("potential", []):
        log += advancement.buy_potential(roster, tables, unit_id)
    return log or [LogEntry("advancement", "no advancement rolls")]


def _spending(roster, _context, tables, _dice, inputs) -> list[LogEntry]:
    log = spending.apply_purchases(roster, tables, list(inputs.get("purchases", [])))
    log.append(LogEntry("spending", f"{experience(roster)} XP banked"))
    return log


def _rating(roster, context, tables, _dice, _inputs) -> list[LogEntry]:
    breakdown = warband_rating(roster, tables)
    problems = roster_problems(roster)
    context["rating"] = {"points": breakdown.points, "wbr": breakdown.total,
                         "sum": breakdown.explain(),
                         "problems": describe_problems(problems)}
    return [LogEntry("rating", f"points {breakdown.points:g}; WBR {breakdown.explain()}")] \
        + check_entries(roster, "after the post-battle pass", "rating")


_STEP_FUNCTIONS = {"result": _result, "recovery": _recovery, "injuries": _injuries,
                   "minimums": _minimums, "veteran": _veteran, "advancement": _advancement,
                   "spending": _spending, "rating": _rating}
