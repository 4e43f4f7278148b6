"""The Banner Saga: Warbands page: four role boards, the journey, events, log and saves."""

from __future__ import annotations

import random
from html import escape
from typing import cast

from PySide6.QtCore import QStringListModel
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.banner_saga.model import GAME, GAME_KIND, MISSION_KIND, apply
from warbands_manager.companions.banner_saga.numbers import game_numbers, rule_numbers
from warbands_manager.companions.banner_saga.readings import READINGS
from warbands_manager.companions.banner_saga.record import ended, game_record
from warbands_manager.companions.banner_saga.setup import new_game, random_followers
from warbands_manager.companions.banner_saga.state import (
    ROLE_TITLES,
    SEATS,
    VARIANTS,
    GameState,
    RuleError,
)
from warbands_manager.companions.banner_saga.table import table_figures
from warbands_manager.companions.records import GameRecord
from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.navigation import ViewInfo
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.key_words import key_words
from warbands_manager.services.companion_saves import CompanionSaveService, SaveNotFound
from warbands_manager.ui.companions.banner_saga.widget_boards import KeeperBoard, QuartermasterBoard
from warbands_manager.ui.companions.banner_saga.widget_common import NO_GAME, ActionButtons
from warbands_manager.ui.companions.banner_saga.widget_events import EventsPanel
from warbands_manager.ui.companions.banner_saga.widget_journey import JourneyPanel
from warbands_manager.ui.companions.banner_saga.widget_leaders import ThaneBoard, WarmasterBoard
from warbands_manager.ui.companions.banner_saga.widget_roles import RolesPanel
from warbands_manager.ui.companions.banner_saga.widget_setup import SetupChoice, ask_setup
from warbands_manager.ui.companions.record_panel import RecordPanel
from warbands_manager.ui.enabled import enable_with_reason
from warbands_manager.ui.fit import scroll_when_small
from warbands_manager.ui.table_view import install_table_view
from warbands_manager.ui.theme import set_tone
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.reflow import ReflowRow
from warbands_manager.ui.views.saved_games import SavedGamesPanel


class StateCommand(QUndoCommand):
    """One edit of the game: the documents before and after (the state is small)."""

    def __init__(self, view: BannerSagaView, text: str, before: dict, after: dict) -> None:
        super().__init__(text)
        self._view, self._before, self._after = view, before, after

    def redo(self) -> None:
        self._view.set_document(self._after)

    def undo(self) -> None:
        self._view.set_document(self._before)


