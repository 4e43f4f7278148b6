"""Standings tab: the sortable standings table, tie-breakers, finals and the points chart."""

from __future__ import annotations

import sys
import traceback

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.league.standings import FINAL_KEY, TIE_BREAKERS, tie_notes
from warbands_manager.ui.background import run_in_background
from warbands_manager.ui.column_fit import fit_text_columns, widest_texts
from warbands_manager.ui.first_paint import after_first_paint
from warbands_manager.ui.views.leagues.chart import MAX_LINES, PointsChart
from warbands_manager.ui.views.leagues.commands import TieBreakersCommand
from warbands_manager.ui.views.leagues.models import SORT_ROLE, StandingsModel

COMPUTING = "Working out the standings…"
TEXT_COLUMNS = (1, 2, 3)  # player, warband, type: as wide as their widest text


class StandingsProxy(QSortFilterProxyModel):
    """Sorting by rank ascending is the source order itself: no comparisons (sorting a
    big league's rows through Python ``data()`` calls each time the standings loaded would
    hold up the page)."""

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        if column == 0 and order == Qt.SortOrder.AscendingOrder:
            column = -1  # unsorted: the standings order the rules computed
        super().sort(column, order)


def _level_lines(standings, shown: int = 3) -> str:
    """The first groups level on points and how they were placed (the table's last column
    has every row)."""
    notes = tie_notes(standings)
    more = f"\n… and {len(notes) - shown} more groups level on points" if len(notes) > shown \
        else ""
    return "".join(f"\n{note}" for note in notes[:shown]) + more


