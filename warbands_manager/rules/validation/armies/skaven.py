"""Skaven and Skaven Clan Eshin."""

from __future__ import annotations

from warbands_manager.rules.edition_names import edition_names
from warbands_manager.rules.roster import COMMAND_KINDS
from warbands_manager.rules.validation.armies.base import ArmyRules, needs
from warbands_manager.rules.validation.armies.helpers import (
    check_commander_types,
    forbidden_commander,
    named,
    reminder,
    upgrade_matches,
    upgrade_name_cache,
    without_named,
)
from warbands_manager.rules.validation.context import Context, names, writable
from warbands_manager.rules.validation.model import WARNING, Violation

CLANRATS = ("Clanrat", "Clanrat Slave", "Skavenslave", "Slave")
WEAPON_TEAMS = edition_names("skaven", ("Warpfire Thrower", "Ratling Gun", "Weapon Team"))
CANNON = edition_names("skaven", ("Warp-Lightning Cannon", "Warp Lightning Cannon"))
NIGHT_RUNNERS = ("Night Runner",)
SLAVES = ("Slave",)


@needs(CLANRATS)
def _command_at_ten(ctx: Context) -> None:
    threshold = ctx.lim["skaven.clanrat_command_models"]
    clanrats = named(ctx, CLANRATS, characters=False)
    if not clanrats:
        return
    known = upgrade_name_cache(WEAPON_TEAMS)
    note = f"its army book minimum (command models and a Weapon Team from {threshold} Clanrats)"
    ctx.upgrade_minimum = minimums = writable(ctx.upgrade_minimum)
    ctx.option_notes = notes = writable(ctx.option_notes)
    units = ctx.units
    for i in clanrats:
        unit = units[i]
        notes[i] = note
        if not unit.upgrades:
            continue
        minimum = min(threshold, ctx.option_minimum(i) or threshold)
        for j, upgrade in enumerate(unit.upgrades):
            if upgrade.kind not in COMMAND_KINDS:
                # known.get first: an army's upgrade names repeat; the matcher is for new ones.
                team = known.get(upgrade.name)
                if team is None:
                    team = upgrade_matches(known, upgrade.name, WEAPON_TEAMS)
                if not team:
                    continue
            minimums[(i, j)] = minimum


def _machines(keys: tuple[str, ...]):
    def adjust(ctx: Context) -> None:
        machines = named(ctx, keys, characters=False)
        for i in machines:
            ctx.war_machine = war_machine = writable(ctx.war_machine)
            ctx.machine_notes = notes = writable(ctx.machine_notes)
            if not war_machine[i]:
                war_machine[i] = ctx.units[i].models
            notes[i] = "counts as a war machine in Warbands"
        upgraded = ctx.upgraded
        if not upgraded:
            return
        known = upgrade_name_cache(keys)
        units = ctx.units
        # A Weapon Team is an upgrade: only units with upgrades (the Context noted them) can
        # carry one.
        for i in upgraded:
            if i in machines:
                continue
            teams = 0
            for upgrade in units[i].upgrades:
                # Subscript first: every upgrade of every unit is looked at, mostly seen before.
                try:
                    hit = known[upgrade.name]
                except KeyError:
                    hit = upgrade_matches(known, upgrade.name, keys)
                if hit:
                    teams += upgrade.count
            if teams:
                ctx.war_machine = war_machine = writable(ctx.war_machine)
                ctx.machine_notes = notes = writable(ctx.machine_notes)
                war_machine[i] += teams
                notes[i] = "its Weapon Team counts as a war machine in Warbands"
    return adjust


def _mainstay(rule: str, keys: tuple[str, ...], minimum_key: str, label: str):
    def check(ctx: Context, out: list) -> None:
        kind = named(ctx, keys, characters=False)
        if kind:
            kind = without_named(ctx, kind, SLAVES)
        units = ctx.units
        minimum = ctx.lim[minimum_key]
        mainstay = 0
        for i in kind:
            if units[i].models >= minimum:
                mainstay += 1
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
