"""The table view (F11): a large-type, touch-friendly window for the middle of the table.

One widget serves every companion: the page hands it a function returning the game's
:class:`~warbands_manager.companions.table_figures.TableFigures` (pure, per game) and the view
redraws whenever the page's undo stack moves (every change of every companion goes through
it). Key figures are at least 24 pt so they read from two metres; colours come from the palette.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.table_figures import Figure, TableFigures

# Point sizes: the figures everyone reads from across the table, then the smaller lines.
VALUE_PT, WHEN_PT, TURN_PT, LABEL_PT, NOTE_PT = 40, 32, 26, 22, 16
KEY = QKeySequence(Qt.Key.Key_F11)


def _label(text: str, points: int, bold: bool = False) -> QLabel:
    label = QLabel(text)
    font = QFont(label.font())
    font.setPointSize(points)
    font.setBold(bold)
    label.setFont(font)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


class FigureTile(QFrame):
    """One player's (or the warband's) key figure, its name above and a line below."""

    def __init__(self, figure: Figure, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setLineWidth(3 if figure.highlight else 1)
        self.name = _label(figure.label, LABEL_PT, bold=figure.highlight)
        self.value = _label(figure.value, VALUE_PT, bold=True)
        self.note = _label(figure.note, NOTE_PT)
        layout = QVBoxLayout(self)
        for widget in (self.name, self.value, self.note):
            layout.addWidget(widget)
        if figure.highlight:  # the player whose turn it is: the palette's highlight colour
            self.setAutoFillBackground(True)
            palette = self.palette()
            palette.setColor(QPalette.ColorRole.Window,
                             palette.color(QPalette.ColorRole.Highlight))
            palette.setColor(QPalette.ColorRole.WindowText,
                             palette.color(QPalette.ColorRole.HighlightedText))
            self.setPalette(palette)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)


class TableView(QDialog):
    """The game's shared figures in large type; Close, Esc or F11 hides it again."""

    def __init__(self, source: Callable[[], TableFigures], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-view")
        self.setModal(False)
        self.source = source
        self.title = _label("", LABEL_PT, bold=True)
        self.close_button = QPushButton("Close table view (F11)")
        self.close_button.setMinimumSize(220, 56)  # a finger, not a mouse pointer
        font = QFont(self.close_button.font())
        font.setPointSize(NOTE_PT)
        self.close_button.setFont(font)
        self.close_button.clicked.connect(self.close)
        self.when = _label("", WHEN_PT, bold=True)
        self.turn = _label("", TURN_PT)
        self.footer = _label("", NOTE_PT)
        self.grid = QGridLayout()
        self.grid.setSpacing(12)
        self.tiles: list[FigureTile] = []
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.when)
        layout.addWidget(self.turn)
        layout.addLayout(self.grid, 1)
        layout.addWidget(self.footer)
        QShortcut(KEY, self, self.close)

    def refresh(self) -> None:
        figures = self.source()
        self.setWindowTitle(f"{figures.title} — table view")
        self.title.setText(figures.title)
        self.when.setText(figures.when)
        self.turn.setText(figures.turn)
        self.footer.setText(figures.footer)
        self.footer.setVisible(bool(figures.footer))
        for tile in self.tiles:
            self.grid.removeWidget(tile)
            tile.hide()
            tile.deleteLater()
        count = len(figures.figures)
        columns = 2 if count == 4 else max(1, min(3, count))  # 5 players: 3 + 2
        self.tiles = [FigureTile(figure, self) for figure in figures.figures]
        for index, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, index // columns, index % columns)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.refresh()
        super().showEvent(event)


def _refresh_if_shown(view: TableView) -> None:
    if view.isVisible():
        view.refresh()


def install_table_view(page, source: Callable[[], TableFigures]) -> QPushButton:
    """Give ``page`` its table view: F11 toggles it, and the returned button (for the page's
    top row) opens it. The view follows every change through the page's undo stack."""
    view = TableView(source, page)
    page.table_view = view
    page.undo_stack.indexChanged.connect(lambda _index: _refresh_if_shown(view))
    button = QPushButton("Table view (F11)")
    button.setToolTip("Large type for a laptop or tablet in the middle of the table: round, "
                      "whose turn and the scores, nothing hidden.")
    button.clicked.connect(lambda: show_table_view(page))
    shortcut = QShortcut(KEY, page)
    shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shortcut.activated.connect(lambda: toggle_table_view(page))
    previous = getattr(page, "show_subview", None)

    def show_subview(part: str) -> bool:  # ``--view GAME/table`` for the guide's pictures
        if part == "table":
            show_table_view(page)
            return True
        return bool(previous and previous(part))

    page.show_subview = show_subview
    return button


def show_table_view(page) -> None:
    view = page.table_view
    window = page.window()
    view.resize(window.size() if window is not page else view.sizeHint())
    view.show()
    view.raise_()
    view.refresh()


def toggle_table_view(page) -> None:
    if page.table_view.isVisible():
        page.table_view.close()
    else:
        show_table_view(page)
