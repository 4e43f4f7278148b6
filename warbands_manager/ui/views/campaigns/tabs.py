"""Read-mostly tabs of a campaign: warbands, standings + WBR chart, log, rule tables."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.campaign.archetypes import open_to_army, starting_ability
from warbands_manager.rules.campaign.ledger import (
    experience,
    has_amnesia,
    is_campaign_character,
    peek_record,
)
from warbands_manager.rules.campaign.readings import READINGS
from warbands_manager.rules.campaign.tables import shown_value
from warbands_manager.rules.key_words import key_words
from warbands_manager.rules.roster import ARCHETYPES, ARMIES
from warbands_manager.services.campaign_suite import CampaignServices
from warbands_manager.ui.views.campaigns.chart import WbrChart
from warbands_manager.ui.views.campaigns.table_models import RowsModel
from warbands_manager.ui.views.reflow import scrolled
from warbands_manager.ui.views.words import choice_label, local_date_time


def warband_details(roster, tables) -> str:
    """Plain-text summary: units with Veteran Status, characters with their campaign record."""
    lines = []
    for unit in roster.units:
        if not is_campaign_character(roster, unit):
            veteran = f", +{unit.veteran} Veteran" if unit.veteran else ""
            lines.append(f"{unit.name}: {unit.models} models, {unit.points:g} pts{veteran}")
            continue
        record = peek_record(roster, unit.id)
        start = starting_ability(tables, unit.archetype).name if unit.archetype else "—"
        abilities = ", ".join([f"{start} (starting)", *unit.abilities])
        if has_amnesia(unit):
            abilities += " — none usable (Amnesia)"
        injuries = "; ".join(unit.injuries) or "no injuries"
        lines.append(f"{unit.name} [{(unit.archetype or 'no archetype').title()}]: {abilities}; "
                     f"{injuries}; {record.get('battles', 0)} battles, "
                     f"{record.get('since_roll', 0)} since last roll"
                     + (f"; misses {record['deep_wound_games']} game(s)"
                        if record.get("deep_wound_games") else ""))
    stash = (roster.campaign or {}).get("stash") or []
    if stash:
        lines.append("Kept from retired characters: " + ", ".join(i["name"] for i in stash))
    source = (roster.campaign or {}).get("from_roster")
    if source:
        lines.append(f"Started from the saved roster “{source['name']}”")
    return "\n".join(lines)


def roster_check_cell(warband) -> str:
    """The warbands table's verdict of the roster rules (errors ✗, warnings only ⚠)."""
    if warband.error_count:
        return f"✗ {warband.error_count} error(s)"
    return "⚠ warnings" if warband.problems else "✓ valid"


def roster_check_text(warband) -> str:
    """The roster rules' problems, for the details panel (never refused: shown only)."""
    if not warband.problems:
        return "Roster check: valid under the roster rules."
    return ("Roster check (roster rules; shown, not refused — fix it when spending XP):\n"
            + "\n".join(warband.problems))


