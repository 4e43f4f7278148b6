"""The common case of reading a roster, fast: units (and a header) whose every value is
plainly right.

``roster_io._unit`` checks each key of a unit through a method of its ``_Reader`` that can
say where and why a value is wrong: ~8 µs a unit on the example rosters, the largest part
of reading a roster file. Most units in real files are plainly right, so :func:`plain_unit`
first tries them with the same checks written inline (~3 µs), and answers ``None`` ("ask the
careful reader") at the first value it is not sure of: anything unusual, wrong or kept
unknown goes to ``_unit``, which accepts it or names the error exactly as before.

Its one promise, tested against the careful reader on the example rosters and on generated
and mutated units and documents: when it returns a unit, the careful reader returns an
equal one. It is only used for documents that cannot hold a lone surrogate
(``roster_io._may_hold_surrogate``), so it never searches text for one.
"""

from __future__ import annotations

from typing import Any

from warbands_manager.rules.roster import (
    ARCHETYPES,
    ARMIES,
    CATEGORIES,
    TRAITS,
    UPGRADE_KINDS,
    Unit,
    Upgrade,
)

# The bounds of ``roster_io`` (``MAX_NUMBER``, ``MAX_MODELS``), passed in by it so the two
# readers cannot drift apart; membership in sets because every unit asks.
_ARMIES = frozenset(ARMIES)
_CATEGORIES = frozenset(CATEGORIES)
_KINDS = frozenset(UPGRADE_KINDS)
_TRAITS = frozenset(TRAITS)
_ARCHETYPES = frozenset(ARCHETYPES)
_NUMBER_TYPES = frozenset((int, float))
_TEXT_OR_NONE = frozenset((str, type(None)))


def plain_header(document: dict, max_number: int) -> tuple | None:
    """A roster's name, army, player, Chaos type and points limit when each is plainly
    right, else None (the careful reader then reads them, naming what is wrong)."""
    get = document.get
    name, army, player = get("name"), get("army"), get("player")
    chaos_type, limit = get("chaos_type"), get("points_limit")
    if type(name) is not str or not name.strip() or type(army) is not str \
            or army not in _ARMIES or not _text_or_none(player) \
            or not _text_or_none(chaos_type):
        return None
    if limit is not None and (type(limit) is not int or not 1 <= limit <= max_number):
        return None
    return name, army, player, chaos_type, limit


def plain_unit(node: Any, keys: frozenset, upgrade_keys: frozenset, max_number: int,
               max_models: int) -> Unit | None:
    """``node`` as a :class:`Unit` when every value is plainly right, else None.

    ``keys``/``upgrade_keys`` are the keys the format defines: a node with any other key
    (kept on round trip, so checked) goes to the careful reader. Every unit of every file
    passes here, so the checks are written inline (a helper call per key cost a third of
    the time) and most keys, absent, cost one ``get`` and one test."""
    if type(node) is not dict or not node.keys() <= keys:
        return None
    get = node.get
    name, category, models = get("name"), get("category"), get("models")
    if type(name) is not str or not name.strip() or type(category) is not str \
            or category not in _CATEGORIES or type(models) is not int \
            or not 1 <= models <= max_models:
        return None
    points: Any = get("points_per_model")  # a number once checked
    if type(points) not in _NUMBER_TYPES or not 0 <= points <= max_number:
        return None  # NaN fails the comparison, as it fails the careful reader's
    unit_id, base, joins, detachment = get("id"), get("base"), get("joins"), get("detachment_of")
    if type(unit_id) not in _TEXT_OR_NONE or type(base) not in _TEXT_OR_NONE \
            or type(joins) not in _TEXT_OR_NONE or type(detachment) not in _TEXT_OR_NONE:
        return None
    # Counts: None, or a whole number (not true/false) from 0 to the bound.
    book_min, book_max, army_max = get("book_min"), get("book_max"), get("army_max")
    veteran = get("veteran")
    if (book_min is not None and (type(book_min) is not int or not 0 <= book_min <= max_number)) \
            or (book_max is not None
                and (type(book_max) is not int or not 0 <= book_max <= max_number)) \
            or (army_max is not None
                and (type(army_max) is not int or not 0 <= army_max <= max_number)) \
            or (veteran is not None
                and (type(veteran) is not int or not 0 <= veteran <= max_number)):
        return None
    archetype, commander = get("archetype"), get("commander")
    if archetype is not None and (type(archetype) is not str or archetype not in _ARCHETYPES):
        return None
    if commander is not None and type(commander) is not bool:
        return None
    traits, abilities, injuries = get("traits"), get("abilities"), get("injuries")
    traits = [] if traits is None else _texts(traits, _TRAITS)
    abilities = [] if abilities is None else _texts(abilities)
    injuries = [] if injuries is None else _texts(injuries)
    if traits is None or abilities is None or injuries is None:
        return None
    upgrades: Any = get("upgrades")
    if upgrades is None:
        upgrades = []
    else:
        upgrades = _upgrades(upgrades, upgrade_keys, max_number)
        if upgrades is None:
            return None
    # Positional, in the dataclass's field order (keywords cost twice as much, 19 of them):
    # the tests compare every unit read here with the careful reader's.
    return Unit(name, category, models, points, unit_id, base, book_min, book_max, army_max,
                traits, upgrades, commander is True, joins, detachment, veteran or 0,
                archetype, abilities, injuries, {})


def _text_or_none(value: object) -> bool:
    return value is None or type(value) is str


def _count_or_none(value: object, max_number: int) -> bool:
    """None, or a whole number (not true/false) from 0 to the bound."""
    return value is None or (type(value) is int and 0 <= value <= max_number)


def _texts(value: object, choices: frozenset | None = None) -> list[str] | None:
    """A copy of a list of texts (each one of ``choices`` if given); [] for None."""
    if value is None:
        return []
    if type(value) is not list:
        return None
    for item in value:
        if type(item) is not str or (choices is not None and item not in choices):
            return None
    return list(value)


def _upgrades(value: object, keys: frozenset, max_number: int) -> list[Upgrade] | None:
    if value is None:
        return []
    if type(value) is not list:
        return None  # the careful reader takes any empty value ("", 0, {}) as none
    upgrades = []
    for node in value:
        if type(node) is not dict or not node.keys() <= keys:
            return None
        name, kind, count = node.get("name"), node.get("kind"), node.get("count")
        points: Any = node.get("points")  # a number once checked
        if type(name) is not str or not name.strip() or type(kind) is not str \
                or kind not in _KINDS or type(points) not in _NUMBER_TYPES \
                or not 0 <= points <= max_number:
            return None
        if count is None:
            count = 1
        elif type(count) is not int or not 1 <= count <= max_number:
            return None
        upgrades.append(Upgrade(name, points, kind, count, {}))
    return upgrades
