"""The common case of reading a roster file, for a reader of many files (``validate``):
the file's bytes decoded by msgspec straight into typed records, checked as they are decoded.

``roster_io`` parses the JSON into dictionaries (json, or orjson), then checks each value
(``roster_plain``, the careful ``_Reader``) and builds the roster from them: ~190,000
instructions for a file of four units, two fifths of ``validate``'s work per file. Here the
format's types, bounds and choices are declared once (the records of :func:`decoder`);
msgspec checks them in C while it reads, and a plain loop copies the records into
:class:`~warbands_manager.rules.roster.Roster` objects (~92,000 instructions in all).

Its one promise, tested against ``roster_io`` on the example files and on generated and
mutated documents, bytes and numbers: ``decoder(...).roster(data, campaign)`` returns the
roster ``roster_io.read_roster_text`` returns, with the same types and values, or None
("read it as before"). It answers None for anything it is not sure of: any error (so the
user's message is ``roster_io``'s, word for word, place included), an unknown key in a unit
or an upgrade, a null for "none" in a list, true/false or a count (no writer writes one), a
campaign that does not read, an unknown top-level value other than text, a whole number,
true/false or null (a float or a nested value, where json and msgspec might differ), text
that is blank, a repeated unit id, a reference to no unit. msgspec refuses what json would
refuse or turn into a value a roster refuses: bytes that are not UTF-8, a lone surrogate
(``\\udc80``), control characters in text, ``NaN``, numbers out of range, a byte-order mark
(``read_roster_file`` strips one first), a float where a whole number is asked for, ``true``
for a number.

Imported only by :func:`roster_io.use_typed_reading` (msgspec's import costs ~10 ms,
repaid from a few hundred files): one file opened in the window is read as before.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

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

# The bounds are roster_io's (MAX_NUMBER, MAX_MODELS, MAX_UNITS), passed to ``decoder`` so
# the two readers cannot drift apart; the choices are the format's own tuples.


def decoder(max_number: int, max_models: int, max_units: int,
            roster_keys: frozenset) -> _TypedReader:
    """A reader for the bounds of ``roster_io`` (built once: compiling the types costs)."""
    count = Annotated[int, msgspec.Meta(ge=0, le=max_number)]
    positive = Annotated[int, msgspec.Meta(ge=1, le=max_number)]
    # int | float: a whole number stays an int, as json keeps it.
    amount = (Annotated[int, msgspec.Meta(ge=0, le=max_number)]
              | Annotated[float, msgspec.Meta(ge=0, le=max_number)])
    # gc=False: records hold texts, numbers and lists of records, never a cycle, so the
    # garbage collector need not track them (a file makes a dozen).
    # The records' fields have Unit's and Upgrade's defaults, so most values are copied as
    # they are. A null where the format also allows it for "none" (``"traits": null``; no
    # writer of the format writes one) is refused here, and the file read by roster_io.
    upgrade = msgspec.defstruct("_Upgrade", [
        ("name", str), ("points", amount), ("kind", _one_of(UPGRADE_KINDS)),
        ("count", positive, 1),
    ], forbid_unknown_fields=True, gc=False)
    unit = msgspec.defstruct("_Unit", [
        ("name", str), ("category", _one_of(CATEGORIES)),
        ("models", Annotated[int, msgspec.Meta(ge=1, le=max_models)]),
        ("points_per_model", amount),
        ("id", str | None, None), ("base", str | None, None),
        ("book_min", count | None, None), ("book_max", count | None, None),
        ("army_max", count | None, None),
        ("traits", list.__class_getitem__(_one_of(TRAITS)), []),
        ("upgrades", list[upgrade], []),  # type: ignore[valid-type]
        ("commander", bool, False),
        ("joins", str | None, None), ("detachment_of", str | None, None),
        ("veteran", count, 0),
        ("archetype", _one_of(ARCHETYPES) | None, None),
        ("abilities", list[str], []), ("injuries", list[str], []),
    ], forbid_unknown_fields=True, gc=False)
    # Unknown top-level keys are kept (every example file has a "note"): the roster's own
    # record skips them, and the document read once more as raw values finds them.
    roster = msgspec.defstruct("_Roster", [
        ("format", Literal[FORMAT]), ("name", str), ("army", _one_of(ARMIES)),
        ("units", Annotated[list[unit], msgspec.Meta(max_length=max_units)]),  # type: ignore[valid-type]
        ("player", str | None, None), ("chaos_type", str | None, None),
        ("points_limit", positive | None, None),
        ("campaign", msgspec.Raw, _NULL),
    ], gc=False)
    return _TypedReader(msgspec.json.Decoder(roster), roster_keys)


def _one_of(choices: tuple[str, ...]) -> Any:
    """``Literal[...]`` of the format's choices, made from its tuple at run time."""
    return Literal.__getitem__(choices)


