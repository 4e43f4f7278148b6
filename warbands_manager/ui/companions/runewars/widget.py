"""The Runewars: Banners of War page: set-up, year and season, factions, locations, battles.

Every edit goes through :meth:`RunewarsView.apply_edit`: the pure rules make a changed copy of
the game (or refuse with a reason), the change is pushed on the page's undo stack as a snapshot
command and the game is saved at once, so a session always resumes where it stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QStringListModel
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.records import GameRecord
from warbands_manager.companions.runewars import model
from warbands_manager.companions.runewars.model import GAME
from warbands_manager.companions.runewars.readings import READINGS
from warbands_manager.companions.runewars.record import ended, game_record
from warbands_manager.companions.runewars.seasons import advance_season, declare_winner
from warbands_manager.companions.runewars.state import Game, RuleViolation, game_from_dict
from warbands_manager.companions.runewars.table import table_figures
from warbands_manager.navigation import ViewInfo
from warbands_manager.services.companion_saves import CompanionSaveService, SaveNotFound
from warbands_manager.ui.companions.record_panel import RecordPanel
from warbands_manager.ui.companions.runewars.widget_battle import BattlePanel
from warbands_manager.ui.companions.runewars.widget_commands import GameEditCommand
from warbands_manager.ui.companions.runewars.widget_factions import FactionsPanel
from warbands_manager.ui.companions.runewars.widget_locations import LocationsPanel
from warbands_manager.ui.companions.runewars.widget_season import SeasonBar, VictoryBanner
from warbands_manager.ui.companions.runewars.widget_setup import SetupDialog
from warbands_manager.ui.companions.runewars.widget_summary import SummaryView
from warbands_manager.ui.fit import scroll_when_small
from warbands_manager.ui.table_view import install_table_view
from warbands_manager.ui.theme import set_tone
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.saved_games import SavedGamesPanel


def create_view(info: ViewInfo, saves: CompanionSaveService) -> RunewarsView:
    return RunewarsView(info, saves)


class RunewarsView(BaseView):
    """The tracker page; shows the most recently changed saved game when first opened."""

    def __init__(self, info: ViewInfo, saves: CompanionSaveService,
                 setup_dialog: Callable[[QWidget], SetupDialog] = SetupDialog) -> None:
        super().__init__(info)
        self.saves = saves
        self.setup_dialog = setup_dialog  # injectable so tests can fill it in
        self.game: Game | None = None
        self.save_id: int | None = None
        self._opened_latest = False
        self._build_layout()
        self._connect_signals()
        self.document_handlers.update(new=self.new_game, open=self.show_saved_games,
                                      save=self.save_now)
        self._show_game(None)

    def header_actions(self) -> list:
        """New game… sits in the window's page header, where every page keeps its actions."""
        return [self.new_button]

    def _build_layout(self) -> None:
        self.title = QLabel()  # which game is open (the window's page header has the title)
        self.title.setWordWrap(True)
        self.new_button = QPushButton("New game…")
        self.season_bar = SeasonBar()
        self.banner = VictoryBanner()
        self.message = QLabel()
        self.message.setObjectName("runewars-message")
        self.message.setWordWrap(True)
        set_tone(self.message, "error")
        self.message.hide()
        self.factions = FactionsPanel(self.apply_edit)
        self.locations = LocationsPanel(self.apply_edit)
        self.battle = BattlePanel(self.apply_edit)
        self.saved_games = SavedGamesPanel(self.saves, GAME.game_id, self.undo_stack)
        self.summary = SummaryView(self.apply_edit)
        self.record_panel = RecordPanel(self.saves, GAME.game_id, self._record)
        self.record_panel.status_message.connect(self.status_message)
        self.tabs = QTabWidget()
        for widget, title in ((self.summary, "Set-up"), (self.factions, "Factions"),
                              (self.locations, "Locations"),
                              (scroll_when_small(self.battle), "Battle helper"),
                              (self._log_tab(), "Log"),
                              (self.record_panel, "End of game"),
                              (self._readings_tab(), "Rule readings"),
                              (self.saved_games, "Saved games")):
            self.tabs.addTab(widget, title)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.season_bar)
        layout.addWidget(self.banner)
        layout.addWidget(self.message)
        layout.addWidget(scroll_when_small(self.tabs), 1)
        self.season_bar.add_button(self.new_button)
        self.season_bar.add_button(install_table_view(self, lambda: table_figures(self.game)))

    def _log_tab(self) -> QWidget:
        self.log_model = QStringListModel()
        self.log_list = QListView()
        self.log_list.setModel(self.log_model)
        return self.log_list

    def _readings_tab(self) -> QWidget:
        self.readings = QTextBrowser()
        self.readings.setHtml("<p>Where the Banners of War text is silent or ambiguous, this "
                              "tracker reads it as follows.</p><dl>" + "".join(
                                  f"<dt><b>{escape(topic)}</b></dt><dd>{escape(text)}</dd>"
                                  for topic, text in READINGS) + "</dl>")
        return self.readings

    def _connect_signals(self) -> None:
        self.new_button.clicked.connect(self._on_new_button_clicked)
        self.saved_games.open_requested.connect(self._on_saved_games_open_requested)
        self.season_bar.next_requested.connect(self._on_season_bar_next_requested)
        self.banner.winner_declared.connect(self._on_banner_winner_declared)

    # -- showing ----------------------------------------------------------------------------
    def on_shown(self) -> None:
        self.saved_games.refresh()
        if not self._opened_latest and self.game is None:
            self._opened_latest = True
            for summary in self.saves.list(GAME.game_id):
                if self.open_save(summary.id, quiet=True):
                    break

    def _show_game(self, game: Game | None) -> None:
        self.game = game
        self.season_bar.show_game(game)
        self.banner.show_game(game)
        self.factions.show_game(game)
        self.locations.show_game(game)
        self.battle.show_game(game)
        self.summary.show_game(game)
        self.log_model.setStringList(list(reversed(game.log)) if game else [])
        self.record_panel.refresh()
        for widget in (self.factions, self.locations, self.battle):
            self.tabs.setTabEnabled(self.tabs.indexOf(widget), game is not None)
        self.banner.setVisible(game is not None)
        if game is None:
            self.tabs.setCurrentWidget(self.summary)
        name = f"<b>{escape(game.setup.name)}</b>" if game else \
            "No game open: start one with New game…, or open one from Saved games."
        self.title.setText(name)

    def _record(self, finished: str) -> GameRecord | None:
        """The record of the open game once its winner is decided."""
        if self.game is None or not ended(self.game):
            return None
        return game_record(self.game, self.game.setup.name, finished, self.save_id)

    def _show_and_save(self, game: Game) -> None:
        self._show_game(game)
        self._save(game)

    # -- edits ------------------------------------------------------------------------------
    def apply_edit(self, text: str, change: Callable[[Game], object]) -> bool:
        """Apply one rule edit; refused edits show the reason and change nothing."""
        if self.game is None:
            self._say("Start or open a game first.")
            return False
        try:
            after = model.apply(self.game, change)
        except RuleViolation as refused:
            self._say(f"Not allowed: {refused}")
            self._show_game(self.game)  # put back any control the user already moved
            return False
        self._say("")
        self.undo_stack.push(GameEditCommand(text, self.game, after, self._show_and_save))
        if after.log:
            self.status_message.emit(after.log[-1])  # e.g. what the Season card step did
        return True

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))
        if text:
            self.status_message.emit(text)

    # -- documents --------------------------------------------------------------------------
    def new_game(self) -> None:
        dialog = self.setup_dialog(self)
        if not dialog.exec():
            return
        try:
            game = dialog.game()
        except RuleViolation as refused:
            self._say(f"Set-up not allowed: {refused}")
            return
        self.save_id = self.saves.create(GAME.game_id, game.setup.name, game.to_dict())
        self.undo_stack.clear()
        self._show_game(game)
        self.tabs.setCurrentWidget(self.factions)
        self.saved_games.refresh()
        self._say("")

    def open_save(self, save_id: int, quiet: bool = False) -> bool:
        try:
            game = self.saves.load_as(save_id, game_from_dict)
        except (ValueError, SaveNotFound) as error:
            if not quiet:
                self._say(f"Cannot open that save: {error}")
            return False
        self.save_id = save_id
        self.undo_stack.clear()
        self._show_game(game)
        self.tabs.setCurrentWidget(self.factions)
        return True

    def show_saved_games(self) -> None:
        self.tabs.setCurrentWidget(self.saved_games)

    def save_now(self) -> None:
        if self.game is not None:
            self._save(self.game)
            self.status_message.emit("Game saved (it also saves after every change).")

    def _save(self, game: Game) -> None:
        try:
            if self.save_id is None:
                self.save_id = self.saves.create(GAME.game_id, game.setup.name, game.to_dict())
            else:
                self.saves.update(self.save_id, game.to_dict())
        except SaveNotFound:  # deleted meanwhile: keep playing, store it afresh
            self.save_id = self.saves.create(GAME.game_id, game.setup.name, game.to_dict())
        self.saved_games.refresh()

    # -- slots ------------------------------------------------------------------------------
    def _on_new_button_clicked(self) -> None:
        self.new_game()

    def _on_saved_games_open_requested(self, save_id: int) -> None:
        self.open_save(save_id)

    def _on_season_bar_next_requested(self) -> None:
        self.apply_edit("Next season", advance_season)

    def _on_banner_winner_declared(self, faction_id: str) -> None:
        self.apply_edit(f"Winner: {faction_id}", lambda g: declare_winner(g, faction_id))
