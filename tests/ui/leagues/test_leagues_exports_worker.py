"""Leagues page: the results/standings CSV and the week results sheet are written on a pool
thread; the file is read back, and a failure names the file."""

import csv
from datetime import date

import pytest
from pypdf import PdfReader

from tests.ui.league_pages import league_page
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput
from warbands_manager.ui.views.leagues.models import StandingsModel

NAMES = ("Steve", "Drew", "Þór Łukasz <the Bold>")


@pytest.fixture
def page(qtbot, services):
    view = league_page(qtbot, services, NAMES)
    steve, drew, thor = (p.id for p in view.detail.players)
    games = services.league_games
    games.record_game(view.league_id, GameInput(1, steve, thor, Outcome.VICTORY,
                                                date(2026, 9, 2)))
    games.record_game(view.league_id, GameInput(2, thor, drew, Outcome.DRAW))
    view.failures = []
    view.tell_write_failure = view.failures.append
    view.refresh()
    return view


def _written(page, qtbot, target):
    qtbot.waitUntil(lambda: page.status_label_text.endswith(f"as {target.name} in {target.parent}"),
                    timeout=20_000)
    assert page.background_jobs == [] and page.failures == []


def test_export_results_is_written_on_a_worker(page, qtbot, tmp_path):
    target = tmp_path / "results.csv"
    page.choose_save_path = lambda title, pattern: str(target)
    page.games_tab.export_button.click()
    assert page.status_label_text == "Writing the results file to results.csv…"
    _written(page, qtbot, target)
    assert target.read_text(encoding="utf-8") == (
        "week,player_a,player_b,result,date\n"
        "1,Steve,Þór Łukasz <the Bold>,victory,2026-09-02\n"
        "2,Þór Łukasz <the Bold>,Drew,draw,\n")


def test_export_standings_is_written_on_a_worker(page, qtbot, tmp_path):
    target = tmp_path / "standings.csv"
    page.choose_save_path = lambda title, pattern: str(target)
    page.document_handlers["export"]()
    _written(page, qtbot, target)
    text = target.read_text(encoding="utf-8")
    assert text == page.services.league_games.export_standings(page.league_id)
    assert "Þór Łukasz <the Bold>" in text


def test_week_results_sheet_has_only_that_weeks_games(page, qtbot, tmp_path):
    target = tmp_path / "sheet.pdf"
    page.choose_save_path = lambda title, pattern: str(target)
    page.standings_tab.sheet_button.click()  # no week chosen: the latest week with a game
    _written(page, qtbot, target)
    text = PdfReader(target).pages[0].extract_text()
    assert "Results — week 2" in text and "Þór Łukasz <the Bold>" in text
    assert "Steve" not in text  # Steve played in week 1 only


def test_a_failed_export_names_the_file(page, qtbot, tmp_path):
    target = tmp_path / "no such folder" / "results.csv"
    page.choose_save_path = lambda title, pattern: str(target)
    page.games_tab.export_button.click()
    qtbot.waitUntil(lambda: bool(page.failures), timeout=20_000)
    assert page.failures == [f"Could not write the results file to {target}: "
                             "No such file or directory"]
    assert page.status_label_text == page.failures[0] and not target.exists()


def test_a_failed_results_sheet_names_the_file(page, qtbot, tmp_path):
    target = tmp_path / "no such folder" / "sheet.pdf"
    page.choose_save_path = lambda title, pattern: str(target)
    page.print_scorecard(sheet=True)
    qtbot.waitUntil(lambda: bool(page.failures), timeout=20_000)
    assert page.failures[0].startswith(f"Could not write the results sheet to {target}: ")


def test_cancelled_export_writes_nothing(page, tmp_path):
    page.choose_save_path = lambda title, pattern: ""
    page.status_label_text = ""
    page.games_tab.export_button.click()
    assert not getattr(page, "background_jobs", []) and page.status_label_text == ""
    assert not list(tmp_path.glob("*.csv"))


@pytest.mark.parametrize("name", ["results.csv", "results.xlsx"])
def test_a_full_disk_leaves_the_old_export_and_names_the_file(page, qtbot, tmp_path,
                                                              monkeypatch, name):
    from tests.full_disk import fill_disk

    folder = tmp_path / "exports"
    folder.mkdir()
    target = folder / name
    page.choose_save_path = lambda title, pattern: str(target)
    page.games_tab.export_button.click()
    _written(page, qtbot, target)
    before = target.read_bytes()
    fill_disk(monkeypatch, folder)
    page.games_tab.export_button.click()
    qtbot.waitUntil(lambda: bool(page.failures), timeout=20_000)
    assert page.failures == [f"Could not write the results file to {target}: "
                             "No space left on device"]
    assert target.read_bytes() == before
    assert [p.name for p in folder.iterdir()] == [name]


def test_the_exported_standings_say_which_tie_breaker_placed_a_level_row(qtbot, services,
                                                                         tmp_path):
    view = league_page(qtbot, services, ("Ann", "Bob", "Cid", "Dee"))
    ann, bob, cid, dee = (p.id for p in view.detail.players)
    # Ann and Bob level on 5 points, Bob beat Ann: head-to-head places them.
    for a, b, outcome in ((bob, ann, Outcome.VICTORY), (ann, cid, Outcome.VICTORY),
                          (bob, dee, Outcome.DEFEAT)):
        services.league_games.record_game(view.league_id, GameInput(1, a, b, outcome))
    view.failures = []
    view.tell_write_failure = view.failures.append
    view.refresh()
    target = tmp_path / "standings.csv"
    view.choose_save_path = lambda title, pattern: str(target)
    view.document_handlers["export"]()
    _written(view, qtbot, target)
    with target.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    # The column has the standings table's header and words.
    header = StandingsModel.HEADERS[-1]
    assert list(rows[0])[-1] == header
    assert {row["player"]: row[header] for row in rows} == {
        "Bob": "head-to-head", "Ann": "head-to-head", "Cid": "", "Dee": ""}
    # The page reads its standings in the background: wait for their rows.
    qtbot.waitUntil(lambda: view.standings_tab.table.model().rowCount() == 4)
    shown = view.standings_tab.table.model()
    on_screen = {shown.index(r, 1).data(): shown.index(r, 11).data()
                 for r in range(shown.rowCount())}
    assert on_screen == {row["player"]: row[header] for row in rows}
