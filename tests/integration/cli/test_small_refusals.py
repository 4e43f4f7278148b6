"""Small refusals that must say which file and why, in a few words, with the documented exit
code: army data as ``validate`` does, a results file's line, a stuck key's week number, a
control character in a roster's name."""

from __future__ import annotations

import json

import pytest

from warbands_manager.cli import main
from warbands_manager.commands import league_files

ROSTER = {"format": "warbands-roster/1", "name": "Bones", "army": "empire",
          "units": [{"id": "cap", "name": "Captain", "category": "hero", "models": 1,
                     "points_per_model": 50, "commander": True}]}
HUGE = "1" * 100_000


def run(capsys, *argv) -> tuple[int, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.err + captured.out


def test_import_bsdata_exits_2_for_an_unreadable_file_as_validate_does(tmp_path, capsys):
    bad = tmp_path / "bad.cat"
    bad.write_bytes(b"\x00\x01 not xml")
    code, text = run(capsys, "--db", str(tmp_path / "a.db"), "import-bsdata", str(bad))
    assert code == 2 and str(bad) in text


def test_a_folder_named_like_a_catalogue_is_named_in_the_message(tmp_path, capsys):
    folder = tmp_path / "x.cat"
    folder.mkdir()
    code, text = run(capsys, "--db", str(tmp_path / "a.db"), "import-bsdata", str(folder))
    assert code == 2 and str(folder) in text and "no BattleScribe files" in text


def test_a_bad_line_of_league_import_names_the_file_and_the_line(tmp_path, capsys):
    db, results = tmp_path / "club.db", tmp_path / "night.csv"
    assert run(capsys, "--db", str(db), "league", "create", "L", "--weeks", "4")[0] == 0
    for name in ("Ann", "Bob"):
        assert run(capsys, "--db", str(db), "league", "add-player", "L", name)[0] == 0
    results.write_text("week,player_a,player_b,result\n1,Ann,Bob,victory\n1,Ann,Bob,won\n")
    code, text = run(capsys, "--db", str(db), "league", "import", "L", str(results))
    assert code == 2 and str(results) in text and "line 3" in text


def test_a_100000_digit_week_option_is_refused_in_a_few_words(tmp_path, capsys):
    results = tmp_path / "r.csv"
    results.write_text("week,player_a,player_b,result\n1,Ann,Bob,victory\n")
    with pytest.raises(SystemExit) as exited:
        main(["league", "standings", "--week", HUGE, str(results)])
    text = capsys.readouterr().err
    assert exited.value.code == 2 and "100,000 characters" in text and len(text) < 1000


def test_a_100000_digit_week_in_a_results_file_is_refused_in_a_few_words(tmp_path, capsys):
    results = tmp_path / "huge.csv"
    results.write_text(f"week,player_a,player_b,result\n{HUGE},Ann,Bob,victory\n")
    code, text = run(capsys, "league", "standings", str(results))
    assert code == 2 and str(results) in text and "line 2" in text
    assert "100,000 digits" in text and len(text) < 1000


@pytest.mark.parametrize("where", ["name", "player"])
def test_a_control_character_in_a_roster_name_is_refused_naming_the_file(tmp_path, capsys,
                                                                         where):
    roster = tmp_path / "bones.json"
    roster.write_text(json.dumps({**ROSTER, where: "Bo\u0000nes\u001b[2J"}))
    for argv in (("validate", str(roster)), ("print", "roster", str(roster), "--text")):
        code, text = run(capsys, *argv)
        assert code == 2 and str(roster) in text and "control character" in text
        assert "\u0000" not in text and "\u001b" not in text


def test_a_control_character_in_a_unit_name_is_refused_by_the_typed_reader_too(tmp_path, capsys):
    many = []
    for n in range(3):  # several files: validate reads them with the typed reader
        path = tmp_path / f"r{n}.json"
        units = [{**ROSTER["units"][0], "name": "Cap\u0007tain" if n == 2 else "Captain"}]
        path.write_text(json.dumps({**ROSTER, "units": units}))
        many.append(str(path))
    code, text = run(capsys, "validate", *many)
    assert code == 2 and "r2.json" in text and "units[0].name" in text


def test_running_out_of_memory_is_said_in_words(tmp_path, capsys, monkeypatch):
    def exhausted(*_args, **_kwargs):
        raise MemoryError

    monkeypatch.setattr(league_files, "parse_results", exhausted)
    results = tmp_path / "r.csv"
    results.write_text("week,player_a,player_b,result\n1,Ann,Bob,victory\n")
    code, text = run(capsys, "league", "standings", str(results))
    assert code == 2 and "ran out of memory" in text and "MemoryError" not in text
