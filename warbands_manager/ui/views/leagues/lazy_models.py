"""The Games tab's models read a league a page at a time (a league can hold 20,000 games).

Qt's views ask ``canFetchMore``/``fetchMore`` when the user scrolls to the end of what is
loaded; each call reads the next page from the service (keyset: after the last row loaded).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QStringListModel

from warbands_manager.ui.views.leagues.models import GamesModel
from warbands_manager.ui.views.words import local_date_time

PAGE = 200  # rows per read: a few screens of the table


class LazyGamesModel(GamesModel):
    """The league's games in played order; ``rows`` holds those read so far."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.total = 0
        self._fetch: Callable[[object, int], list] | None = None
        self._exhausted = True

    def load(self, total: int, fetch: Callable[[object, int], list], keep: int = 0) -> None:
        """Start over with ``fetch(after_row_or_None, limit)``; read the first page, or as many
        rows as ``keep`` (so an edit deep in the table keeps the rows around it)."""
        limit = max(PAGE, keep)
        rows = fetch(None, limit) if total else []
        self.set_rows(rows)
        self._fetch, self._exhausted = fetch, len(rows) < limit
        self.total = max(total, len(rows))

    def set_rows(self, rows: list) -> None:
        """All rows at once (nothing more to read)."""
        self._fetch, self._exhausted, self.total = None, True, len(rows)
        super().set_rows(rows)

    def canFetchMore(self, parent: QModelIndex = QModelIndex()) -> bool:  # noqa: B008, N802
        return not parent.isValid() and not self._exhausted

    def fetchMore(self, parent: QModelIndex = QModelIndex()) -> None:  # noqa: B008, N802
        if not self.canFetchMore(parent):
            return
        more = self._fetch(self.rows[-1] if self.rows else None, PAGE)
        self._exhausted = len(more) < PAGE
        if more:
            first = len(self.rows)
            self.beginInsertRows(QModelIndex(), first, first + len(more) - 1)
            self.rows.extend(more)
            self.endInsertRows()
        self.total = max(self.total, len(self.rows))


class HistoryModel(QStringListModel):
    """History lines, newest first; older entries are read as the list is scrolled down."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.total = 0
        self._entries: list = []
        self._fetch: Callable[[object, int], list] | None = None
        self._exhausted = True

    def load(self, total: int, fetch: Callable[[object, int], list] | None) -> None:
        entries = fetch(None, PAGE) if fetch is not None and total else []
        self.total, self._fetch, self._entries = total, fetch, list(entries)
        self._exhausted = len(entries) < PAGE
        self.setStringList([_line(entry) for entry in entries])

    def canFetchMore(self, parent: QModelIndex = QModelIndex()) -> bool:  # noqa: B008, N802
        return not parent.isValid() and not self._exhausted

    def fetchMore(self, parent: QModelIndex = QModelIndex()) -> None:  # noqa: B008, N802
        if not self.canFetchMore(parent):
            return
        more = self._fetch(self._entries[-1] if self._entries else None, PAGE)
        self._exhausted = len(more) < PAGE
        if more:
            first = self.rowCount()
            self.insertRows(first, len(more))
            for offset, entry in enumerate(more):
                self.setData(self.index(first + offset), _line(entry))
            self._entries.extend(more)


def _line(entry) -> str:
    return f"{local_date_time(entry.at)}  {entry.who or '—'}: {entry.summary}"
