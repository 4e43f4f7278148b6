"""Small tools the army modules share: finding units and upgrades by name, commander checks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from warbands_manager.rules.roster import Unit
from warbands_manager.rules.unit_names import matches_any, name_matches, names_text, probes
from warbands_manager.rules.validation import shortcuts
from warbands_manager.rules.validation.context import Context, writable
from warbands_manager.rules.validation.limits import step_allowance
from warbands_manager.rules.validation.model import Reminder

# (a roster's unit names, which of them are characters) -> {rule keys: indexes of the units
# those keys name, for characters False, True and None; also the names as one text and the
# roster's plan per army}. Validation runs on every edit with mostly the same units, so a
# validation finds its roster's table with one hash and every rule's look-up after that is a
# small dictionary hit (hashing the names and filtering the characters for each rule cost more
# than most rules). Keyed on immutable tuples only: a renamed unit or a changed category makes
# a new key, so a table is never stale.
_NAME_TABLES: dict[tuple, dict[Any, Any]] = {}
_NAME_TABLES_LIMIT = 4096


def name_table(ctx: Context) -> dict[Any, Any]:
    """The shared look-up table of a roster's unit names and characters (made on first use)."""
    key = (ctx.names, tuple(ctx.character))
    table = _NAME_TABLES.get(key)
    if table is None:
        if len(_NAME_TABLES) >= _NAME_TABLES_LIMIT:
            _NAME_TABLES.clear()
        table = _NAME_TABLES[key] = {}
    return table


def named(ctx: Context, keys: tuple[str, ...], *,
          characters: bool | None = None) -> tuple[int, ...]:
    """Indexes of units whose name matches one of ``keys`` (optionally only characters or
    only non-characters), in roster order; the shared cached tuple (immutable)."""
    if not shortcuts.ENABLED:
        return _plain_named(ctx, keys, characters)
    table: dict[Any, Any] | None = ctx.name_table
    if table is None:
        table = ctx.name_table = name_table(ctx)
    # Keyed by the rule's keys alone (its constant tuple: hashed without building a pair, found
    # by identity), then by ``characters`` (False, True, None: 0, 1, 2) in a list of three.
    found = table.get(keys)
    if found is None:
        found = table[keys] = [None, None, None]
    which = 2 if characters is None else characters
    hits = found[which]
    if hits is None:
        hits = found[which] = _find_named(ctx, keys, characters)
    return hits


# Rule keys -> {unit name: whether the keys name it}: the answers of the name matcher, kept per
# rule so a roster's look-up is one dictionary hit per unit (the names of an army's units
# repeat across rosters; only a name never seen with these keys goes to the matcher). Bounded:
# a table that grows past the limit starts again.
_KEY_NAMES: dict[tuple[str, ...], dict[str, bool]] = {}
_KEY_NAMES_LIMIT = 4096


# Rule keys -> the texts one of which a roster's names must contain for a key to name one of
# them (``unit_names.probes``): made once per rule, from its keys alone.
_PROBES: dict[tuple[str, ...], tuple[str, ...] | None] = {}
# The name table's entry for the roster's names as one text (``unit_names.names_text``).
_TEXT = "names text"


def name_answers(keys: tuple[str, ...]) -> dict[str, bool]:
    """The matcher's answers for ``keys`` by unit name, kept (``_KEY_NAMES``): a name not in
    it goes to ``matches_any`` and is added."""
    known = _KEY_NAMES.get(keys)
    if known is None or len(known) > _KEY_NAMES_LIMIT:
        known = _KEY_NAMES[keys] = {}
    return known


def names_text_of(ctx: Context, table: dict | None) -> str:
    """The roster's names as one text (``unit_names.names_text``), kept in its name table."""
    text = table.get(_TEXT) if table is not None else None
    if text is None:
        text = names_text(ctx.names)
        if table is not None:
            table[_TEXT] = text
    return text


def _find_named(ctx: Context, keys: tuple[str, ...], characters: bool | None) -> tuple[int, ...]:
    # Most rules name no unit of most rosters: a substring test or two on the roster's names
    # as one text (made once per roster) says so without a look-up per unit and rule.
    try:
        tests = _PROBES[keys]
    except KeyError:
        tests = _PROBES[keys] = probes(keys)
    if tests is not None:
        table: dict[Any, Any] | None = ctx.name_table
        text = (table.get(_TEXT) if table is not None else None) or names_text_of(ctx, table)
        for test in tests:
            if test in text:
                break
        else:
            return ()
    known = name_answers(keys)
    hits = []
    character = ctx.character
    # ``known[name]`` (a subscript, no method call; a name never met raises and goes to the
    # matcher: a try costs nothing in this Python when nothing is raised).
    for i, name in enumerate(ctx.names):
        if characters is not None and character[i] != characters:
            continue
        try:
            hit = known[name]
        except KeyError:
            hit = known[name] = matches_any(name, keys)
        if hit:
            hits.append(i)
    return tuple(hits)


def without_named(ctx: Context, indexes: tuple[int, ...],
                  keys: tuple[str, ...]) -> tuple[int, ...]:
    """``indexes`` less the units whose name ``keys`` names: ``named`` asked of these few
    units only (the Clanrats that are Slaves), not of every unit of the roster."""
    if not shortcuts.ENABLED:
        found = _plain_named(ctx, keys, None)
        return tuple(i for i in indexes if i not in found)
    known = name_answers(keys)
    names, kept = ctx.names, []
    for i in indexes:
        name = names[i]
        try:
            hit = known[name]
        except KeyError:
            hit = known[name] = matches_any(name, keys)
        if not hit:
            kept.append(i)
    return tuple(kept)


def _plain_named(ctx: Context, keys: tuple[str, ...],
                 characters: bool | None) -> tuple[int, ...]:
    """The rule as written: every unit's name put to the matcher, nothing remembered."""
    match = name_matches.__wrapped__  # the matcher without its cache
    return tuple(i for i, unit in enumerate(ctx.units)
                 if (characters is None or ctx.character[i] == characters)
                 and any(match(unit.name, key) for key in keys))


_UPGRADE_NAMES: dict[tuple[str, ...], dict[str, bool]] = {}
_UPGRADE_NAMES_LIMIT = 8192


def upgrade_name_cache(keys: tuple[str, ...]) -> dict[str, bool]:
    """Name -> matches ``keys``, remembered (upgrade names repeat across every edit)."""
    known = _UPGRADE_NAMES.get(keys)
    if known is None or len(known) > _UPGRADE_NAMES_LIMIT:
        known = _UPGRADE_NAMES[keys] = {}
    return known


def upgrade_matches(known: dict[str, bool], name: str, keys: tuple[str, ...]) -> bool:
    """Whether an upgrade name matches ``keys``, using ``known`` as the cache."""
    hit = known.get(name)
    if hit is None:
        hit = known[name] = matches_any(name, keys)
    return hit


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
    ctx.special = specials = writable(ctx.special)
    ctx.rare = rares = writable(ctx.rare)
    ctx.slot_notes = notes = writable(ctx.slot_notes)
    specials[index], rares[index] = special, rare
    ctx.core_counting[index] = False
    notes[index] = note


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
