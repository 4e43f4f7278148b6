"""Games tab: record (typed-in result or Little War calculator), edit, delete — all undoable —
the league's history, and the results CSV import/export."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.league import pairing
from warbands_manager.services.league_games import GameInput
from warbands_manager.ui.rules_reference import show_rules_reference
from warbands_manager.ui.theme import set_tone
from warbands_manager.ui.views.leagues.commands import (
    DeleteGameCommand,
    EditGameCommand,
    RecordGameCommand,
)
from warbands_manager.ui.views.leagues.lazy_models import HistoryModel, LazyGamesModel


class GamesTab(QWidget):
    def __init__(self, page) -> None:
        super().__init__()
        self.page = page
        self.model = LazyGamesModel(self)
        self.league_id: int | None = None
        self.count_label = QLabel()
        self.count_label.setObjectName("games-count")
        self.count_label.setWordWrap(True)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setVisible(False)
        for column, width in enumerate((50, 90, 130, 130, 110, 80, 90, 80)):
            self.table.setColumnWidth(column, width)
        self.history_model = HistoryModel(self)
        self.history_label = QLabel()
        self.history_label.setWordWrap(True)
        self.history = QListView()
        self.history.setModel(self.history_model)
        self.record_button = QPushButton("Record game…")
        self.edit_button = QPushButton("Edit…")
        self.delete_button = QPushButton("Delete")
        self.import_button = QPushButton("Import results…")
        self.export_button = QPushButton("Export results…")
        self.warning_label = QLabel()
        self.warning_label.setObjectName("pairing-warning")
        self.warning_label.setWordWrap(True)
        set_tone(self.warning_label, "warning", bold=True)
        self.pairing_help = QToolButton()
        self.pairing_help.setObjectName("pairing-whats-this")
        self.pairing_help.setText("?")
        self.pairing_help.setAccessibleName("What's this?")
        self.pairing_help.setToolTip(f"What's this? Open the rules reference at rule "
                                     f"{pairing.RULE} (F1)")
        self.open_reference = show_rules_reference
        self._build_layout()
        self._connect_signals()

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        for button in (self.record_button, self.edit_button, self.delete_button,
                       self.import_button, self.export_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        history_box = QWidget()
        history_layout = QVBoxLayout(history_box)
        history_layout.setContentsMargins(0, 0, 0, 0)
        history_layout.addWidget(self.history_label)
        history_layout.addWidget(self.history)
        games_box = QWidget()
        games_layout = QVBoxLayout(games_box)
        games_layout.setContentsMargins(0, 0, 0, 0)
        games_layout.addWidget(self.count_label)
        games_layout.addWidget(self.table)
        splitter = QSplitter()
        splitter.addWidget(games_box)
        splitter.addWidget(history_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        warning_row = QHBoxLayout()
        warning_row.addWidget(self.warning_label, 1)
        warning_row.addWidget(self.pairing_help, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(warning_row)
        rule = QLabel("Players should not play the same person more than twice in a row: a "
                      "third game in a row (for either player) is recorded with a warning. "
                      "Edit and delete are undoable (Edit › Undo) and kept in the history.")
        rule.setWordWrap(True)
        layout.addWidget(rule)
        layout.addWidget(splitter, 1)
        self.warning_label.setVisible(False)
        self.pairing_help.setVisible(False)

    def _connect_signals(self) -> None:
        self.record_button.clicked.connect(self._on_record_button_clicked)
        self.pairing_help.clicked.connect(self._on_pairing_help_clicked)
        self.edit_button.clicked.connect(self._on_edit_button_clicked)
        self.delete_button.clicked.connect(self._on_delete_button_clicked)
        self.import_button.clicked.connect(self.page.import_results)
        self.export_button.clicked.connect(self.page.export_results)
        self.table.doubleClicked.connect(self._on_edit_button_clicked)
        self.model.rowsInserted.connect(self._show_counts)
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)

    def _on_selection_changed(self, *_args) -> None:
        """Edit and Delete act on the chosen game: enabled only while one is chosen."""
        chosen = self.selected() is not None
        for button in (self.edit_button, self.delete_button):
            button.setEnabled(chosen)
            button.setToolTip("" if chosen else "Choose a game in the list first")

    def load(self, detail) -> None:
        """Count the league's games and read the first page (more as the table is scrolled;
        after a change, as many as were read, so the rows around the edit stay)."""
        games = self.page.services.league_games
        if detail is None:
            self.league_id = None
            self.model.set_rows([])
            self.history_model.load(0, None)
        else:
            league = detail.id
            keep = len(self.model.rows) if league == self.league_id else 0
            self.league_id = league
            self.model.load(games.game_count(league),
                            lambda after, limit: games.games_after(league, after, limit), keep)
            self.history_model.load(
                games.history_count(league),
                lambda before, limit: games.history_before(league, before, limit))
        self._show_counts()
        # Nothing to act on, nothing enabled: games need two players, edits need a game.
        playable = detail is not None and len(detail.players) >= 2
        for button in (self.record_button, self.import_button):
            button.setEnabled(playable)
        self.export_button.setEnabled(playable and self.model.total > 0)
        self._on_selection_changed()
        if detail is not None and not playable:
            self.count_label.setText("Add at least two players on the Players tab first; "
                                     "then record their games here.")

    def _show_counts(self, *_args) -> None:
        total, shown = self.model.total, self.model.rowCount()
        text = f"{total:,} game{'' if total == 1 else 's'} in this league"
        if total == 0:
            text = "No games yet: press Record game… after the first game is played."

        if shown < total:
            text += f" ({shown:,} loaded: scroll down for more)"
        self.count_label.setText(text)
        entries = self.history_model.total
        self.history_label.setText(f"History, newest first ({entries:,} "
                                   f"entr{'y' if entries == 1 else 'ies'})")
        self.history_label.setToolTip("Every record, edit, delete and undo")

    def show_warnings(self, warnings) -> None:
        self.warning_label.setText("\n".join(f"⚠ {w}" for w in warnings))
        self.warning_label.setVisible(bool(warnings))
        self.pairing_help.setVisible(bool(warnings))

    def help_topic(self) -> tuple[str, str, str] | None:
        """The pairing warning's rule, text and subject while it is shown (F1)."""
        if self.pairing_help.isHidden():
            return None
        return pairing.RULE, self.warning_label.text(), "This league"

    def show_pairing_help(self):
        """Open the rules reference at the pairing rule; returns the dialog (or ``None``)."""
        topic = self.help_topic()
        return self.open_reference(self, *topic) if topic else None

    def selected(self):
        rows = self.table.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()] if rows else None

    def record(self, game: GameInput) -> bool:
        return self.page.push(RecordGameCommand(
            self.page.services.league_games, self.page.league_id, game, self._describe(game),
            self.page.after_change))

    def _describe(self, game: GameInput) -> str:
        detail = self.page.detail
        return (f"week {game.week}: {detail.player_name(game.player_a)} vs "
                f"{detail.player_name(game.player_b)} ({game.outcome.value})")

    def _on_pairing_help_clicked(self, *_args) -> None:
        self.show_pairing_help()

    def _on_record_button_clicked(self, *_args) -> None:
        game = self.page.ask_game(None)
        if game is not None:
            self.record(game)

    def _on_edit_button_clicked(self, *_args) -> None:
        view = self.selected()
        if view is not None:
            self.edit(view)

    def edit(self, view) -> None:
        """Ask for the game's new details and change it (undoably)."""
        current = GameInput(view.week, view.player_a, view.player_b, view.outcome,
                            view.played_on, view.stage, view.details)
        game = self.page.ask_game(current)
        if game is not None and game != current:
            self.page.push(EditGameCommand(self.page.services.league_games, view.id, game,
                                           self._describe(game), self.page.after_change,
                                           seen=view))

    def _on_delete_button_clicked(self, *_args) -> None:
        view = self.selected()
        if view is not None:
            text = f"week {view.week}: {view.name_a} vs {view.name_b}"
            self.page.push(DeleteGameCommand(self.page.services.league_games, view.id, text,
                                             self.page.after_change, seen=view))
