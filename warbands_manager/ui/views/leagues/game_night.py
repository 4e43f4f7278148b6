"""Game night: a pairing becomes a result, and the game-night view (F11) an organiser leaves
on a laptop at the front — this week's pairings with their results filling in, the standings
beside them, in the large type of the companions' table views."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from warbands_manager.rules.league.nights import pair_results, result_words
from warbands_manager.services.league_nights import LeagueNightService
from warbands_manager.ui.table_view import KEY, LABEL_PT, NOTE_PT

TABLE_PT = 16  # the rows: read from a few steps away, eight pairings still fit a laptop
PAIR_ROLE = Qt.ItemDataRole.UserRole


def week_games(page, week: int, pairs) -> list:
    """The game recorded for each pair of ``week`` (``None``: still to play)."""
    if page.detail is None or not pairs:
        return [None] * len(pairs)
    return pair_results(pairs, page.services.league_games.week_games(page.league_id, week))


def week_results(page, week: int, pairs) -> list[str | None]:
    """Each pair's result in words (``None`` while it is to be played)."""
    return [result_words(g.outcome, g.name_a, g.name_b) if g else None
            for g in week_games(page, week, pairs)]


def paired_week(page) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The week the game night is about (the pairings tab's week once it was shown, else the
    latest week paired) and its pairs."""
    record = LeagueNightService(page.services.database).record(page.league_id)
    tab = page.pairings_tab
    if tab.detail is not None and tab.detail.id == page.league_id:
        week = tab.week.value()
    else:
        latest = record.latest()
        week = latest.week if latest else 1
    plan = record.weeks.get(week)
    return week, plan.pairs if plan else ()


def next_open_pairing(page) -> tuple[int, int, int] | None:
    """(week, A, B) of the first pairing of the latest paired week without a result."""
    if page.detail is None:
        return None
    latest = LeagueNightService(page.services.database).record(page.league_id).latest()
    if latest is None:
        return None
    games = week_games(page, latest.week, latest.pairs)
    return next(((latest.week, *pair) for pair, game in zip(latest.pairs, games, strict=True)
                 if game is None), None)


def record_pairing(page, week: int, a: int, b: int) -> bool:
    """Record the pairing's result with both players and the week filled in; a pairing
    already played opens its game to correct it."""
    played = week_games(page, week, [(a, b)])[0]
    if played is not None:
        page.games_tab.edit(played)
        return True
    game = page.ask_pairing_game((week, a, b))
    return game is not None and page.games_tab.record(game)


def _font(widget, points: int, bold: bool = False) -> None:
    font = QFont(widget.font())
    font.setPointSize(points)
    font.setBold(bold)
    widget.setFont(font)


def _table(headers: list[str], stretched: tuple[int, ...]) -> QTableWidget:
    """A large-type table; the ``stretched`` columns share the width (no sideways scroll)."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
    _font(table, TABLE_PT)
    _font(table.horizontalHeader(), NOTE_PT, bold=True)
    header = table.horizontalHeader()
    for column in range(len(headers)):
        header.setSectionResizeMode(column, header.ResizeMode.Stretch if column in stretched
                                    else header.ResizeMode.ResizeToContents)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], data: list | None = None) -> None:
    table.setRowCount(len(rows))
    for row, values in enumerate(rows):
        for column, value in enumerate(values):
            item = QTableWidgetItem(value)
            if data is not None:
                item.setData(PAIR_ROLE, data[row])
            table.setItem(row, column, item)
    table.resizeRowsToContents()


class GameNightView(QDialog):
    """The week's pairings (results filling in as they are recorded) and the standings."""

    def __init__(self, page) -> None:
        super().__init__(page)
        self.setObjectName("game-night-view")
        self.setModal(False)
        self.page = page
        self.title = QLabel()
        _font(self.title, LABEL_PT, bold=True)
        self.title.setWordWrap(True)
        self.record_button = QPushButton("Record result…")
        self.close_button = QPushButton("Close (F11)")
        for button in (self.record_button, self.close_button):
            button.setMinimumSize(200, 52)  # a finger, not a mouse pointer
            _font(button, NOTE_PT)
        self.pairs = _table(["Table", "Player A", "Player B", "Result"], (1, 2, 3))
        self.standings = _table(["Rank", "Player", "Games", "Points"], (1,))
        self.footer = QLabel("Double-click a pairing (or choose it and press Record result…) "
                             "to record its game.")
        _font(self.footer, NOTE_PT)
        self.footer.setWordWrap(True)
        self._layout()
        self.record_button.clicked.connect(self.record_selected)
        self.close_button.clicked.connect(self.close)
        self.pairs.doubleClicked.connect(self.record_selected)
        QShortcut(KEY, self, self.close)

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.record_button)
        top.addWidget(self.close_button)
        columns = QHBoxLayout()
        columns.addWidget(self.pairs, 3)
        columns.addWidget(self.standings, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(columns, 1)
        layout.addWidget(self.footer)

    def refresh(self) -> None:
        page = self.page
        if page.detail is None:
            self.title.setText("No league chosen")
            _fill(self.pairs, [])
            _fill(self.standings, [])
            return
        week, pairs = paired_week(page)
        self.title.setText(f"{page.detail.name} — week {week}")
        self.setWindowTitle(f"{page.detail.name} — game night")
        name = page.detail.player_name
        results = week_results(page, week, pairs)
        _fill(self.pairs, [[str(number), name(a), name(b), result or "To play"]
                           for number, ((a, b), result)
                           in enumerate(zip(pairs, results, strict=True), start=1)],
              list(pairs))
        if not pairs:
            self.footer.setText(f"Week {week} is not paired yet: pair it on the Pairings tab.")
        standings = page.services.league_games.standings(page.league_id, week)
        _fill(self.standings, [[r.rank_label, r.player.name, str(r.games), str(r.league_points)]
                               for r in standings.rows])

    def record_selected(self, *_args) -> bool:
        rows = self.pairs.selectionModel().selectedRows()
        item = self.pairs.item(rows[0].row(), 0) if rows else None
        if item is None:
            self.page.show_status("Choose a pairing to record its result.")
            return False
        week, _pairs = paired_week(self.page)
        return record_pairing(self.page, week, *item.data(PAIR_ROLE))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.refresh()
        super().showEvent(event)


def install_game_night(page) -> GameNightView:
    """The page's game-night view: F11 toggles it; it follows every change (undo stack)."""
    view = GameNightView(page)
    page.undo_stack.indexChanged.connect(lambda _index: view.refresh()
                                         if view.isVisible() else None)
    shortcut = QShortcut(KEY, page)
    shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shortcut.activated.connect(lambda: view.close() if view.isVisible() else show(page))
    return view


def show(page) -> None:
    view = page.game_night
    window = page.window()
    view.resize(window.size() if window is not page else view.sizeHint().expandedTo(
        view.minimumSizeHint()))
    view.show()
    view.raise_()
    view.refresh()
