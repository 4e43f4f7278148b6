"""Reading and writing warbands-roster/1: read errors name the place; round trips are lossless."""

import json

import pytest

from warbands_manager.rules.roster import size_class
from warbands_manager.rules.roster_io import (
    RosterReadError,
    read_roster_file,
    read_roster_text,
    roster_to_dict,
    write_roster_text,
)

EXAMPLE = {
    "format": "warbands-roster/1",
    "name": "Toran's Bones",
    "player": "Steve",
    "army": "vampire-counts",
    "chaos_type": None,
    "points_limit": 250,
    "units": [
        {"id": "u1", "name": "Skeleton Warriors", "category": "core", "models": 10,
         "points_per_model": 8, "base": "20x20", "book_min": 10, "book_max": None,
         "upgrades": [{"name": "Standard Bearer", "points": 5, "kind": "standard"},
                      {"name": "Champion", "points": 5, "kind": "champion"}],
         "commander": True},
        {"id": "u2", "name": "Zombies", "category": "core", "models": 12,
         "points_per_model": 6, "base": "20x20", "book_min": 10},
    ],
    "campaign": {"experience": 7},
}


def text(document):
    return json.dumps(document)


def test_example_from_the_format_document_reads_with_its_arithmetic():
    roster = read_roster_text(text(EXAMPLE))
    assert roster.units[0].points == 90
    assert roster.total_points == 162
    assert roster.size_class == "small"
    assert roster.commanders()[0].name == "Skeleton Warriors"


def test_round_trip_keeps_unknown_keys():
    document = json.loads(text(EXAMPLE))
    document["club_note"] = {"painted": True}
    document["units"][1]["colour"] = "bone"
    document["units"][0]["upgrades"][0]["sculpt"] = "metal"
    again = json.loads(write_roster_text(read_roster_text(text(document))))
    assert again["club_note"] == {"painted": True}
    assert again["units"][1]["colour"] == "bone"
    assert again["units"][0]["upgrades"][0]["sculpt"] == "metal"
    assert read_roster_text(json.dumps(again)) == read_roster_text(text(document))


def test_written_file_reads_back_equal():
    roster = read_roster_text(text(EXAMPLE))
    assert read_roster_text(write_roster_text(roster)) == roster
    assert roster_to_dict(roster)["format"] == "warbands-roster/1"


def broken(path_value):
    document = json.loads(text(EXAMPLE))
    path, value = path_value
    node = document
    for key in path[:-1]:
        node = node[key]
    if value is KeyError:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return text(document)


@pytest.mark.parametrize(("change", "where"), [
    ((["format"], "warbands-roster/2"), "format"),
    ((["name"], KeyError), "name"),
    ((["name"], "  "), "name"),
    ((["army"], "elves"), "army"),
    ((["units"], {}), "units"),
    ((["units", 1, "models"], -1), "units[1].models"),
    ((["units", 1, "models"], 2.5), "units[1].models"),
    ((["units", 1, "models"], "ten"), "units[1].models"),
    ((["units", 1, "category"], "hero-ish"), "units[1].category"),
    ((["units", 0, "upgrades", 1, "kind"], "bling"), "units[0].upgrades[1].kind"),
    ((["units", 1, "traits"], ["laser"]), "units[1].traits[0]"),
    ((["units", 1, "id"], "u1"), "units[1].id"),
    ((["units", 1, "joins"], "nobody"), "units[1].joins"),
    ((["units", 1, "points_per_model"], True), "units[1].points_per_model"),
    ((["campaign"], {"experience": -3}), "campaign.experience"),
])
def test_read_errors_name_the_json_path(change, where):
    with pytest.raises(RosterReadError) as raised:
        read_roster_text(broken(change), "club/rosters/a.json")
    assert raised.value.where == where
    assert str(raised.value).startswith(f"club/rosters/a.json: {where}: ")


def test_not_json_names_line_and_column():
    with pytest.raises(RosterReadError, match=r"x\.json: line 1 column 2: not valid JSON"):
        read_roster_text("{]", "x.json")


def test_missing_file_is_a_read_error(tmp_path):
    with pytest.raises(RosterReadError, match="file not found"):
        read_roster_file(tmp_path / "missing.json")


def test_rule_questions_are_not_read_errors():
    document = json.loads(text(EXAMPLE))
    document["army"] = "hordes-of-chaos"  # no chaos_type: a violation, not a read error
    document["units"][0]["commander"] = False
    document["units"] = document["units"] + document["units"][:0]
    assert read_roster_text(text(document)).army == "hordes-of-chaos"
    assert read_roster_text(text({**EXAMPLE, "units": []})).units == []


@pytest.mark.parametrize(("points", "expected"), [
    (0, "oversize"), (1, "small"), (199, "small"), (200, "large"), (500, "large"),
    (501, "oversize"),
])
def test_size_class_boundaries(points, expected):
    assert size_class(points) == expected
