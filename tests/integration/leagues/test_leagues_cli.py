"""``warbands-manager league ...`` run as a user runs it, and its PDFs read back."""

import json
import subprocess
import sys

from pypdf import PdfReader

RESULTS = """week,player_a,player_b,result,date
1,Steve,Drew,victory,2026-09-02
1,Ross,Jeremy,MASSACRE,
2,Steve,Ross,draw,
3,Ross,Steve,victory,
3,Ross,Drew,victory,
3,Þór Łukasz <the Bold>,Ross,victory,
"""


def run(*args, db=None):
    command = [sys.executable, "-m", "warbands_manager"]
    if db is not None:
        command += ["--db", str(db)]
    return subprocess.run([*command, "league", *args], capture_output=True, text=True,
                          timeout=60)


def test_standings_json_from_results_csv(tmp_path):
    results = tmp_path / "results.csv"
    results.write_text(RESULTS, encoding="utf-8")
    out = run("standings", str(results), "--json")
    assert out.returncode == 0, out.stderr
    document = json.loads(out.stdout)
    assert document["week"] == 3
    ross = document["players"][0]
    # The worked example: week 3, two victories and a loss from 400 → 435.
    assert ross["name"] == "Ross" and ross["warband_size"] == 435
    assert set(ross) == {"rank", "name", "league_points", "massacres", "victories", "draws",
                         "losses", "games", "warband_size", "tied", "level_on_points",
                         "tie_breaker"}
    assert not ross["level_on_points"] and ross["tie_breaker"] is None
    assert document["warnings"] == []


def test_standings_say_which_tie_breaker_separated_players_level_on_points(tmp_path):
    results = tmp_path / "results.csv"
    # Ann and Bob 5 points each; Bob beat Ann (head-to-head). Cid and Dee: 1 and 4.
    results.write_text("week,player_a,player_b,result\n1,Bob,Ann,victory\n"
                       "1,Ann,Cid,victory\n1,Bob,Dee,defeat\n", encoding="utf-8")
    document = json.loads(run("standings", str(results), "--json").stdout)
    top = [(p["name"], p["rank"], p["tied"], p["level_on_points"], p["tie_breaker"])
           for p in document["players"][:2]]
    assert top == [("Bob", 1, False, True, "head_to_head"), ("Ann", 2, False, True,
                                                            "head_to_head")]
    text = run("standings", str(results)).stdout
    assert any(line.split()[:2] == ["1", "Bob"] and line.endswith("head-to-head")
               for line in text.splitlines())
    card = tmp_path / "card.pdf"
    assert run("scorecard", str(results), "-o", str(card)).returncode == 0
    printed = "".join(page.extract_text() for page in PdfReader(card).pages)
    assert "Level on 5 points: Bob, Ann — placed by head-to-head" in printed


def test_standings_as_of_an_earlier_week(tmp_path):
    results = tmp_path / "results.csv"
    results.write_text(RESULTS, encoding="utf-8")
    document = json.loads(run("standings", str(results), "--json", "--week", "1").stdout)
    assert document["week"] == 1
    steve = next(p for p in document["players"] if p["name"] == "Steve")
    assert steve["league_points"] == 4 and steve["warband_size"] == 215
    thor = next(p for p in document["players"] if p["name"].startswith("Þór"))
    assert thor["warband_size"] == 200 and thor["games"] == 0  # no game that week


