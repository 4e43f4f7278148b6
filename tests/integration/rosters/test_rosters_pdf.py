"""The roster sheet PDF: facts, units, reminders, validation status, escaping, page numbers."""

import json
from pathlib import Path

from pypdf import PdfReader

from warbands_manager.cli import main
from warbands_manager.reports.roster_pdf import roster_pdf
from warbands_manager.rules.roster_io import read_roster_file, roster_from_dict

DEMO = Path(__file__).resolve().parents[3] / "data" / "demo" / "rosters"


def text_of(data: bytes, tmp_path) -> str:
    path = tmp_path / "out.pdf"
    path.write_bytes(data)
    text = " ".join(page.extract_text() for page in PdfReader(str(path)).pages)
    return " ".join(text.split())  # table cells wrap lines anywhere


def test_valid_campaign_roster_prints_everything(tmp_path):
    roster = read_roster_file(DEMO / "thor-lukasz-the-bold-dwarfs.json")
    text = text_of(roster_pdf(roster), tmp_path)
    for expected in ("Þór Łukasz <the Bold>", "Łucja & Þórdís", "Dwarfs", "Large warband",
                     "418 (built to 450)", "418 + 20 + 20 + 25 + 25 = 508", "14 XP banked",
                     "VALID", "Dwarf Warriors", "Rune of Stone (5)", "★ Commander",
                     "+2 Veteran Status", "abilities: Fearless, Disciplined",
                     "Reminders for play", "General in all respects",
                     # print roster adds the campaign sheet for campaign rosters
                     "Page 1 of 2", "Campaign sheet", "Iron Nerves (starting)", "Page 2 of 2"):
        assert expected in text, expected
    assert "NOT VALID" not in text


def test_invalid_roster_says_not_valid_and_lists_errors(tmp_path):
    roster = read_roster_file(DEMO / "grimfang-raiders-orcs-and-goblins.json")
    text = text_of(roster_pdf(roster), tmp_path)
    assert "NOT VALID — 3 errors" in text
    assert "Orc Big Boss 90 + Night Goblin Shaman 65 = 155" in text
    assert "(orcs-and-goblins.fanatics)" in text


def test_markup_in_user_text_prints_literally(tmp_path):
    document = json.loads((DEMO / "toran-s-bones-vampire-counts.json").read_text())
    document["name"] = "<b>Bold</b> & <i>Co</i>"
    document["units"][0]["upgrades"][0]["name"] = "Banner <of> & Doom"
    text = text_of(roster_pdf(roster_from_dict(document)), tmp_path)
    assert "<b>Bold</b> & <i>Co</i>" in text and "Banner <of> & Doom" in text


def test_long_roster_spans_pages_with_numbers(tmp_path):
    document = json.loads((DEMO / "toran-s-bones-vampire-counts.json").read_text())
    extra = {"name": "Zombies", "category": "core", "models": 3, "points_per_model": 0,
             "base": "20x20", "upgrades": [{"name": f"Thing {i}", "points": 0, "kind": "weapon"}
                                            for i in range(6)]}
    document["units"] += [dict(extra, id=f"z{i}") for i in range(40)]
    reader_text = text_of(roster_pdf(roster_from_dict(document)), tmp_path)
    assert "Page 1 of " in reader_text and "Page 2 of " in reader_text
    assert "NOT VALID" in reader_text


def test_print_roster_command_writes_the_pdf(tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    source = DEMO / "emerald-host-high-elves.json"
    assert main(["print", "roster", str(source), "-o", str(out)]) == 0
    assert "The Emerald Host" in text_of(out.read_bytes(), tmp_path)


def test_print_roster_of_an_unreadable_file_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "warbands-roster/1"}')
    assert main(["print", "roster", str(bad), "-o", str(tmp_path / "x.pdf")]) == 2
    assert "bad.json: units: required key is missing" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_random_rosters_all_print():
    import importlib.util
    import random

    path = Path(__file__).resolve().parents[2] / "unit" / "rosters" / "test_rosters_random_smoke.py"
    spec = importlib.util.spec_from_file_location("rosters_random_rosters", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    random_roster = module.random_roster
    rng = random.Random(5)
    for _ in range(15):
        assert roster_pdf(random_roster(rng)).startswith(b"%PDF")


def test_a_half_point_warband_prints_one_size_and_the_reading(tmp_path):
    """199.5 points is a large warband on the sheet, as in the checks."""
    from pypdf import PdfReader as Reader

    from warbands_manager.reports.roster_pdf import roster_pdf
    from warbands_manager.rules.roster_io import roster_from_dict

    roster = roster_from_dict({
        "format": "warbands-roster/1", "name": "Half", "army": "empire",
        "units": [{"id": "a", "name": "Spearmen", "category": "core", "models": 11,
                   "points_per_model": 0.5, "base": "20x20", "commander": True,
                   "upgrades": [{"name": "Champion", "points": 5, "kind": "champion"}]},
                  {"id": "b", "name": "Swordsmen", "category": "core", "models": 3,
                   "points_per_model": 63, "base": "20x20"}]})
    path = tmp_path / "half.pdf"
    path.write_bytes(roster_pdf(roster))
    text = " ".join(" ".join(page.extract_text() for page in Reader(path).pages).split())
    assert "Large warband (200-500)" in text and "Small warband" not in text
    assert "VALID — meets the composition rules" in text
    assert "199.5 points is judged as 200 (large)" in text
