"""The roster file format ``warbands-roster/1`` (``docs/roster-format.md``), defined once.

Each key of a roster, a unit and an upgrade is a :class:`Field` below: what it holds, whether
it is required, its bounds or vocabulary. From these come both the typed records a parsed
document is converted into (msgspec checks every value as it converts) and the words of each
read error, which say what the file holds where and what the format wants there.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import msgspec

from warbands_manager.rules.roster import ARCHETYPES, ARMIES, CATEGORIES, TRAITS, UPGRADE_KINDS

# No roster has a million models or points; larger numbers are a damaged or hostile file (and
# would overflow SQLite's 64-bit integers where rosters are summed).
MAX_NUMBER = 1_000_000
MAX_FILE_BYTES = 16 * 1024 * 1024
# Numbers that size work (the editor's table, the PDF, validation): far above any real roster.
MAX_UNITS = 500
MAX_MODELS = 10_000


@dataclass(frozen=True)
class Field:
    """One key of the format.

    ``kind``: ``text``, ``name`` (text, not blank), ``whole`` (a whole number), ``number``,
    ``choice`` (one of ``choices``), ``flag`` (true or false), ``texts`` (a list of text, each
    one of ``choices`` if given), ``units``, ``upgrades``, ``campaign``. ``over``: how a
    value above ``maximum`` is worded, where the bound is the format's and not every number's.
    """

    kind: str
    required: bool = False
    minimum: int | None = None
    maximum: int = MAX_NUMBER
    choices: tuple[str, ...] = ()
    over: str = ""


UPGRADE_FIELDS = {
    "name": Field("name", required=True),
    "points": Field("number", required=True, minimum=0),
    "kind": Field("choice", required=True, choices=UPGRADE_KINDS),
    "count": Field("whole", minimum=1),
}
UNIT_FIELDS = {
    "id": Field("text"),
    "name": Field("name", required=True),
    "category": Field("choice", required=True, choices=CATEGORIES),
    "models": Field(
        "whole",
        required=True,
        minimum=1,
        maximum=MAX_MODELS,
        over="{value:,} models; a unit has at most {maximum:,}",
    ),
    "points_per_model": Field("number", required=True, minimum=0),
    "base": Field("text"),
    "book_min": Field("whole", minimum=0),
    "book_max": Field("whole", minimum=0),
    "army_max": Field("whole", minimum=0),
    "traits": Field("texts", choices=TRAITS),
    "upgrades": Field("upgrades"),
    "commander": Field("flag"),
    "joins": Field("text"),
    "detachment_of": Field("text"),
    "veteran": Field("whole", minimum=0),
    "archetype": Field("choice", choices=ARCHETYPES),
    "abilities": Field("texts"),
    "injuries": Field("texts"),
}
CAMPAIGN_FIELDS = {"experience": Field("whole", minimum=0)}
ROSTER_FIELDS = {
    "format": Field("text", required=True),
    # Before the other keys: a file without units is reported so, whatever else it lacks.
    "units": Field(
        "units",
        required=True,
        maximum=MAX_UNITS,
        over="{value:,} units; a roster has at most {maximum}",
    ),
    "name": Field("name", required=True),
    "player": Field("text"),
    "army": Field("choice", required=True, choices=ARMIES),
    "chaos_type": Field("text"),
    "points_limit": Field("whole", minimum=1),
    "campaign": Field("campaign"),
}
# Every key by its name: a key of the same name means the same at every level of the file.
FIELDS = {**UPGRADE_FIELDS, **UNIT_FIELDS, **CAMPAIGN_FIELDS, **ROSTER_FIELDS}
ROSTER_KEYS = frozenset(ROSTER_FIELDS)
UNIT_KEYS = frozenset(UNIT_FIELDS)
UPGRADE_KEYS = frozenset(UPGRADE_FIELDS)


def _value_type(field: Field, records: dict[str, Any]) -> Any:
    """The type msgspec checks a key's value against (``records``: those made so far)."""
    low = -MAX_NUMBER if field.minimum is None else field.minimum
    bounds = msgspec.Meta(ge=low, le=field.maximum)
    text: Any = Literal.__getitem__(field.choices) if field.choices else str
    kind = field.kind
    if kind == "name":
        return Annotated[str, msgspec.Meta(pattern=r"\S")]
    if kind == "whole":
        return Annotated[int, bounds]
    if kind == "number":
        return Annotated[int, bounds] | Annotated[float, bounds]
    if kind == "flag":
        return bool
    if kind == "texts":
        return list.__class_getitem__(text)
    if kind == "units":
        return Annotated[
            list.__class_getitem__(records["unit"]), msgspec.Meta(max_length=field.maximum)
        ]
    if kind == "upgrades":
        return list.__class_getitem__(records["upgrade"])
    if kind == "campaign":
        return records["campaign"]
    return text  # text, or one of the choices


