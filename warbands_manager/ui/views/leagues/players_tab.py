"""Players tab: sign-up list with add, edit and remove (each undoable)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.services.leagues import PlayerData
from warbands_manager.ui.views.leagues.commands import (
    AddPlayerCommand,
    AddPlayersCommand,
    EditPlayerCommand,
    LinkRosterCommand,
    RemovePlayerCommand,
)
from warbands_manager.ui.views.leagues.models import PlayersModel


class PlayersTab(QWidget):
    def __init__(self, page) -> None:
        super().__init__()
        self.page = page
        self.model = PlayersModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        for column, width in enumerate((180, 200, 140, 120)):
            self.table.setColumnWidth(column, width)
        self.add_button = QPushButton("Add player…")
        self.add_many_button = QPushButton("Add players…")
        self.add_many_button.setToolTip("Several at once: paste a list, one a line, or take "
                                        "the players of saved rosters")
        self.edit_button = QPushButton("Edit…")
        self.remove_button = QPushButton("Remove")
        self.link_button = QPushButton("Link weekly roster…")
        buttons = QHBoxLayout()
        for button in (self.add_many_button, self.add_button, self.edit_button,
                       self.remove_button, self.link_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.table)
        note = QLabel("A weekly roster must not cost more than the player's warband size in "
                      "that week (starting size plus that week's results so far, capped) and "
                      "must pass the Warbands composition rules; it is re-checked as the "
                      "player's warband grows. Rosters are made on the Rosters page.")
        note.setWordWrap(True)
        layout.addWidget(note)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.add_many_button.clicked.connect(self._on_add_many_button_clicked)
        self.edit_button.clicked.connect(self._on_edit_button_clicked)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)
        self.link_button.clicked.connect(self._on_link_button_clicked)
        self.table.doubleClicked.connect(self._on_edit_button_clicked)

    def load(self, detail) -> None:
        self.model.links = {}
        if detail is not None:
            for link in self.page.services.league_rosters.links(detail.id):
                self.model.links.setdefault(link.player_id, []).append(link)
        self.model.set_rows(detail.players if detail else [])
        self.add_button.setEnabled(detail is not None)
        self.add_many_button.setEnabled(detail is not None)
        has_players = detail is not None and bool(detail.players)
        for button in (self.edit_button, self.remove_button, self.link_button):
            button.setEnabled(has_players)

    def selected(self):
        rows = self.table.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()] if rows else None

    def _on_add_button_clicked(self, *_args) -> None:
        data = self.page.ask_player(None)
        if data is not None:
            self.page.push(AddPlayerCommand(self.page.services.leagues, self.page.league_id,
                                            data, self.page.after_change))

    def _on_add_many_button_clicked(self, *_args) -> None:
        players = self.page.ask_players()
        if players:
            self.page.push(AddPlayersCommand(self.page.services.leagues, self.page.league_id,
                                             players, self.page.after_change))

    def _on_edit_button_clicked(self, *_args) -> None:
        player = self.selected()
        if player is None:
            return
        current = PlayerData(player.name, player.warband, player.warband_type, player.club)
        data = self.page.ask_player(current)
        if data is not None and data != current:
            self.page.push(EditPlayerCommand(self.page.services.leagues, player.id, data,
                                             self.page.after_change, seen=current))

    def _on_remove_button_clicked(self, *_args) -> None:
        player = self.selected()
        if player is not None:
            self.page.push(RemovePlayerCommand(self.page.services.leagues, player.id,
                                               player.name, self.page.after_change))

    def _on_link_button_clicked(self, *_args) -> None:
        player = self.selected()
        if player is None:
            return
        answer = self.page.ask_roster_link(player)
        if answer is not None:
            week, roster_id = answer
            self.page.push(LinkRosterCommand(
                self.page.services.league_rosters, player.id, week, roster_id,
                f"Link week {week} roster of {player.name}", self.page.after_change))
