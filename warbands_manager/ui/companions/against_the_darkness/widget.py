"""The Warband: Against the Darkness page: games on the home panel, the tracker for the
table, the score pad; every edit is an undoable command and the game saves as it goes."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QStackedWidget, QVBoxLayout

from warbands_manager.companions.against_the_darkness.endstate import (
    EndStateError,
    end_players,
    end_state_document,
    game_from_end_state,
    read_end_state,
)
from warbands_manager.companions.against_the_darkness.hidden import (
    public_score_pad,
    secrets_revealed,
)
from warbands_manager.companions.against_the_darkness.model import (
    GAME,
    RESULT_KIND,
    result_record,
)
from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.companions.against_the_darkness.scoring import ScorePad, score_game
from warbands_manager.companions.against_the_darkness.state import Game
from warbands_manager.companions.against_the_darkness.table import table_figures
from warbands_manager.companions.against_the_darkness.turns import new_game
from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.navigation import ViewInfo
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.ui.background import write_file_in_background
from warbands_manager.ui.companions.against_the_darkness.widget_dialogs import TableDialogs
from warbands_manager.ui.companions.against_the_darkness.widget_home import HomePanel
from warbands_manager.ui.companions.against_the_darkness.widget_ops import GameOps
from warbands_manager.ui.companions.against_the_darkness.widget_refresh import refresh_tracker
from warbands_manager.ui.companions.against_the_darkness.widget_tracker import TrackerPanel
from warbands_manager.ui.fit import scroll_when_small
from warbands_manager.ui.table_view import install_table_view
from warbands_manager.ui.views.base import BaseView
from warbands_manager.whole_file import write_text

JSON_FILTER = "Against the Darkness end state (*.json)"
PDF_FILTER = "PDF (*.pdf)"


class AgainstTheDarknessView(GameOps, BaseView):
    def __init__(self, info: ViewInfo, saves: CompanionSaveService) -> None:
        super().__init__(info)
        self.saves = saves
        self.dialogs = TableDialogs(self)
        self.game: Game | None = None
        self.save_id: int | None = None
        self.save_name = ""
        self.refreshing = False
        self._resumed = False
        self.home = HomePanel(self.saves, self.undo_stack, info.summary, RESULT_KIND)
        self.tracker = TrackerPanel()
        self.tracker.pad_input_model.on_edit = self.do_pad_edit
        self.stack = QStackedWidget()
        self.stack.addWidget(self.home)
        self.stack.addWidget(self.tracker)
        QVBoxLayout(self).addWidget(scroll_when_small(self.stack))
        self.tracker.bar.insertWidget(1, install_table_view(self, lambda: table_figures(self.game)))
        self._connect_signals()
        self._update_handlers()

    def header_actions(self) -> list:
        """New game… in the window's page header, where every page keeps its main actions
        (it works from the tracker too: the game in play is saved as it goes)."""
        return [self.home.new_button]

    def _connect_signals(self) -> None:
        home, tracker = self.home, self.tracker
        home.new_button.clicked.connect(self.start_new_game)
        home.open_button.clicked.connect(self._on_open_button_clicked)
        home.import_button.clicked.connect(self.import_end_state)
        home.blank_pad_button.clicked.connect(self._on_blank_pad_button_clicked)
        home.saved_games.open_requested.connect(self.open_save)
        tracker.games_button.clicked.connect(self.show_home)
        for action, menu_action in tracker.upgrade_actions.items():
            menu_action.triggered.connect(lambda _=False, a=action: self.do_upgrade(a))
        tracker.tax_button.clicked.connect(self.do_tax)
        tracker.train_button.clicked.connect(self.do_train)
        tracker.scout_button.clicked.connect(self.do_scout)
        tracker.fight_button.clicked.connect(self.do_fight)
        tracker.heal_button.clicked.connect(self.do_heal)
        tracker.redress_gold_action.triggered.connect(self.do_redress_gold)
        tracker.redress_train_action.triggered.connect(self.do_redress_train)
        tracker.end_turn_button.clicked.connect(self.do_end_turn)
        tracker.edit_card_button.clicked.connect(self._on_edit_card_button_clicked)
        tracker.card_move_button.clicked.connect(self.do_card_move)
        tracker.pad_type_in_button.clicked.connect(self.do_pad_type_in)
        tracker.pad_board_button.clicked.connect(self.do_pad_from_board)
        tracker.finish_button.clicked.connect(self.record_result)
        tracker.players_view.selectionModel().selectionChanged.connect(
            self._on_players_view_selection_changed)
        panel = tracker.player_panel
        for key, spin in panel.spins.items():
            spin.valueChanged.connect(lambda value, k=key: self._on_player_spin_changed(k, value))
        panel.reveal.toggled.connect(self._on_reveal_toggled)
        panel.peek.toggled.connect(self._on_peek_toggled)

    # -- documents ---------------------------------------------------------------------
    def _update_handlers(self) -> None:
        has_game = self.game is not None
        self.document_handlers.update({
            "new": self.start_new_game, "open": self.show_home,
            "save": self.save_now if has_game else None,
            "export": self.export_end_state if has_game else None,
            "print": self.print_pad,
        })
        self.actions_changed.emit()

    def set_document(self, document: dict) -> None:
        """Show a game state (undo/redo land here) and save it."""
        was_finished = self.game is not None and self.game.finished
        self.game = Game.from_dict(document)
        if self.save_id is not None:
            self.saves.update(self.save_id, document)
        self.refresh()
        if self.game.finished and not was_finished:
            self.tracker.tabs.setCurrentIndex(1)  # the war is over: show the score pad

    def _open(self, game: Game, save_id: int, name: str) -> None:
        self.game, self.save_id, self.save_name = game, save_id, name
        self.undo_stack.clear()
        self.stack.setCurrentWidget(self.tracker)
        self.refresh()
        self.tracker.tabs.setCurrentIndex(1 if game.finished else 0)
        self._update_handlers()

    def start_new_game(self) -> bool:
        result = self.dialogs.setup()
        if result is None:
            return False
        game = new_game(result.seats, result.redress_deck, rules(), result.cards)
        self._open(game, self.saves.create(GAME.game_id, result.name, game.to_dict()),
                   result.name)
        self.status_message.emit(f"New game “{result.name}” started and saved.")
        return True

    def open_save(self, save_id: int) -> None:
        summary = next((s for s in self.saves.list(GAME.game_id) if s.id == save_id), None)
        try:
            game = self.saves.load_as(save_id, Game.from_dict)
        except SaveDocumentError as error:  # a damaged save is reported, not opened
            self.status_message.emit(str(error))
            self.dialogs.inform("Cannot open this save", str(error))
            return
        self._open(game, save_id, summary.name if summary else "Game")

    def _on_open_button_clicked(self) -> None:
        save_id = self.home.selected_save()
        if save_id is not None:
            self.open_save(save_id)

    def show_home(self) -> None:
        self.home.refresh()
        self.stack.setCurrentWidget(self.home)

    def save_now(self) -> None:
        self.saves.update(self.save_id, self.game.to_dict())
        self.status_message.emit(f"“{self.save_name}” saved (it also saves after every change).")

    def on_shown(self) -> None:
        self.home.refresh()
        if not self._resumed and self.game is None:
            self._resumed = True  # resume the most recent game once, as the table left it
            latest = self.saves.list(GAME.game_id)
            if latest:
                self.open_save(latest[0].id)

    # -- files -------------------------------------------------------------------------
    def import_end_state(self) -> bool:
        path = self.dialogs.open_path("Import end state", JSON_FILTER)
        if path is None:
            return False
        try:
            players = read_end_state(Path(path))
        except EndStateError as problem:
            self.show_problem(str(problem))
            return False
        game = game_from_end_state(players)
        name = f"Imported {Path(path).stem}"
        self._open(game, self.saves.create(GAME.game_id, name, game.to_dict()), name)
        self.tracker.tabs.setCurrentIndex(1)
        return True

    def export_end_state(self) -> bool:
        if not secrets_revealed(self.game):
            self.show_problem("The end state names every face-down card: export it once the "
                              "war is over.")
            return False
        path = self.dialogs.save_path("Export end state", f"{self.save_name}.json", JSON_FILTER)
        if path is None:
            return False
        document = end_state_document(end_players(self.game))
        write_text(path, json.dumps(document, indent=2, ensure_ascii=False))
        self.status_message.emit(f"End state written to {path}")
        return True

    def print_pad(self, blank: bool = False) -> bool:
        # deferred: printing loads reportlab, which the tracker's page does without
        from warbands_manager.reports.against_the_darkness_pad import write_score_pad

        pad = None if blank or self.game is None else self.score_pad()
        default = "score-pad.pdf" if pad is None else f"{self.save_name} score pad.pdf"
        path = self.dialogs.save_path("Score pad PDF", default, PDF_FILTER)
        if path is None:
            return False
        name = "" if pad is None else self.save_name
        game = self.game
        # Scores from the board of a game still being played are provisional; typed-in
        # scores are the table's final ones.
        unfinished = "" if pad is None or game is None or game.finished or \
            game.pad is not None else f"round {game.round_number}"
        # The pad was scored above (plain data); the PDF is written on a pool thread (the first
        # PDF of a session also loads the fonts, about a third of a second).
        write_file_in_background(self, path, "the score pad",
                                 lambda target: write_score_pad(target, pad, name, unfinished),
                                 status=self.status_message.emit,
                                 show_error=lambda text: self.dialogs.inform(
                                     "Score pad not written", text))
        return True

    def _on_blank_pad_button_clicked(self) -> None:
        self.print_pad(blank=True)

    # -- the score pad -----------------------------------------------------------------
    def score_pad(self, reveal: bool = False) -> ScorePad | None:
        """The pad as the table may see it now; ``reveal`` turns every card up (scoring)."""
        try:
            if reveal:
                return score_game(end_players(self.game), rules())
            return public_score_pad(self.game, rules())
        except EndStateError:
            return None

    def record_result(self) -> bool:
        pad = self.score_pad(reveal=True)
        if pad is None:
            return False
        if not self.game.finished and not self.dialogs.confirm(
                "Record the game", "The final round is not over. Record these scores anyway?"):
            return False
        self.saves.create(GAME.game_id, self.save_name, result_record(pad), kind=RESULT_KIND)
        self.home.refresh()
        self.status_message.emit(f"“{self.save_name}” recorded in the history.")
        return True

    # -- the tracker -------------------------------------------------------------------
    def refresh(self) -> None:
        if self.refreshing:
            return
        self.refreshing = True
        view = self.tracker.players_view
        rows = view.selectionModel().selectedRows()
        try:
            refresh_tracker(self, self.selected_colour())
            if rows and self.game is not None and rows[0].row() < len(self.game.players):
                view.selectRow(rows[0].row())  # the model reset cleared the selection
        finally:
            self.refreshing = False

    def selected_colour(self) -> str | None:
        if self.game is None:
            return None
        rows = self.tracker.players_view.selectionModel().selectedRows()
        index = rows[0].row() if rows else self.game.current
        return self.game.players[min(index, len(self.game.players) - 1)].colour

    def _on_players_view_selection_changed(self, *_args) -> None:
        self.refresh()

    def _on_player_spin_changed(self, key: str, value: int) -> None:
        if not self.refreshing and self.game is not None:
            self.do_correct(self.selected_colour(), key, value)

    def _on_reveal_toggled(self, checked: bool) -> None:
        if not self.refreshing and self.game is not None:
            self.do_correct(self.selected_colour(), "intel_revealed", checked)

    def _on_peek_toggled(self, _checked: bool) -> None:
        self.refresh()

    def _on_edit_card_button_clicked(self) -> None:
        rows = self.tracker.map_view.selectionModel().selectedRows()
        place = self.tracker.map_model.place_at(rows[0].row()) if rows else None
        if place in self.game.battlefields:
            self.do_edit_battlefield(place)
        else:
            self.show_problem("Select a battlefield on the map first.")

    def show_problem(self, text: str) -> None:
        self.status_message.emit(text)
        self.dialogs.inform("Not allowed by the rules", text)


def create_view(info: ViewInfo, saves: CompanionSaveService) -> AgainstTheDarknessView:
    return AgainstTheDarknessView(info, saves)