def _record(name: str, fields: dict[str, Field], records: dict[str, Any]) -> Any:
    """A msgspec record of ``fields``: a required key has no default, an optional one takes
    null or absence as "none" (None). Unknown keys are allowed (the readers keep them)."""
    declared = []
    for key, field in fields.items():
        value_type = _value_type(field, records)
        declared.append((key, value_type) if field.required else (key, value_type | None, None))
    return msgspec.defstruct(name, declared, kw_only=True, gc=False)


def _records() -> dict[str, Any]:
    records: dict[str, Any] = {}
    records["upgrade"] = _record("UpgradeRecord", UPGRADE_FIELDS, records)
    records["unit"] = _record("UnitRecord", UNIT_FIELDS, records)
    records["campaign"] = _record("CampaignRecord", CAMPAIGN_FIELDS, records)
    records["roster"] = _record("RosterRecord", ROSTER_FIELDS, records)
    return records


RECORDS = _records()
RosterRecord = RECORDS["roster"]


def convert(document: Any) -> Any:
    """``document`` (parsed JSON, a dict at the top) as a :data:`RosterRecord`.

    Raises:
        FormatProblem: a value the format refuses, with the place and the words to say so.
    """
    try:
        return msgspec.convert(document, RosterRecord, strict=True)
    except msgspec.ValidationError as error:
        raise FormatProblem(*_explained(str(error), document)) from None


class FormatProblem(ValueError):
    """A value the format refuses: ``where`` (``units[3].models``) and ``message``."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where, self.message = where, message


_PART = re.compile(r"\.([^.\[]+)|\[(\d+)\]")
_MISSING = re.compile(r"Object missing required field `(.+)`")


def _explained(text: str, document: Any) -> tuple[str, str]:
    """The place and words of a msgspec error on ``document``, as the format says them."""
    said, _, at = text.partition(" - at `$")
    parts: list[str | int] = [key or int(index) for key, index in _PART.findall(at[:-1])]
    missing = _MISSING.fullmatch(said)
    if missing:
        return place([*parts, missing.group(1)]), "required key is missing"
    value = document
    for part in parts:
        value = value[part]
    return place(parts), wrong_value(parts, value) or said


def place(parts: list[str | int]) -> str:
    """``["units", 3, "models"]`` → ``units[3].models``."""
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else f"{'.' if text else ''}{part}"
    return text


def wrong_value(parts: list[str | int], value: Any) -> str | None:
    """What is wrong with ``value`` at ``parts``, in the format's words (None: nothing the
    field refuses, or a place no field describes)."""
    keys = [part for part in parts if isinstance(part, str)]
    field = FIELDS.get(keys[-1]) if keys else None
    if field is None:
        return None
    if isinstance(parts[-1], int):  # an item of a list
        if field.kind in ("units", "upgrades"):
            return (
                None
                if isinstance(value, dict)
                else (f"expected an object, found {json_type(value)}")
            )
        return _wrong_text(value, field.choices)
    return _wrong(field, value)


def _wrong(field: Field, value: Any) -> str | None:
    kind = field.kind
    if kind in ("text", "name", "choice"):
        if kind == "name" and isinstance(value, str) and not value.strip():
            return "must not be empty"
        return _wrong_text(value, field.choices)
    if kind in ("whole", "number"):
        return _wrong_number(field, value)
    if kind == "flag":
        return (
            None
            if isinstance(value, bool)
            else (f"expected true or false, found {json_literal(value)}")
        )
    if kind == "campaign":
        return (
            None if isinstance(value, dict) else (f"expected an object, found {json_type(value)}")
        )
    if not isinstance(value, list):
        return f"expected a list, found {json_type(value)}"
    if len(value) > field.maximum:
        return field.over.format(value=len(value), maximum=field.maximum)
    return None


def _wrong_text(value: Any, choices: tuple[str, ...]) -> str | None:
    if not isinstance(value, str):
        return f"expected text, found {json_type(value)}"
    if choices and value not in choices:
        return f"{value!r} is not one of: {', '.join(choices)}"
    return None


def _wrong_number(field: Field, value: Any) -> str | None:
    whole = field.kind == "whole"
    if isinstance(value, bool) or not isinstance(value, int if whole else int | float):
        wanted = "a whole number" if whole else "a number"
        return f"expected {wanted}, found {json_literal(value)}"
    if field.minimum is not None and value < field.minimum:
        return f"must be at least {field.minimum}, found {value}"
    if field.over and value > field.maximum:
        return field.over.format(value=value, maximum=field.maximum)
    if not -MAX_NUMBER <= value <= MAX_NUMBER:  # also refuses NaN and infinity
        return f"must be at most {MAX_NUMBER}, found {value}"
    return None


def json_type(value: Any) -> str:
    """A JSON value's kind as the error messages name it ("a list", "text")."""
    names = {
        dict: "an object",
        list: "a list",
        str: "text",
        bool: "true/false",
        int: "a number",
        float: "a number",
        type(None): "null",
    }
    return names.get(type(value), type(value).__name__)


def json_literal(value: Any) -> str:
    """A value as the file writes it (at most 40 characters)."""
    try:
        return json.dumps(value)[:40]
    except (TypeError, ValueError):
        return json_type(value)