def test_bad_row_exits_2_naming_line_and_column(tmp_path):
    results = tmp_path / "bad.csv"
    results.write_text("week,player_a,player_b,result\n1,A,B,draw\n2,A,B,won\n")
    out = run("standings", str(results))
    assert out.returncode == 2 and "line 3, column result" in out.stderr
    missing = run("standings", str(tmp_path / "missing.csv"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr


def test_third_game_in_a_row_is_a_warning_in_json(tmp_path):
    results = tmp_path / "results.csv"
    results.write_text("1,A,B,draw\n1,B,A,draw\n1,A,B,victory\n")
    document = json.loads(run("standings", str(results), "--json").stdout)
    assert len(document["warnings"]) == 1 and "line 3" in document["warnings"][0]


def test_scorecard_pdf_from_csv(tmp_path):
    results = tmp_path / "results.csv"
    results.write_text(RESULTS, encoding="utf-8")
    pdf = tmp_path / "card.pdf"
    out = run("scorecard", str(results), "-o", str(pdf))
    assert out.returncode == 0, out.stderr
    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages).replace("\n", " ")
    assert "Þór Łukasz <the Bold>" in text
    assert "Massacres (6 pts each)" in text and "Assumed values" in text and "Page 1" in text
    assert "Head-to-head" in text


def test_database_league_from_create_to_print(tmp_path):
    db = tmp_path / "club.sqlite"
    assert run("create", "Autumn", "--organiser", "Jeremy", db=db).returncode == 0
    for name in ("Steve", "Drew", "Ross", "Jeremy", "Þór Łukasz <the Bold>"):
        assert run("add-player", "Autumn", name, "--warband", f"{name}'s band", db=db
                   ).returncode == 0
    results = tmp_path / "results.csv"
    results.write_text(RESULTS, encoding="utf-8")
    assert run("import", "Autumn", str(results), db=db).returncode == 0
    csv_json = json.loads(run("standings", str(results), "--json").stdout)
    db_json = json.loads(run("standings", "Autumn", "--json", db=db).stdout)
    assert db_json == csv_json  # the CLI reproduces the same standings from the CSV
    recorded = run("record", "Autumn", "--week", "3", "Ross", "Drew", "draw", db=db)
    assert recorded.returncode == 0, recorded.stderr
    again = run("record", "Autumn", "--week", "3", "Ross", "Drew", "draw", db=db)
    assert "third time in a row" in again.stderr and again.returncode == 0
    pdf = tmp_path / "week.pdf"
    assert run("print", "Autumn", "-o", str(pdf), "--results-sheet", db=db).returncode == 0
    assert "Results — week 3" in PdfReader(pdf).pages[0].extract_text()
    blank = tmp_path / "blank.pdf"
    assert run("print", "Autumn", "-o", str(blank), "--blank", db=db).returncode == 0
    assert "week ____" in PdfReader(blank).pages[0].extract_text()
    assert run("standings", "Nowhere", db=db).returncode == 2
    listing = run("list", db=db)
    assert "Autumn" in listing.stdout and "5 players" in listing.stdout
    final = run("record", "Autumn", "--week", "5", "--stage", "final", "Ross", "Steve",
                "victory", db=db)
    assert final.returncode == 0, final.stderr
    after = json.loads(run("standings", "Autumn", "--json", "--week", "3", db=db).stdout)
    ross = next(p for p in after["players"] if p["name"] == "Ross")
    assert ross["games"] == 7  # 5 imported + 2 recorded; the final adds no league game


def test_long_scorecard_numbers_its_pages_and_repeats_the_header(tmp_path):
    results = tmp_path / "many.csv"
    results.write_text("".join(f"1,Player {i:02d},Player {i + 1:02d},victory\n"
                               for i in range(0, 80, 2)), encoding="utf-8")
    pdf = tmp_path / "many.pdf"
    assert run("scorecard", str(results), "-o", str(pdf)).returncode == 0
    pages = PdfReader(pdf).pages
    assert len(pages) >= 2
    last = pages[-1].extract_text()
    assert f"Page {len(pages)}" in last and "Warband Name" in last


def test_link_roster_and_list_checks(tmp_path):
    from warbands_manager.rules.roster_io import roster_from_dict
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import open_database

    db = tmp_path / "club.sqlite"
    assert run("create", "Autumn", db=db).returncode == 0
    assert run("add-player", "Autumn", "Steve", db=db).returncode == 0
    database = open_database(db)
    roster_id = RosterService(database).create(roster_from_dict({
        "format": "warbands-roster/1", "name": "Big", "army": "empire",
        "units": [{"id": "u0", "name": "Spearmen", "category": "core", "models": 40,
                   "points_per_model": 6, "base": "20x20"}]}))
    database.close()
    linked = run("link-roster", "Autumn", "steve", "--week", "1", str(roster_id), db=db)
    assert linked.returncode == 0, linked.stderr
    assert "240 points is more than the 200 points allowed in week 1" in linked.stdout
    listing = run("rosters", "Autumn", db=db)
    assert "Big (#" in listing.stdout and "problem" in listing.stdout
    missing = run("link-roster", "Autumn", "Steve", "--week", "1", "999", db=db)
    assert missing.returncode == 2 and "no roster" in missing.stderr
