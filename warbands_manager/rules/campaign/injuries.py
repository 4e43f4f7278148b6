"""The Character Injury Chart (D66) with every sub-roll, rerolls, cumulative effects, retirement.

Seed 002, "Character recovery from injury": roll D66 for every character removed from the table;
effects are permanent and cumulative; a characteristic at zero, both arms or both eyes lost force
retirement (equipment stays with the warband). Rerolls (Psychopath "Resilient" or 25 XP) replace
the first D66 result and the second result stands; reading: one reroll per character per battle,
decided on the D66 result before its sub-rolls.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from warbands_manager.rules.campaign.ledger import (
    EQUIPMENT_KINDS,
    CampaignRuleError,
    LogEntry,
    add_experience,
    find_unit,
    has_injury,
    record_of,
    remove_unit,
)
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.roster import Roster, Unit

STEP = "injuries"
# Characteristic lowered by each named injury (the chart's "-1 M", "-1 WS", ...).
PROFILE_EFFECTS = {
    "Leg Wound": "M",
    "Arm Wound (light wound)": "WS",
    "Chest Wound": "T",
    "Blinded in One Eye (left)": "BS",
    "Blinded in One Eye (right)": "BS",
    "Nervous Condition": "I",
}


def chart_result(tables: CampaignTables, d66: int) -> dict[str, Any]:
    """The chart row for a D66 number (ranges from the campaign's copy of the chart)."""
    for result in tables.document["injuries"]["results"]:
        if int(result["low"]["value"]) <= d66 <= int(result["high"]["value"]):
            return result
    raise CampaignRuleError("campaign.injury-range", f"no injury result for D66 {d66}")


def profile_modifiers(unit: Unit) -> dict[str, int]:
    """Cumulative characteristic changes from the character's injuries (e.g. ``{"I": -3}``)."""
    modifiers: dict[str, int] = {}
    for injury in unit.injuries:
        stat = PROFILE_EFFECTS.get(injury)
        if stat:
            modifiers[stat] = modifiers.get(stat, 0) - 1
    return modifiers


@dataclass
class InjuryRun:
    """Working state while one character's injuries are resolved."""

    roster: Roster
    unit: Unit
    tables: CampaignTables
    dice: Dice
    log: list[LogEntry] = field(default_factory=list)
    gone: str | None = None  # "dead" or "retired" once the character leaves the warband

    def note(self, text: str, xp: int = 0) -> None:
        self.log.append(LogEntry(STEP, f"{self.unit.name}: {text}", (), xp, self.unit.id))


def resolve_character(roster: Roster, tables: CampaignTables, dice: Dice, unit_id: str,
                      first_d66: int, reroll: str | None = None) -> tuple[str | None, list]:
    """Apply the chart to one character of a (copied) roster; returns (gone, log entries).

    ``first_d66`` is the first throw (already rolled and shown); ``reroll`` is ``"resilient"``
    (Psychopath ability) or ``"xp"`` (25 XP from the bank) to throw again — the second stands.
    """
    run = InjuryRun(roster, find_unit(roster, unit_id), tables, dice)
    result = chart_result(tables, first_d66)
    run.note(f"Character Injury Chart D66 = {first_d66}: {result['name']}")
    if reroll:
        _check_reroll(run, reroll)
        second = dice.d66(f"{run.unit.name}: injury reroll")
        result = chart_result(tables, second)
        run.note(f"reroll D66 = {second}: {result['name']} (the second result stands)")
    apply_result(run, result["id"])
    return run.gone, run.log


def _check_reroll(run: InjuryRun, reroll: str) -> None:
    if reroll == "resilient":
        if "Resilient" not in run.unit.abilities or has_injury(run.unit, "Amnesia"):
            raise CampaignRuleError("campaign.resilient",
                                    f"{run.unit.name} does not have the Resilient ability")
        run.note("uses Resilient to reroll the injury")
    elif reroll == "xp":
        cost = run.tables.cost("injury_reroll")
        try:
            add_experience(run.roster, -cost)
        except CampaignRuleError as error:
            raise CampaignRuleError("campaign.injury-reroll-xp", str(error)) from None
        run.note(f"spends {cost} XP to reroll the injury", xp=-cost)
    else:
        raise CampaignRuleError("campaign.reroll-kind", f"unknown reroll {reroll!r}")


def apply_result(run: InjuryRun, result_id: str) -> None:
    """The effect of one chart result, including its own sub-rolls."""
    handler = _HANDLERS[result_id]
    handler(run)
    if run.gone is None:
        _check_profile(run)


def _dead(run: InjuryRun) -> None:
    remove_unit(run.roster, run.unit.id)
    run.gone = "dead"
    run.note("is dead: removed with his equipment, abilities and points")


def _multiple(run: InjuryRun) -> None:
    d6 = run.dice.d6(f"{run.unit.name}: Multiple Injuries D2 (1-3 = 1, 4-6 = 2)")
    times = (d6 + 2) // 3 + int(run.tables.value("injuries.multiple_injuries.extra_rolls"))
    run.note(f"Multiple Injuries: D2 from D6 {d6} → rolls {times} times on the chart")
    rerolled = set(run.tables.document["injuries"]["multiple_injuries"]["reroll"])
    for index in range(times):
        if run.gone:
            run.note("no further injury rolls: the character has left the warband")
            return
        while True:
            d66 = run.dice.d66(f"{run.unit.name}: Multiple Injuries roll {index + 1}")
            result = chart_result(run.tables, d66)
            if result["id"] not in rerolled:
                break
            run.note(f"Multiple Injuries roll {index + 1}: D66 = {d66} {result['name']} "
                     "— rerolled")
        run.note(f"Multiple Injuries roll {index + 1}: D66 = {d66} {result['name']}")
        apply_result(run, result["id"])


def _simple(name: str):
    def handler(run: InjuryRun) -> None:
        run.unit.injuries.append(name)
        stat = PROFILE_EFFECTS.get(name)
        run.note(f"{name}" + (f" (-1 {stat})" if stat else ""))

    return handler


def _arm(run: InjuryRun) -> None:
    d6 = run.dice.d6(f"{run.unit.name}: Arm Wound")
    if d6 <= 3:
        run.unit.injuries.append("Arm Wound (lost arm)")
        run.note(f"Arm Wound D6 = {d6}: loses an arm (no shield or two-handed weapon)")
        if run.unit.injuries.count("Arm Wound (lost arm)") >= 2:
            retire(run, "both arms are lost")
    else:
        run.unit.injuries.append("Arm Wound (light wound)")
        run.note(f"Arm Wound D6 = {d6}: light wound, -1 WS")


def _madness(run: InjuryRun) -> None:
    stupid = "Madness (Stupidity)" in run.unit.injuries
    frenzy = "Madness (Frenzy)" in run.unit.injuries
    if stupid and frenzy:
        run.note("Madness: already suffers both Stupidity and Frenzy — no further effect")
        return
    if stupid or frenzy:
        gained = "Frenzy" if stupid else "Stupidity"
        run.note(f"Madness: already mad, so automatically gains {gained}")
    else:
        d6 = run.dice.d6(f"{run.unit.name}: Madness")
        gained = "Stupidity" if d6 <= 3 else "Frenzy"
        run.note(f"Madness D6 = {d6}: {gained}")
    run.unit.injuries.append(f"Madness ({gained})")


def _blinded(run: InjuryRun) -> None:
    d6 = run.dice.d6(f"{run.unit.name}: which eye")
    eye = "left" if d6 <= 3 else "right"
    run.unit.injuries.append(f"Blinded in One Eye ({eye})")
    record = record_of(run.roster, run.unit.id)
    if eye not in record["eyes_lost"]:
        record["eyes_lost"].append(eye)
    run.note(f"Blinded in One Eye, D6 = {d6}: {eye} eye, -1 BS")
    if {"left", "right"} <= set(record["eyes_lost"]):
        retire(run, "both eyes are lost")


def _deep(run: InjuryRun) -> None:
    games = run.dice.d3(f"{run.unit.name}: Deep Wound games")
    record = record_of(run.roster, run.unit.id)
    record["deep_wound_games"] += games
    run.unit.injuries.append("Deep Wound")
    run.note(f"Deep Wound: misses the next {games} games (D3 = {games}); "
             f"{record['deep_wound_games']} games to miss in all")


def _robbed(run: InjuryRun) -> None:
    lost = [upgrade for upgrade in run.unit.upgrades if upgrade.kind in EQUIPMENT_KINDS]
    run.unit.upgrades = [u for u in run.unit.upgrades if u.kind not in EQUIPMENT_KINDS]
    run.unit.injuries.append("Robbed")
    names = ", ".join(upgrade.name for upgrade in lost) or "nothing to lose"
    run.note(f"Robbed: equipment and magic items lost ({names})")


def _amnesia(run: InjuryRun) -> None:
    record = record_of(run.roster, run.unit.id)
    record["forgotten_abilities"].extend(run.unit.abilities)
    forgotten = ", ".join(run.unit.abilities) or "none beyond the Starting Ability"
    run.unit.abilities = []
    run.unit.injuries.append("Amnesia")
    run.note(f"Amnesia: can no longer use any Archetype Ability (forgotten: {forgotten})")


def _full_recovery(run: InjuryRun) -> None:
    run.note("Full Recovery: no effect")


def _against_the_odds(run: InjuryRun) -> None:
    bonus = int(run.tables.value("experience.bonuses.survives_against_the_odds"))
    add_experience(run.roster, bonus)
    run.note(f"Survives Against the Odds: the warband gains {bonus} XP", xp=bonus)


def _check_profile(run: InjuryRun) -> None:
    """Retire when an injured characteristic reaches zero (if the profile was entered)."""
    profile = record_of(run.roster, run.unit.id).get("profile") or {}
    for stat, change in profile_modifiers(run.unit).items():
        start = profile.get(stat)
        if start and start + change <= 0:
            retire(run, f"{stat} has fallen to zero")
            return


def retire(run: InjuryRun, why: str) -> None:
    """Remove the character; his equipment and magic items stay with the warband (stash)."""
    equipment = [u for u in run.unit.upgrades if u.kind in EQUIPMENT_KINDS]
    stash = run.roster.campaign.setdefault("stash", [])
    stash.extend({"name": u.name, "points": u.points, "kind": u.kind, "count": u.count,
                  "from": run.unit.name} for u in equipment)
    remove_unit(run.roster, run.unit.id)
    run.gone = "retired"
    kept = ", ".join(u.name for u in equipment) or "no equipment"
    run.note(f"must retire: {why}; his equipment stays with the warband ({kept})")


_HANDLERS = {
    "dead": _dead,
    "multiple_injuries": _multiple,
    "leg_wound": _simple("Leg Wound"),
    "arm_wound": _arm,
    "madness": _madness,
    "chest_wound": _simple("Chest Wound"),
    "blinded": _blinded,
    "old_battle_wound": _simple("Old Battle Wound"),
    "nervous_condition": _simple("Nervous Condition"),
    "deep_wound": _deep,
    "robbed": _robbed,
    "amnesia": _amnesia,
    "full_recovery": _full_recovery,
    "survives_against_the_odds": _against_the_odds,
}
