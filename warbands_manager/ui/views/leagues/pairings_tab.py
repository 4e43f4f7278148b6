"""Pairings tab: tick who is present, pair them, lock pairs, print the pairing sheet.

The pairing itself is ``rules/league/week_pairing.py`` (through ``services/league_nights``);
pairing a week and changing the fixed pairs are undoable commands on the page's stack.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.reports.league_scorecard import ScorecardInfo
from warbands_manager.rules.league.nights import NightRecord, tables_of
from warbands_manager.services.league_nights import LeagueNightService
from warbands_manager.ui.views.leagues.commands import LeagueCommand

PLAYER_ROLE = Qt.ItemDataRole.UserRole
COLUMNS = ("Table", "Player A", "Size", "Player B", "Size", "Locked", "Result")


class PairWeekCommand(LeagueCommand):
    """Pair a week and keep it; undo puts back the game-night record from before."""

    def __init__(self, tab: PairingsTab, week: int, present: list[int]) -> None:
        super().__init__(f"Pair week {week}")
        self._tab, self._week, self._present = tab, week, present
        self._before: NightRecord = NightRecord()
        self._after: NightRecord | None = None

    def do(self) -> None:
        nights, league_id = self._tab.nights(), self._tab.page.league_id
        if self._after is None:
            plan, self._before = nights.pair(league_id, self._week, self._present)
            self._after = nights.record(league_id)
            self._tab.last_plan = plan
        else:
            nights.put_back(league_id, self._after, f"Week {self._week} pairing redone")
        self._tab.page.after_change()

    def undo(self) -> None:
        self._tab.nights().put_back(self._tab.page.league_id, self._before,
                                    f"Week {self._week} pairing undone")
        self._tab.last_plan = None
        self._tab.page.after_change()


class FixedPairsCommand(LeagueCommand):
    def __init__(self, tab: PairingsTab, fixed: list[tuple[int, int]], text: str) -> None:
        super().__init__(text)
        self._tab, self._fixed = tab, fixed
        self._before: NightRecord | None = None

    def do(self) -> None:
        before = self._tab.nights().set_fixed(self._tab.page.league_id, self._fixed)
        self._before = self._before or before
        self._tab.page.after_change()

    def undo(self) -> None:
        self._tab.nights().put_back(self._tab.page.league_id, self._before or NightRecord(),
                                    "Fixed pairs put back")
        self._tab.page.after_change()


class PairingsTab(QWidget):
    def __init__(self, page) -> None:
        super().__init__()
        self.page = page
        self.detail: Any = None  # the LeagueDetail shown (None: no league chosen)
        self.last_plan: Any = None  # the NightPlan of the last pairing made here
        self.week = QSpinBox()
        self.week.setRange(1, 1)
        self.week.setPrefix("Week ")
        self.present = QListWidget()
        self.present.setMaximumWidth(170)  # the pairs table needs the room at 1024 pixels
        self.all_button = QPushButton("Everyone")
        self.none_button = QPushButton("Nobody")
        self.pair_button = QPushButton("Pair those present")
        self.lock_button = QPushButton("Lock selected pair")
        self.unlock_button = QPushButton("Unlock all pairs")
        self.print_button = QPushButton("Print pairing sheet…")
        self.record_button = QPushButton("Record result…")
        self.record_button.setToolTip("Record the result of the chosen pairing (or double-click "
                                      "it)")
        self.night_button = QPushButton("Game night (F11)")
        self.night_button.setToolTip("This week's pairings and results in large type, the "
                                     "standings beside them: for a laptop at the front")
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        for column in range(len(COLUMNS)):
            header.setSectionResizeMode(column, header.ResizeMode.Stretch if column in (1, 3, 6)
                                        else header.ResizeMode.ResizeToContents)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setObjectName("pairing-notes")
        self._layout()
        self.pair_button.clicked.connect(self._on_pair_clicked)
        self.lock_button.clicked.connect(self._on_lock_clicked)
        self.unlock_button.clicked.connect(self._on_unlock_clicked)
        self.print_button.clicked.connect(self._on_print_clicked)
        self.record_button.clicked.connect(self._on_record_clicked)
        self.night_button.clicked.connect(self._on_night_clicked)
        self.table.doubleClicked.connect(self._on_record_clicked)
        self.all_button.clicked.connect(lambda: self._tick_all(True))
        self.none_button.clicked.connect(lambda: self._tick_all(False))
        self.week.valueChanged.connect(self._on_week_changed)

    def _layout(self) -> None:
        left = QVBoxLayout()
        left.addWidget(QLabel("Who is here tonight?"))
        left.addWidget(self.present, 1)
        ticks = QHBoxLayout()
        ticks.addWidget(self.all_button)
        ticks.addWidget(self.none_button)
        left.addLayout(ticks)
        # Three short rows of actions, so the tab fits a 1024-pixel window beside the league
        # list.
        right = QVBoxLayout()
        for row_widgets in ((self.week, self.pair_button, self.print_button),
                            (self.record_button, self.night_button),
                            (self.lock_button, self.unlock_button)):
            buttons = QHBoxLayout()
            for widget in row_widgets:
                buttons.addWidget(widget)
            buttons.addStretch(1)
            right.addLayout(buttons)
        right.addWidget(self.table, 1)
        right.addWidget(self.notes)
        rule = QLabel("Nobody is paired against the same person a third time in a row when "
                      "any other pairing exists; then the bye goes to the player with the "
                      "fewest byes (then the lowest ranked), then fewest repeat opponents, "
                      "then similar league points, then locked pairs.")
        rule.setWordWrap(True)
        right.addWidget(rule)
        layout = QHBoxLayout(self)
        layout.addLayout(left)
        layout.addLayout(right, 1)

    def nights(self) -> LeagueNightService:
        return LeagueNightService(self.page.services.database)

    # -- loading ---------------------------------------------------------------------------
    def load(self, detail) -> None:
        self.detail = detail
        enabled = detail is not None
        for widget in (self.pair_button, self.lock_button, self.unlock_button,
                       self.print_button, self.week, self.record_button, self.night_button):
            widget.setEnabled(enabled)
        if detail is None:
            self.present.clear()
            self.table.setRowCount(0)
            return
        record = self.nights().record(detail.id)
        self.week.blockSignals(True)
        self.week.setRange(1, detail.settings.weeks)
        if self.last_plan is None:
            latest = record.latest()
            default = latest.week if latest else self.page.services.league_games.latest_week(
                detail.id)
            self.week.setValue(default)
        self.week.blockSignals(False)
        self._show_week(record)

    def _show_week(self, record=None) -> None:
        record = record or self.nights().record(self.detail.id)
        plan = record.weeks.get(self.week.value())
        present = set(plan.present) if plan and plan.present else None
        self.present.clear()
        for player in self.detail.players:
            item = QListWidgetItem(player.name)
            item.setData(PLAYER_ROLE, player.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            ticked = present is None or player.id in present
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            self.present.addItem(item)
        self._show_pairs(plan, record.fixed)

    def _show_pairs(self, plan, fixed) -> None:
        name = self.detail.player_name
        locked = {frozenset(p) for p in fixed}
        shown = self.last_plan if (self.last_plan and plan
                                   and self.last_plan.pairing.week == plan.week) else None
        pairs = plan.pairs if plan else ()
        standings = (shown.standings if shown is not None else
                     self.page.services.league_games.standings(self.detail.id, self.week.value())
                     if pairs else None)
        sizes = {r.player.id: f"{r.warband_size} pts" for r in standings.rows} if standings \
            else {}
        results = self.page.week_results(self.week.value(), pairs)
        self.table.setRowCount(len(pairs))
        for row, ((a, b), result) in enumerate(zip(pairs, results, strict=True)):
            values = [str(row + 1), name(a), str(sizes.get(a, "")), name(b),
                      str(sizes.get(b, "")), "locked" if frozenset((a, b)) in locked else "",
                      result or "To play"]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setData(PLAYER_ROLE, (a, b))
                self.table.setItem(row, column, item)
        lines = []
        if plan and plan.byes:
            lines.append("Bye: " + ", ".join(name(p) for p in plan.byes))
        if shown is not None:
            lines += list(shown.pairing.notes)
        elif plan:
            lines += list(plan.notes)
        if locked:
            lines.append("Locked pairs: " + "; ".join(
                " and ".join(name(p) for p in sorted(pair)) for pair in locked))
        if not pairs:
            lines.insert(0, "Not paired yet: tick who is here and press “Pair those present”.")
        self.notes.setText("\n".join(lines))

    # -- actions ---------------------------------------------------------------------------
    def ticked(self) -> list[int]:
        return [self.present.item(i).data(PLAYER_ROLE) for i in range(self.present.count())
                if self.present.item(i).checkState() == Qt.CheckState.Checked]

    def tick(self, names: list[str]) -> None:
        """Tick exactly the players called ``names`` (tests and keyboard users)."""
        for i in range(self.present.count()):
            item = self.present.item(i)
            item.setCheckState(Qt.CheckState.Checked if item.text() in names
                               else Qt.CheckState.Unchecked)

    def pair(self) -> bool:
        if self.detail is None:
            return False
        return self.page.push(PairWeekCommand(self, self.week.value(), self.ticked()))

    def lock_selected(self) -> bool:
        rows = self.table.selectionModel().selectedRows()
        if self.detail is None or not rows:
            self.page.show_status("Choose a pair in the table to lock it.")
            return False
        item = self.table.item(rows[0].row(), 0)
        if item is None:
            return False
        pair = item.data(PLAYER_ROLE)
        fixed = list(self.nights().record(self.detail.id).fixed)
        if frozenset(pair) not in {frozenset(p) for p in fixed}:
            fixed.append(tuple(pair))
        return self.page.push(FixedPairsCommand(self, fixed, "Lock a pair"))

    def selected_pair(self) -> tuple[int, int] | None:
        rows = self.table.selectionModel().selectedRows()
        item = self.table.item(rows[0].row(), 0) if rows else None
        return tuple(item.data(PLAYER_ROLE)) if item is not None else None

    def record_selected(self) -> bool:
        """Record (or, once recorded, correct) the result of the chosen pairing."""
        pair = self.selected_pair()
        if self.detail is None or pair is None:
            self.page.show_status("Choose a pairing in the table to record its result.")
            return False
        return self.page.record_pairing(self.week.value(), *pair)

    def print_sheet(self, path: str | None = None) -> bool:
        # deferred: the pairing sheet's printout loads with the first one, not with the page
        from warbands_manager.reports.league_pairings import SheetTable, write_pairings_sheet

        if self.detail is None:
            return False
        path = path or self.page.choose_save_path("Print pairing sheet", "PDF (*.pdf)")
        if not path:
            return False
        saved = self.nights().week_plan(self.detail.id, self.week.value())
        if saved is None:  # not paired yet: pair (and keep) first, so the byes rotate
            if not self.pair():
                return False
            saved = self.nights().week_plan(self.detail.id, self.week.value())
            if saved is None:
                return False
        plan = self.nights().plan(self.detail.id, self.week.value(), list(saved.present) or None)
        # print what was paired, with this week's warband sizes
        plan = replace(plan, pairing=replace(plan.pairing, pairs=saved.pairs, byes=saved.byes,
                                             notes=saved.notes))
        tables = [SheetTable(*row) for row in tables_of(plan.pairing, plan.standings)]
        try:
            write_pairings_sheet(Path(path), ScorecardInfo(self.detail.name,
                                                     self.detail.settings.organiser,
                                                     self.detail.settings.weeks),
                                 plan.pairing.week, tables,
                                 [plan.names[p] for p in plan.pairing.byes],
                                 list(plan.pairing.notes))
        except OSError as error:
            self.page.tell_write_failure(f"The pairing sheet was not written: {error}")
            return False
        self.page.show_status(f"Pairing sheet written: {path}")
        return True

    def _tick_all(self, ticked: bool) -> None:
        state = Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
        for i in range(self.present.count()):
            self.present.item(i).setCheckState(state)

    def _on_pair_clicked(self, *_args) -> None:
        self.pair()

    def _on_lock_clicked(self, *_args) -> None:
        self.lock_selected()

    def _on_unlock_clicked(self, *_args) -> None:
        if self.detail is not None:
            self.page.push(FixedPairsCommand(self, [], "Unlock all pairs"))

    def _on_print_clicked(self, *_args) -> None:
        self.print_sheet()

    def _on_record_clicked(self, *_args) -> None:
        self.record_selected()

    def _on_night_clicked(self, *_args) -> None:
        self.page.show_game_night()

    def _on_week_changed(self, _value: int) -> None:
        self.last_plan = None
        if self.detail is not None:
            self._show_week()
