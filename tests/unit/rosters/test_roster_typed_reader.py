"""The typed reader (``roster_typed``, issue 21) promises one thing: for a file's bytes it
returns the roster ``roster_io`` reads from them, with the same types and values all the way
down, or None, and the file is then read as before (so every error is word for word the one
before). Checked on the example files, on edge cases of JSON and of the format, on generated
numbers and on mutated documents; and ``read_roster_file`` with it on against it off."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.unit.readers.fuzz_helpers import JSON, SCALARS, fuzz
from tests.unit.rosters.test_roster_plain_reader import (
    CHANGE,
    HEADER_CHANGE,
    UNIT,
    mutated,
    mutated_unit,
)
from warbands_manager.rules import input_files, roster_io
from warbands_manager.rules.roster_io import (
    MAX_UNITS,
    RosterReadError,
    read_roster_file,
    read_roster_text,
)

pytest.importorskip("msgspec")

EXAMPLES = sorted((Path(__file__).parents[3] / "data" / "demo" / "rosters").glob("*.json"))
DOCUMENT = {"format": "warbands-roster/1", "name": "Clawpack", "player": "Wen",
            "army": "skaven", "note": "kept", "chaos_type": None,
            "units": [UNIT, {**UNIT, "id": "u2", "commander": False}]}


@pytest.fixture(scope="module")
def typed():
    """roster_io's typed reader, made without switching it on for the other tests."""
    from warbands_manager.rules.roster_typed import decoder

    return decoder(roster_io.MAX_NUMBER, roster_io.MAX_MODELS, MAX_UNITS, roster_io.ROSTER_KEYS)


def fast(typed, data: bytes):
    return typed.roster(data, roster_io._typed_campaign)


def before(data: bytes) -> str:
    """What roster_io reads from ``data``, as the repr of the roster (types and all: ``1``
    and ``1.0``, ``0.0`` and ``-0.0`` differ), or the error's words."""
    try:
        text = input_files.decode_text(data, "f.json")
        return repr(read_roster_text(text, "f.json", decoded=True, utf8=data))
    except (RosterReadError, input_files.InputFileError) as error:
        return f"error: {error}"


def check(typed, data: bytes) -> bool:
    """The promise for ``data``; True if the typed reader read it."""
    roster = fast(typed, data)
    if roster is not None:
        assert repr(roster) == before(data)
    return roster is not None


def encoded(document, ascii_only: bool = False) -> bytes:
    return json.dumps(document, ensure_ascii=ascii_only, allow_nan=True).encode("utf-8",
                                                                               "surrogatepass")


def test_every_example_file_is_read_typed_and_alike(typed):
    for path in EXAMPLES:
        assert check(typed, path.read_bytes()), path.name  # else it would never run
        # Escapes (\u00e9) and the file's own spacing read alike too.
        assert check(typed, encoded(json.loads(path.read_bytes()), ascii_only=True))


def test_a_campaign_is_read_as_before_and_a_bad_one_left_to_roster_io(typed):
    assert check(typed, encoded({**DOCUMENT, "campaign": {"experience": 12, "games": [1, 2]}}))
    for campaign in ({"experience": -1}, [], {"deep": [[[[[[]]]]]] * 1 + [0]},
                     {"experience": True}):
        data = encoded({**DOCUMENT, "campaign": campaign})
        check(typed, data)
    deep: list = []
    for _ in range(100):
        deep = [deep]
    assert fast(typed, encoded({**DOCUMENT, "campaign": {"x": deep}})) is None
    assert before(encoded({**DOCUMENT, "campaign": {"x": deep}})).startswith("error: ")