class BannerSagaView(BaseView):
    """Every action goes through :meth:`run`: a pure rule on a copy, pushed as an undoable
    command, then saved."""

    def __init__(self, info: ViewInfo, saves: CompanionSaveService,
                 dice: Dice | None = None) -> None:
        super().__init__(info)
        self.saves = saves
        self.dice = dice or Dice(random.Random())
        self.state: GameState | None = None
        self.save_id: int | None = None
        self.ask_setup = lambda: ask_setup(self.saves, self)
        self._build_widgets()
        self._build_layout()
        self._connect_signals()
        self.document_handlers["new"] = self.new_game
        self.document_handlers["save"] = self.save_now
        self.document_handlers["open"] = self.show_saved_games
        self._render()

    # ----- building ----------------------------------------------------------------------
    def header_actions(self) -> list:
        """New game… sits in the window's page header, where every page keeps its actions."""
        return [self.new_button]

    def _build_widgets(self) -> None:
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.new_button = QPushButton("New game…")
        self.journey = JourneyPanel(self.run)
        self.boards = [QuartermasterBoard(self.run), KeeperBoard(self.run),
                       ThaneBoard(self.run), WarmasterBoard(self.run)]
        self.roles = RolesPanel(self.run, self.dice)
        self.events = EventsPanel(self.run)
        self.log_model = QStringListModel(self)
        self.log_view = QListView()
        self.log_view.setModel(self.log_model)
        self.saved_games = SavedGamesPanel(self.saves, GAME.game_id, self.undo_stack)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.roles, "Roles")
        events_scroll = QScrollArea()
        events_scroll.setWidgetResizable(True)
        events_scroll.setWidget(self.events)
        self.tabs.addTab(events_scroll, "Events")
        self.tabs.addTab(self.log_view, "Log")
        self.record_panel = RecordPanel(self.saves, GAME.game_id, self._record)
        self.record_panel.status_message.connect(self.status_message)
        self.tabs.addTab(self.record_panel, "End of game")
        self.tabs.addTab(self.saved_games, "Saved games")
        self.tabs.addTab(self._rules_tab(), "Rules")

    @staticmethod
    def _rules_tab() -> QScrollArea:
        """The readings we chose for ambiguous sentences, and the assumed numbers."""
        numbers = rule_numbers()
        lines = [f"<p><b>{escape(topic)}</b>: {escape(text)}</p>" for topic, text in READINGS]
        assumed = ", ".join(f"{key_words(key)} = {numbers[key]}"
                            for key in numbers.assumed_keys())
        lines.append(f"<p><b>Assumed defaults</b> (the game prints these only on its boards "
                     f"and cards; change any of them for a game in New game…, where each shows "
                     f"as assumed until changed): {escape(assumed)}</p>")
        label = QLabel("".join(lines))
        label.setWordWrap(True)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(label)
        return scroll

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        self.table_button = install_table_view(self, lambda: table_figures(self.state))
        top.addWidget(self.table_button)
        top.addWidget(self.new_button)
        grid_holder = QWidget()
        grid = QGridLayout(grid_holder)
        grid.setContentsMargins(0, 0, 0, 0)
        for number, board in enumerate(self.boards):
            grid.addWidget(board, number // 2, number % 2)
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        middle_layout.addWidget(grid_holder)
        middle_layout.addWidget(self.tabs, 1)
        # The journey beside the boards when they fit, above them when the window is narrow;
        # the boards' action rows wrap (a 1024-pixel window never scrolls sideways).
        panels = ReflowRow((self.journey, 0), (middle, 1))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(scroll_when_small(panels), 1)

    def _connect_signals(self) -> None:
        self.new_button.clicked.connect(self._on_new_button_clicked)
        self.saved_games.open_requested.connect(self._on_saved_games_open_requested)

    # ----- actions -----------------------------------------------------------------------
    def run(self, action, *args) -> None:
        """Apply a rule function; refusals are shown, accepted changes are undoable."""
        if self.state is None:
            self._show_message("Start a new game first (New game…).", error=True)
            return
        try:
            after = apply(self.state, action, *args)
        except RuleError as error:
            self._render()  # undo any widget that changed itself (a ticked box)
            self._show_message(str(error), error=True)
            return
        text = after.log[-1] if len(after.log) > len(self.state.log) else action.__name__
        self.undo_stack.push(StateCommand(self, text, self.state.to_dict(), after.to_dict()))

    def set_document(self, document: dict) -> None:
        self.state = GameState.from_dict(document)
        self._autosave()
        self._render()
        self._show_message(self.state.log[-1] if self.state.log else "")

    def new_game(self) -> None:
        choice = self.ask_setup()
        if choice is not None:
            self.start_game(choice)

    def start_game(self, choice: SetupChoice) -> None:
        if choice.save_mission:
            self.saves.create(GAME.game_id, choice.mission.name, choice.mission.to_dict(),
                              kind=MISSION_KIND)
        followers = random_followers(choice.variant, self.dice)
        state = new_game(choice.mission, choice.variant, choice.items, followers,
                         choice.numbers)
        for roll in self.dice.log[-len(followers):] if followers else []:
            state.log.append(f"Dice: {roll.describe()}")
        name = f"{choice.mission.name} — {VARIANTS[choice.variant].split(' (')[0]}"
        self.save_id = self.saves.create(GAME.game_id, name, state.to_dict(), kind=GAME_KIND)
        self.undo_stack.clear()
        self.state = state
        self._render()
        self.saved_games.refresh()
        self._show_message(f"New game saved as “{name}”")

    def open_game(self, save_id: int) -> bool:
        """Resume a saved game; an unreadable document is reported, not opened."""
        try:
            state = self.saves.load_as(save_id, GameState.from_dict)
        except SaveNotFound:
            self._show_message("That saved game no longer exists.", error=True)
            return False
        except SaveDocumentError as error:  # damaged, hand-edited: the reason in plain words
            self._show_message(f"{str(error)[:1].upper()}{str(error)[1:]}.", error=True)
            return False
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            self._show_message(f"This save is not a readable Banner Saga game ({error!r}).",
                               error=True)
            return False
        self.state = state
        self.save_id = save_id
        self.undo_stack.clear()
        self._render()
        self._show_message("Game resumed")
        return True

    def show_saved_games(self) -> None:
        self.saved_games.refresh()
        self.tabs.setCurrentWidget(self.saved_games)

    def save_now(self) -> None:
        self._autosave()
        self._show_message("Saved")

    def on_shown(self) -> None:
        self.saved_games.refresh()
        if self.state is None:
            for summary in self.saves.list(GAME.game_id, GAME_KIND):
                if self.open_game(summary.id):
                    break

    # ----- slots -------------------------------------------------------------------------
    def _on_new_button_clicked(self) -> None:
        self.new_game()

    def _on_saved_games_open_requested(self, save_id: int) -> None:
        self.open_game(save_id)

    # ----- helpers -----------------------------------------------------------------------
    def _autosave(self) -> None:
        if self.state is None or self.save_id is None:
            return
        try:
            self.saves.update(self.save_id, self.state.to_dict())
        except SaveNotFound:
            self.save_id = self.saves.create(GAME.game_id, self.state.mission.name,
                                             self.state.to_dict(), kind=GAME_KIND)
            self.saved_games.refresh()

    def _render(self) -> None:
        with game_numbers(self.state.numbers if self.state else None):
            self._render_with_numbers()

    def _render_with_numbers(self) -> None:
        state = self.state
        assumed = len(rule_numbers().assumed_keys())
        if state is None:
            self.heading.setText("No game yet: press New game… to choose the mission and "
                                 "the players' roles.")
        else:
            seats = " / ".join(" + ".join(ROLE_TITLES[r] for r in seat)
                               for seat in SEATS[state.variant])
            self.heading.setText(
                f"<b>{escape(seats)}</b>"
                + (", Item expansion" if state.items else "")
                + f" &nbsp; <small>({assumed} board numbers are assumed defaults"
                  + (f", {len(state.numbers)} set for this game" if state.numbers else "")
                  + ": see the Rules tab)</small>")
        for widget in (self.journey, *self.boards):
            widget.setVisible(state is not None)
            if state is not None:
                widget.show_state(state)
            cast(ActionButtons, widget).update_reasons(state)
        self.roles.show_state(state)
        self.events.show_state(state)  # its buttons' reasons include the variant's
        self.log_model.setStringList(list(reversed(state.log)) if state else [])
        self.record_panel.refresh()
        enable_with_reason(self.table_button, "" if state else NO_GAME)  # nothing to show yet
        self.actions_changed.emit()

    def _record(self, finished: str) -> GameRecord | None:
        """The record of the open mission once it is won or lost."""
        if self.state is None or not ended(self.state):
            return None
        return game_record(self.state, self.state.mission.name, finished, self.save_id)

    def _show_message(self, text: str, error: bool = False) -> None:
        set_tone(self.message, "error" if error else None)
        self.message.setText(text)
        self.status_message.emit(text)


def create_view(info: ViewInfo, saves: CompanionSaveService) -> BannerSagaView:
    return BannerSagaView(info, saves)