class StandingsTab(QWidget):
    def __init__(self, page) -> None:
        super().__init__()
        self.page = page
        self.standings = None
        self.plan = None
        # Standings are computed on the thread pool (0.6 s at 10,000 players): each load is
        # a numbered request and only the newest one's answer is shown, so switching league
        # or week while one is computing never shows the older league's standings.
        self.request = 0
        self.computing = False
        self.computing_label = QLabel(COMPUTING)
        self.computing_label.setVisible(False)
        self.model = StandingsModel(self)
        self.proxy = StandingsProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        # Text columns as wide as their names (never squeezed to "A…": on a small screen the
        # table scrolls sideways instead), measured with the standings on the thread pool
        # (ResizeToContents asked the model about every row on the GUI thread: 0.5-1.4 s at
        # 1,000 players); number columns keep a fixed width; League points, last as on the
        # rulebook's scorecard, takes the spare room.
        for column, width in enumerate((46, 0, 0, 0, 48, 76, 66, 50, 54, 54, 96)):
            if width:
                self.table.setColumnWidth(column, width)
        header.setStretchLastSection(True)
        # League points shown right after the player: the number the page exists for stays
        # in sight on a 1024-pixel screen, where the other columns scroll sideways.
        header.moveSection(StandingsModel.HEADERS.index("League points"), 2)
        self.week_spin = QSpinBox()
        self.week_spin.setPrefix("as of week ")
        self.week_spin.setSpecialValueText("latest week")
        self.tie_label = QLabel()
        self.tie_label.setWordWrap(True)
        self.tie_button = QPushButton("Tie-breakers…")
        self.print_button = QPushButton("Print scorecard…")
        self.blank_button = QPushButton("Blank scorecard…")
        self.sheet_button = QPushButton("Week results sheet…")
        self.blank_sheet_button = QPushButton("Blank results sheet…")
        self.blank_sheet_button.setToolTip("A sheet to write the week's games on at the table")
        self.export_button = QPushButton("Export standings…")
        self.finals_label = QLabel()
        self.finals_label.setWordWrap(True)
        self.finals_button = QPushButton("Record championship / semi-final game…")
        self.chart = PointsChart()
        self._build_layout()
        self._connect_signals()

    def _build_layout(self) -> None:
        # Two rows, so the page fits a 1280-pixel-wide window beside the league list.
        top = QHBoxLayout()
        top.addWidget(self.week_spin)
        top.addWidget(self.tie_button)
        top.addWidget(self.export_button)
        top.addStretch(1)
        printing = QHBoxLayout()
        for button in (self.print_button, self.blank_button, self.sheet_button,
                       self.blank_sheet_button):
            printing.addWidget(button)
        printing.addStretch(1)
        finals = QGroupBox("After the last week: championship")
        finals_layout = QVBoxLayout(finals)
        finals_layout.addWidget(self.finals_label)
        finals_layout.addWidget(self.finals_button)
        bottom = QSplitter()
        bottom.addWidget(self.chart)
        bottom.addWidget(finals)
        bottom.setStretchFactor(0, 3)
        bottom.setStretchFactor(1, 2)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(bottom)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(printing)
        layout.addWidget(self.tie_label)
        layout.addWidget(self.computing_label)
        layout.addWidget(splitter)

    def _connect_signals(self) -> None:
        self.week_spin.valueChanged.connect(self._on_week_spin_value_changed)
        self.tie_button.clicked.connect(self._on_tie_button_clicked)
        self.print_button.clicked.connect(lambda: self.page.print_scorecard())
        self.blank_button.clicked.connect(lambda: self.page.print_scorecard(blank=True))
        self.sheet_button.clicked.connect(lambda: self.page.print_scorecard(sheet=True))
        self.blank_sheet_button.clicked.connect(
            lambda: self.page.print_scorecard(blank=True, sheet=True))
        self.export_button.clicked.connect(self.page.export_standings)
        self.finals_button.clicked.connect(self._on_finals_button_clicked)

    def selected_week(self) -> int | None:
        return self.week_spin.value() or None

    def load(self, detail) -> None:
        """Show ``detail``'s league at once; its standings follow from the thread pool."""
        self.request += 1
        self._set_enabled(detail is not None)
        self.standings, self.plan = None, None
        self.model.set_rows([])
        self._fit_columns([0.0] * len(TEXT_COLUMNS))
        self.chart.set_series([])
        self.tie_label.setText("")
        self.finals_label.setText("")
        if detail is None:
            self._computing(False)
            return
        self.week_spin.blockSignals(True)
        self.week_spin.setRange(0, detail.settings.weeks)
        self.week_spin.blockSignals(False)
        self._computing(True)
        # Started after the tab's first paint, not here: a pure-Python job on the pool shares
        # the GIL with the GUI thread, so started now it would slow the rest of the page being
        # built and painted (at 10,000 players, twice as long to the first paint).
        request = self.request
        after_first_paint(self, lambda: self._start(request, detail, self.selected_week()))

    def _start(self, request: int, detail, week: int | None) -> None:
        if request != self.request:
            return  # superseded before it started
        games = self.page.services.league_games  # each call its own transaction and session
        font, cell = QFont(self.table.font()), self.model.cell  # a copy: used on the pool

        def work():
            standings, plan = games.standings_and_finals(detail.id, week)
            texts = [[cell(row, column) for row in standings.rows]
                     for column in TEXT_COLUMNS]
            return standings, plan, widest_texts(font, texts)

        run_in_background(self, work, lambda result: self._arrived(request, detail, result),
                          lambda error: self._failed(request, error))

    def _fit_columns(self, advances) -> None:
        fit_text_columns(self.table, TEXT_COLUMNS, advances)

    def _set_enabled(self, enabled: bool) -> None:
        for widget in (self.week_spin, self.tie_button, self.print_button, self.blank_button,
                       self.sheet_button, self.export_button):
            widget.setEnabled(enabled)
        self.finals_button.setEnabled(False)  # needs the plan: enabled when it arrives

    def _computing(self, computing: bool) -> None:
        self.computing = computing
        self.computing_label.setVisible(computing)
        self.chart.empty_text = COMPUTING if computing else "No games yet"
        self.chart.update()

    def _arrived(self, request: int, detail, result, held: bool = False) -> None:
        if request != self.request:
            return  # a newer league or week was asked for since: its answer will follow
        if not held and not getattr(self, "_first_painted", False) and self.isVisible():
            # On its way to the screen: laid out after the first paint, never inside it
            # (10,000 rows, the column widths), whenever the answer comes; held once only
            # (a paint that never comes, in a minimised window, is waited for ~0.5 s).
            after_first_paint(self, lambda: self._arrived(request, detail, result, True))
            return
        self._computing(False)
        self.standings, self.plan, advances = result
        self.model.set_rows(list(self.standings.rows))
        self._fit_columns(advances)
        self.chart.set_series([(r.player.name, r.points_by_week)
                               for r in self.standings.rows[:MAX_LINES]])
        order = [TIE_BREAKERS[n] for n in detail.tie_breakers] or ["none"]
        self.tie_label.setText(
            f"Week {self.standings.week}. Ordered by league points, then: "
            + "; ".join(f"{i}. {text}" for i, text in enumerate(order, start=1))
            + f". {FINAL_KEY}." + _level_lines(self.standings))
        self.finals_label.setText(self._describe_plan(detail))
        self.finals_button.setEnabled(True)

    def _failed(self, request: int, error: BaseException) -> None:
        if request != self.request:
            return
        self._computing(False)
        if not isinstance(error, ValueError):  # a refusal (LeagueError) is said, not traced
            traceback.print_exception(error, file=sys.stderr)  # a bug: keep its traceback
        self.tie_label.setText(f"The standings could not be worked out: {error}")
        self.page.show_status(f"Standings not shown: {error}")

    def _describe_plan(self, detail) -> str:
        plan, name = self.plan, detail.player_name
        lines = [plan.message]
        if self.standings is not None and self.standings.week < detail.settings.weeks:
            lines.insert(0, f"Provisional: the league is in week {self.standings.week} of "
                            f"{detail.settings.weeks}; this is who would play if it ended now.")
        if plan.qualified:
            lines.append("Through to the final: " + ", ".join(name(p) for p in plan.qualified))
        for a, b in plan.pending_semis:
            lines.append(f"Semi-final: {name(a)} vs {name(b)}")
        for a, b, winner in plan.decided_semis:
            lines.append(f"Semi-final played: {name(a)} vs {name(b)} → {name(winner)}")
        if plan.byes:
            lines.append("Bye: " + ", ".join(name(p) for p in plan.byes))
        if plan.final:
            lines.append(f"Championship: {name(plan.final[0])} vs {name(plan.final[1])}")
        if plan.champion is not None:
            lines.append(f"Champion: {name(plan.champion)}")
        lines.append("(Based on the standings after the last week; a drawn play-off is "
                     "replayed.)")
        return "\n".join(lines)

    def _on_week_spin_value_changed(self, _value: int) -> None:
        self.load(self.page.detail)

    def _on_tie_button_clicked(self, *_args) -> None:
        detail = self.page.detail
        names = self.page.ask_tie_breakers(detail.tie_breakers)
        if names is not None and tuple(names) != detail.tie_breakers:
            self.page.push(TieBreakersCommand(self.page.services.leagues, detail.id,
                                              detail.tie_breakers, tuple(names),
                                              self.page.after_change, seen=detail))

    def _on_finals_button_clicked(self, *_args) -> None:
        self.page.record_finals_game(self.plan)
