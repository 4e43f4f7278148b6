"""``warbands-manager score against-the-darkness FILE [--json]`` as a user runs it."""

import json

import pytest

from warbands_manager.cli import main

GOOD = {"format": "against-the-darkness/1", "players": [
    {"name": "Þór Łukasz <the Bold>", "race": "dwarves", "enemy_cards": [2, 3, 4],
     "war_heroes": 0, "captains": 1, "gold": 7,
     "scouts": {"kholdrum": 0, "shenaru": 3, "ela-vethera": 0, "lorendale": 0, "zhoni": 0},
     "intel": {"kholdrum": 0, "shenaru": 2, "ela-vethera": 0, "lorendale": 0, "zhoni": 0},
     "medica": 0},
    {"name": "Yellow", "race": "elves", "enemy_cards": [4, 4, 3], "war_heroes": 0,
     "captains": 1, "gold": 2, "scouts": {"kholdrum": 3}, "intel": {"kholdrum": 4},
     "medica": 1},
]}


def write(tmp_path, document):
    path = tmp_path / "end.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_score_json(tmp_path, capsys):
    path = write(tmp_path, GOOD)
    assert main(["score", "against-the-darkness", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["winner"] == "Yellow"
    assert [p["name"] for p in out["players"]] == ["Yellow", "Þór Łukasz <the Bold>"]
    assert list(out["players"][0]) == ["name", "enemy_cards", "war_heroes", "captains",
                                       "converted_gold", "scout_control", "matching_intel",
                                       "medica", "total", "enemy_cards_defeated", "gold_left",
                                       "rank"]
    assert out["players"][1] == {"name": "Þór Łukasz <the Bold>", "enemy_cards": 9,
                                 "war_heroes": 0, "captains": 1, "converted_gold": 2,
                                 "scout_control": 3, "matching_intel": 6, "medica": 0,
                                 "total": 21, "enemy_cards_defeated": 3, "gold_left": 7,
                                 "rank": 2}
    assert (out["tie_break"], out["tie_break_reason"]) == ("total", "most VP")


def test_score_text(tmp_path, capsys):
    assert main(["score", "against-the-darkness", str(write(tmp_path, GOOD))]) == 0
    out = capsys.readouterr().out
    assert "Matching Intel" in out and "Winner: Yellow (most VP)" in out
    assert "Þór Łukasz <the Bold>" in out


@pytest.mark.parametrize(("mutate", "key"), [
    (lambda d: d.update(format="x"), "format"),
    (lambda d: d.update(players=[]), "players"),
    (lambda d: d["players"][1].update(gold=-1), "players[1].gold"),
    (lambda d: d["players"][0].update(enemy_cards=[2, 5]), "players[0].enemy_cards[1]"),
    (lambda d: d["players"][0]["scouts"].update(mordor=1), "players[0].scouts.mordor"),
    (lambda d: d["players"][1]["intel"].update(zhoni="2"), "players[1].intel.zhoni"),
    (lambda d: d["players"][1].update(name=""), "players[1].name"),
    (lambda d: d["players"][1].update(name="Yellow", war_heroes=True), "players[1].war_heroes"),
])
def test_bad_input_exits_2_naming_file_and_key(tmp_path, capsys, mutate, key):
    document = json.loads(json.dumps(GOOD))
    mutate(document)
    path = write(tmp_path, document)
    assert main(["score", "against-the-darkness", str(path)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and f"{key}:" in err


def test_unreadable_and_not_json(tmp_path, capsys):
    assert main(["score", "against-the-darkness", str(tmp_path / "missing.json")]) == 2
    assert "missing.json" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    assert main(["score", "against-the-darkness", str(bad)]) == 2
    assert "line 1 column 2: is not valid JSON" in capsys.readouterr().err


RULEBOOK_EXAMPLE = {"format": "against-the-darkness/1", "players": [
    {"name": "Red", "enemy_cards": [2, 3, 4], "war_heroes": 0, "captains": 1, "gold": 7,
     "scouts": {"shenaru": 3}, "intel": {"shenaru": 2}, "medica": 0},
    {"name": "Yellow", "enemy_cards": [4, 4, 3], "war_heroes": 0, "captains": 1, "gold": 2,
     "scouts": {"kholdrum": 3}, "intel": {"kholdrum": 4}, "medica": 1},
    {"name": "Black", "enemy_cards": [4, 4, 4, 3, 3], "war_heroes": 1, "captains": 1,
     "gold": 2, "scouts": {"lorendale": 1, "shenaru": 1, "ela-vethera": 1},
     "intel": {"lorendale": 2, "shenaru": 2, "ela-vethera": 1}, "medica": 1},
    {"name": "Blue", "enemy_cards": [2, 2, 4], "war_heroes": 0, "captains": 1, "gold": 10,
     "scouts": {"zhoni": 1, "lorendale": 1, "kholdrum": 1},
     "intel": {"zhoni": 2, "lorendale": 2}, "medica": 0},
    {"name": "White", "enemy_cards": [3, 4, 2, 2], "war_heroes": 2, "captains": 1, "gold": 0,
     "scouts": {"ela-vethera": 2}, "intel": {"ela-vethera": 3}, "medica": 0},
]}


def test_the_rulebook_example_from_the_command_line(tmp_path, capsys):
    assert main(["score", "against-the-darkness", str(write(tmp_path, RULEBOOK_EXAMPLE)),
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {p["name"]: p["total"] for p in out["players"]} == {
        "Red": 21, "Yellow": 26, "Black": 24, "Blue": 20, "White": 25}
    assert out["winner"] == "Yellow" and [p["rank"] for p in out["players"]] == [1, 2, 3, 4, 5]
