"""Skaven and Skaven Clan Eshin."""

from __future__ import annotations

from warbands_manager.rules.edition_names import edition_names
from warbands_manager.rules.roster import COMMAND_KINDS
from warbands_manager.rules.unit_names import matches_any
from warbands_manager.rules.validation.armies.base import ArmyRules
from warbands_manager.rules.validation.armies.helpers import (
    check_commander_types,
    forbidden_commander,
    named,
    reminder,
)
from warbands_manager.rules.validation.context import Context, names
from warbands_manager.rules.validation.model import WARNING, Violation

CLANRATS = ("Clanrat", "Clanrat Slave", "Skavenslave", "Slave")
WEAPON_TEAMS = edition_names("skaven", ("Warpfire Thrower", "Ratling Gun", "Weapon Team"))
CANNON = edition_names("skaven", ("Warp-Lightning Cannon", "Warp Lightning Cannon"))
NIGHT_RUNNERS = ("Night Runner",)
SLAVES = ("Slave",)


def _command_at_ten(ctx: Context) -> None:
    threshold = ctx.lim["skaven.clanrat_command_models"]
    note = f"its army book minimum (command models and a Weapon Team from {threshold} Clanrats)"
    for i in named(ctx, CLANRATS, characters=False):
        ctx.option_notes[i] = note
        minimum = min(threshold, ctx.option_minimum(i) or threshold)
        for j, upgrade in enumerate(ctx.units[i].upgrades):
            if upgrade.kind in COMMAND_KINDS or matches_any(upgrade.name, WEAPON_TEAMS):
                ctx.upgrade_minimum[(i, j)] = minimum


def _machines(keys: tuple[str, ...]):
    def adjust(ctx: Context) -> None:
        machines = named(ctx, keys, characters=False)
        for i in machines:
            if not ctx.war_machine[i]:
                ctx.war_machine[i] = ctx.units[i].models
            ctx.machine_notes[i] = "counts as a war machine in Warbands"
        for i, unit in enumerate(ctx.units):
            if i in machines:
                continue
            teams = sum(up.count for up in unit.upgrades if matches_any(up.name, keys))
            if teams:
                ctx.war_machine[i] += teams
                ctx.machine_notes[i] = "its Weapon Team counts as a war machine in Warbands"
    return adjust


def _mainstay(rule: str, keys: tuple[str, ...], minimum_key: str, label: str):
    def check(ctx: Context, out: list) -> None:
        units = ctx.units
        kind = [i for i in named(ctx, keys, characters=False)
                if not matches_any(units[i].name, SLAVES)]
        minimum = ctx.lim[minimum_key]
        mainstay = sum(1 for i in kind if units[i].models >= minimum)
        other_core = [i for i, unit in enumerate(units)
                      if unit.category == "core" and i not in kind]
        if len(other_core) > mainstay:
            out.append(Violation(
                rule, WARNING, tuple(other_core),
                f"Mainstay (reading): only {label} units of {minimum}+ models count as "
                "Mainstay units, and we read the Mainstay rule as needing at least as "
                f"many of them as other Core units: {mainstay} Mainstay, "
                f"{len(other_core)} other Core "
                f"({names(ctx, other_core)}); check your army book"))
    return check


def _check_eshin_commander(ctx: Context, out: list) -> None:
    index = ctx.commander
    if index is not None and (found := forbidden_commander(ctx, index, ("Assassin",))):
        ctx.error(out, "skaven-clan-eshin.commander", (index,),
                  "A Clan Eshin warband may be led by a Chieftain, an Eshin Sorcerer or a Unit "
                  f"Champion, never an Assassin: the Commander is {found}")
        return
    check_commander_types(ctx, out, "skaven-clan-eshin.commander", "Clan Eshin warbands",
                          ("Chieftain", "Eshin Sorcerer", "Sorcerer"))


SKAVEN = ArmyRules(
    adjust=(_command_at_ten, _machines(WEAPON_TEAMS + CANNON)),
    checks=(_mainstay("skaven.mainstay", ("Clanrat",), "skaven.mainstay_clanrat_models",
                      "Clanrat"),),
)
SKAVEN_CLAN_ESHIN = ArmyRules(
    adjust=(_command_at_ten, _machines(WEAPON_TEAMS)),
    checks=(_check_eshin_commander,
            _mainstay("skaven-clan-eshin.mainstay", NIGHT_RUNNERS,
                      "skaven.mainstay_night_runner_models", "Night Runner")),
    reminders=(reminder("skaven-clan-eshin.no-victory-bonus",
                        "The Clan Eshin rule giving +100 Victory Points for each enemy character "
                        "killed does not apply to Warbands games."),),
)
