"""Ogre Kingdoms."""

from __future__ import annotations

from warbands_manager.rules.edition_names import edition_names
from warbands_manager.rules.unit_names import matches_any
from warbands_manager.rules.validation.armies.base import ArmyRules
from warbands_manager.rules.validation.armies.helpers import (
    carries,
    champion_name,
    is_champion_commander,
    named,
)
from warbands_manager.rules.validation.context import Context, names
from warbands_manager.rules.validation.model import Reminder

BULLS = edition_names("ogre-kingdoms", ("Bull",))
MANEATER = ("Maneater",)
BRUISER = ("Bruiser",)
BUTCHER_HUNTER = ("Butcher", "Hunter")
NOT_COMMANDING_CHAMPIONS = ("Groinbiter", "Snarefinger")
LEADBELCHER = ("Leadbelcher",)
SCRAPLAUNCHER = ("Scraplauncher",)
HARPOON = ("Harpoon Launcher",)
HUNTER = ("Hunter",)


def _maneaters_may_command(ctx: Context) -> None:
    if ctx.large:
        for i in named(ctx, MANEATER, characters=False):
            ctx.may_command[i] = True


def _ogre_war_machines(ctx: Context) -> None:
    for i in named(ctx, LEADBELCHER + SCRAPLAUNCHER, characters=False):
        if not ctx.war_machine[i] and not ctx.chariot[i]:
            ctx.war_machine[i] = ctx.units[i].models
        ctx.machine_notes[i] = "counts as the one war machine choice"
    for i in named(ctx, HUNTER, characters=True):
        if carries(ctx.units[i], HARPOON) and not ctx.war_machine[i]:
            ctx.war_machine[i] = 1
            ctx.machine_notes[i] = "a Hunter with Harpoon Launcher counts as the war machine"


def _check_bulls(ctx: Context, out: list) -> None:
    if ctx.units and not named(ctx, BULLS, characters=False):
        ctx.error(out, "ogre-kingdoms.bulls-required", (),
                  "Ogre warbands must include at least one unit of Bulls: none")


def _commander_kind(ctx: Context, index: int) -> str:
    unit = ctx.units[index]
    if is_champion_commander(ctx, index):
        champion = champion_name(unit) or ""
        if matches_any(champion, NOT_COMMANDING_CHAMPIONS):
            return "groinbiter"
        return "champion"
    if not ctx.character[index] and matches_any(unit.name, MANEATER) and unit.models == 1:
        return "maneater"
    if ctx.character[index] and matches_any(unit.name, BRUISER):
        return "bruiser"
    return "other"


def _check_commander(ctx: Context, out: list) -> None:
    index = ctx.commander
    if index is None:
        return
    kind = _commander_kind(ctx, index)
    unit = ctx.units[index]
    allowed = ({"champion", "maneater", "bruiser"} if ctx.large else {"champion"})
    if kind in allowed:
        return
    if ctx.large:
        text = ("Ogre warbands of 200+ points may be led by a Bruiser, a Maneater or a Unit "
                "Champion (though not a Groinbiter or Snarefinger)")
    else:
        text = ("Ogre warbands of 199 points or less must be led by a Unit Champion (though not a "
                "Groinbiter or Snarefinger); every Ogre Hero costs more than 75 points")
    ctx.error(out, "ogre-kingdoms.commander", (index,),
              f"{text}: the Commander is {unit.name}"
              f"{' led by ' + (champion_name(unit) or '') if kind == 'groinbiter' else ''}")
    return


def _check_maneater_joins(ctx: Context, out: list) -> None:
    index = ctx.commander
    if index is None or _commander_kind(ctx, index) != "maneater":
        return
    target = ctx.units[index].joins
    joined = ctx.roster.unit_by_id(target) if target else None
    if joined is not None and not matches_any(joined.name, MANEATER):
        ctx.error(out, "ogre-kingdoms.maneater-joins", (index,),
                  "A Maneater Commander may join only units of other Maneaters: "
                  f"{ctx.units[index].name} joins {joined.name}")


def _check_butcher_hunter(ctx: Context, out: list) -> None:
    found = named(ctx, BUTCHER_HUNTER, characters=True)
    if not found:
        return
    index = ctx.commander
    kind = _commander_kind(ctx, index) if index is not None else "other"
    if not ctx.large or kind not in ("maneater", "champion") or len(found) > 1:
        ctx.error(out, "ogre-kingdoms.butcher-hunter", found,
                  "Only Ogre warbands of 200+ points led by a Maneater or a Unit Champion may "
                  f"include a single Butcher or Hunter: {names(ctx, found)}")
    cap = ctx.lim["ogre-kingdoms.butcher_hunter_max_points"]
    for i in found:
        if ctx.points[i] > cap:
            ctx.error(out, "ogre-kingdoms.butcher-hunter-points", (i,),
                      f"A Butcher or Hunter may cost at most {cap} points including all "
                      f"equipment and upgrades: {ctx.priced(i)}")


def _check_war_machine(ctx: Context, out: list) -> None:
    limit = ctx.lim["ogre-kingdoms.max_leadbelchers"]
    for i in named(ctx, LEADBELCHER, characters=False):
        if ctx.units[i].models > limit:
            ctx.error(out, "ogre-kingdoms.war-machine", (i,),
                      f"Ogre warbands may include a single unit of {limit} Leadbelcher as their "
                      f"one war machine: {ctx.units[i].name} has {ctx.units[i].models}")


def _remind_maneater(ctx: Context) -> list[Reminder]:
    index = ctx.commander
    if index is None or _commander_kind(ctx, index) != "maneater":
        return []
    return [Reminder("ogre-kingdoms.maneater-commander",
                     "A Maneater Commander may join only units of other Maneaters; in campaigns "
                     "he may adopt Archetypes and recovers from injury as a character.")]


OGRE_KINGDOMS = ArmyRules(
    adjust=(_maneaters_may_command, _ogre_war_machines),
    checks=(_check_bulls, _check_commander, _check_maneater_joins, _check_butcher_hunter,
            _check_war_machine),
    reminders=(_remind_maneater,),
)
