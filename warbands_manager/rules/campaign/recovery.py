"""Unit recovery after a campaign game and the minimum sizes that follow it (seed 002,
"Unit recovery from injury").

Every removed non-character model rolls a D6 (1-2 lost). A team (war machine and crew, chariot,
or any unit the player marks as a team) recovers automatically when it suffered less than half of
its total Wounds, else one roll decides for the whole team.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.campaign.ledger import (
    COMMAND_KINDS_LOST,
    CampaignRuleError,
    LogEntry,
    find_unit,
    is_campaign_character,
    remove_unit,
    spend,
)
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.rules.validation import minimums

STEP = "recovery"
MIN_STEP = "minimums"
TEAM_TRAITS = ("war_machine", "chariot")


def is_team(unit: Unit, marked: set[str] | frozenset[str] = frozenset()) -> bool:
    return unit.id in marked or any(unit.has_trait(trait) for trait in TEAM_TRAITS)


def recover_units(roster: Roster, tables: CampaignTables, dice: Dice,
                  removed: dict[str, int], team_wounds: dict[str, tuple[int, int]],
                  ) -> tuple[dict[str, tuple[int, int]], list[LogEntry]]:
    """Roll recovery on a (copied) roster; returns survival ``{unit id: (start, kept)}`` + log.

    ``removed``: models removed per non-team unit; ``team_wounds``: ``(lost, total)`` Wounds per
    team. Units absent from both kept everything.
    """
    lost_on = tables.int("recovery.units.lost_on_or_below")
    survival: dict[str, tuple[int, int]] = {}
    log: list[LogEntry] = []
    for unit in list(roster.units):
        if is_campaign_character(roster, unit):
            continue
        start = unit.models
        if unit.id in team_wounds:
            kept = _recover_team(roster, tables, dice, unit, team_wounds[unit.id], log)
        else:
            kept = _recover_models(roster, dice, unit, removed.get(unit.id, 0), lost_on, log)
        survival[unit.id] = (start, kept)
    return survival, log


def _recover_models(roster: Roster, dice: Dice, unit: Unit, count: int, lost_on: int,
                    log: list[LogEntry]) -> int:
    if count <= 0:
        return unit.models
    if count > unit.models:
        raise CampaignRuleError("campaign.recovery-count",
                                f"{unit.name} has only {unit.models} models, not {count}")
    rolls = [dice.d6(f"{unit.name}: recovery {i + 1}") for i in range(count)]
    lost = sum(1 for value in rolls if value <= lost_on)
    shown = ", ".join(str(value) for value in rolls)
    kept = unit.models - lost
    text = (f"{unit.name}: {count} removed, recovery D6 {shown} → {lost} lost "
            f"(1-{lost_on}), {kept} remain")
    if kept == 0:
        remove_unit(roster, unit.id)
        text += "; the unit is destroyed"
    else:
        unit.models = kept
    log.append(LogEntry(STEP, text, tuple(f"D6 = {v}" for v in rolls), 0, unit.id))
    return kept


def _recover_team(roster: Roster, tables: CampaignTables, dice: Dice, unit: Unit,
                  wounds: tuple[int, int], log: list[LogEntry]) -> int:
    lost_wounds, total = wounds
    if total <= 0 or not 0 <= lost_wounds <= total:
        raise CampaignRuleError("campaign.team-wounds",
                                f"{unit.name}: Wounds lost must be 0..{total}, not {lost_wounds}")
    fraction = float(tables.value("recovery.teams.auto_recover_below_fraction"))
    if lost_wounds < total * fraction:
        log.append(LogEntry(STEP, f"{unit.name} (team): {lost_wounds} of {total} Wounds lost, "
                                  "less than half — recovers automatically", (), 0, unit.id))
        return unit.models
    lost_on = tables.int("recovery.teams.lost_on_or_below")
    value = dice.d6(f"{unit.name}: team recovery")
    if value <= lost_on:
        log.append(LogEntry(STEP, f"{unit.name} (team): {lost_wounds} of {total} Wounds lost, "
                                  f"one roll D6 = {value} — the whole team is lost",
                            (f"D6 = {value}",), 0, unit.id))
        remove_unit(roster, unit.id)
        return 0
    log.append(LogEntry(STEP, f"{unit.name} (team): {lost_wounds} of {total} Wounds lost, "
                              f"one roll D6 = {value} — the whole team recovers",
                        (f"D6 = {value}",), 0, unit.id))
    return unit.models


@dataclass(frozen=True)
class SizeProblem:
    unit_id: str
    name: str
    kind: str  # "warbands" (disband unless refilled) or "book" (lose command unless refilled)
    minimum: int
    models: int
    refill_cost: float
    lost: tuple[int, ...] = ()  # "book": the upgrades (indexes) the unit's size no longer allows
    why: str = "its army book minimum"


def size_problems(roster: Roster) -> list[SizeProblem]:
    """Units below their Warbands minimum, or whose command models and magic standard their
    size no longer allows, after recovery.

    One source: both come from the roster validator's ``minimums`` (the base table, Regiments
    of Renown at their book minimum, Skaven Clanrats and Goblins with command at 10 ...), so
    the step never contradicts ``validate``.
    """
    problems = []
    for found in minimums(roster):
        unit = roster.units[found.index]
        if is_campaign_character(roster, unit):
            continue  # an Ogre Maneater Commander recovers as a character
        if found.size_minimum is not None and unit.models < found.size_minimum:
            problems.append(SizeProblem(unit.id, unit.name, "warbands", found.size_minimum,
                                        unit.models, (found.size_minimum - unit.models)
                                        * unit.points_per_model))
            continue
        lost = {j: size for j, size in found.options.items()
                if unit.upgrades[j].kind in COMMAND_KINDS_LOST}
        if lost:
            needed = max(lost.values())
            problems.append(SizeProblem(unit.id, unit.name, "book", needed, unit.models,
                                        (needed - unit.models) * unit.points_per_model,
                                        tuple(sorted(lost)), found.note))
    return problems


def resolve_minimums(roster: Roster, tables: CampaignTables,
                     decisions: dict[str, str]) -> list[LogEntry]:
    """Apply ``{unit id: "refill" | "disband" | "drop_command"}`` to a (copied) roster.

    Every problem needs a decision: a unit under the Warbands minimum is refilled (XP, 1 per
    point) or disbanded (models and points lost); under the army book minimum it is refilled or
    loses its command models and magic standard (reading of "command models and other upgrades").
    """
    log = []
    for problem in size_problems(roster):
        decision = decisions.get(problem.unit_id)
        allowed = ("refill", "disband") if problem.kind == "warbands" else ("refill",
                                                                            "drop_command")
        if decision not in allowed:
            raise CampaignRuleError(
                f"campaign.minimum-{problem.kind}",
                f"{problem.name} has {problem.models} models, under "
                f"{'its Warbands minimum' if problem.kind == 'warbands' else problem.why} of "
                f"{problem.minimum}: choose {' or '.join(allowed)}",
            )
        log.append(_apply_minimum(roster, tables, problem, decision))
    return log


def _apply_minimum(roster: Roster, tables: CampaignTables, problem: SizeProblem,
                   decision: str) -> LogEntry:
    unit = find_unit(roster, problem.unit_id)
    if decision == "refill":
        cost = int(problem.refill_cost * tables.limit("xp_per_point"))
        spend(roster, cost, f"refilling {unit.name}")
        unit.models = problem.minimum
        _check_size_cap(roster, tables)
        return LogEntry(MIN_STEP, f"{unit.name}: refilled to {problem.minimum} models for "
                                  f"{cost} XP", (), -cost, unit.id)
    if decision == "disband":
        remove_unit(roster, unit.id)
        return LogEntry(MIN_STEP, f"{unit.name}: under the Warbands minimum of "
                                  f"{problem.minimum} — disbanded, models and points lost",
                        (), 0, unit.id)
    dropped = [unit.upgrades[j] for j in problem.lost]
    unit.upgrades = [u for u in unit.upgrades if all(u is not d for d in dropped)]
    names = ", ".join(u.name for u in dropped)
    return LogEntry(MIN_STEP, f"{unit.name}: under the army book minimum of {problem.minimum} "
                              f"— loses {names}", (), 0, unit.id)


def _check_size_cap(roster: Roster, tables: CampaignTables) -> None:
    cap = tables.limit("max_points")
    if roster.total_points > cap:
        raise CampaignRuleError("campaign.max-points",
                                f"the warband would be {roster.total_points:g} points; no "
                                f"campaign warband may exceed {cap}")
