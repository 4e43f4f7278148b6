"""The Leagues page's actions that talk to dialogs and files (kept out of ``page.py``)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from warbands_manager.reports import league_scorecard as pdf
from warbands_manager.rules.input_files import InputFileError, read_input_text
from warbands_manager.rules.league.finals import FINAL, SEMI_FINAL
from warbands_manager.rules.league.limits import MAX_RESULTS_BYTES
from warbands_manager.rules.league.nights import current_week as league_week
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.results_csv import (
    DuplicateResultError,
    ResultsFileError,
    parse_results,
)
from warbands_manager.rules.league.standings import TIE_BREAKERS
from warbands_manager.services.league_games import GameInput
from warbands_manager.store.errors import EditConflict
from warbands_manager.ui.background import run_in_background, write_file_in_background
from warbands_manager.ui.error_reporting import log_refusal
from warbands_manager.ui.views.leagues import spreadsheet_actions
from warbands_manager.ui.views.leagues.action_errors import ACTION_ERRORS
from warbands_manager.ui.views.leagues.commands import ImportResultsCommand
from warbands_manager.ui.views.leagues.dialogs import GameDialog, LeagueDialog, PlayerDialog
from warbands_manager.whole_file import write_text

PDF_PATTERN = "PDF files (*.pdf)"


def ask_league(current=None):
    dialog = LeagueDialog(current)
    return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None


def ask_player(page, current):
    dialog = PlayerDialog(current, page)
    return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None


def ask_players(page):
    """Several players at once (a pasted list or saved rosters), or None when cancelled."""
    # deferred: a dialog, loaded when first opened rather than with the Leagues page
    from warbands_manager.ui.views.leagues.players_dialog import AddPlayersDialog

    rosters = page.services.rosters.list() if page.services.rosters else []
    dialog = AddPlayersDialog(rosters, page)
    return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None


def ask_game(page, current: GameInput | None, pairing: tuple[int, int, int] | None = None):
    """The game dialog: ``current`` to edit a game, ``pairing`` (week, player A, player B) to
    record the result of a pairing; else a new game of the current week (the first of its
    pairings without a result, if any)."""
    detail = page.detail
    games = page.services.league_games

    def size_of(player_id: int, week: int) -> int:
        week = min(week, detail.settings.weeks)
        row = next(r for r in games.standings(detail.id, week).rows if r.player.id == player_id)
        return row.warband_size

    if current is None and pairing is None:
        pairing = page.next_open_pairing()
    week = pairing[0] if pairing else current_week(detail, games.latest_week(detail.id))
    dialog = GameDialog(detail.players, detail.settings.weeks, detail.tables, size_of, current,
                        page, week=week, pair=(pairing[1], pairing[2]) if pairing else None)
    return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None


def current_week(detail, latest_played: int, today: date | None = None) -> int:
    """The week a new game most likely belongs to (``rules/league/nights.current_week``)."""
    return league_week(detail.settings.start_date, detail.settings.weeks, latest_played, today)


def ask_tie_breakers(page, current: tuple[str, ...]):
    """A checkable, re-orderable list of the tie-breakers."""
    dialog = QDialog(page)
    dialog.setWindowTitle("Tie-breakers (in order)")
    listing = QListWidget()
    for name in [*current, *(n for n in TIE_BREAKERS if n not in current)]:
        item = QListWidgetItem(TIE_BREAKERS[name])
        item.setData(Qt.ItemDataRole.UserRole, name)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if name in current else Qt.CheckState.Unchecked)
        listing.addItem(item)
    up, down = QPushButton("Up"), QPushButton("Down")

    def move(step: int) -> None:
        row = listing.currentRow()
        if 0 <= row + step < listing.count() and row >= 0:
            item = listing.takeItem(row)
            listing.insertItem(row + step, item)
            listing.setCurrentRow(row + step)

    up.clicked.connect(lambda: move(-1))
    down.clicked.connect(lambda: move(1))
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    buttons = QHBoxLayout()
    buttons.addWidget(up)
    buttons.addWidget(down)
    layout = QVBoxLayout(dialog)
    layout.addWidget(listing)
    layout.addLayout(buttons)
    layout.addWidget(box)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    items = [listing.item(i) for i in range(listing.count())]
    return tuple(i.data(Qt.ItemDataRole.UserRole) for i in items
                 if i.checkState() == Qt.CheckState.Checked)


def _guard(page, work) -> bool:
    try:
        work()
    except EditConflict as conflict:
        page.show_conflict(conflict)
        return False
    except ACTION_ERRORS as error:
        log_refusal("league action", error)
        page.show_status(f"Not done: {error}")
        return False
    return True


def new_league(page) -> None:
    settings = page.ask_league(None)
    if settings is None:
        return
    created = []
    if _guard(page, lambda: created.append(page.services.leagues.create_league(settings))):
        page.select_league(created[0])
        page.show_status(f"League “{settings.name}” created with a copy of the default tables")


def edit_league(page) -> None:
    if page.detail is None:
        return
    settings = page.ask_league(page.detail.settings)
    if settings is not None and _guard(
            page, lambda: page.services.leagues.update_settings(page.league_id, settings,
                                                                seen=page.detail)):
        page.refresh()


def delete_league(page) -> None:
    if page.detail is None or not page.confirm(
            f"Delete the league “{page.detail.name}” with all its players and games? "
            "This cannot be undone."):
        return
    if _guard(page, lambda: page.services.leagues.delete_league(page.league_id)):
        page.league_id = None
        page.undo_stack.clear()
        page.refresh()


def import_results(page) -> None:
    if page.detail is None:
        return
    path = page.choose_open_path("Import results", spreadsheet_actions.IMPORT_PATTERN)
    if not path:
        return
    if spreadsheet_actions.is_spreadsheet(path):
        spreadsheet_actions.import_spreadsheet(page, path)
        return

    try:
        text = read_input_text(path, MAX_RESULTS_BYTES, "results file")
    except InputFileError as error:
        page.show_status(f"Not done: {error}")
        return
    allow = _duplicates_allowed(page, text)
    if allow is None:
        return
    command = ImportResultsCommand(page.services.league_games, page.league_id, text,
                                   page.after_change, allow)
    if page.push(command):
        page.show_status(f"Imported {command.count} game(s)")


def _duplicates_allowed(page, text: str) -> bool | None:
    """Warn about a line repeating another exactly and ask (None: the user declined)."""
    try:
        parse_results(text)
    except DuplicateResultError as duplicate:
        if page.confirm(f"Line {duplicate.line} repeats line {duplicate.first_line} exactly. "
                        "Import it as a second game between the same players?"):
            return True
        page.show_status("Not imported: the file repeats a line (the same game twice?)")
        return None
    except ResultsFileError:
        pass  # the import itself refuses it, naming the line
    return False


def _save(page, title: str, pattern: str, write) -> None:
    path = page.choose_save_path(title, pattern)
    if path and _guard(page, lambda: write(Path(path))):
        page.show_status(f"Written: {path}")


def export_results(page) -> None:
    """Write the results file on a pool thread (a 20,000-game league is read there)."""
    if page.detail is not None:
        games, league_id = page.services.league_games, page.league_id  # as chosen now
        _write_in_background(page, "Export results", spreadsheet_actions.EXPORT_PATTERN,
                             "the results file",
                             lambda p: spreadsheet_actions.write_workbook(games, league_id, p)
                             if spreadsheet_actions.is_spreadsheet(p) else
                             write_text(p, games.export_results(league_id)))


def export_standings(page) -> None:
    """Write the standings CSV on a pool thread."""
    if page.detail is not None:
        games, league_id = page.services.league_games, page.league_id
        week = page.standings_tab.selected_week()
        _write_in_background(page, "Export standings", spreadsheet_actions.EXPORT_PATTERN,
                             "the standings file",
                             lambda p: spreadsheet_actions.write_workbook(games, league_id, p,
                                                                          week)
                             if spreadsheet_actions.is_spreadsheet(p) else
                             write_text(p, games.export_standings(league_id, week)))


def _write_in_background(page, title: str, pattern: str, what: str, write) -> None:
    """Ask for the file here (GUI thread); ``write(path)`` reads the database and writes the
    file on a pool thread and gets nothing of Qt. A failure is shown naming the file."""
    path = page.choose_save_path(title, pattern)
    if path:
        write_file_in_background(page, path, what, write, status=page.show_status,
                                 show_error=page.tell_write_failure)


def print_scorecard(page, blank: bool = False, sheet: bool = False) -> None:
    """Write the scorecard PDF on a pool thread (a 1,000-player scorecard takes about a
    second): the data is read here, the PDF is written off the GUI thread."""
    detail = page.detail
    if detail is None:
        return
    if sheet:
        print_results_sheet(page, blank)
        return
    games = page.services.league_games
    standings = games.standings(detail.id, page.standings_tab.selected_week())
    info = _scorecard_info(detail)

    def write(path: Path) -> None:
        if blank:
            pdf.write_blank_scorecard(path, info, [(p.name, p.warband, p.warband_type)
                                                   for p in detail.players])
        else:
            pdf.write_scorecard(path, info, standings)

    path = page.choose_save_path("Print scorecard", PDF_PATTERN)
    if not path:
        return
    page.show_status(f"Writing {path}…")
    run_in_background(page, lambda: write(Path(path)),
                      lambda _result: page.show_status(f"Written: {path}"),
                      lambda error: _report_failure(page, error))


def print_results_sheet(page, blank: bool = False) -> None:
    """The week's results sheet: the week's games are read (only that week, not the whole
    league) and the PDF written on a pool thread."""
    detail = page.detail
    if detail is None:
        return
    games, league_id = page.services.league_games, detail.id
    info = _scorecard_info(detail)
    chosen = page.standings_tab.selected_week()  # None: the latest week with a game
    if blank:  # the next week to play, unless a week is chosen
        week = chosen or min(games.latest_week(league_id) + 1, detail.settings.weeks)
        names = [player.name for player in detail.players]
        _write_in_background(page, "Print blank results sheet", PDF_PATTERN,
                             "the blank results sheet",
                             lambda path: pdf.write_blank_results_sheet(path, info, week, names))
        return

    def write(path: Path) -> None:
        week = chosen if chosen is not None else games.latest_week(league_id)
        results = [pdf.ResultLine(g.week, g.name_a, g.name_b, g.outcome.value,
                                  g.scored.league_points_a, g.scored.league_points_b, g.stage)
                   for g in games.week_games(league_id, week)]
        pdf.write_results_sheet(path, info, week, results)

    _write_in_background(page, "Print results sheet", PDF_PATTERN, "the results sheet", write)


def _scorecard_info(detail) -> pdf.ScorecardInfo:
    return pdf.ScorecardInfo(detail.name, detail.settings.organiser, detail.settings.weeks,
                             detail.tables, detail.tie_breakers)


def _report_failure(page, error: BaseException) -> None:
    if not isinstance(error, ACTION_ERRORS):
        raise error  # a bug: the application's exception hook reports it
    log_refusal("league file", error)
    page.show_status(f"Not done: {error}")


def finals_game(page, plan) -> GameInput | None:
    """A game pre-filled with the next semi-final or the championship pairing."""
    if plan is None or page.detail is None or len(page.detail.players) < 2:
        return None
    week = page.detail.settings.weeks + 1
    if plan.pending_semis:
        a, b = plan.pending_semis[0]
        return GameInput(week, a, b, Outcome.VICTORY, stage=SEMI_FINAL)
    if plan.final:
        return GameInput(week, *plan.final, Outcome.VICTORY, stage=FINAL)
    return None


def ask_roster_link(page, player):
    """Week and roster (from the Rosters page's saved rosters) for a player, or None."""
    rosters = page.services.rosters.list() if page.services.rosters else []
    dialog = QDialog(page)
    dialog.setWindowTitle(f"Weekly roster of {player.name}")
    week = QSpinBox()
    week.setRange(1, page.detail.settings.weeks)
    combo = QComboBox()
    for summary in rosters:
        combo.addItem(f"{summary.name} ({summary.points:g} pts)", summary.id)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    form = QFormLayout(dialog)
    form.addRow("Week", week)
    form.addRow("Roster", combo)
    if not rosters:
        form.addRow(QLabel("No saved rosters yet: build one on the Rosters page."))
    form.addRow(box)
    if dialog.exec() != QDialog.DialogCode.Accepted or combo.currentData() is None:
        return None
    return week.value(), combo.currentData()