def _table(model: RowsModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.horizontalHeader().setStretchLastSection(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.verticalHeader().setVisible(False)
    return view

PROVENANCE_WORDS = {"rulebook": "Rulebook", "assumed": "Assumed default",
                    "house": "House rule", "organiser": "The organiser's value"}


def _record_cell(record) -> str:
    """``1-0-1`` and, while passes wait, ``(1 pass pending)``."""
    text = f"{record.won}-{record.drawn}-{record.lost}"
    return f"{text} ({record.pending} pass{'es' if record.pending > 1 else ''} pending)" \
        if record.pending else text


class WarbandsTab(QWidget):
    profile_requested = Signal(int, str, dict)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model = RowsModel([
            ("Player", lambda w: w.player), ("Warband", lambda w: w.name),
            ("Army", lambda w: army_name(w.roster.army)), ("Points", lambda w: w.points),
            ("WBR", lambda w: w.wbr), ("XP bank", lambda w: experience(w.roster)),
            # Every recorded game, its pending passes marked (reading record-every-game).
            ("W-D-L", lambda w: _record_cell(w.record)),
            ("Roster check", roster_check_cell),
        ])
        self.view = _table(self.model)
        self.add_saved_button = QPushButton("Add starting warband from saved roster…")
        self.add_button = QPushButton("From roster file…")
        self.add_button.setToolTip("Add a starting warband from a roster file")
        self.sheet_button = QPushButton("Campaign roster sheet (PDF)…")
        self.cards_button = QPushButton("Cards…")
        self.cards_button.setToolTip("A card per character and unit of the chosen warband, to "
                                     "look at or print")
        # Two short rows, not one long one: one row made the page wider than a 1024-pixel
        # window (a wrapping row would make it ask for its preferred height instead).
        buttons = QVBoxLayout()
        for row_buttons in ((self.add_saved_button, self.add_button),
                            (self.sheet_button, self.cards_button)):
            row = QHBoxLayout()
            for button in row_buttons:
                row.addWidget(button)
            row.addStretch(1)
            buttons.addLayout(row)
        layout = QVBoxLayout(self)
        rule = QLabel("Starting warbands: up to 250 points, every character with an "
                      "Archetype; unspent points become XP 1-for-1.")
        rule.setWordWrap(True)
        layout.addWidget(rule)
        # The table and the details share what the window leaves after the controls (they
        # scroll inside themselves), so the buttons below stay on a 700-pixel-high screen.
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.view.setMinimumHeight(110)
        layout.addWidget(self.view, 2)
        self.details = QLabel("Select a warband to see its units and characters.")
        self.details.setWordWrap(True)
        self.details.setObjectName("warband-details")
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        details = scrolled(self.details)
        details.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        details.setMinimumHeight(60)
        layout.addWidget(details, 1)
        self.character = QComboBox()
        self.profile = QLineEdit()
        self.profile.setPlaceholderText("profile, e.g. M 4 WS 5 BS 5 S 4 T 4 W 2 I 5 A 3 Ld 8 "
                                        "(a characteristic at zero then retires him)")
        self.profile_button = QPushButton("Set profile")
        profile_row = QHBoxLayout()
        profile_row.addWidget(self.character)
        profile_row.addWidget(self.profile, 1)
        profile_row.addWidget(self.profile_button)
        layout.addLayout(profile_row)
        layout.addLayout(buttons)
        self.profile_button.clicked.connect(self._on_profile_button_clicked)
        self.tables = None
        self.view.selectionModel().selectionChanged.connect(self._on_selection_changed)

    def _on_selection_changed(self, *_args) -> None:
        warband = self.selected()
        if warband is None or self.tables is None:
            return
        self.details.setText(warband_details(warband.roster, self.tables) + "\n\n"
                             + roster_check_text(warband))
        self.character.clear()
        for unit in warband.roster.units:
            if is_campaign_character(warband.roster, unit):
                self.character.addItem(unit.name, unit.id)

    def _on_profile_button_clicked(self) -> None:
        warband, words = self.selected(), self.profile.text().split()
        if warband is None or self.character.currentData() is None:
            return
        try:
            profile = {stat: int(value) for stat, value in zip(words[::2], words[1::2],
                                                               strict=True)}
        except ValueError:
            self.details.setText("A profile is written as pairs: M 4 WS 5 ...")
            return
        self.profile_requested.emit(warband.id, self.character.currentData(), profile)

    def selected(self):
        rows = self.view.selectionModel().selectedRows()
        return self.model.row_at(rows[0].row()) if rows else None

    def shown(self, warband_id: int):
        """The warband as this tab shows it (what an edit of it is made from), or None."""
        rows = (self.model.row_at(i) for i in range(self.model.rowCount()))
        return next((w for w in rows if w.id == warband_id), None)


class StandingsTab(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model = RowsModel([
            ("Player", lambda r: r.player), ("Warband", lambda r: r.warband),
            ("Won", lambda r: r.won), ("Drawn", lambda r: r.drawn), ("Lost", lambda r: r.lost),
            ("WBR", lambda r: r.wbr),
            ("Passes pending", lambda r: r.pending or "")])
        self.final = QLabel()
        self.chart = WbrChart()
        layout = QVBoxLayout(self)
        layout.addWidget(_table(self.model), 1)
        layout.addWidget(self.final)
        layout.addWidget(QLabel("Warband Rating over the campaign:"))
        layout.addWidget(self.chart, 1)

    def load(self, services: CampaignServices, campaign_id: int) -> None:
        table = services.records.standings(campaign_id)
        self.model.set_rows(table.rows)
        condition = "highest WBR" if table.condition == "wbr" else "best win-loss record"
        if table.finalists:
            text = f"Final battle: {table.finalists[0]} v {table.finalists[1]}"
        elif table.semifinal:
            text = f"Tie: a semi-final round is needed between {', '.join(table.semifinal)}"
        else:
            text = "Not enough warbands for a final yet."
        self.final.setText(f"Victory condition: {condition}. {text}")
        self.chart.set_series(services.records.wbr_history(campaign_id))


class LogTab(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.warband = QComboBox()
        self.model = RowsModel([
            ("When", lambda line: local_date_time(line.at)),
            ("Warband", lambda line: line.warband), ("Step", lambda line: choice_label(line.step)),
            ("XP", lambda line: line.xp or ""), ("What happened", lambda line: line.text),
            ("Dice", lambda line: "; ".join(line.rolls)), ("By", lambda line: line.who)])
        self.export_button = QPushButton("Export log…")
        row = QHBoxLayout()
        row.addWidget(QLabel("Show:"))
        row.addWidget(self.warband, 1)
        row.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        view = _table(self.model)
        # "What happened" takes the room (not the last column) and its lines wrap in full
        view.horizontalHeader().setStretchLastSection(False)
        view.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.setWordWrap(True)
        layout.addWidget(view)

    def load(self, services: CampaignServices, campaign_id: int) -> None:
        current = self.warband.currentData()
        self.warband.blockSignals(True)
        self.warband.clear()
        self.warband.addItem("The whole campaign", None)
        for warband in services.setup.warbands(campaign_id):
            self.warband.addItem(warband.name, warband.id)
        index = self.warband.findData(current)
        self.warband.setCurrentIndex(max(index, 0))
        self.warband.blockSignals(False)
        self.model.set_rows(services.records.log(campaign_id, self.warband.currentData()))


class ArchetypeRestriction(QWidget):
    """Organiser: which archetypes an army may take (default: all; Magician needs a Wizard)."""

    restrict_requested = Signal(str, list)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.army = QComboBox()
        for army in ARMIES:
            self.army.addItem(army_name(army), army)
        self.boxes = {name: QCheckBox(name.title()) for name in ARCHETYPES}
        self.hint = QLabel()
        self.button = QPushButton("Set archetypes for this army")
        self.hint.setWordWrap(True)
        # Army, then the archetype boxes (three a row), then the button: fits a narrow page.
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel("Archetypes open to"), 0, 0)
        grid.addWidget(self.army, 0, 1, 1, 2)
        for index, box in enumerate(self.boxes.values()):
            grid.addWidget(box, 1 + index // 3, index % 3)
        rows = 1 + (len(self.boxes) + 2) // 3
        grid.addWidget(self.button, rows, 0)
        grid.addWidget(self.hint, rows, 1, 1, 3)
        grid.setColumnStretch(3, 1)
        self.tables = None
        self.army.currentIndexChanged.connect(self._on_army_current_index_changed)
        self.button.clicked.connect(self._on_button_clicked)

    def load(self, tables) -> None:
        self.tables = tables
        self._on_army_current_index_changed(self.army.currentIndex())

    def _on_army_current_index_changed(self, _index: int) -> None:
        if self.tables is None:
            return
        army = self.army.currentData()
        open_now = open_to_army(self.tables, army)
        for name, box in self.boxes.items():
            box.setChecked(name in open_now)
        marks = self.tables.document["archetypes"]["availability"]["marks"].get(army)
        self.hint.setText(f"rulebook table: {marks} of 8 marked" if marks else "")

    def _on_button_clicked(self) -> None:
        chosen = [name for name, box in self.boxes.items() if box.isChecked()]
        self.restrict_requested.emit(self.army.currentData(), chosen)


class TablesTab(QWidget):
    value_edited = Signal(str, str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.model = RowsModel([("Rule value", lambda v: key_words(v.key)),
                                ("Value", lambda v: shown_value(v.value)),
                                ("Source",
                                 lambda v: PROVENANCE_WORDS.get(v.provenance, v.provenance))])
        self.model.highlight = lambda v: v.assumed
        self.view = _table(self.model)
        self.new_value = QLineEdit()
        self.new_value.setPlaceholderText("new value for the selected row")
        self.set_button = QPushButton("Set value")
        row = QHBoxLayout()
        row.addWidget(self.new_value, 1)
        row.addWidget(self.set_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        # The table takes the room the rest leaves (it scrolls inside itself): asking for
        # all its rows made the whole page taller than a 700-pixel-high window.
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.view.setMinimumHeight(140)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        self.archetypes = ArchetypeRestriction()
        layout.addWidget(self.archetypes)
        readings = QLabel("<b>How this app reads ambiguous rules:</b><br>" + "<br>".join(
            f"• {text}" for _key, text in READINGS))
        readings.setWordWrap(True)
        readings.setObjectName("campaign-readings")
        scroll = QScrollArea()
        scroll.setWidget(readings)
        scroll.setWidgetResizable(True)
        scroll.setMaximumHeight(140)
        # Folded until asked for: open, it left the table about four rows at 1024x700.
        self.readings_button = QPushButton("How this app reads ambiguous rules")
        self.readings_button.setCheckable(True)
        self.readings_button.toggled.connect(scroll.setVisible)
        scroll.setVisible(False)
        layout.addWidget(self.readings_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(scroll)
        self.set_button.clicked.connect(self._on_set_button_clicked)

    def load(self, services: CampaignServices, campaign_id: int) -> None:
        tables = services.setup.tables(campaign_id)
        self.model.set_rows(tables.editable_values())
        self.archetypes.load(tables)
        self.note.setText(
            f"This campaign's copy of the rule tables. {tables.assumed_count()} values "
            "(highlighted) are assumed defaults — check your rulebook. Values you edit are "
            "marked as the organiser's. Archetypes: every one is open to every army unless you "
            "restrict it below (Magician needs a Wizard) — our copy of the rulebook's table "
            "does not show which army may take which.")

    def _on_set_button_clicked(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        if rows and self.new_value.text().strip():
            self.value_edited.emit(self.model.row_at(rows[0].row()).key,
                                   self.new_value.text().strip())