EDGE_BYTES = [
    b'\xef\xbb\xbf' + encoded(DOCUMENT),  # a byte-order mark: roster_io strips it
    encoded(DOCUMENT).replace(b'"kept"', b'"k\xffept"'),  # not UTF-8 in an unknown value
    encoded(DOCUMENT).replace(b'"Clawpack"', b'"Claw\xed\xb2\x80pack"'),  # a raw surrogate
    encoded(DOCUMENT).replace(b'"note"', b'"n\xffote"'),  # not UTF-8 in a key
    encoded(DOCUMENT).replace(b'"kept"', b'"\\udc80"'),  # an escaped lone surrogate
    encoded(DOCUMENT).replace(b'"Clawpack"', b'"\\ud83d\\ude00"'),  # an escaped pair: fine
    encoded(DOCUMENT).replace(b'"Clawpack"', b'"Claw\\u0000pack"'),
    encoded(DOCUMENT).replace(b'"Clawpack"', b'"Claw\x01pack"'),  # a raw control character
    encoded(DOCUMENT).replace(b'"models": 12', b'"models": 12.0'),
    encoded(DOCUMENT).replace(b'"models": 12', b'"models": 1.2e1'),
    encoded(DOCUMENT).replace(b'"models": 12', b'"models": true'),
    encoded(DOCUMENT).replace(b'"models": 12', b'"models": -0'),
    encoded(DOCUMENT).replace(b'"points_per_model": 5', b'"points_per_model": NaN'),
    encoded(DOCUMENT).replace(b'"points_per_model": 5', b'"points_per_model": 1e400'),
    encoded(DOCUMENT).replace(b'"points_per_model": 5', b'"points_per_model": -0.0'),
    encoded(DOCUMENT).replace(b'"points_per_model": 5', b'"points_per_model": 5E0'),
    encoded(DOCUMENT).replace(b'"points_per_model": 5', b'"points_per_model": 0.1'),
    encoded(DOCUMENT).replace(b'"points_per_model": 5', b'"points_per_model": 01'),
    encoded(DOCUMENT).replace(b'"kept"', b'12345678901234567890123'),
    encoded(DOCUMENT).replace(b'"kept"', b'1' * 4301),
    encoded(DOCUMENT).replace(b'"kept"', b'1.5'),
    encoded(DOCUMENT).replace(b'"kept"', b'[1, {"a": null}]'),
    encoded(DOCUMENT).replace(b'"kept"', b'Infinity'),
    encoded(DOCUMENT).replace(b'"commander": true', b'"commander": 1'),
    encoded(DOCUMENT).replace(b'"commander": true', b'"commander": null'),
    encoded(DOCUMENT).replace(b'"commander": true', b'"commander": true, "commander": false'),
    encoded(DOCUMENT).replace(b'"models": 12', b'"models": 0, "models": 12'),
    encoded(DOCUMENT).replace(b'"models": 12', b'"models": 12, "models": 0'),
    encoded(DOCUMENT).replace(b'"note": "kept"', b'"note": 1, "note": "kept"'),
    encoded(DOCUMENT).replace(b'"army": "skaven"', b'"army": "skaven", "army": "elves"'),
    encoded(DOCUMENT).replace(b'"id": "u2"', b'"id": "u1"'),  # a repeated id
    encoded(DOCUMENT).replace(b'"id": "u2"', b'"id": "u2", "joins": "u9"'),
    encoded(DOCUMENT).replace(b'"id": "u2"', b'"id": "u2", "detachment_of": "u1"'),
    encoded(DOCUMENT).replace(b'"id": "u2"', b'"id": "u2", "colour": "red"'),
    encoded(DOCUMENT).replace(b'"kind": "champion"', b'"kind": "champion", "colour": 1'),
    encoded(DOCUMENT).replace(b'"kind": "champion"', b'"kind": "champion", "count": 0'),
    encoded(DOCUMENT).replace(b'"kind": "champion"', b'"kind": "champion", "count": null'),
    encoded(DOCUMENT).replace(b'"Clawleader"', b'" "'),
    encoded(DOCUMENT).replace(b'"name": "Clawpack"', b'"name": "\\t"'),
    encoded(DOCUMENT).replace(b'"upgrades": [', b'"upgrades": [], "x": ['),
    encoded(DOCUMENT).replace(b'"chaos_type": null', b'"chaos_type": null, "campaign": null'),
    encoded(DOCUMENT) + b' x',
    encoded(DOCUMENT) + b' \n\t\r',
    encoded(DOCUMENT) + b'\x0c',
    encoded(DOCUMENT)[:-1] + b',}',
    b' \n' + encoded(DOCUMENT),
    encoded({**DOCUMENT, "units": [UNIT] * (MAX_UNITS + 1)}),
    encoded({**DOCUMENT, "units": [{**UNIT, "id": None}] * MAX_UNITS}),
    encoded({**DOCUMENT, "units": []}),
    encoded({**DOCUMENT, "units": {}}),
    encoded({**DOCUMENT, "format": "warbands-roster/2"}),
    encoded([DOCUMENT]), b'', b'null', b'{}',
]


