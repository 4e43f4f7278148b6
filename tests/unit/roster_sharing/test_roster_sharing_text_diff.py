"""Roster text (plain/Markdown/BBCode), roster diff and the slot counts they share."""

import copy
import json

import pytest

from tests.roster_sample import bones
from warbands_manager.cli import main
from warbands_manager.rules.roster import Unit, Upgrade
from warbands_manager.rules.roster_diff import ADDED, CHANGED, REMOVED, diff_rosters
from warbands_manager.rules.roster_io import write_roster_text
from warbands_manager.rules.roster_sections import sections, unit_count_text
from warbands_manager.rules.roster_text import roster_text
from warbands_manager.rules.validation import composition


def test_unit_count_says_characters_do_not_count_toward_the_limit():
    roster = bones()
    c = composition(roster)
    assert unit_count_text(roster, c) == "3 units (2 count toward the limit of 8)"
    roster.units.pop()
    assert unit_count_text(roster, composition(roster)) == "2 units (limit 8)"


def test_sections_take_the_rules_counts_and_say_what_is_not_allowed():
    roster = bones()
    by_slot = {s.category: s for s in sections(roster, composition(roster))}
    assert by_slot["core"].units == (0, 1) and by_slot["core"].count_text == "2 (min 2)"
    assert by_slot["hero"].units == (2,)
    assert not by_slot["lord"].allowed and "never" in by_slot["lord"].note
    assert not by_slot["special"].allowed  # a small warband has no Special choices
    assert "small warband" in by_slot["special"].note
    roster.units[1].models = 40  # 160 + 88 + 60: large
    by_slot = {s.category: s for s in sections(roster, composition(roster))}
    assert by_slot["special"].allowed and by_slot["special"].heading == "Special 0 / 2"
    assert by_slot["rare"].heading == "Rare 0 / 1" and by_slot["hero"].heading == "Heroes 1 / 2"


@pytest.mark.parametrize(("fmt", "title", "item"), [
    ("plain", "Toran's Bones — Steve", "  - 10 Skeleton Warriors [88 pts]: Skeleton Champion"),
    ("markdown", "# Toran's Bones — Steve", "- 10 Skeleton Warriors [88 pts]: Skeleton Champion"),
    ("bbcode", "[size=150][b]Toran's Bones — Steve[/b][/size]",
     "[*]10 Skeleton Warriors [88 pts]: Skeleton Champion"),
])
def test_text_formats(fmt, title, item):
    text = roster_text(bones(), fmt)
    lines = text.splitlines()
    assert lines[0] == title
    assert "Vampire Counts, 168 points, small warband, 3 units (2 count toward the limit of 8)" \
        in lines[1]
    assert any(line.startswith(item) and line.endswith("— Commander") for line in lines)
    if fmt == "bbcode":
        assert text.count("[list]") == text.count("[/list]") == 2


def test_text_lists_the_broken_rules():
    roster = bones()
    roster.units[0].commander = False
    assert "✗ Warbands must include one Commander model" in roster_text(roster)
    with pytest.raises(ValueError, match="unknown text format"):
        roster_text(roster, "html")


def test_diff_reports_added_removed_changed_with_points():
    before = bones()
    after = copy.deepcopy(before)
    after.units[1].models = 8  # +12
    after.units[0].upgrades.append(Upgrade("Standard Bearer", 8, "standard"))  # +8
    after.units.pop(2)  # −60
    after.units.append(Unit(id="u4", name="Dire Wolves", category="core", models=5,
                            points_per_model=8, base="25x50"))  # +40
    diff = diff_rosters(before, after)
    kinds = {(c.kind, c.name): c for c in diff.changes}
    assert kinds[(CHANGED, "Zombies")].details == ("models 5 → 8",)
    assert kinds[(CHANGED, "Zombies")].points_difference == 12
    assert kinds[(CHANGED, "Skeleton Warriors")].details == ("gained Standard Bearer",)
    assert kinds[(REMOVED, "Wight King")].points_difference == -60
    assert kinds[(ADDED, "Dire Wolves")].points_difference == 40
    assert diff.points_difference == 12 + 8 - 60 + 40
    assert not diff.same and diff_rosters(before, copy.deepcopy(before)).same


def test_diff_pairs_units_by_name_when_ids_differ():
    before, after = bones(), bones()
    for number, unit in enumerate(after.units):
        unit.id = f"x{number}"
    after.units.reverse()
    assert diff_rosters(before, after).same


def test_diff_and_text_commands(tmp_path, capsys):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(write_roster_text(bones()), encoding="utf-8")
    later = bones()
    later.units[1].models = 6
    b.write_text(write_roster_text(later), encoding="utf-8")
    assert main(["diff", str(a), str(b), "--json"]) == 1
    document = json.loads(capsys.readouterr().out)
    assert document["points_difference"] == 4
    assert document["changes"][0]["details"] == ["models 5 → 6"]
    assert main(["diff", str(a), str(a)]) == 0
    assert "no differences" in capsys.readouterr().out
    assert main(["print", "roster", str(a), "--text", "--format", "bbcode"]) == 0
    assert capsys.readouterr().out == roster_text(bones(), "bbcode")
    assert main(["--db", str(tmp_path / "x.sqlite"), "diff", str(a), "Nobody"]) == 2
    assert "no saved roster" in capsys.readouterr().err


def test_diff_finds_saved_rosters_by_name(tmp_path, capsys):
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import open_database

    db = tmp_path / "w.sqlite"
    database = open_database(db)
    service = RosterService(database)
    service.create(bones())
    later = bones()
    later.name = "Toran's Bones week 2"
    later.units[0].commander, later.units[2].commander = False, True
    service.create(later)
    database.close()
    assert main(["--db", str(db), "diff", "Toran's Bones", "week 2"]) == 1
    out = capsys.readouterr().out
    assert "no longer the Commander" in out and "now the Commander" in out


def test_the_roster_sheet_counts_units_as_the_editor_does():
    import io

    from pypdf import PdfReader

    from warbands_manager.reports.roster_pdf import roster_pdf

    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(roster_pdf(bones()))).pages)
    assert "3 units (2 count toward the limit of 8)" in " ".join(text.split())
