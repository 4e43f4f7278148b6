"""Add several players at once: a pasted list (one a line), the players of saved rosters (their
roster linked to week 1 in the same step), the army from the list of armies."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
)

from warbands_manager.rules.army_names import ARMY_NAMES, army_name
from warbands_manager.rules.league.names import player_lines
from warbands_manager.services.leagues import NewPlayer, PlayerData
from warbands_manager.ui.dialog_buttons import ok_cancel

ROSTER_ROLE = Qt.ItemDataRole.UserRole


def roster_line(summary) -> str:
    """A saved roster as the organiser picks it: name, player, army, points, validity."""
    problems = ("valid" if summary.valid else
                f"{summary.error_count} problem{'' if summary.error_count == 1 else 's'}")
    player = f" — {summary.player}" if summary.player else ""
    return (f"{summary.name}{player} ({army_name(summary.army)}, {summary.points:g} pts, "
            f"{problems})")


class AddPlayersDialog(QDialog):
    def __init__(self, rosters: list, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add players")
        self.setMinimumWidth(520)
        self.names = QPlainTextEdit()
        self.names.setPlaceholderText("Anna\nBen, Ben's Marauders\n…")
        self.names.setTabChangesFocus(True)
        self.army = QComboBox()
        self.army.setEditable(True)  # an army not in the list can be typed
        self.army.addItems(["", *sorted(set(ARMY_NAMES.values()))])
        line = self.army.lineEdit()
        if line is not None:
            line.setPlaceholderText("Choose or type the army")
        self.club = QLineEdit()
        self.rosters = QListWidget()
        for summary in rosters:
            item = QListWidgetItem(roster_line(summary))
            item.setData(ROSTER_ROLE, summary)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.rosters.addItem(item)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.buttons = ok_cancel(self)
        form = QFormLayout()
        form.addRow("Players, one a line\n(name, or name, warband)", self.names)
        form.addRow("Their army", self.army)
        form.addRow("Club", self.club)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel("Or take the players of saved rosters (each roster is linked "
                                "to week 1):" if rosters else
                                "No saved rosters yet: rosters built on the Rosters page can "
                                "be taken here."))
        layout.addWidget(self.rosters, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.names.textChanged.connect(self._check)
        self.rosters.itemChanged.connect(self._check)
        self._check()

    def value(self) -> list[NewPlayer]:
        """The players to add (``ValueError`` names a player listed twice)."""
        army, club = self.army.currentText().strip(), self.club.text().strip()
        typed = [NewPlayer(PlayerData(name, warband, army, club))
                 for name, warband in player_lines(self.names.toPlainText())]
        return typed + [self._from_roster(item.data(ROSTER_ROLE), club)
                        for item in self.ticked()]

    def ticked(self) -> list[QListWidgetItem]:
        return [self.rosters.item(i) for i in range(self.rosters.count())
                if self.rosters.item(i).checkState() == Qt.CheckState.Checked]

    @staticmethod
    def _from_roster(summary, club: str) -> NewPlayer:
        data = PlayerData(summary.player or summary.name, summary.name,
                          army_name(summary.army), club)
        return NewPlayer(data, summary.id, summary.name)

    def _check(self, *_args) -> None:
        try:
            players = self.value()
            names = [p.data.name.casefold() for p in players]
            twice = next((p.data.name for p in players if names.count(p.data.name.casefold()) > 1),
                         None)
            problem = (f"{twice!r} is listed twice" if twice else
                       "" if players else "Type the players' names or tick saved rosters.")
        except ValueError as error:
            problem = str(error)
        self.problem.setText(problem or f"{len(players)} player(s) to add.")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
