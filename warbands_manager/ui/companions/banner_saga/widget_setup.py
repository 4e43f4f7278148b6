"""The set-up dialog: a mission (typed once, saved for reuse) and the player count."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.banner_saga.mission import (
    SEASONS,
    Mission,
    MissionError,
    parse_path,
    path_text,
    sample_mission,
)
from warbands_manager.companions.banner_saga.model import GAME, MISSION_KIND
from warbands_manager.companions.banner_saga.numbers import (
    editable_numbers,
    number_label,
    number_text,
    parse_number,
    shipped_numbers,
)
from warbands_manager.companions.banner_saga.state import VARIANTS
from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.ui.theme import set_tone

NEW_MISSION = -1


@dataclass(frozen=True)
class SetupChoice:
    mission: Mission
    variant: str
    items: bool
    save_mission: bool
    numbers: dict = field(default_factory=dict)  # this game's own values for assumed numbers


class NumbersBox(QGroupBox):
    """Every assumed number, shown as assumed until the table changes it for this game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Board numbers for this game (assumed until you change them)", parent)
        self.edits: dict[str, QLineEdit] = {}
        self.marks: dict[str, QLabel] = {}
        inner = QWidget()
        form = QFormLayout(inner)
        for key in editable_numbers():
            edit = QLineEdit(number_text(shipped_numbers()[key]))
            mark = QLabel("assumed")
            edit.textChanged.connect(lambda _t, k=key: self._mark(k))
            self.edits[key], self.marks[key] = edit, mark
            holder = QWidget()
            row = QHBoxLayout(holder)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(edit, 1)
            row.addWidget(mark)
            form.addRow(number_label(key), holder)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setMinimumHeight(160)
        QVBoxLayout(self).addWidget(scroll)

    def _mark(self, key: str) -> None:
        changed = self.edits[key].text().strip() != number_text(shipped_numbers()[key])
        self.marks[key].setText("set for this game" if changed else "assumed")

    def numbers(self) -> dict:
        """The changed numbers; ``ValueError`` names the first one that cannot be read."""
        result = {}
        for key, edit in self.edits.items():
            value = parse_number(key, edit.text())
            if value != shipped_numbers()[key]:
                result[key] = value
        return result


class SetupDialog(QDialog):
    """Pick or type a mission, the variant and the Item expansion."""

    def __init__(self, saves: CompanionSaveService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Banner Saga game")
        self._saves = saves
        self.missions = QComboBox()
        self.missions.addItem("(type a new mission)", NEW_MISSION)
        for summary in saves.list(GAME.game_id, MISSION_KIND):
            self.missions.addItem(summary.name, summary.id)
        self.name = QLineEdit()
        self.season = QComboBox()
        self.season.addItems([s.title() for s in SEASONS])
        self.objective = QLineEdit()
        self.path = QPlainTextEdit()
        self.path.setPlaceholderText("One location a line: Name | difficult travel | city")
        self.save_mission = QCheckBox("Save this mission for reuse")
        self.save_mission.setChecked(True)
        self.variant = QComboBox()
        for key, label in VARIANTS.items():
            self.variant.addItem(label, key)
        self.items = QCheckBox("Item expansion")
        self.numbers_box = NumbersBox()
        self.error = QLabel()
        set_tone(self.error, "error")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self._build_layout()
        self._connect_signals()
        self._fill(sample_mission())

    def _build_layout(self) -> None:
        form = QFormLayout()
        form.addRow("Saved missions", self.missions)
        form.addRow("Mission", self.name)
        form.addRow("Starting season", self.season)
        form.addRow("Objective", self.objective)
        form.addRow("Path", self.path)
        form.addRow("", self.save_mission)
        form.addRow("Players", self.variant)
        form.addRow("", self.items)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.numbers_box, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def _connect_signals(self) -> None:
        self.missions.currentIndexChanged.connect(self._on_missions_current_index_changed)
        self.buttons.accepted.connect(self._on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)

    def _fill(self, mission: Mission) -> None:
        self.name.setText(mission.name)
        self.season.setCurrentIndex(SEASONS.index(mission.season))
        self.objective.setText(mission.objective)
        self.path.setPlainText(path_text(mission.path))

    def _on_missions_current_index_changed(self, _index: int) -> None:
        save_id = self.missions.currentData()
        if save_id != NEW_MISSION:
            try:
                mission = self._saves.load_as(save_id, Mission.from_dict)
            except SaveDocumentError as error:  # a damaged saved mission: said, not opened
                self.error.setText(str(error))
                return
            self._fill(mission)
            self.save_mission.setChecked(False)

    def mission(self) -> Mission:
        mission = Mission(self.name.text().strip(), SEASONS[self.season.currentIndex()],
                          self.objective.text().strip(), parse_path(self.path.toPlainText()))
        mission.validate()
        return mission

    def _on_buttons_accepted(self) -> None:
        try:
            self.mission()
            self.numbers_box.numbers()
        except (MissionError, ValueError) as error:
            self.error.setText(str(error))
            return
        self.accept()

    def choice(self) -> SetupChoice:
        return SetupChoice(self.mission(), self.variant.currentData(), self.items.isChecked(),
                           self.save_mission.isChecked(), self.numbers_box.numbers())


def ask_setup(saves: CompanionSaveService, parent: QWidget | None) -> SetupChoice | None:
    dialog = SetupDialog(saves, parent)
    return dialog.choice() if dialog.exec() == QDialog.DialogCode.Accepted else None
