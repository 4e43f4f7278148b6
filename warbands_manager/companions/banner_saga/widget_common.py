"""Small Qt helpers shared by the Banner Saga page's boards."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.banner_saga.state import ROLE_TITLES

# ``run(action, *args)`` applies a pure rule function to the page's state (undoable).
Runner = Callable[..., None]


def spin(minimum: int = 1, maximum: int = 20, value: int = 1) -> QSpinBox:
    box = QSpinBox()
    box.setRange(minimum, maximum)
    box.setValue(value)
    box.setMaximumWidth(56)
    return box


def combo(items: list[tuple[str, str]]) -> QComboBox:
    """A combo box of (label, data) pairs."""
    box = QComboBox()
    for label, data in items:
        box.addItem(label, data)
    return box


def row(*widgets: QWidget) -> QWidget:
    holder = QWidget()
    layout = QHBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(4)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    return holder


def button(text: str, tip: str = "") -> QPushButton:
    push = QPushButton(text)
    if tip:
        push.setToolTip(tip)
    return push


class Board(QGroupBox):
    """A role board: a rich-text summary on top, action rows below."""

    def __init__(self, title: str, run: Runner) -> None:
        super().__init__(title)
        self._run = run
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(self.summary.textFormat().RichText)
        self._layout = QVBoxLayout(self)
        self._layout.setSpacing(3)
        self._layout.addWidget(self.summary)

    def add_row(self, *widgets: QWidget) -> None:
        self._layout.addWidget(row(*widgets))

    def finish(self) -> None:
        self._layout.addStretch(1)

    def show_state(self, state) -> None:  # pragma: no cover - every board overrides
        raise NotImplementedError


def pips(filled: int, total: int) -> str:
    return "●" * filled + "○" * max(total - filled, 0)


def role_title(state, role: str) -> str:
    """A board's title: the role, whether it is played, and its renown."""
    if not state.has(role):
        return f"{ROLE_TITLES[role]} — not in this game"
    renown = state.roles[role].renown
    played = "" if state.managed(role) else " (tracked only)"
    return f"{ROLE_TITLES[role]}{played} — renown {renown}"
