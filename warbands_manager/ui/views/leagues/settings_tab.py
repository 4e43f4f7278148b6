"""Settings tab: the league's own copy of the rule tables, editable (house rules).

Values still ``assumed`` are highlighted and labelled "assumed default — check your rulebook";
values the organiser changed are labelled "house rule". Recorded games keep the values they were
scored with.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.datafile import DataFileError
from warbands_manager.rules.key_words import counted
from warbands_manager.rules.league.readings import READINGS
from warbands_manager.rules.league.tables import label_for, provenance_summary, set_value
from warbands_manager.ui.theme import set_tone
from warbands_manager.ui.views.leagues.commands import EditTablesCommand
from warbands_manager.ui.views.leagues.models import TablesModel
from warbands_manager.ui.views.words import local_date


class SettingsTab(QWidget):
    def __init__(self, page) -> None:
        super().__init__()
        self.page = page
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.edit_button = QPushButton("Edit league…")
        self.delete_button = QPushButton("Delete league…")
        self.assumed_label = QLabel()
        self.assumed_label.setObjectName("assumed-note")
        self.assumed_label.setWordWrap(True)
        set_tone(self.assumed_label, "assumed")
        self.model = TablesModel(self)
        self.model.edit_requested = self._on_model_edit_requested
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setColumnWidth(0, 360)
        buttons = QHBoxLayout()
        buttons.addWidget(self.edit_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addLayout(buttons)
        intro = QLabel("This league's tables (double-click a value to change it; games "
                       "already recorded keep the values they were scored with):")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        layout.addWidget(self.assumed_label)
        layout.addWidget(self.table, 3)
        # Its text is set when the tab is first shown (load): laid out in a scroll area, the
        # word-wrapped readings would slow every Leagues page's building, shown or not.
        self.readings = readings = QLabel()
        readings.setWordWrap(True)
        readings.setObjectName("rule-readings")
        scroller = QScrollArea()
        scroller.setWidget(readings)
        scroller.setWidgetResizable(True)
        # Folded until asked for: open, the readings left the table a few rows at 1024x700.
        self.readings_button = QPushButton("How this app reads the league rules")
        self.readings_button.setCheckable(True)
        self.readings_button.toggled.connect(scroller.setVisible)
        scroller.setVisible(False)
        layout.addWidget(self.readings_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(scroller, 2)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.edit_button.clicked.connect(self.page.edit_league)
        self.delete_button.clicked.connect(self.page.delete_league)

    def load(self, detail) -> None:
        if not self.readings.text():
            self.readings.setText("<b>How this app reads the league rules</b><br>" + "<br>".join(
                f"<i>{title}.</i> {_html(text)}" for title, text in READINGS))
        self.edit_button.setEnabled(detail is not None)
        self.delete_button.setEnabled(detail is not None)
        if detail is None:
            self.summary_label.setText("No league selected.")
            self.assumed_label.setText("")
            self.model.set_document({})
            return
        s = detail.settings
        self.summary_label.setText(
            f"<b>{_html(s.name)}</b> — organiser {_html(s.organiser or '—')}, starts "
            f"{local_date(s.start_date)}, {s.weeks} weeks, {len(detail.players)} players")
        assumed = provenance_summary(detail.tables, "assumed")
        self.assumed_label.setText(
            f"{counted(len(assumed), 'group of values is an', 'groups of values are')} "
            "assumed default, highlighted below — check your rulebook, and change any that "
            "your club plays differently."
            if assumed else "Every value comes from the rulebook or the organiser.")
        self.assumed_label.setToolTip("; ".join(assumed))
        self.model.set_document(detail.tables.to_document())

    def _on_model_edit_requested(self, key: str, value) -> bool:
        detail = self.page.detail
        before = detail.tables.to_document()
        try:
            after = set_value(before, key, value)
        except (DataFileError, KeyError, ValueError) as error:
            self.page.show_status(f"Not changed: {error}")
            return False
        self.page.push(EditTablesCommand(self.page.services.leagues, detail.id, before, after,
                                         f"Set {label_for(key)} to {value}",
                                         self.page.after_change, seen=detail))
        return True


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
