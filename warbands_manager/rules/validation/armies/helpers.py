"""Small tools the army modules share: finding units and upgrades by name, commander checks."""

from __future__ import annotations

from warbands_manager.rules.roster import Unit
from warbands_manager.rules.unit_names import matches_any
from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.model import Reminder


def named(ctx: Context, keys: tuple[str, ...], *, characters: bool | None = None) -> list[int]:
    """Indexes of units whose name matches one of ``keys`` (optionally only characters or
    only non-characters)."""
    return [
        i for i, unit in enumerate(ctx.units)
        if (characters is None or ctx.character[i] == characters)
        and matches_any(unit.name, keys)
    ]


def upgrade_indexes(unit: Unit, keys: tuple[str, ...]) -> list[int]:
    return [j for j, up in enumerate(unit.upgrades) if matches_any(up.name, keys)]


def upgrade_total(unit: Unit, keys: tuple[str, ...]) -> int:
    """How many of the named upgrades a unit carries (``count`` summed)."""
    return sum(up.count for up in unit.upgrades if matches_any(up.name, keys))


def carries(unit: Unit, keys: tuple[str, ...]) -> bool:
    """The unit's name or one of its upgrades matches ``keys`` (a Mark, a kindred, a mount)."""
    return matches_any(unit.name, keys) or any(matches_any(up.name, keys) for up in unit.upgrades)


def champion_name(unit: Unit) -> str | None:
    return next((up.name for up in unit.upgrades if up.kind == "champion"), None)


def is_champion_commander(ctx: Context, index: int) -> bool:
    return not ctx.character[index] and ctx.has_champion[index]


def check_commander_types(
    ctx: Context, out: list, rule: str, army: str, heroes: tuple[str, ...], *,
    champion: bool = True, others: tuple[str, ...] = (),
) -> None:
    """The Commander must be one of the named Heroes, a Unit Champion, or one of ``others``.

    Args:
        ctx: the roster being checked.
        out: violations are appended here.
        rule: the rule id to report.
        army: the army's name as the message says it ("Tomb King warbands").
        heroes: keys of the Hero types that may command.
        champion: whether a Unit Champion may command.
        others: keys of other units that may command (an Ogre Maneater).
    """
    index = ctx.commander
    if index is None:
        return
    unit = ctx.units[index]
    if ctx.character[index] and matches_any(unit.name, heroes):
        return
    if champion and is_champion_commander(ctx, index):
        return
    if others and matches_any(unit.name, others):
        return
    choices = list(heroes) + (["a Unit Champion"] if champion else []) + list(others)
    allowed = ", ".join(choices[:-1]) + " or " + choices[-1] if len(choices) > 1 else choices[0]
    ctx.error(out, rule, (index,),
              f"{army} may be led by {allowed}: the Commander is {unit.name}")


def reminder(rule: str, text: str):
    """A reminder function that always applies (for ``ArmyRules.reminders``)."""
    def remind(_ctx: Context) -> list[Reminder]:
        return [Reminder(rule, text)]
    return remind
