"""The Tiny Big Wars page: set-up with the faction check, trackers, WAR!, card editor, saves."""

from __future__ import annotations

import random
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QStyle,
    QTableView,
    QTabWidget,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.records import GameRecord
from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.companions.tiny_big_wars.cards import (
    Card,
    CardError,
)
from warbands_manager.companions.tiny_big_wars.model import (
    GAME,
    shipped,
)
from warbands_manager.companions.tiny_big_wars.record import ended, game_record
from warbands_manager.companions.tiny_big_wars.start import new_game
from warbands_manager.companions.tiny_big_wars.state import (
    GameState,
    RuleError,
    game_from_dict,
    game_to_dict,
)
from warbands_manager.companions.tiny_big_wars.table import table_figures
from warbands_manager.navigation import ViewInfo
from warbands_manager.rules.datafile import DataFileError
from warbands_manager.rules.dice import Dice
from warbands_manager.services.companion_saves import CompanionSaveService, SaveNotFound
from warbands_manager.ui.companions.record_panel import RecordPanel
from warbands_manager.ui.companions.tiny_big_wars.widget_cards import CardEditor
from warbands_manager.ui.companions.tiny_big_wars.widget_commands import GameCommand
from warbands_manager.ui.companions.tiny_big_wars.widget_library import CardLibraryMixin
from warbands_manager.ui.companions.tiny_big_wars.widget_models import (
    CastlesModel,
    PlayersModel,
    TerritoriesModel,
)
from warbands_manager.ui.companions.tiny_big_wars.widget_play import ActionsPanel
from warbands_manager.ui.companions.tiny_big_wars.widget_setup import SetupPanel
from warbands_manager.ui.companions.tiny_big_wars.widget_war import WarPanel
from warbands_manager.ui.enabled import enable_with_reason
from warbands_manager.ui.fit import scroll_when_small, widen_to_titles
from warbands_manager.ui.table_view import install_table_view
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.saved_games import SavedGamesPanel

NO_GAME = "start a game on the Set-up tab or open a saved one first"
SAVES_HINT = ("Double-click a saved game to resume it. Games save after every change; the most "
              "recent one opens with this page.")
TABS = ("Game", "WAR!", "Set-up", "Cards", "Log", "Saved games", "End of game")


def create_view(info: ViewInfo, saves: CompanionSaveService) -> TinyBigWarsView:
    return TinyBigWarsView(info, saves)


