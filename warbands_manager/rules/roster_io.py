"""Reading and writing ``warbands-roster/1`` files (``shared/docs/roster-format.md``).

A file that is not a readable roster raises :class:`RosterReadError` naming the file and the
JSON path (``units[3].models``); everything else is a rule question for the validator. Unknown
keys are kept and written back unchanged.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from pathlib import Path
from typing import Any, Literal, NoReturn, overload

from warbands_manager.errors import UserFacingError
from warbands_manager.rules.input_files import (
    InputFileError,
    decode_text,
    huge_number_place,
    json_value,
    lone_surrogate,
    read_input_bytes,
    use_orjson,
    value_problem,
)
from warbands_manager.rules.roster import (
    ARCHETYPES,
    ARMIES,
    CATEGORIES,
    FORMAT,
    TRAITS,
    UPGRADE_KINDS,
    Roster,
    Unit,
    Upgrade,
)
from warbands_manager.rules.roster_plain import plain_header, plain_unit

# Sets: every key of every unit is looked up in them.
ROSTER_KEYS = frozenset(("format", "name", "player", "army", "chaos_type", "points_limit",
                         "units", "campaign"))
UNIT_KEYS = frozenset(("id", "name", "category", "models", "points_per_model", "base",
                       "book_min", "book_max", "army_max", "traits", "upgrades", "commander",
                       "joins", "detachment_of", "veteran", "archetype", "abilities",
                       "injuries"))
UPGRADE_KEYS = frozenset(("name", "points", "kind", "count"))
_SCALARS = (str, int, float, bool)


# No roster has a million models or points; larger numbers are a damaged or hostile file (and
# would overflow SQLite's 64-bit integers where rosters are summed).
MAX_NUMBER = 1_000_000
MAX_FILE_BYTES = 16 * 1024 * 1024
# Numbers that size work (the editor's table, the PDF, validation): far above any real roster.
MAX_UNITS = 500
MAX_MODELS = 10_000


class RosterReadError(ValueError, UserFacingError):
    """The file cannot be read as a roster. ``where`` is a JSON path such as ``units[3].models``."""

    def __init__(self, source: str, where: str, message: str) -> None:
        place = f"{source}: {where}" if where else source
        super().__init__(f"{place}: {message}")
        self.source = source
        self.where = where
        self.message = message


class _Reader:
    """Typed access to one JSON document, raising errors that say where.

    ``surrogates`` False says the document cannot hold a lone surrogate (its JSON text had
    neither one nor an escape of one), so text values need not be searched for them.
    """

    def __init__(self, source: str, surrogates: bool = True) -> None:
        self.source = source
        self.surrogates = surrogates

    def fail(self, where: str, message: str) -> NoReturn:
        raise RosterReadError(self.source, where, message)

    def required(self, node: dict, key: str, where: str) -> Any:
        if key not in node:
            self.fail(_join(where, key), "required key is missing")
        return node[key]

    @overload
    def string(self, node: dict, key: str, where: str, *,
               required: Literal[True], allow_empty: bool = ...) -> str: ...

    @overload
    def string(self, node: dict, key: str, where: str, *,
               required: bool = False, allow_empty: bool = ...) -> str | None: ...

    def string(self, node: dict, key: str, where: str, *, required: bool = False,
               allow_empty: bool = True) -> str | None:
        value = self.required(node, key, where) if required else node.get(key)
        if value is None and not required:
            return None
        if not isinstance(value, str):
            self.fail(_join(where, key), f"expected text, found {_json_type(value)}")
        if not allow_empty and not value.strip():
            self.fail(_join(where, key), "must not be empty")
        bad = lone_surrogate(value) if self.surrogates else None
        if bad:
            self.fail(_join(where, key), f"contains {bad}, a broken character (a lone "
                                         "surrogate) that no file or database can store")
        return value

    @overload
    def integer(self, node: dict, key: str, where: str, *,
               required: Literal[True], minimum: int | None = ...) -> int: ...

    @overload
    def integer(self, node: dict, key: str, where: str, *,
               required: bool = False, minimum: int | None = ...) -> int | None: ...

    def integer(self, node: dict, key: str, where: str, *, required: bool = False,
                minimum: int | None = None) -> int | None:
        value = self.required(node, key, where) if required else node.get(key)
        if value is None and not required:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(_join(where, key), f"expected a whole number, found {_json_literal(value)}")
        return self._within(value, key, where, minimum)

    @overload
    def number(self, node: dict, key: str, where: str, *,
               required: Literal[True], minimum: float | None = ...) -> float: ...

    @overload
    def number(self, node: dict, key: str, where: str, *,
               required: bool = False, minimum: float | None = ...) -> float | None: ...

    def number(self, node: dict, key: str, where: str, *, required: bool = False,
               minimum: float | None = None) -> float | None:
        value = self.required(node, key, where) if required else node.get(key)
        if value is None and not required:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.fail(_join(where, key), f"expected a number, found {_json_literal(value)}")
        return self._within(value, key, where, minimum)

    def _within(self, value: Any, key: str, where: str, minimum: float | None) -> Any:
        """``value`` if it is at least ``minimum`` and within the bound every number keeps."""
        if minimum is not None and value < minimum:
            self.fail(_join(where, key), f"must be at least {minimum}, found {value}")
        if not -MAX_NUMBER <= value <= MAX_NUMBER:  # also refuses NaN and infinity
            self.fail(_join(where, key), f"must be at most {MAX_NUMBER}, found {value}")
        return value

    @overload
    def choice(self, node: dict, key: str, where: str, choices: Collection[str], *,
               required: Literal[True]) -> str: ...

    @overload
    def choice(self, node: dict, key: str, where: str, choices: Collection[str], *,
               required: bool = False) -> str | None: ...

    def choice(self, node: dict, key: str, where: str, choices: Collection[str], *,
               required: bool = False) -> str | None:
        value = self.string(node, key, where, required=required)
        if value is not None and value not in choices:
            self.fail(_join(where, key), f"{value!r} is not one of: {', '.join(choices)}")
        return value

    def string_list(self, node: dict, key: str, where: str,
                    choices: Collection[str] | None = None) -> list[str]:
        value = node.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(_join(where, key), f"expected a list, found {_json_type(value)}")
        for index, item in enumerate(value):
            item_where = f"{_join(where, key)}[{index}]"
            if not isinstance(item, str):
                self.fail(item_where, f"expected text, found {_json_type(item)}")
            if choices is not None and item not in choices:
                self.fail(item_where, f"{item!r} is not one of: {', '.join(choices)}")
        return list(value)

    def boolean(self, node: dict, key: str, where: str) -> bool:
        value = node.get(key, False)
        if value is None:
            return False
        if not isinstance(value, bool):
            self.fail(_join(where, key), f"expected true or false, found {_json_literal(value)}")
        return value

    def obj(self, value: Any, where: str) -> dict:
        if not isinstance(value, dict):
            self.fail(where, f"expected an object, found {_json_type(value)}")
        return value


def read_roster_file(path: Path | str) -> Roster:
    """Read a roster file; errors name the file and the JSON path."""
    source = str(path)
    try:
        # A regular file of at most 16 MB, checked before reading (a FIFO, /dev/zero, 2 GB).
        data = read_input_bytes(path, MAX_FILE_BYTES, "roster file")
        if _typed is not None:  # after use_typed_reading: most files read here, faster
            roster = _typed.roster(data[3:] if data.startswith(_BOM) else data,
                                   _typed_campaign)
            if roster is not None:
                return roster
        text = decode_text(data, path)
    except InputFileError as error:
        raise RosterReadError(source, error.place, error.reason) from None
    # Strict UTF-8 decoding never yields a surrogate: only an escape of one can bring it.
    return read_roster_text(text, source, decoded=True, utf8=data)


def read_roster_text(text: str, source: str = "<roster>", *, decoded: bool = False,
                     utf8: bytes | None = None) -> Roster:
    """Parse roster JSON text. ``decoded``: the text was decoded from UTF-8 bytes (``utf8``,
    if given, read instead where it can be: ``json_value``), so it holds no raw surrogate
    (only ``\\uD8xx`` escapes can make one)."""
    try:
        document = json_value(text, utf8)
    except json.JSONDecodeError as error:
        raise RosterReadError(
            source, f"line {error.lineno} column {error.colno}", f"not valid JSON ({error.msg})"
        ) from None
    except RecursionError:
        raise RosterReadError(source, "", "JSON nested too deeply") from None
    except ValueError:  # Python refuses to convert a number of more than 4,300 digits
        place, digits = huge_number_place(text) or ("", 0)
        raise RosterReadError(source, place, f"a number of {digits:,} digits; numbers in a "
                                             "roster have a few digits") from None
    roster = roster_from_dict(document, source, surrogates=_may_hold_surrogate(text, decoded))
    check_printable_names(roster, source)  # of a file; rosters already stored load as saved
    return roster


_BOM = "\ufeff".encode()
_typed: Any = None  # roster_typed's reader, after use_typed_reading


def use_typed_reading() -> bool:
    """Read roster files with ``roster_typed`` first from now on (and JSON with orjson:
    ``input_files.use_orjson``); False where msgspec is not installed.

    For a reader of many files (``validate``): msgspec's import and the reader's types cost
    ~10 ms, which a few hundred files repay; a file that reader is not sure of, and every
    error, is read by the code below as before."""
    global _typed
    use_orjson()
    try:
        from warbands_manager.rules.roster_typed import decoder
    except ImportError:
        return False
    _typed = decoder(MAX_NUMBER, MAX_MODELS, MAX_UNITS, ROSTER_KEYS)
    return True


def _typed_campaign(raw: bytes) -> dict | None:
    """A file's campaign value, read and checked as ``roster_from_dict`` reads it, or None
    if it is not a campaign that reads without an error."""
    try:
        value = json_value(raw.decode("utf-8"), raw)
        return _campaign(_Reader("<roster>"), {"campaign": value})
    except (ValueError, RecursionError):  # RosterReadError and json's errors among them
        return None


# A lone surrogate reaches a parsed document only as itself or as a ``\\uD8xx``-``\\uDFxx``
# escape in the text: without either, no text value needs searching (most files).
_MAY_HOLD_SURROGATE = re.compile(r"[\ud800-\udfff]|\\u[dD][89a-fA-F]")


def _may_hold_surrogate(text: str, decoded: bool = False) -> bool:
    # Without a ``\\u`` escape, text decoded from UTF-8 or plain ASCII (most files) is
    # answered without the search.
    if "\\u" not in text and (decoded or text.isascii()):
        return False
    return _MAY_HOLD_SURROGATE.search(text) is not None


def roster_from_dict(document: Any, source: str = "<roster>", *,
                     surrogates: bool = True) -> Roster:
    """Build a :class:`Roster` from parsed JSON, checking every key the format defines.

    ``surrogates=False`` only when the document's JSON text held no surrogate (see
    ``read_roster_text``): its text values are then not searched for one.
    """
    reader = _Reader(source, surrogates)
    document = reader.obj(document, "(top level)")
    file_format = reader.required(document, "format", "")
    if file_format != FORMAT:
        reader.fail("format", f"expected {FORMAT!r}, found {_json_literal(file_format)}")
    units_node = reader.required(document, "units", "")
    if not isinstance(units_node, list):
        reader.fail("units", f"expected a list, found {_json_type(units_node)}")
    if len(units_node) > MAX_UNITS:
        reader.fail("units", f"{len(units_node):,} units; a roster has at most {MAX_UNITS}")
    kept = _check_kept_values(reader, document, ROSTER_KEYS, "")
    header = None if surrogates else plain_header(document, MAX_NUMBER)
    name, army, player, chaos_type, points_limit = header or (
        reader.string(document, "name", "", required=True, allow_empty=False),
        reader.choice(document, "army", "", ARMIES, required=True),
        reader.string(document, "player", ""),
        reader.string(document, "chaos_type", ""),
        reader.integer(document, "points_limit", "", minimum=1),
    )
    roster = Roster(
        name=name, army=army, player=player, chaos_type=chaos_type, points_limit=points_limit,
        campaign=_campaign(reader, document),
        units=_units(reader, units_node),
        extra=kept,
    )
    _check_references(reader, roster)
    return roster


def check_printable_names(roster: Roster, source: str) -> None:
    """:class:`RosterReadError` for a name holding a control character (``Roster.
    control_character``)."""
    found = roster.control_character()
    if found:
        where, character = found
        raise RosterReadError(source, where, f"holds a control character "
                                             f"(U+{ord(character):04X}); a name is printed "
                                             "text only")


def _models(reader: _Reader, node: dict, where: str) -> int:
    models = reader.integer(node, "models", where, required=True, minimum=1)
    if models > MAX_MODELS:
        reader.fail(_join(where, "models"), f"{models:,} models; a unit has at most "
                                            f"{MAX_MODELS:,}")
    return models


def _check_kept_values(reader: _Reader, node: dict, known: frozenset, where: str) -> dict:
    """The node's unknown keys and values (kept as they are), once checked: they must still
    be storable (no lone surrogate) and copyable (a 5,000-deep list passed validation, then
    broke adding the warband). The first bad one in the file's order is reported."""
    unknown = node.keys() - known
    if not unknown:  # most nodes: one set operation instead of a loop over every key
        return {}
    kept = {key: value for key, value in node.items() if key in unknown}
    for key, value in kept.items():
        if not reader.surrogates and (value is None or type(value) in _SCALARS):
            continue  # a number or a text without a possible surrogate: nothing to find
        problem = value_problem({key: value})
        if problem:
            reader.fail(_join(where, str(key)), problem)
    return kept


