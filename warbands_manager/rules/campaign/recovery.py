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


def warbands_minimum(unit: Unit) -> int:
    """Warbands minimum by base: 3 (20/25 mm), 2 (cavalry 25x50), 1 (40x40 or larger)."""
    if not unit.base:
        return 1
    try:
        width, depth = (int(part) for part in unit.base.lower().split("x"))
    except ValueError:
        return 3
    if width >= 40:
        return 1
    if depth > width:
        return 2
    return 3


@dataclass(frozen=True)
class SizeProblem:
    unit_id: str
    name: str
    kind: str  # "warbands" (disband unless refilled) or "book" (lose command unless refilled)
    minimum: int
    models: int
    refill_cost: float


def size_problems(roster: Roster) -> list[SizeProblem]:
    """Units below their Warbands minimum or their army book minimum after recovery."""
    problems = []
    for unit in roster.units:
        if is_campaign_character(roster, unit):
            continue
        minimum = warbands_minimum(unit)
        if unit.models < minimum:
            problems.append(SizeProblem(unit.id, unit.name, "warbands", minimum, unit.models,
                                        (minimum - unit.models) * unit.points_per_model))
        elif unit.book_min and unit.models < unit.book_min and unit.upgrades_of(
                *COMMAND_KINDS_LOST):
            problems.append(SizeProblem(unit.id, unit.name, "book", unit.book_min, unit.models,
                                        (unit.book_min - unit.models) * unit.points_per_model))
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
                f"{problem.name} has {problem.models} models, under its "
                f"{'Warbands' if problem.kind == 'warbands' else 'army book'} minimum of "
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
    dropped = unit.upgrades_of(*COMMAND_KINDS_LOST)
    unit.upgrades = [u for u in unit.upgrades if u not in dropped]
    names = ", ".join(u.name for u in dropped)
    return LogEntry(MIN_STEP, f"{unit.name}: under the army book minimum of {problem.minimum} "
                              f"— loses {names}", (), 0, unit.id)


def _check_size_cap(roster: Roster, tables: CampaignTables) -> None:
    cap = tables.limit("max_points")
    if roster.total_points > cap:
        raise CampaignRuleError("campaign.max-points",
                                f"the warband would be {roster.total_points:g} points; no "
                                f"campaign warband may exceed {cap}")
