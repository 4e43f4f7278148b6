"""``--view NAME/PART/...``: open a page at a tab, an item, or with the rules reference open, so
screenshots (and the user guide's pictures) can show exactly what a workflow looks like.

Each PART is tried in order: ``help`` or ``help=RULE`` opens Help › Rules Reference (at RULE);
then the page's own ``show_subview(part)`` if it has one (the Rosters page opens a roster by
name); otherwise the first tab whose title starts with PART is brought to the front.
"""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QTabWidget, QWidget


def split_view(view: str | None) -> tuple[str | None, list[str]]:
    """``"leagues/Games"`` → ``("leagues", ["Games"])``."""
    if not view:
        return view, []
    name, *parts = view.split("/")
    return name, [part for part in parts if part]


def apply_subview(window, name: str, parts: list[str]) -> list[str]:
    """Apply each part to the page ``name``; returns the parts that matched nothing."""
    unmatched = []
    for part in parts:
        if not _apply_part(window, name, part):
            unmatched.append(part)
    return unmatched


def _apply_part(window, name: str, part: str) -> bool:
    if part == "help" or part.startswith("help="):
        # deferred: only a picture of the Rules Reference needs its rule texts and widgets
        from warbands_manager.ui.rules_reference import show_rules_reference

        show_rules_reference(window, part.partition("=")[2] or None)
        return True
    page = window.page(name)
    show = getattr(page, "show_subview", None)
    if show is not None and show(part):
        return True
    return select_tab(page, part)


def select_tab(page: QWidget, title: str) -> bool:
    """Bring to the front the first tab (of any tab widget on the page) titled ``title…``."""
    wanted = title.lower()
    for tabs in page.findChildren(QTabWidget):
        for index in range(tabs.count()):
            if tabs.tabText(index).replace("&&", "&").lower().startswith(wanted):
                tabs.setCurrentIndex(index)
                return True
    return False


def grab_with_dialogs(window: QWidget) -> QPixmap:
    """The window as shown, with its open non-modal dialogs painted where they would sit
    (centred on the window: offscreen platforms do not place top-level windows)."""
    pixmap = window.grab()
    dialogs = [d for d in window.findChildren(QDialog) if d.isVisible()]
    if dialogs:
        painter = QPainter(pixmap)
        for dialog in dialogs:
            shot = dialog.grab()
            x = max(0, (pixmap.width() - shot.width()) // 2)
            y = max(0, (pixmap.height() - shot.height()) // 2)
            painter.fillRect(x - 1, y - 1, shot.width() + 2, shot.height() + 2,
                             window.palette().dark())
            painter.drawPixmap(x, y, shot)
        painter.end()
    return pixmap
