"""The "Set-up" tab: the chosen options, rune target, new units and the entered numbers."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QPushButton, QTextBrowser, QVBoxLayout, QWidget

from warbands_manager.companions.runewars.game_setup import (
    last_year,
    rune_target,
    set_base_numbers,
    setup_reminders,
)
from warbands_manager.companions.runewars.model import GAME
from warbands_manager.companions.runewars.state import OPTION_TITLES, Game
from warbands_manager.companions.runewars.tables import default_tables
from warbands_manager.ui.companions.runewars.widget_season import faction_name
from warbands_manager.ui.companions.runewars.widget_setup import BASE_LABELS, BaseNumbersDialog


def summary_html(game: Game | None) -> str:
    if game is None:
        return (f"<h3>{escape(GAME.title)}</h3><p>{escape(GAME.description)}</p>"
                "<p>Start a game with <b>New game…</b> (File › New), or open one from the "
                "<b>Saved games</b> tab. Every change is saved at once and can be undone with "
                "Edit › Undo.</p>")
    tables = default_tables()
    chosen = [OPTION_TITLES[k] for k, on in game.setup.options.items() if on] or ["none"]
    players = "".join(
        f"<li><b>{escape(f.player)}</b> — {escape(faction_name(f.id))}: " + ", ".join(
            _recruited(u.name, game.setup.replacements.get(u.name))
            for u in tables.faction(f.id).units) + "</li>" for f in game.factions)
    numbers = "".join(f"<tr><td>{escape(BASE_LABELS[k])}</td><td>{v}</td></tr>"
                      for k, v in game.setup.base.items() if k in BASE_LABELS)
    notes = "".join(f"<li>{escape(n)}</li>" for n in setup_reminders(game))
    return (f"<h3>{escape(game.setup.name)}</h3>"
            f"<p><b>Dragon runes to win: {rune_target(game)}</b> · {last_year(game)} years · "
            f"optional rules: {escape(', '.join(chosen))}</p><ul>{players}</ul>"
            "<p><b>Base-game numbers entered for this game</b> (defaults were assumed):</p>"
            f"<table cellpadding='2'>{numbers}</table><p><b>At the table</b></p><ul>{notes}</ul>")


class SummaryView(QWidget):
    """The set-up summary and a button to correct the entered base-game numbers."""

    def __init__(self, apply_edit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._apply = apply_edit
        self.base_dialog = BaseNumbersDialog  # injectable for tests
        self.game: Game | None = None
        self.text = QTextBrowser()
        self.text.setObjectName("runewars-summary")
        self.base_button = QPushButton("Correct base-game numbers…")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.base_button)
        self.base_button.clicked.connect(self._on_base_button_clicked)

    def show_game(self, game: Game | None) -> None:
        self.game = game
        self.text.setHtml(summary_html(game))
        self.base_button.setVisible(game is not None)

    def toPlainText(self) -> str:  # noqa: N802 (reads like the text browser it wraps)
        return self.text.toPlainText()

    def _on_base_button_clicked(self) -> None:
        if self.game is None:
            return
        dialog = self.base_dialog(self.game.setup.base, self)
        if dialog.exec():
            numbers = dialog.numbers()
            self._apply("Base-game numbers", lambda g: set_base_numbers(g, numbers))


def _recruited(name: str, replaces: str | None) -> str:
    """A new unit and the base unit it replaces ("not chosen yet" while that is unknown)."""
    return f"{escape(name)} (in place of {escape(replaces)})" if replaces else \
        f"{escape(name)} (base unit it replaces: not chosen yet)"
