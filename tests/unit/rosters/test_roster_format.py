"""The roster file format is defined once (``rules/roster_format.py``): every key refuses what
its definition refuses, at its place in the file and in the definition's words; what the
definition allows reads; unknown keys are kept once checked storable."""

from __future__ import annotations

import copy

import pytest

from warbands_manager.rules.roster_format import (
    MAX_MODELS,
    MAX_NUMBER,
    ROSTER_FIELDS,
    UNIT_FIELDS,
    UPGRADE_FIELDS,
    Field,
)
from warbands_manager.rules.roster_io import RosterReadError, roster_from_dict, roster_to_dict

UPGRADE = {"name": "Champion", "points": 5, "kind": "champion", "count": 1}
UNIT = {
    "id": "u1",
    "name": "Skeleton Warriors",
    "category": "core",
    "models": 10,
    "points_per_model": 8,
    "base": "20x20",
    "book_min": 10,
    "book_max": 20,
    "army_max": 1,
    "traits": ["flyer"],
    "upgrades": [UPGRADE],
    "commander": True,
    "veteran": 1,
    "archetype": "noble",
    "abilities": ["Brave"],
    "injuries": ["Scar"],
}
DOCUMENT = {
    "format": "warbands-roster/1",
    "name": "Bones",
    "player": "Steve",
    "army": "vampire-counts",
    "chaos_type": None,
    "points_limit": 250,
    "units": [UNIT],
    "campaign": {"experience": 7},
}
PLACES = {
    "roster": ([], ROSTER_FIELDS),
    "unit": (["units", 0], UNIT_FIELDS),
    "upgrade": (["units", 0, "upgrades", 0], UPGRADE_FIELDS),
}


def _bad_values(field: Field) -> list[tuple[object, str]]:
    """Values the field refuses, with a part of the words the refusal must use."""
    kind = field.kind
    if kind in ("text", "name", "choice"):
        bad = [(12, "expected text, found a number")]
        if kind == "name":
            bad.append(("  ", "must not be empty"))
        if kind == "choice":
            bad.append(("nonsense", "'nonsense' is not one of: "))
        return bad
    if kind in ("whole", "number"):
        wanted = "a whole number" if kind == "whole" else "a number"
        bad = [(True, f"expected {wanted}, found true"), ("7", f"expected {wanted}, found")]
        if kind == "whole":
            bad.append((2.5, "expected a whole number, found 2.5"))
        if field.minimum is not None:
            bad.append((field.minimum - 1, f"must be at least {field.minimum}"))
        bad.append((field.maximum + 1, "at most"))
        return bad
    if kind == "flag":
        return [(1, "expected true or false, found 1")]
    if kind == "texts":
        return [("x", "expected a list, found text")]
    if kind == "campaign":
        return [([], "expected an object, found a list")]
    return [({}, "expected a list, found an object")]


CASES = [
    (level, key, value, words)
    for level, (_parts, fields) in PLACES.items()
    for key, field in fields.items()
    if key != "format"
    for value, words in _bad_values(field)
]


def _at(document: dict, parts: list) -> dict:
    node = document
    for part in parts:
        node = node[part]
    return node


def _where(parts: list, key: str) -> str:
    text = ""
    for part in [*parts, key]:
        text += f"[{part}]" if isinstance(part, int) else f"{'.' if text else ''}{part}"
    return text


@pytest.mark.parametrize(("level", "key", "value", "words"), CASES)
def test_each_key_refuses_what_its_definition_refuses(level, key, value, words):
    document = copy.deepcopy(DOCUMENT)
    parts = PLACES[level][0]
    _at(document, parts)[key] = value
    with pytest.raises(RosterReadError) as refused:
        roster_from_dict(document, "r.json")
    assert refused.value.where == _where(parts, key)
    assert words in refused.value.message


@pytest.mark.parametrize("level", list(PLACES))
def test_each_required_key_is_required_and_each_other_may_be_null(level):
    parts, fields = PLACES[level]
    for key, field in fields.items():
        document = copy.deepcopy(DOCUMENT)
        node = _at(document, parts)
        if field.required:
            del node[key]
            with pytest.raises(RosterReadError, match="required key is missing") as refused:
                roster_from_dict(document)
            assert refused.value.where == _where(parts, key)
        else:
            node[key] = None
            roster_from_dict(document)


def test_every_key_the_definition_allows_reads_and_writes_back():
    roster = roster_from_dict(copy.deepcopy(DOCUMENT))
    assert roster.units[0].upgrades[0].count == 1 and roster.units[0].veteran == 1
    again = roster_from_dict(roster_to_dict(roster))
    assert again == roster
    unit = roster_from_dict(
        {
            **DOCUMENT,
            "units": [
                {
                    "name": "A",
                    "category": "hero",
                    "models": MAX_MODELS,
                    "points_per_model": MAX_NUMBER,
                }
            ],
        }
    ).units[0]
    assert (unit.traits, unit.upgrades, unit.commander, unit.veteran) == ([], [], False, 0)


def test_too_many_models_and_units_say_the_formats_bounds():
    document = copy.deepcopy(DOCUMENT)
    document["units"][0]["models"] = MAX_MODELS + 1
    with pytest.raises(RosterReadError, match=f"{MAX_MODELS + 1:,} models; a unit has at most"):
        roster_from_dict(document)
    document = {
        **DOCUMENT,
        "units": [{**UNIT, "id": None, "joins": None, "detachment_of": None}] * 501,
    }
    with pytest.raises(RosterReadError, match="501 units; a roster has at most 500"):
        roster_from_dict(document)


@pytest.mark.parametrize(
    "parts", [["name"], ["units", 0, "abilities", 0], ["units", 0, "upgrades", 0, "name"]]
)
def test_a_lone_surrogate_in_any_kept_text_is_refused_at_its_place(parts):
    document = copy.deepcopy(DOCUMENT)
    _at(document, parts[:-1])[parts[-1]] = "Bad \udc80 name"
    with pytest.raises(RosterReadError, match="lone surrogate") as refused:
        roster_from_dict(document)
    assert refused.value.where == _where(parts[:-1], parts[-1])


def test_unknown_keys_are_kept_at_every_level_and_checked_storable():
    document = copy.deepcopy(DOCUMENT)
    document["note"] = "painted"
    document["units"][0]["colour"] = "bone"
    document["units"][0]["upgrades"][0]["sculpt"] = "metal"
    roster = roster_from_dict(document)
    written = roster_to_dict(roster)
    assert written["note"] == "painted" and written["units"][0]["colour"] == "bone"
    assert written["units"][0]["upgrades"][0]["sculpt"] == "metal"
    document["units"][0]["upgrades"][0]["sculpt"] = "\udc80"
    with pytest.raises(RosterReadError, match="lone surrogate") as refused:
        roster_from_dict(document)
    assert refused.value.where == "units[0].upgrades[0].sculpt"
