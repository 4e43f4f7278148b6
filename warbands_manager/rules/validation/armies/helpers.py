"""Small tools the army modules share: finding units and upgrades by name, commander checks."""

from __future__ import annotations

from collections.abc import Callable

from warbands_manager.rules.roster import Unit
from warbands_manager.rules.unit_names import matcher, matches_any
from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.limits import step_allowance
from warbands_manager.rules.validation.model import Reminder


def named(ctx: Context, keys: tuple[str, ...], *,
          characters: bool | None = None) -> list[int]:
    """Indexes of units whose name matches one of ``keys`` (optionally only characters or
    only non-characters), in roster order."""
    names = matcher(keys)
    return [i for i, words in enumerate(ctx.words)
            if (characters is None or ctx.character[i] == characters) and names(words)]


def upgrade_indexes(unit: Unit, keys: tuple[str, ...]) -> list[int]:
    """Indexes of a unit's upgrades whose names match ``keys``."""
    return [j for j, up in enumerate(unit.upgrades) if matches_any(up.name, keys)]


def upgrade_total(unit: Unit, keys: tuple[str, ...]) -> int:
    """How many of the named upgrades a unit carries (``count`` summed)."""
    return sum(up.count for up in unit.upgrades if matches_any(up.name, keys))


def carries(unit: Unit, keys: tuple[str, ...]) -> bool:
    """The unit's name or one of its upgrades matches ``keys`` (a Mark, a kindred, a mount)."""
    return matches_any(unit.name, keys) or any(matches_any(up.name, keys) for up in unit.upgrades)


def champion_name(unit: Unit) -> str | None:
    """The name of the unit's champion upgrade, if any."""
    return next((up.name for up in unit.upgrades if up.kind == "champion"), None)


def count_as(ctx: Context, index: int, special: int, rare: int, note: str) -> None:
    """Unit ``index`` takes ``special`` Special and ``rare`` Rare choices (not Core), and why."""
    ctx.special[index], ctx.rare[index] = special, rare
    ctx.core_counting[index] = False
    ctx.slot_notes[index] = note


def is_champion_commander(ctx: Context, index: int) -> bool:
    """A non-character unit whose champion can be the Commander."""
    return not ctx.character[index] and ctx.has_champion[index]


def forbidden_commander(ctx: Context, index: int, keys: tuple[str, ...]) -> str | None:
    """The name under which the Commander is a kind of model that may not command, or None.

    A character is judged by his name and his upgrades (a Noble with the Wardancer Kindred); a
    Unit Champion Commander by his own (upgrade) name and his unit's name (the Bladesinger of a
    Wardancer troupe, the Giant Slayer of a Troll Slayer unit): rules forbidding a kind of
    model from commanding apply to the model, whichever way it leads.
    """
    unit = ctx.units[index]
    if ctx.character[index]:
        return unit.name if carries(unit, keys) else None
    champion = champion_name(unit) if ctx.has_champion[index] else None
    if not (matches_any(unit.name, keys) or (champion and matches_any(champion, keys))):
        return None
    return f"{champion} of {unit.name}" if champion else unit.name


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


def reminder(rule: str, text: str) -> Callable[[Context], list[Reminder]]:
    """A reminder function that always applies (for ``ArmyRules.reminders``)."""
    def remind(_ctx: Context) -> list[Reminder]:
        return [Reminder(rule, text)]
    return remind


def check_upgrades_by_size(ctx: Context, out: list, rule: str,
                           steps: tuple[tuple[int, int], ...], units: tuple[str, ...],
                           upgrades: tuple[str, ...],
                           explain: Callable[[Unit, int, int], str]) -> None:
    """Units named ``units`` may carry as many ``upgrades`` as their size allows (``steps``,
    a limits table); ``explain(unit, carried, allowed)`` words the error."""
    for i in named(ctx, units, characters=False):
        unit = ctx.units[i]
        carried = upgrade_total(unit, upgrades)
        allowed = step_allowance(steps, unit.models)
        if carried > allowed:
            ctx.error(out, rule, (i,), explain(unit, carried, allowed))