def _campaign(reader: _Reader, document: dict) -> dict | None:
    if document.get("campaign") is None:
        return None
    campaign = reader.obj(document["campaign"], "campaign")
    problem = value_problem(campaign)
    if problem:
        reader.fail("campaign", problem)
    reader.integer(campaign, "experience", "campaign", minimum=0)
    return dict(campaign)


def _units(reader: _Reader, nodes: list) -> list[Unit]:
    """Each unit plainly right read fast (``roster_plain``), any other by ``_unit``, which
    names what is wrong; text that may hold a lone surrogate always goes to ``_unit``."""
    units = []
    for index, node in enumerate(nodes):
        unit = None if reader.surrogates else plain_unit(
            node, UNIT_KEYS, UPGRADE_KEYS, MAX_NUMBER, MAX_MODELS)
        units.append(unit or _unit(reader, node, f"units[{index}]"))
    return units


def _unit(reader: _Reader, node: Any, where: str) -> Unit:
    node = reader.obj(node, where)
    kept = _check_kept_values(reader, node, UNIT_KEYS, where)
    upgrades_node = node.get("upgrades") or []
    if not isinstance(upgrades_node, list):
        reader.fail(f"{where}.upgrades", f"expected a list, found {_json_type(upgrades_node)}")
    return Unit(
        id=reader.string(node, "id", where),
        name=reader.string(node, "name", where, required=True, allow_empty=False),
        category=reader.choice(node, "category", where, CATEGORIES, required=True),
        models=_models(reader, node, where),
        points_per_model=reader.number(node, "points_per_model", where, required=True, minimum=0),
        base=reader.string(node, "base", where),
        book_min=reader.integer(node, "book_min", where, minimum=0),
        book_max=reader.integer(node, "book_max", where, minimum=0),
        army_max=reader.integer(node, "army_max", where, minimum=0),
        traits=reader.string_list(node, "traits", where, TRAITS),
        upgrades=[_upgrade(reader, up, f"{where}.upgrades[{i}]")
                  for i, up in enumerate(upgrades_node)],
        commander=reader.boolean(node, "commander", where),
        joins=reader.string(node, "joins", where),
        detachment_of=reader.string(node, "detachment_of", where),
        veteran=reader.integer(node, "veteran", where, minimum=0) or 0,
        archetype=reader.choice(node, "archetype", where, ARCHETYPES),
        abilities=reader.string_list(node, "abilities", where),
        injuries=reader.string_list(node, "injuries", where),
        extra=kept,
    )


