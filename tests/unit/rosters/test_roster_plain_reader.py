"""The fast unit reader (``roster_plain``, issue 21) promises one thing: when it answers a
unit, the careful reader (``roster_io._unit``) answers an equal one; anything else it leaves
to the careful reader, which names the error. Checked on every example roster's units and on
units with each key set to plain, odd and wrong values."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.unit.readers.fuzz_helpers import SCALARS, fuzz
from warbands_manager.rules.roster_io import (
    MAX_MODELS,
    MAX_NUMBER,
    UNIT_KEYS,
    UPGRADE_KEYS,
    RosterReadError,
    _Reader,
    _unit,
    read_roster_file,
    read_roster_text,
    roster_from_dict,
)
from warbands_manager.rules.roster_plain import plain_unit

EXAMPLES = sorted((Path(__file__).parents[3] / "data" / "demo" / "rosters").glob("*.json"))
UNIT = {"id": "u1", "name": "Clanrats", "category": "core", "models": 12,
        "points_per_model": 5, "base": "20x20", "book_min": 20,
        "upgrades": [{"name": "Clawleader", "points": 10, "kind": "champion"}],
        "commander": True}


def fast(node):
    return plain_unit(node, UNIT_KEYS, UPGRADE_KEYS, MAX_NUMBER, MAX_MODELS)


def careful(node):
    return _unit(_Reader("f.json", surrogates=False), copy.deepcopy(node), "units[0]")


def test_every_unit_of_the_example_rosters_is_read_fast_and_alike():
    units = [unit for path in EXAMPLES
             for unit in json.loads(path.read_text(encoding="utf-8"))["units"]]
    assert len(units) > 20
    for node in units:
        assert fast(node) is not None, node["name"]  # else the fast path would never run
        assert fast(node) == careful(node)


def test_a_unit_read_fast_shares_no_list_with_the_document():
    node = {**UNIT, "traits": ["flyer"], "abilities": ["Brave"]}
    unit = fast(node)
    assert unit.traits == ["flyer"] and unit.traits is not node["traits"]
    assert unit.abilities is not node["abilities"]


@pytest.mark.parametrize("change", [
    {"models": 0}, {"models": True}, {"models": 1.0}, {"models": MAX_MODELS + 1},
    {"points_per_model": float("nan")}, {"points_per_model": -1}, {"name": "  "},
    {"category": "elite"}, {"traits": ["fast"]}, {"commander": 1}, {"note": "kept"},
    {"upgrades": ""}, {"upgrades": [{"name": "X", "points": 1, "kind": "banner"}]},
    {"upgrades": [{"name": "X", "points": 1, "kind": "other", "count": 0}]},
    {"upgrades": [{"name": "X", "points": 1, "kind": "other", "colour": "red"}]},
    {"veteran": -1}, {"archetype": "bard"}, {"abilities": [1]}, {"book_max": MAX_NUMBER + 1},
])
def test_anything_unusual_is_left_to_the_careful_reader(change):
    assert fast({**UNIT, **change}) is None


def test_errors_are_named_as_before_when_the_fast_reader_declines():
    document = {"format": "warbands-roster/1", "name": "x", "army": "skaven",
                "units": [UNIT, {**UNIT, "id": "u2", "models": 0}]}
    with pytest.raises(RosterReadError, match=r"units\[1\]\.models: must be at least 1"):
        read_roster_text(json.dumps(document), "f.json")


VALUES = {
    "id": st.none() | st.text(max_size=5),
    "name": st.sampled_from(["Clanrats", " ", "", "Ogre Bulls"]),
    "category": st.sampled_from(["core", "hero", "elite"]),
    "models": st.integers(-1, MAX_MODELS + 1) | st.booleans(),
    "points_per_model": st.integers(-1, 20) | st.floats(allow_nan=True),
    "base": st.none() | st.sampled_from(["20x20"]),
    "book_min": st.none() | st.integers(-1, MAX_NUMBER + 1),
    "traits": st.none() | st.lists(st.sampled_from(["flyer", "wizard", "fast"]), max_size=2),
    "commander": st.none() | st.booleans(),
    "joins": st.none() | st.sampled_from(["u1", "u9"]),
    "detachment_of": st.none() | st.sampled_from(["u2", "u9"]),
    "veteran": st.none() | st.integers(-1, 3),
    "archetype": st.none() | st.sampled_from(["noble", "bard"]),
    "abilities": st.none() | st.lists(st.text(max_size=4), max_size=2),
    "upgrades": st.none() | st.lists(st.fixed_dictionaries(
        {"name": st.sampled_from(["Champion", ""]), "points": st.integers(-1, 10),
         "kind": st.sampled_from(["champion", "banner"])},
        optional={"count": st.none() | st.integers(-1, 3) | st.booleans()}), max_size=2),
}


DELETED = object()
# A plain unit with a few keys changed: to a value of the key's own kind (often right, so
# both readers answer), to any JSON scalar (mostly wrong) or removed.
CHANGE = st.sampled_from(sorted(VALUES)).flatmap(lambda key: st.tuples(
    st.just(key), st.one_of(VALUES[key], VALUES[key], VALUES[key], SCALARS, st.just(DELETED))))


@fuzz(600)
@given(st.lists(CHANGE, min_size=1, max_size=4))
def test_a_unit_read_fast_is_the_unit_the_careful_reader_reads(changes):
    node = mutated_unit(changes)
    unit = fast(node)
    if unit is not None:
        assert unit == careful(node)


def mutated_unit(changes) -> dict:
    """``UNIT`` with ``CHANGE`` changes made."""
    node = dict(UNIT)
    for key, value in changes:
        if value is DELETED:
            node.pop(key, None)
        else:
            node[key] = value
    return node


def test_a_roster_reads_alike_with_and_without_the_fast_reader():
    for path in EXAMPLES:
        document = json.loads(path.read_text(encoding="utf-8"))
        plain = roster_from_dict(copy.deepcopy(document), str(path), surrogates=False)
        searched = roster_from_dict(copy.deepcopy(document), str(path), surrogates=True)
        assert plain == searched


def _file(tmp_path, data: bytes):
    path = tmp_path / "r.json"
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("where", ["name", "player", "note"])
def test_a_file_escaping_a_lone_surrogate_is_still_refused(tmp_path, where):
    # A file's text is searched only when it holds a \u escape: this one does.
    document = {"format": "warbands-roster/1", "name": "x", "army": "skaven", "units": [UNIT]}
    document[where] = "bad\udc80 — café"
    text = json.dumps(document, ensure_ascii=False).replace("\udc80", "\\udc80")
    path = _file(tmp_path, text.encode())
    with pytest.raises(RosterReadError, match=f"{where}: .*lone surrogate"):
        read_roster_file(path)


def test_a_surrogate_written_raw_in_a_file_is_not_utf8(tmp_path):
    # Why a file's decoded text needs no search for a raw surrogate: UTF-8 has none.
    path = _file(tmp_path, b'{"format": "warbands-roster/1", "name": "bad\xed\xb2\x80"}')
    with pytest.raises(RosterReadError, match="line 1 column 45: is not UTF-8"):
        read_roster_file(path)


HEADER = {
    "name": st.sampled_from(["Clawpack", " ", ""]),
    "army": st.sampled_from(["skaven", "elves", "other"]),
    "player": st.none() | st.sampled_from(["Wen"]),
    "chaos_type": st.none() | st.sampled_from(["mortal"]),
    "points_limit": st.none() | st.integers(-1, MAX_NUMBER + 1),
    "units": st.lists(st.lists(CHANGE, max_size=3), max_size=3),
}
HEADER_CHANGE = st.sampled_from(sorted(HEADER)).flatmap(lambda key: st.tuples(
    st.just(key), st.one_of(HEADER[key], HEADER[key], SCALARS, st.just(DELETED))))


def _outcome(document, surrogates):
    try:
        return roster_from_dict(copy.deepcopy(document), "f.json", surrogates=surrogates)
    except RosterReadError as error:
        return str(error)


@fuzz(400)
@given(st.lists(HEADER_CHANGE, min_size=1, max_size=4))
def test_a_document_reads_alike_fast_and_careful_or_fails_alike(changes):
    # surrogates=True reads every value carefully (searching text): the same roster or the
    # same error, word for word, either way.
    document = mutated({"format": "warbands-roster/1", "name": "x", "army": "skaven",
                        "units": [UNIT, {**UNIT, "id": "u2", "commander": False}]}, changes)
    assert _outcome(document, False) == _outcome(document, True)


def mutated(document: dict, changes) -> dict:
    """``document`` with ``HEADER_CHANGE`` changes made (in place), its units' included."""
    for key, value in changes:
        if value is DELETED:
            document.pop(key, None)
        elif key == "units" and isinstance(value, list):
            document["units"] = [_changed(unit_changes) for unit_changes in value]
        else:
            document[key] = value
    return document


def _changed(changes):
    node = {key: value for key, value in UNIT.items() if key != "id"}
    for key, value in changes:
        if value is DELETED:
            node.pop(key, None)
        elif key != "id":  # ids stay unique: a repeated one is refused either way
            node[key] = value
    return node


@pytest.mark.parametrize("key", ["joins", "detachment_of"])
def test_a_reference_to_no_unit_is_refused_and_one_to_a_unit_kept(key):
    document = {"format": "warbands-roster/1", "name": "x", "army": "empire",
                "units": [UNIT, {**UNIT, "id": "u2", "commander": False, key: "u9"}]}
    with pytest.raises(RosterReadError, match=rf"units\[1\]\.{key}: no unit has the id 'u9'"):
        read_roster_text(json.dumps(document), "f.json")
    document["units"][1][key] = "u1"
    assert getattr(read_roster_text(json.dumps(document), "f.json").units[1], key) == "u1"
