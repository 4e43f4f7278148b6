"""A game night as a club runs it, through the real window and the command line: a league of
six added in one step, week 1 paired, each pairing's result recorded from the pairing (the real
game dialog), the standings, the published page; then the command line sees the same league
and runs week 2 the same way (pairings → record → publish)."""

from __future__ import annotations

import json
import subprocess
import sys

from pypdf import PdfReader
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.ui.league_pages import wait_for_standings
from warbands_manager.rules.league.results import Outcome

PLAYERS = "Anna\nBen\nCara\nDan\nEve\nFinn"
RESULTS = (Outcome.MASSACRE, Outcome.VICTORY, Outcome.DRAW)


def _run(db, *args) -> subprocess.CompletedProcess:
    run = subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(db), *args],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return run


def _accept_modal(fill) -> None:
    def act() -> None:
        dialog = QApplication.activeModalWidget()
        fill(dialog)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, act)


def _choose(outcome: Outcome):
    return lambda dialog: dialog.outcome_combo.setCurrentIndex(
        dialog.outcome_combo.findData(outcome))


def test_game_night_from_pairing_to_published_page(window, qtbot, db_path, tmp_path):
    steps = []  # the organiser's clicks and typed entries, counted as the guide counts them
    window.show_view("leagues")
    page = window.pages["leagues"]
    _accept_modal(lambda dialog: dialog.name_edit.setText("Autumn"))  # typed, OK
    page.new_button.click()
    steps += ["New league…", "name", "OK"]
    page.tabs.setCurrentWidget(page.players_tab)
    _accept_modal(lambda dialog: (dialog.names.setPlainText(PLAYERS),
                                  dialog.army.setCurrentText("Dwarfs")))
    page.players_tab.add_many_button.click()
    steps += ["Players tab", "Add players…", "paste", "army", "OK"]
    assert len(page.detail.players) == 6
    page.tabs.setCurrentWidget(page.pairings_tab)
    tab = page.pairings_tab
    tab.pair_button.click()
    steps += ["Pairings tab", "Pair those present"]
    assert tab.table.rowCount() == 3
    expected = {}
    for row, outcome in enumerate(RESULTS):
        rect = tab.table.visualItemRect(tab.table.item(row, 1))
        _accept_modal(_choose(outcome))
        qtbot.mouseClick(tab.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(tab.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        steps += ["double-click the pairing", "result", "OK"]
        expected[tab.table.item(row, 1).text()] = tab.table.item(row, 6).text()
    assert list(expected.values())[2] == "Draw"
    assert all(text != "To play" for text in expected.values())
    page.tabs.setCurrentWidget(page.standings_tab)
    steps += ["Standings tab"]
    standings = wait_for_standings(page).standings
    assert [r.games for r in standings.rows] == [1] * 6
    leader = standings.rows[0].player.name
    model = page.standings_tab.model
    placed = [model.index(row, 11).data() for row in range(model.rowCount())]
    assert model.headerData(11, Qt.Orientation.Horizontal) == "Tie settled by"
    assert placed[0] == "" and placed.count("still tied") >= 2  # the drawn pair, level
    assert "Level on 2 points:" in page.standings_tab.tie_label.text()
    assert expected[leader].startswith(f"{leader} massacred")
    site = tmp_path / "site"
    page.choose_publish_folder = lambda: str(site)
    page.publish_button.click()
    steps += ["Publish…", "folder"]
    card = tmp_path / "card.pdf"
    page.choose_save_path = lambda title, pattern: str(card)
    page.document_handlers["print"]()  # File › Print…
    steps += ["File › Print…", "save"]
    qtbot.waitUntil(lambda: card.exists() and page.background_jobs == [], timeout=20_000)
    assert "Escalation League Scorecard" in PdfReader(card).pages[0].extract_text()
    assert len(steps) <= 25, steps  # the guide's round: 24
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "Pairings — week 1" in index and f"{leader} massacred" in index

    # The command line reads the same league: the same standings, then week 2 the CLI way.
    window.close()
    cli = json.loads(_run(db_path, "league", "standings", "Autumn", "--json").stdout)
    assert cli["players"][0]["name"] == leader
    pairs = json.loads(_run(db_path, "league", "pairings", "Autumn", "--week", "2",
                            "--json").stdout)["pairs"]
    assert len(pairs) == 3
    _run(db_path, "league", "record", "Autumn", "--week", "2", *pairs[0], "victory")
    _run(db_path, "league", "publish", "Autumn", "-o", str(tmp_path / "site2"))
    index = (tmp_path / "site2" / "index.html").read_text(encoding="utf-8")
    assert "Pairings — week 2" in index and f"{pairs[0][0]} won a victory" in index
    assert index.count("to play") == 2
