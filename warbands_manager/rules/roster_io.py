"""Reading and writing ``warbands-roster/1`` files (``docs/roster-format.md``).

Every reader of roster files comes here: a file that is not a readable roster raises
:class:`RosterReadError` naming the file and the JSON path (``units[3].models``), with the words
of the format's definition (``roster_format``); everything else is a rule question for the
validator. Unknown keys are kept and written back unchanged.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from warbands_manager.errors import UserFacingError
from warbands_manager.rules.input_files import (
    InputFileError,
    decode_text,
    huge_number_place,
    lone_surrogate,
    read_input_bytes,
    value_problem,
)
from warbands_manager.rules.roster import FORMAT, Roster, Unit, Upgrade
from warbands_manager.rules.roster_format import (
    MAX_FILE_BYTES,
    MAX_MODELS,
    MAX_NUMBER,
    MAX_UNITS,
    ROSTER_KEYS,
    UNIT_KEYS,
    UPGRADE_KEYS,
    FormatProblem,
    convert,
    json_literal,
    json_type,
    place,
)

__all__ = ["MAX_FILE_BYTES", "MAX_MODELS", "MAX_NUMBER", "MAX_UNITS", "RosterReadError",
           "read_roster_file", "read_roster_text", "roster_from_dict", "roster_to_dict",
           "write_roster_text"]


class RosterReadError(ValueError, UserFacingError):
    """The file cannot be read as a roster. ``where`` is a JSON path such as ``units[3].models``."""

    def __init__(self, source: str, where: str, message: str) -> None:
        place = f"{source}: {where}" if where else source
        super().__init__(f"{place}: {message}")
        self.source = source
        self.where = where
        self.message = message


def read_roster_file(path: Path | str) -> Roster:
    """Read a roster file; errors name the file and the JSON path."""
    source = str(path)
    try:
        # A regular file of at most 16 MB, checked before reading (a FIFO, /dev/zero, 2 GB).
        text = decode_text(read_input_bytes(path, MAX_FILE_BYTES, "roster file"), path)
    except InputFileError as error:
        raise RosterReadError(source, error.place, error.reason) from None
    return read_roster_text(text, source)


def read_roster_text(text: str, source: str = "<roster>") -> Roster:
    """Parse roster JSON text."""
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        raise RosterReadError(
            source, f"line {error.lineno} column {error.colno}", f"not valid JSON ({error.msg})"
        ) from None
    except RecursionError:
        raise RosterReadError(source, "", "JSON nested too deeply") from None
    except ValueError:  # Python refuses to convert a number of more than 4,300 digits
        found, digits = huge_number_place(text) or ("", 0)
        raise RosterReadError(source, found, f"a number of {digits:,} digits; numbers in a "
                                             "roster have a few digits") from None
    roster = roster_from_dict(document, source)
    check_printable_names(roster, source)  # of a file; rosters already stored load as saved
    return roster


def roster_from_dict(document: Any, source: str = "<roster>") -> Roster:
    """Build a :class:`Roster` from parsed JSON, checking every key the format defines."""
    if not isinstance(document, dict):
        raise RosterReadError(source, "(top level)",
                              f"expected an object, found {json_type(document)}")
    if "format" not in document:
        raise RosterReadError(source, "format", "required key is missing")
    if document["format"] != FORMAT:
        raise RosterReadError(source, "format", f"expected {FORMAT!r}, found "
                                                f"{json_literal(document['format'])}")
    try:
        record = convert(document)
        roster = _roster(record, document)
        _check_texts(roster)
        _check_references(roster)
    except FormatProblem as problem:
        raise RosterReadError(source, problem.where, problem.message) from None
    return roster


def _roster(record: Any, document: dict) -> Roster:
    """The roster of a converted record; the document's unknown keys kept, once checked."""
    campaign = document.get("campaign")
    problem = None if campaign is None else value_problem(campaign)
    if problem:
        raise FormatProblem("campaign", problem)
    return Roster(
        name=record.name, army=record.army, player=record.player,
        chaos_type=record.chaos_type, points_limit=record.points_limit,
        campaign=None if campaign is None else dict(campaign),
        units=[_unit(unit, node, index)
               for index, (unit, node) in enumerate(zip(record.units, document["units"],
                                                        strict=True))],
        extra=_kept(document, ROSTER_KEYS, []),
    )


def _unit(record: Any, node: dict, index: int) -> Unit:
    where: list[str | int] = ["units", index]
    return Unit(
        record.name, record.category, record.models, record.points_per_model, record.id,
        record.base, record.book_min, record.book_max, record.army_max, record.traits or [],
        [Upgrade(up.name, up.points, up.kind, up.count or 1,
                 _kept(raw, UPGRADE_KEYS, [*where, "upgrades", j]))
         for j, (up, raw) in enumerate(zip(record.upgrades or [], node.get("upgrades") or [],
                                          strict=True))],
        record.commander is True, record.joins, record.detachment_of, record.veteran or 0,
        record.archetype, record.abilities or [], record.injuries or [],
        _kept(node, UNIT_KEYS, where),
    )


