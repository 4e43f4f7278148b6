"""A page with nothing to show yet says what it is for and offers the first step, instead of
showing its controls greyed out: a title, a sentence or two, and a button per first step (the
Rosters page's "Add example rosters" is the model)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)


class EmptyState(QWidget):
    """What the page is for, and its first steps as buttons (the first one the default)."""

    def __init__(self, title: str, purpose: str,
                 steps: Sequence[tuple[str, Callable[[], object]]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("empty-state")
        heading = QLabel(f"<h2>{title}</h2>")
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.purpose = QLabel(purpose)
        self.purpose.setWordWrap(True)
        self.purpose.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A fixed measure: a wrapped label in a centred layout is otherwise measured one word
        # wide and cut.
        self.purpose.setFixedWidth(460)
        self.purpose.setMinimumHeight(self.purpose.heightForWidth(460))
        self.buttons: list[QPushButton] = []
        row = QHBoxLayout()
        row.addStretch(1)
        for text, action in steps:
            button = QPushButton(text)
            button.clicked.connect(lambda _checked=False, act=action: act())
            row.addWidget(button)
            self.buttons.append(button)
        row.addStretch(1)
        if self.buttons:
            self.buttons[0].setDefault(True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(heading)
        layout.addWidget(self.purpose, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        layout.addLayout(row)
        layout.addStretch(2)


class EmptyOr(QStackedWidget):
    """A page's content, or its empty state while there is nothing to show."""

    def __init__(self, content: QWidget, empty: EmptyState,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content, self.empty = content, empty
        self.addWidget(content)
        self.addWidget(empty)

    def show_empty(self, empty: bool) -> None:
        self.setCurrentWidget(self.empty if empty else self.content)

    @property
    def is_empty(self) -> bool:
        return self.currentWidget() is self.empty
