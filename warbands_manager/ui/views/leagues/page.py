"""The Leagues page: the league list on the left, the chosen league's tabs on the right.

Dialogs and file choosers are attributes (``ask_game``, ``choose_save_path`` ...) so tests can
replace them. Every change goes through a service inside a :class:`LeagueCommand` (the shared
base of ``ui/undo.py``) pushed on the page's undo stack.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.navigation import ViewInfo
from warbands_manager.services.league_games import GameInput
from warbands_manager.store.errors import EditConflict
from warbands_manager.ui.error_reporting import tell_conflict
from warbands_manager.ui.file_dialogs import open_file_name, save_file_name
from warbands_manager.ui.preferences import dialog_start
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.empty_state import EmptyOr, EmptyState
from warbands_manager.ui.views.leagues import actions, copy_action, game_night, publish_action
from warbands_manager.ui.views.leagues.action_errors import ACTION_ERRORS
from warbands_manager.ui.views.leagues.games_tab import GamesTab
from warbands_manager.ui.views.leagues.helper_tab import LittleWarHelper
from warbands_manager.ui.views.leagues.models import ID_ROLE, LeagueListModel
from warbands_manager.ui.views.leagues.pairings_tab import PairingsTab
from warbands_manager.ui.views.leagues.players_tab import PlayersTab
from warbands_manager.ui.views.leagues.settings_tab import SettingsTab
from warbands_manager.ui.views.leagues.standings_tab import StandingsTab
from warbands_manager.ui.whats_this import MessageLine

if TYPE_CHECKING:
    from warbands_manager.services.league_games import LeagueGameService
    from warbands_manager.services.league_rosters import LeagueRosterService
    from warbands_manager.services.leagues import LeagueService
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import Database


@dataclass(frozen=True)
class LeaguePageServices:
    """What the Leagues page and its tabs use (and nothing else of the container): the
    database itself only for copying a league, publishing and the pairings of a game night."""

    database: Database
    leagues: LeagueService
    league_games: LeagueGameService
    league_rosters: LeagueRosterService
    rosters: RosterService  # the roster links' choices


class LeaguesPage(BaseView):
    def __init__(self, info: ViewInfo, services: LeaguePageServices) -> None:
        super().__init__(info)
        self.services = services
        self.league_id: int | None = None
        self.detail = None
        self._stale: set = set()
        # Replaceable in tests: each returns the user's answer or None when cancelled.
        self.ask_league = actions.ask_league
        self.ask_player = lambda current: actions.ask_player(self, current)
        self.ask_players = lambda: actions.ask_players(self)
        self.ask_game = lambda current: actions.ask_game(self, current)
        self.ask_pairing_game = lambda pairing: actions.ask_game(self, None, pairing)
        self.ask_tie_breakers = lambda current: actions.ask_tie_breakers(self, current)
        self.ask_roster_link = lambda player: actions.ask_roster_link(self, player)
        self.choose_save_path = lambda title, pattern: save_file_name(
            self, title, dialog_start(), pattern)[0]
        self.choose_open_path = lambda title, pattern: open_file_name(
            self, title, "", pattern)[0]
        self.tell_conflict = lambda text: tell_conflict(self, text)
        self.confirm = lambda text: QMessageBox.question(
            self, "Leagues", text) == QMessageBox.StandardButton.Yes
        self.copying = False
        self.choose_copy_target = lambda: copy_action.choose_copy_target(self)
        self.tell_copy = lambda title, text, failed: copy_action.tell(self, title, text, failed)
        self.tell_write_failure = lambda text: copy_action.tell(self, "File not written", text,
                                                                True)
        self._build_layout()
        self.game_night = game_night.install_game_night(self)
        self._connect_signals()
        self.document_handlers.update(new=self.new_league, open=self.import_results,
                                      export=self.export_standings, print=self.print_scorecard)
        self.refresh()

    # -- layout ---------------------------------------------------------------------------
    def _build_layout(self) -> None:
        self.list_model = LeagueListModel(self)
        self.league_list = QTableView()
        self.league_list.setModel(self.list_model)
        self.league_list.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.league_list.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.league_list.verticalHeader().setVisible(False)
        self.league_list.horizontalHeader().setStretchLastSection(True)
        self.new_button = QPushButton("New league…")
        self.copy_button = QPushButton("Copy league to…")
        self.copy_button.setToolTip("Copy this league, with its games and history, to a "
                                    "database file or the club's server")
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left.setMaximumWidth(240)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.league_list)
        left_layout.addWidget(self.copy_button)
        self.publish_button = publish_action.add_button(self, left_layout)
        self.tabs = QTabWidget()
        self.players_tab = PlayersTab(self)
        self.games_tab = GamesTab(self)
        self.standings_tab = StandingsTab(self)
        self.settings_tab = SettingsTab(self)
        self.helper_tab = LittleWarHelper()
        self.pairings_tab = PairingsTab(self)
        self.tabs.addTab(self.standings_tab, "Standings")
        self.tabs.addTab(self.games_tab, "Games")
        self.tabs.addTab(self.pairings_tab, "Pairings")
        self.tabs.addTab(self.players_tab, "Players")
        self.tabs.addTab(self.settings_tab, "Settings && tables")
        self.tabs.addTab(self.helper_tab, "Little War helper")
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([190, 1090])
        layout = QVBoxLayout(self)
        # A refusal with a rule id is repeated here, with "What's this?" (F1).
        self.refusal = MessageLine("This league")
        self.refusal.setObjectName("league-refusal")
        self.refusal.hide()
        layout.addWidget(self.refusal)
        self.empty = EmptyState(
            "No leagues yet",
            "An escalation league pairs your club's players week by week, records their "
            "Little War games and keeps the standings, as warbands grow from week to week. "
            "Start one, add the players, then pair them on game night.",
            [("New league…", self._on_new_button_clicked)])
        self.body = EmptyOr(splitter, self.empty)
        layout.addWidget(self.body, 1)

    def _connect_signals(self) -> None:
        self.new_button.clicked.connect(self._on_new_button_clicked)
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        self.tabs.currentChanged.connect(self._on_tabs_current_changed)
        self.league_list.selectionModel().selectionChanged.connect(
            self._on_league_list_selection_changed)

    # -- state ----------------------------------------------------------------------------
    def header_actions(self) -> list:
        return [self.new_button]

    def on_shown(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Reload the league list and the chosen league from the database."""
        self.list_model.set_rows(self.services.leagues.league_names())
        self.body.show_empty(not self.list_model.rows)
        ids = [row.id for row in self.list_model.rows]
        if self.league_id not in ids:
            self.league_id = ids[0] if ids else None
        self._select_row(ids.index(self.league_id) if self.league_id in ids else None)
        self._load_league()

    def _select_row(self, row: int | None) -> None:
        selection = self.league_list.selectionModel()
        selection.blockSignals(True)
        self.league_list.clearSelection()
        if row is not None:
            self.league_list.selectRow(row)
        selection.blockSignals(False)

    def _load_league(self) -> None:
        self.detail = (self.services.leagues.league(self.league_id)
                       if self.league_id is not None else None)
        # Only the tab in front is loaded now; the others when they are shown (a league can
        # hold 20,000 games, and the standings view must open fast).
        self._stale = {self.standings_tab, self.games_tab, self.players_tab, self.settings_tab,
                       self.pairings_tab}
        self._load_current_tab()
        if self.detail is not None and self.detail.players:
            names = [p.name for p in self.detail.players]
            self.helper_tab.name_a.setText(names[0])
            self.helper_tab.name_b.setText(names[1] if len(names) > 1 else "")
        self.copy_button.setEnabled(self.detail is not None and not self.copying)
        self.publish_button.setEnabled(self.detail is not None)
        self.actions_changed.emit()

    def _load_current_tab(self, *_args) -> None:
        tab = self.tabs.currentWidget()
        if tab in self._stale:
            self._stale.discard(tab)
            tab.load(self.detail)

    def select_league(self, league_id: int) -> None:
        self.league_id = league_id
        self.refresh()

    def after_change(self, warnings=()) -> None:
        """Called by every command after it ran (or was undone)."""
        self.refresh()
        self.games_tab.show_warnings(warnings)
        for warning in warnings:
            self.show_status(warning)

    def push(self, command) -> bool:
        """Run ``command`` once; if the service refused, say why and keep it off the stack.
        Its later undos and redos go through :meth:`attempt` too (``ui/undo.py``)."""
        return command.run(self.undo_stack, self.attempt)

    def attempt(self, call) -> bool:
        """Run one service call; a refusal is shown (what another organiser changed, or the
        rule) and False returned, never raised."""
        try:
            call()
        except EditConflict as conflict:
            self.show_conflict(conflict)
            return False
        except ACTION_ERRORS as error:
            self.show_status(f"Not done: {error}", getattr(error, "rule", None))
            return False
        return True

    def show_conflict(self, conflict: EditConflict) -> None:
        """Another organiser changed the record first: say what changed, show their version."""
        self.show_status("Not saved: changed by someone else — the page shows their version")
        self.refresh()
        self.tell_conflict(str(conflict))

    def show_status(self, text: str, rule: str | None = None) -> None:
        self.status_message.emit(text)
        self.status_label_text = text
        self.refusal.setText(text, rule)
        self.refusal.setVisible(rule is not None)

    def help_topic(self) -> tuple[str, str, str] | None:
        """F1 (What's this?): the refusal shown, else the Games tab's pairing warning."""
        return self.refusal.help_topic() or self.games_tab.help_topic()

    # -- slots ----------------------------------------------------------------------------
    def _on_new_button_clicked(self, *_args) -> None:
        self.new_league()

    def _on_copy_button_clicked(self, *_args) -> None:
        self.copy_league_to()

    def _on_tabs_current_changed(self, _index: int) -> None:
        self._load_current_tab()

    def _on_league_list_selection_changed(self, *_args) -> None:
        rows = self.league_list.selectionModel().selectedRows()
        if rows:
            self.league_id = self.list_model.data(rows[0], ID_ROLE)
            self._load_league()

    # -- actions (menus and buttons) ------------------------------------------------------
    def new_league(self) -> None:
        actions.new_league(self)

    def edit_league(self) -> None:
        actions.edit_league(self)

    def delete_league(self) -> None:
        actions.delete_league(self)

    def copy_league_to(self) -> None:
        copy_action.copy_league_to(self)

    def import_results(self) -> None:
        actions.import_results(self)

    def export_results(self) -> None:
        actions.export_results(self)

    def export_standings(self) -> None:
        actions.export_standings(self)

    def print_scorecard(self, blank: bool = False, sheet: bool = False) -> None:
        actions.print_scorecard(self, blank, sheet)

    def record_finals_game(self, plan) -> None:
        game = self.ask_game(actions.finals_game(self, plan))
        if game is not None:
            self.games_tab.record(game)

    def record_game(self, game: GameInput) -> bool:
        return self.games_tab.record(game)

    # -- game night ------------------------------------------------------------------------
    def week_results(self, week: int, pairs) -> list[str | None]:
        return game_night.week_results(self, week, pairs)

    def next_open_pairing(self) -> tuple[int, int, int] | None:
        return game_night.next_open_pairing(self)

    def record_pairing(self, week: int, a: int, b: int) -> bool:
        return game_night.record_pairing(self, week, a, b)

    def show_game_night(self) -> None:
        game_night.show(self)

    def show_subview(self, part: str) -> bool:
        """``--view leagues/night`` (the guide's picture): the game-night view."""
        if part == "night":
            self.show_game_night()
            return True
        return False