@pytest.mark.parametrize("data", EDGE_BYTES, ids=range(len(EDGE_BYTES)))
def test_edge_cases_read_alike_or_are_left_to_roster_io(typed, data):
    check(typed, data)


def test_plain_edge_cases_are_read_typed_not_all_left_to_roster_io(typed):
    # An escaped pair, -0.0, 5E0, 0.1, a long whole number kept unknown, a repeated key, a
    # null campaign, a file's own spacing, 500 units: json's values, read typed.
    for index in (5, 14, 15, 16, 18, 25, 28, 32, 40, 42, 45, 47, 48):
        assert check(typed, EDGE_BYTES[index]), index
    # A control character in a name (\u0000): left to roster_io, which refuses it by name.
    assert fast(typed, EDGE_BYTES[6]) is None
    assert before(EDGE_BYTES[6]) == ("error: f.json: name: holds a control character (U+0000); "
                                     "a name is printed text only")
    # null for "none" in a list, true/false or a count: no writer writes it; roster_io reads it.
    for index in (24, 36):
        assert fast(typed, EDGE_BYTES[index]) is None
        assert not before(EDGE_BYTES[index]).startswith("error: ")
    assert fast(typed, EDGE_BYTES[0]) is None  # read_roster_file strips the mark first
    assert check(typed, EDGE_BYTES[0][3:])


# Mostly within a roster's bounds (0 to 1,000,000), with 20 digits after the point or an
# exponent; some far outside them.
def test_units_share_no_list(typed):
    # The records' defaults ([]) are copied for each record, as the dataclass's are.
    roster = fast(typed, encoded({**DOCUMENT, "units": [{**UNIT, "id": None}] * 3}))
    roster.units[0].traits.append("flyer")
    roster.units[0].abilities.append("Brave")
    assert roster.units[1].traits == [] and roster.units[2].abilities == []
    assert roster.units[0].upgrades is not roster.units[1].upgrades


NUMBER = (st.from_regex(r"\A(0|[1-9][0-9]{0,5})(\.[0-9]{1,20})?([eE]-?[0-9])?\Z")
          | st.from_regex(r"\A-?(0|[1-9][0-9]{0,22})(\.[0-9]{1,20})?([eE][-+]?[0-9]{1,3})?\Z"))


@fuzz(400)
@given(st.lists(NUMBER, min_size=2, max_size=2))
def test_numbers_read_alike(typed, numbers):
    # Written as a file would write them (not as Python prints floats): json's and
    # msgspec's parsers both round each to the nearest float, or keep the whole number.
    data = encoded(DOCUMENT).replace(b'"points_per_model": 5', b'"points_per_model": '
                                     + numbers[0].encode(), 1)
    data = data.replace(b'"points": 10', b'"points": ' + numbers[1].encode(), 1)
    check(typed, data)


@fuzz(300)
@given(st.lists(HEADER_CHANGE, min_size=1, max_size=4))
def test_mutated_documents_read_alike_or_are_left_to_roster_io(typed, changes):
    check(typed, encoded(mutated(copy.deepcopy(DOCUMENT), changes)))


@fuzz(200)
@given(st.dictionaries(st.sampled_from(["note", "campaign", "extra", "units"]),
                       JSON | SCALARS, max_size=3))
def test_unknown_and_campaign_values_read_alike_or_are_left_to_roster_io(typed, values):
    check(typed, encoded({**DOCUMENT, **values}))


@fuzz(300)
@given(st.lists(CHANGE, min_size=1, max_size=4))
def test_mutated_units_read_alike_or_are_left_to_roster_io(typed, changes):
    check(typed, encoded({**DOCUMENT, "units": [mutated_unit(changes)]}))


def _outcomes(paths) -> list[str]:
    found = []
    for path in paths:
        try:
            found.append(repr(read_roster_file(path)))
        except RosterReadError as error:
            found.append(f"error: {error}")
    return found


def test_files_read_alike_with_the_typed_reader_on_and_off(tmp_path, monkeypatch):
    paths = list(EXAMPLES)
    for index, data in enumerate(EDGE_BYTES):
        path = tmp_path / f"edge-{index}.json"
        path.write_bytes(data)
        paths.append(path)
    plain = _outcomes(paths)
    assert sum(found.startswith("error: ") for found in plain) > 20
    monkeypatch.setattr(roster_io, "_typed", None)
    monkeypatch.setattr(input_files, "_orjson_loads", None)
    assert roster_io.use_typed_reading()
    assert _outcomes(paths) == plain
