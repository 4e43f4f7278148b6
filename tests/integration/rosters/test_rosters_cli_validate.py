"""``warbands-manager validate``: text and JSON output, read errors, exit codes, no Qt."""

import json
from pathlib import Path

import pytest

from warbands_manager.cli import main

DEMO = Path(__file__).resolve().parents[3] / "data" / "demo" / "rosters"
VALID = DEMO / "toran-s-bones-vampire-counts.json"
INVALID = DEMO / "emerald-host-high-elves.json"
CAMPAIGN = DEMO / "thor-lukasz-the-bold-dwarfs.json"


def write(tmp_path, name, document) -> str:
    path = tmp_path / name
    path.write_text(document if isinstance(document, str) else json.dumps(document),
                    encoding="utf-8")
    return str(path)


def roster_doc(**changes):
    document = json.loads(VALID.read_text(encoding="utf-8"))
    document.update(changes)
    return document


def test_valid_roster_exits_0_with_one_line(capsys):
    assert main(["validate", str(VALID)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{VALID}: Toran's Bones — 162 pts, small: VALID"
    # the play reminders follow, as on the roster sheet
    assert out[1] == "  reminders for play:" and all(line.startswith("    - ") for line in out[2:])


def test_invalid_roster_exits_1_and_lists_violations(capsys):
    assert main(["validate", str(VALID), str(INVALID)]) == 1
    out = capsys.readouterr().out
    assert "The Emerald Host — 238 pts, large: INVALID" in out
    # units numbered from 1, as the sheet and the editor number them
    assert "  error: high-elves.intrigue-at-court [units 3,1]: Intrigue at Court" in out


@pytest.mark.parametrize(("content", "expected"), [
    (None, "file not found"),
    ("{not json", "line 1 column 2: not valid JSON"),
    (roster_doc(format="warbands-roster/2"), "format: expected 'warbands-roster/1'"),
    ({k: v for k, v in roster_doc().items() if k != "army"}, "army: required key is missing"),
    (roster_doc(units=[{"name": "A", "category": "core", "models": 3, "points_per_model": 1},
                       {"name": "B", "category": "core", "models": 3, "points_per_model": 1},
                       {"name": "C", "category": "core", "models": 3, "points_per_model": 1},
                       {"name": "D", "category": "core", "models": "ten",
                        "points_per_model": 1}]),
     "units[3].models: expected a whole number"),
])
def test_unreadable_files_exit_2_naming_file_and_path(tmp_path, capsys, content, expected):
    path = str(tmp_path / "missing.json") if content is None else write(tmp_path, "r.json",
                                                                         content)
    assert main(["validate", path]) == 2
    out = capsys.readouterr().out
    assert out.startswith(f"{path}: UNREADABLE: {path}: ") and expected in out


def test_exit_2_beats_1_beats_0(tmp_path, capsys):
    broken = write(tmp_path, "broken.json", "[]")
    assert main(["validate", str(VALID), str(INVALID), broken]) == 2
    assert main(["validate", str(INVALID), str(VALID)]) == 1
    assert main(["validate", str(VALID), str(CAMPAIGN)]) == 0


def test_json_shape(tmp_path, capsys):
    oversize = write(tmp_path, "big.json", roster_doc(units=[
        {"name": "Skeletons", "category": "core", "models": 60, "points_per_model": 8,
         "base": "20x20", "upgrades": [{"name": "Champion", "points": 5, "kind": "champion"}],
         "commander": True},
        {"name": "Zombies", "category": "core", "models": 10, "points_per_model": 6,
         "base": "20x20"}]))
    broken = write(tmp_path, "broken.json", "{}")
    assert main(["validate", "--json", str(VALID), str(CAMPAIGN), oversize, broken]) == 2
    files = json.loads(capsys.readouterr().out)["files"]
    reminders = files[0].pop("reminders")
    assert files[0] == {"file": str(VALID), "valid": True, "points": 162, "size": "small",
                        "violations": []}
    assert "vampire-counts.crumble" in {reminder["rule"] for reminder in reminders}
    assert files[1]["wbr"] == 418 + 20 + 20 + 25 + 25 and files[1]["valid"] is True
    assert files[2]["size"] == "oversize" and files[2]["valid"] is False
    assert "wbr" not in files[2]
    violation = files[2]["violations"][0]
    assert set(violation) == {"rule", "severity", "units", "message"}
    assert violation["rule"] == "size.max-points" and violation["units"] == []
    assert set(files[3]) == {"file", "error"} and "format" in files[3]["error"]


def test_text_output_keeps_non_ascii_names(capsys):
    assert main(["validate", str(CAMPAIGN)]) == 0
    assert "Þór Łukasz <the Bold>" in capsys.readouterr().out


def test_every_demo_roster_reads(capsys):
    results = main(["validate", *map(str, sorted(DEMO.glob("*.json")))])
    out = capsys.readouterr().out
    assert results == 1 and "UNREADABLE" not in out
    assert out.count(": VALID") >= 4 and out.count(": INVALID") >= 4


def test_units_are_numbered_from_one_in_json_too(capsys):
    """The numbering the user sees (the sheet, the editor), everywhere."""
    assert main(["validate", "--json", str(INVALID)]) == 1
    violation = json.loads(capsys.readouterr().out)["files"][0]["violations"][0]
    assert violation["rule"] == "high-elves.intrigue-at-court" and violation["units"] == [3, 1]


def test_validate_prints_the_play_reminders(capsys):
    """Validate prints the reminders the PDF and the window show."""
    from warbands_manager.rules.roster_io import read_roster_file
    from warbands_manager.rules.validation import reminders

    assert main(["validate", str(INVALID)]) == 1
    out = capsys.readouterr().out
    for reminder in reminders(read_roster_file(INVALID)):
        assert f"    - {reminder.text} ({reminder.rule})" in out
    assert "common.champions-deploy" in out