class TinyBigWarsView(CardLibraryMixin, BaseView):
    """One game at a time; every change is an undoable command and is saved at once."""

    def __init__(self, info: ViewInfo, saves: CompanionSaveService,
                 rng: random.Random | None = None) -> None:
        super().__init__(info)
        self.saves = saves
        self.dice = Dice(rng or random.Random())
        self.game: GameState | None = None
        self.save_id: int | None = None
        self.library: dict = {"cards": {}}
        self.library_id: int | None = None
        self.rules: dict[str, int] = {}
        self.shipped: dict[str, Card] = {}
        self.cards: dict[str, Card] = {}
        self._build_widgets()
        self._build_layout()
        self._connect_signals()
        self._load_data()
        self.document_handlers.update(new=self._on_new, open=self._on_open, save=self._on_save)
        self._open_most_recent()

    # -- layout -------------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.title = QLabel()  # the window's page header shows the title
        self.title.hide()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("tbw-message")
        self.tabs = QTabWidget()
        self.players_model, self.castles_model = PlayersModel(self), CastlesModel(self)
        self.territories_model = TerritoriesModel(self)
        self.players_table = _table(self.players_model)
        self.castles_table = _table(self.castles_model)
        self.territories_table = _table(self.territories_model)
        self.actions_panel = ActionsPanel()
        self.war_panel = WarPanel(self.dice)
        self.dice_log = QListWidget()
        self.dice_log.setWordWrap(True)
        self.setup_panel = SetupPanel()
        self.card_editor = CardEditor()
        self.game_log = QListWidget()
        self.game_log.setWordWrap(True)
        self.history = QUndoView(self.undo_stack)
        self.history.setEmptyLabel("(game opened)")
        self.saved_games = SavedGamesPanel(self.saves, GAME.game_id, self.undo_stack)

    def _build_layout(self) -> None:
        tables = QSplitter(Qt.Orientation.Vertical)
        for widget in (self.players_table, self.castles_table):
            tables.addWidget(widget)
        upper = QWidget()
        row = QHBoxLayout(upper)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(tables, 1)
        # Its wrapped texts need more height in a narrow window: the panel scrolls down
        # instead of squeezing its rows until the buttons' words are cut (1024x700), and is
        # never narrower than its rows (no sideways scrolling).
        actions = scroll_when_small(self.actions_panel)
        actions.setMinimumWidth(self.actions_panel.minimumSizeHint().width()
                                + actions.style().pixelMetric(
                                    QStyle.PixelMetric.PM_ScrollBarExtent) + 4)
        row.addWidget(actions, 1)
        game_tab = QSplitter(Qt.Orientation.Vertical)
        game_tab.addWidget(upper)
        game_tab.addWidget(self.territories_table)
        game_tab.setSizes([420, 230])
        war_tab = QWidget()
        war_row = QHBoxLayout(war_tab)
        war_row.addWidget(self.war_panel, 3)
        dice_box = QVBoxLayout()
        dice_title = QLabel("<b>Dice log</b> (every roll, app or typed in)")
        dice_title.setWordWrap(True)
        dice_box.addWidget(dice_title)
        dice_box.addWidget(self.dice_log)
        war_row.addLayout(dice_box, 1)
        log_tab = QSplitter()
        log_tab.addWidget(_titled("Game log", self.game_log))
        log_tab.addWidget(_titled("Changes this session (Edit › Undo / Redo)", self.history))
        log_tab.setSizes([700, 300])
        self.record_panel = RecordPanel(self.saves, GAME.game_id, self._record)
        self.record_panel.status_message.connect(self.status_message)
        for widget, title in zip((game_tab, war_tab, self.setup_panel, self.card_editor,
                                  log_tab, _titled(SAVES_HINT, self.saved_games),
                                  self.record_panel), TABS, strict=True):
            self.tabs.addTab(widget, title)
        # New game… and Table view sit in the window's page header (header_actions).
        self.new_button = QPushButton("New game…")
        self.new_button.setObjectName("tbw-new-game")
        self.new_button.setToolTip("Choose the players and their decks, then start the game")
        self.table_button = install_table_view(self, lambda: table_figures(self.game))
        enable_with_reason(self.table_button, NO_GAME)  # until a game is open
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.message)
        layout.addWidget(scroll_when_small(self.tabs), 1)

    def header_actions(self) -> list:
        """New game… (it opens the Set-up tab, where the players and decks are chosen) and the
        table view, in the window's page header where every page keeps its main actions."""
        return [self.new_button, self.table_button]

    def _connect_signals(self) -> None:
        self.new_button.clicked.connect(self._on_new)
        self.actions_panel.action_requested.connect(self._on_panel_action_requested)
        self.war_panel.action_requested.connect(self._on_panel_action_requested)
        self.setup_panel.start_requested.connect(self._on_setup_panel_start_requested)
        self.card_editor.model.edit_requested.connect(self._on_cards_edit_requested)
        self.card_editor.add_requested.connect(self._on_card_editor_add_requested)
        self.card_editor.delete_requested.connect(self._on_card_editor_delete_requested)
        self.saved_games.open_requested.connect(self._on_saved_games_open_requested)

    # -- data ---------------------------------------------------------------------------------
    def _load_data(self) -> None:
        try:
            numbers, self.shipped = shipped()
        except (DataFileError, CardError) as error:
            self.setEnabled(True)
            self.tabs.setEnabled(False)
            self.show_message(f"The Tiny Big Wars data files cannot be used: {error}")
            return
        self.rules = dict(numbers.values)
        self._load_library()

    def _open_most_recent(self) -> None:
        summaries = self.saves.list(GAME.game_id)
        if summaries and self.rules:
            self.open_save(summaries[0].id)
        else:
            self.show_game_document(None)
            self.tabs.setCurrentIndex(TABS.index("Set-up"))

    def open_save(self, save_id: int) -> None:
        """Resume a saved game (a new document: the undo history starts afresh)."""
        try:
            game = self.saves.load_as(save_id, game_from_dict)
        except SaveDocumentError as error:  # it names the save and what is wrong already
            self.show_message(f"{str(error)[:1].upper()}{str(error)[1:]}.")
            return
        except (ValueError, KeyError, TypeError, CardError) as error:
            self.show_message(f"That saved game cannot be opened: {error}")
            return
        self.save_id = None
        self.undo_stack.clear()
        self.show_game_document(game_to_dict(game))
        self.save_id = save_id
        self.tabs.setCurrentIndex(TABS.index("WAR!" if game.war else "Game"))
        self.show_message(f"Resumed the saved game (round {game.round}).")

    def show_game_document(self, document: dict | None) -> None:
        """Show a game (called by undo commands too) and save it as it goes."""
        self.game = game_from_dict(document) if document is not None else None
        for model in (self.players_model, self.castles_model, self.territories_model):
            model.set_game(self.game)
        self.actions_panel.set_game(self.game)
        self.war_panel.set_game(self.game)
        enable_with_reason(self.table_button, "" if self.game else NO_GAME)
        self.game_log.clear()
        self.game_log.addItems(self.game.log if self.game else [])
        self.game_log.scrollToBottom()
        self.record_panel.refresh()
        self.dice_log.clear()
        self.dice_log.addItems(self._dice_lines())
        self.dice_log.scrollToBottom()
        if self.game is not None and self.save_id is not None:
            self._store()

    def _record(self, finished: str) -> GameRecord | None:
        """The record of the open game once somebody has won."""
        if self.game is None or not ended(self.game):
            return None
        name = next((s.name for s in self.saves.list(GAME.game_id) if s.id == self.save_id),
                    " vs ".join(self.game.names()))
        return game_record(self.game, name, finished, self.save_id)

    def _store(self) -> None:
        try:
            self.saves.update(self.save_id, game_to_dict(self.game))
        except SaveNotFound:
            self.save_id = None
            self.show_message("This game's save was deleted, so changes are no longer saved: "
                              "File › Save stores the game again.")

    def _dice_lines(self) -> list[str]:
        # The game's rolls, then any roll of this session that an undo took out of the game:
        # a roll is never hidden, so nobody can undo a bad roll unseen.
        kept = self.game.dice_log if self.game else []
        undone = [f"UNDONE: {roll.describe()}" for roll in self.dice.log
                  if not any(line.startswith(roll.describe()) for line in kept)]
        return kept + undone

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.status_message.emit(text)

    # -- game actions ---------------------------------------------------------------------------
    def _on_panel_action_requested(self, label: str, function) -> None:
        if self.game is None:
            return
        before = game_to_dict(self.game)
        try:
            after = function(self.game)
        except (RuleError, ValueError) as error:
            self.show_message(str(error))
            return
        self.show_message(after.log[-1] if after.log else label)
        self.undo_stack.push(GameCommand(self, label, before, game_to_dict(after)))
        if after.war is not None and self.tabs.currentIndex() == TABS.index("Game"):
            self.tabs.setCurrentIndex(TABS.index("WAR!"))

    def _on_setup_panel_start_requested(self, players: list, encounters: list) -> None:
        try:
            game = new_game(self.cards, self.setup_panel.game_rules(), players, encounters,
                            self.dice.rng,
                            self.setup_panel.direction.currentData())
        except RuleError as error:
            self.show_message(str(error))
            return
        name = " vs ".join(p.name for p in players) + f" — {datetime.now():%Y-%m-%d %H:%M}"
        self.save_id = self.saves.create(GAME.game_id, name, game_to_dict(game))
        self.undo_stack.clear()
        self.show_game_document(game_to_dict(game))
        self.saved_games.refresh()
        self.tabs.setCurrentIndex(TABS.index("Game"))
        self.show_message(f"New game started and saved as “{name}”.")

    # -- documents ----------------------------------------------------------------------------
    def _on_saved_games_open_requested(self, save_id: int) -> None:
        self.open_save(save_id)

    def _on_new(self) -> None:
        self.tabs.setCurrentIndex(TABS.index("Set-up"))

    def _on_open(self) -> None:
        self.saved_games.refresh()
        self.tabs.setCurrentIndex(TABS.index("Saved games"))

    def _on_save(self) -> None:
        if self.game is None:
            return
        if self.save_id is None:
            names = " vs ".join(p.name for p in self.game.players)
            self.save_id = self.saves.create(GAME.game_id, f"{names} (saved again)",
                                             game_to_dict(self.game))
            self.saved_games.refresh()
        else:
            self._store()
        self.show_message("Saved (Tiny Big Wars games also save after every change).")

    def on_shown(self) -> None:
        self.saved_games.refresh()
        self.actions_changed.emit()


def _table(model) -> QTableView:
    table = QTableView()
    table.setModel(model)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setWordWrap(True)
    # Short number columns with a long title keep the title's width; the others share the rest.
    widen_to_titles(table, ("Population",))
    return table


def _titled(title: str, widget: QWidget) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    label = QLabel(f"<b>{title}</b>")
    label.setWordWrap(True)  # re-flows in a narrow window instead of widening the page
    layout.addWidget(label)
    layout.addWidget(widget)
    return box