def _upgrade(reader: _Reader, node: Any, where: str) -> Upgrade:
    node = reader.obj(node, where)
    return Upgrade(
        name=reader.string(node, "name", where, required=True, allow_empty=False),
        points=reader.number(node, "points", where, required=True, minimum=0),
        kind=reader.choice(node, "kind", where, UPGRADE_KINDS, required=True),
        count=reader.integer(node, "count", where, minimum=1) or 1,
        extra=({k: v for k, v in node.items() if k not in UPGRADE_KEYS}
               if node.keys() - UPGRADE_KEYS else {}),
    )


def _check_references(reader: _Reader, roster: Roster) -> None:
    seen: dict[str, int] = {}
    refers = False  # most rosters: no unit joins another, so the second walk is not needed
    for index, unit in enumerate(roster.units):
        refers = refers or unit.joins is not None or unit.detachment_of is not None
        if unit.id is None:
            continue
        if unit.id in seen:
            reader.fail(f"units[{index}].id", f"id {unit.id!r} is already used by "
                                              f"units[{seen[unit.id]}]")
        seen[unit.id] = index
    if not refers:
        return
    for index, unit in enumerate(roster.units):
        for key in ("joins", "detachment_of"):
            target = getattr(unit, key)
            if target is not None and target not in seen:
                reader.fail(f"units[{index}].{key}", f"no unit has the id {target!r}")


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


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _json_type(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "text", bool: "true/false",
             int: "a number", float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def _json_literal(value: Any) -> str:
    try:
        return json.dumps(value)[:40]
    except (TypeError, ValueError):
        return _json_type(value)
