"""The year/season bar (with season reminders) and the victory banner of the Runewars page."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.runewars.game_setup import last_year, rune_target
from warbands_manager.companions.runewars.runes import public_standings, standings
from warbands_manager.companions.runewars.seasons import (
    is_last_year,
    season_name,
    season_reminders,
)
from warbands_manager.companions.runewars.state import Game
from warbands_manager.companions.runewars.tables import default_tables
from warbands_manager.ui.theme import set_tone, tone


def faction_name(faction_id: str) -> str:
    return default_tables().faction(faction_id).name if faction_id else "nobody"


def short_name(faction_id: str) -> str:
    """ "Daqan", "Latari", ... for tables ("" for nobody)."""
    return faction_name(faction_id).split()[0] if faction_id else ""


class SeasonBar(QFrame):
    """Year 1–6 and the season, the last year marked, reminders and Victory cards on decks."""

    next_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.when = QLabel()
        self.when.setObjectName("runewars-when")
        self.decks = QLabel()
        self.reminders = QLabel()
        self.reminders.setWordWrap(True)
        self.next_button = QPushButton("Next season ▶")
        self._buttons = QHBoxLayout()
        top = QHBoxLayout()
        top.addWidget(self.when, 1)
        top.addWidget(self.decks)
        top.addWidget(self.next_button)
        top.addLayout(self._buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.reminders)
        self.next_button.clicked.connect(self._on_next_button_clicked)

    def add_button(self, button: QPushButton) -> None:
        self._buttons.addWidget(button)

    def show_game(self, game: Game | None) -> None:
        self.next_button.setEnabled(game is not None and not game.finished)
        if game is None:
            self.when.setText("<b>No game open</b>")
            self.decks.setText("")
            self.reminders.setText("")
            return
        seasons = default_tables().season_names
        pips = " ".join(f"<b><u>{name}</u></b>" if i == game.season else name
                        for i, name in enumerate(seasons))
        marker = (f" &nbsp;<span style='color:{tone('error').foreground}'><b>LAST YEAR</b>"
                  "</span>") if is_last_year(
            game) else ""
        self.when.setText(f"<span style='font-size:15pt'><b>Year {game.year} of "
                          f"{last_year(game)}</b></span> &nbsp; {pips}{marker}")
        cards = [f"{season}: {faction_name(card['faction'])} (from year {card['year']})"
                 for season, card in game.victory_decks.items()]
        self.decks.setText("Victory cards — " + "; ".join(cards) if cards else "")
        self.reminders.setText("<br>".join(
            f"• {escape(note)}" for note in season_reminders(game)))
        self.reminders.setToolTip(f"Season card step of {season_name(game)}")

    def _on_next_button_clicked(self) -> None:
        self.next_requested.emit()


class VictoryBanner(QFrame):
    """Runes against the target for every faction; the winner, or the end-of-game choice."""

    winner_declared = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QLabel()
        self.text.setObjectName("runewars-victory")
        self.text.setWordWrap(True)
        self.choice = QComboBox()
        self.declare_button = QPushButton("Declare winner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.choice)
        layout.addWidget(self.declare_button)
        self.declare_button.clicked.connect(self._on_declare_button_clicked)

    def show_game(self, game: Game | None) -> None:
        deciding = bool(game and game.finished and not game.winner)
        self.choice.setVisible(deciding)
        self.declare_button.setVisible(deciding)
        if game is None:
            self.text.setText("")
            return
        target = rune_target(game)
        rows = " · ".join(f"{escape(faction_name(fid))}: <b>{held}</b>/{target}"
                          for fid, held in standings(game))
        if game.winner:
            set_tone(self, "won")
            self.text.setText(f"<b>{escape(faction_name(game.winner))} wins</b> — "
                              f"{escape(game.win_reason)}. &nbsp; {rows}")
        elif deciding:
            set_tone(self, "current")
            self.text.setText("<b>The last Winter is over</b>: decide the winner by the base "
                              f"game's rules. Dragon runes counted now: {rows}")
            self.choice.clear()
            for fid, held in standings(game):
                self.choice.addItem(f"{faction_name(fid)} ({held})", fid)
        else:
            set_tone(self, None)
            shown = " · ".join(f"{escape(faction_name(fid))}: <b>{held}</b> on show, "
                               f"{down} face down" for fid, held, down in public_standings(game))
            self.text.setText(f"Dragon runes (target {target}): {shown}")

    def _on_declare_button_clicked(self) -> None:
        if self.choice.currentData():
            self.winner_declared.emit(self.choice.currentData())