def _kept(node: dict, known: frozenset, where: list[str | int]) -> dict:
    """The node's unknown keys and values (kept as they are), once checked: they must still
    be storable (no lone surrogate) and copyable (a 5,000-deep list passed validation, then
    broke adding the warband). The first bad one in the file's order is reported."""
    kept = {key: value for key, value in node.items() if key not in known}
    for key, value in kept.items():
        _check_kept([*where, key], value)
    return kept


def _check_kept(where: list[str | int], value: Any) -> None:
    problem = value_problem({where[-1]: value})
    if problem:
        raise FormatProblem(place(where), problem)


def _check_texts(roster: Roster) -> None:
    """Every text the roster keeps can be stored: none holds a lone surrogate."""
    texts: list[tuple[list[str | int], str | None]] = [
        (["name"], roster.name), (["player"], roster.player), (["chaos_type"], roster.chaos_type)]
    for i, unit in enumerate(roster.units):
        where: list[str | int] = ["units", i]
        texts += [([*where, key], getattr(unit, key))
                  for key in ("id", "name", "base", "joins", "detachment_of")]
        texts += [([*where, key, j], text) for key in ("abilities", "injuries")
                  for j, text in enumerate(getattr(unit, key))]
        texts += [([*where, "upgrades", j, "name"], up.name) for j, up in enumerate(unit.upgrades)]
    for where, text in texts:
        bad = lone_surrogate(text) if text else None
        if bad:
            raise FormatProblem(place(where), f"contains {bad}, a broken character (a lone "
                                              "surrogate) that no file or database can store")


def _check_references(roster: Roster) -> None:
    """Unit ids are unique; ``joins`` and ``detachment_of`` name one of them."""
    seen: dict[str, int] = {}
    for index, unit in enumerate(roster.units):
        if unit.id in seen:
            raise FormatProblem(f"units[{index}].id", f"id {unit.id!r} is already used by "
                                                      f"units[{seen[unit.id]}]")
        if unit.id is not None:
            seen[unit.id] = index
    for index, unit in enumerate(roster.units):
        for key in ("joins", "detachment_of"):
            target = getattr(unit, key)
            if target is not None and target not in seen:
                raise FormatProblem(f"units[{index}].{key}", f"no unit has the id {target!r}")


def roster_to_dict(roster: Roster) -> dict[str, Any]:
    """The file form of a roster, unknown keys included."""
    document: dict[str, Any] = {"format": FORMAT, "name": roster.name}
    if roster.player is not None:
        document["player"] = roster.player
    document["army"] = roster.army
    document["chaos_type"] = roster.chaos_type
    if roster.points_limit is not None:
        document["points_limit"] = roster.points_limit
    document["units"] = [_unit_to_dict(unit) for unit in roster.units]
    if roster.campaign is not None:
        document["campaign"] = dict(roster.campaign)
    document.update(roster.extra)
    return document


def _unit_to_dict(unit: Unit) -> dict[str, Any]:
    node: dict[str, Any] = {}
    if unit.id is not None:
        node["id"] = unit.id
    node.update(name=unit.name, category=unit.category, models=unit.models,
                points_per_model=unit.points_per_model)
    optional = {
        "base": unit.base, "book_min": unit.book_min, "book_max": unit.book_max,
        "army_max": unit.army_max, "joins": unit.joins, "detachment_of": unit.detachment_of,
        "archetype": unit.archetype,
    }
    node.update({key: value for key, value in optional.items() if value is not None})
    for key in ("traits", "abilities", "injuries"):
        if getattr(unit, key):
            node[key] = list(getattr(unit, key))
    if unit.upgrades:
        node["upgrades"] = [_upgrade_to_dict(upgrade) for upgrade in unit.upgrades]
    if unit.commander:
        node["commander"] = True
    if unit.veteran:
        node["veteran"] = unit.veteran
    node.update(unit.extra)
    return node


def _upgrade_to_dict(upgrade: Upgrade) -> dict[str, Any]:
    node: dict[str, Any] = {"name": upgrade.name, "points": upgrade.points, "kind": upgrade.kind}
    if upgrade.count != 1:
        node["count"] = upgrade.count
    node.update(upgrade.extra)
    return node


def write_roster_text(roster: Roster) -> str:
    """Pretty, stable JSON (UTF-8 names kept readable)."""
    return json.dumps(roster_to_dict(roster), indent=2, ensure_ascii=False) + "\n"


def check_printable_names(roster: Roster, source: str) -> None:
    """:class:`RosterReadError` for a name holding a control character (``Roster.
    control_character``)."""
    found = roster.control_character()
    if found:
        where, character = found
        raise RosterReadError(source, where, f"holds a control character "
                                             f"(U+{ord(character):04X}); a name is printed "
                                             "text only")