_NULL = msgspec.Raw(b"null")
_KEPT_PLAIN = frozenset((str, bool, int, type(None)))  # unknown values kept without a doubt


class _TypedReader:
    def __init__(self, roster_decoder: msgspec.json.Decoder, roster_keys: frozenset) -> None:
        self.decode = roster_decoder.decode
        self.raw_values = msgspec.json.Decoder(dict[str, msgspec.Raw]).decode
        self.value = msgspec.json.decode
        self.roster_keys = roster_keys

    def roster(self, data: bytes, campaign: Any) -> Roster | None:
        """The roster of a file's ``data``, or None (see the module). ``campaign(raw)``: the
        campaign value checked as ``roster_io`` checks it, or None where it cannot be."""
        try:
            record = self.decode(data)
            extra = self._kept(data)
        except (ValueError, RecursionError):  # msgspec's errors, bad UTF-8 among them
            return None
        if extra is None or not record.name.strip():
            return None
        units = _units(record.units)
        if units is None:
            return None
        if record.campaign is _NULL or bytes(record.campaign) == b"null":
            kept_campaign = None
        else:
            kept_campaign = campaign(bytes(record.campaign))
            if kept_campaign is None:
                return None
        roster = Roster(record.name, record.army, units, record.player, record.chaos_type,
                        record.points_limit, kept_campaign, extra)
        return None if roster.control_character() else roster  # roster_io names the place

    def _kept(self, data: bytes) -> dict | None:
        """The unknown top-level keys and values in the file's order; None if one holds
        anything but text, a whole number, true/false or null."""
        values = self.raw_values(data)
        if values.keys() <= self.roster_keys:
            return {}
        kept = {}
        for key, raw in values.items():
            if key not in self.roster_keys:
                value = self.value(raw)
                if type(value) not in _KEPT_PLAIN:
                    return None
                kept[key] = value
        return kept


def _units(records: list) -> list[Unit] | None:
    """The units of the decoded records; None if a name is blank, an id repeated or a
    reference (``joins``, ``detachment_of``) names no unit."""
    units = []
    ids: set[str] = set()
    refers = False
    for record in records:
        name, upgrades, unit_id = record.name, record.upgrades, record.id
        if not name.strip():
            return None
        if unit_id is not None:
            if unit_id in ids:
                return None
            ids.add(unit_id)
        if upgrades:
            upgrades = _upgrades(upgrades)
            if upgrades is None:
                return None
        joins, detachment = record.joins, record.detachment_of
        refers = refers or joins is not None or detachment is not None
        # Positional, in the dataclass's field order, as roster_plain builds it (a call
        # with the record's values unpacked, ``Unit(*astuple(record))``, cost more).
        units.append(Unit(
            name, record.category, record.models, record.points_per_model, unit_id,
            record.base, record.book_min, record.book_max, record.army_max, record.traits,
            upgrades, record.commander, joins, detachment, record.veteran, record.archetype,
            record.abilities, record.injuries, {}))
    if refers and not _references_found(units, ids):
        return None
    return units


def _upgrades(records: list) -> list[Upgrade] | None:
    upgrades = []
    for record in records:
        name = record.name
        if not name.strip():
            return None
        upgrades.append(Upgrade(name, record.points, record.kind, record.count, {}))
    return upgrades


def _references_found(units: list[Unit], ids: set) -> bool:
    """Whether every ``joins`` and ``detachment_of`` names a unit of the roster."""
    for unit in units:
        joins, detachment = unit.joins, unit.detachment_of
        if (joins is not None and joins not in ids) \
                or (detachment is not None and detachment not in ids):
            return False
    return True
