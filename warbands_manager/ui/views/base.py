"""What every page of the main window offers the window: a name, an undo stack, and the
document actions (New, Open, Save/Export, Print) it supports.

The window's menus call these; a page that does not support an action leaves it ``None`` and the
menu item is disabled while that page is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from warbands_manager.navigation import ViewInfo

DOCUMENT_ACTIONS = ("new", "open", "save", "export", "print")


class BaseView(QWidget):
    """A page with its own undo history. Subclasses set handlers in ``document_handlers``."""

    status_message = Signal(str)
    actions_changed = Signal()

    def __init__(self, info: ViewInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.setObjectName(f"view-{info.name}")
        self.undo_stack = QUndoStack(self)
        self.document_handlers: dict[str, Callable[[], object] | None] = dict.fromkeys(
            DOCUMENT_ACTIONS
        )

    def header_actions(self) -> list[QWidget]:
        """The page's main actions, shown at the right of the window's page header (the
        same place on every page); a page returns its buttons here."""
        return []

    def handler(self, action: str) -> Callable[[], object] | None:
        return self.document_handlers.get(action)

    def open_file(self, path: Path) -> bool:
        """Open or import ``path`` (a page that handles files overrides this)."""
        self.status_message.emit(f"{self.info.title} cannot open {path.name}")
        return False

    def on_shown(self) -> None:
        """Called when the window switches to this page (refresh from the database here)."""
