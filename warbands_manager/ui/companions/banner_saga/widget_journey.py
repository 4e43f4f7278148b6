"""The journey panel: the mission path, where the warband is, and the phase buttons."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QLineEdit, QTableView, QVBoxLayout

from warbands_manager.companions.banner_saga import journey
from warbands_manager.companions.banner_saga.outcome import objective_text
from warbands_manager.companions.banner_saga.state import (
    ALTERNATE,
    CAMP,
    CITY,
    EVENT,
    MISSION,
    MOVE,
    OVER,
    SOLO,
    STOP,
    GameState,
)
from warbands_manager.companions.banner_saga.troops import CLANSMEN, VARL
from warbands_manager.ui.companions.banner_saga.widget_common import (
    ActionButtons,
    Plan,
    Runner,
    button,
    combo,
    row,
)
from warbands_manager.ui.theme import tone, tone_brushes

PHASE_TEXT = {
    MISSION: "Mission card: summon the warband, promote followers, then begin",
    EVENT: "Resolve the event here",
    CITY: "City actions: Quartermaster, Keeper of Names, Thane, Warmaster",
    CAMP: "Camp: Keeper (Promote), Quartermaster (Hunt), Thane (Scout), Warmaster (Inspire)",
    STOP: "Stop: camp actions, then half feeding, no bonus",
    MOVE: "Move the warband (or a Stop)",
    OVER: "The game is over",
}

# The current stop: the "current" tone's background with its matching text.
CURRENT_ROLES = {Qt.ItemDataRole.BackgroundRole: 0, Qt.ItemDataRole.ForegroundRole: 1}


class PathModel(QAbstractTableModel):
    """The mission path, one row a location; the warband's row is highlighted."""

    HEADERS = ("#", "Location", "Travel", "City", "Camp")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._state: GameState | None = None

    def set_state(self, state: GameState | None) -> None:
        self.beginResetModel()
        self._state = state
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        if parent.isValid() or self._state is None:
            return 0
        return len(self._state.mission.path)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return len(self.HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.HEADERS[section]
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        state = self._state
        number = index.row()
        location = state.mission.path[number]
        if role in CURRENT_ROLES and number == state.journey.index:
            return tone_brushes("current")[CURRENT_ROLES[role]]
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        last = len(state.mission.path) - 1
        travel = "Start" if number == 0 else str(journey.travel_cost(state, number))
        values = (number + 1, location.name, travel, "City" if location.city else "",
                  "Camp" if journey.is_camp(number, last) else "")
        return values[index.column()]


class JourneyPanel(QGroupBox, ActionButtons):
    """Where the warband is and what comes next; one button per phase step."""

    def __init__(self, run: Runner) -> None:
        super().__init__("Journey")
        self._run = run
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.path_model = PathModel(self)
        self.path = QTableView()
        self.path.setModel(self.path_model)
        self.path.verticalHeader().hide()
        # The whole route in view: wide enough for its columns, tall enough for a few
        # places even when the page stacks the journey above the boards (1024 wide).
        self.path.setSizeAdjustPolicy(QTableView.SizeAdjustPolicy.AdjustToContents)
        self.path.setMinimumHeight(190)
        self.begin_button = button("Begin")
        self.event_button = button("Event done")
        self.city_button = button("City done")
        self.starve = combo([("Starve clansmen", CLANSMEN), ("Starve varl", VARL)])
        self.move_button = button("Move ▶", "Pay travel from the wagons; short supply starves")
        self.stop_button = button("Stop", "An event calls a Stop")
        self.end_camp_button = button("Feed && end camp")
        self.camp_event_name = QLineEdit()
        self.camp_event_name.setPlaceholderText("camp event card")
        self.add_camp_event_button = button("Add to camp deck")
        self.camp_event_name.setMaximumWidth(130)
        self.camp_event_button = button("Camp event done")
        self.camp_failed_button = button("Defeated: cannot resolve")
        self.objective = QCheckBox("Mission objective fulfilled")
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.path, 1)
        layout.addWidget(row(self.begin_button, self.event_button, self.city_button))
        layout.addWidget(row(self.starve, self.move_button, self.stop_button))
        layout.addWidget(row(self.end_camp_button, self.camp_event_button))
        layout.addWidget(row(self.camp_event_name, self.add_camp_event_button))
        layout.addWidget(row(self.camp_failed_button))
        layout.addWidget(self.objective)
        self._connect_signals()
        self.watch_choices()

    def _connect_signals(self) -> None:  # each button runs its plan: a rule and its choices
        self.bind(self.begin_button, self._plan_begin)
        self.bind(self.event_button, self._plan_event)
        self.bind(self.city_button, self._plan_city)
        self.bind(self.move_button, self._plan_move)
        self.bind(self.stop_button, self._plan_stop)
        self.bind(self.end_camp_button, self._plan_end_camp)
        self.bind(self.camp_event_button, self._plan_camp_event)
        self.bind(self.camp_failed_button, self._plan_camp_failed)
        self.bind(self.add_camp_event_button, self._plan_add_camp_event)
        self.objective.clicked.connect(self._on_objective_clicked)

    def _plan_begin(self) -> Plan:
        return (journey.begin_journey,)

    def _plan_event(self) -> Plan:
        return (journey.finish_event,)

    def _plan_city(self) -> Plan:
        return (journey.finish_city,)

    def _plan_move(self) -> Plan:
        return (journey.move,
                                                            self.starve.currentData())

    def _plan_stop(self) -> Plan:
        return (journey.begin_stop,)

    def _plan_end_camp(self) -> Plan:
        return (journey.end_camp,
                                                                self.starve.currentData())

    def _plan_camp_event(self) -> Plan:
        return (journey.resolve_camp_event,)

    def _plan_camp_failed(self) -> Plan:
        return (journey.resolve_camp_event,
                                                                   False)

    def _plan_add_camp_event(self) -> Plan:
        return (journey.add_camp_event, self.camp_event_name.text())

    def _on_objective_clicked(self, checked: bool) -> None:
        self._run(_set_objective, checked)

    def show_state(self, state: GameState) -> None:
        self.path_model.set_state(state)
        self.path.resizeColumnsToContents()
        # never cut: the page stacks the panels rather than squeeze the route's columns
        self.path.setMinimumWidth(self.path.horizontalHeader().length()
                                  + 2 * self.path.frameWidth()
                                  + self.path.verticalScrollBar().sizeHint().width())
        j = state.journey
        phase = j.phase
        outcome = ""
        if j.outcome:
            colour = tone("good" if j.outcome == "won" else "error").foreground
            outcome = (f"<br><b style='color:{colour}'>Game {escape(j.outcome)}: "
                       f"{escape(j.outcome_reason)}</b>")
        deck = ", ".join(j.camp_deck) or "empty"
        self.status.setText(
            f"<b>{escape(state.mission.name)}</b> — {escape(objective_text(state))}<br>"
            f"Season <b>{j.season.title()}</b> &nbsp; location {j.index + 1}/"
            f"{len(state.mission.path)} &nbsp; moves since camp "
            f"{journey.moves_since_camp(state)} &nbsp; next camp at "
            f"{journey.next_camp(state) + 1}<br>Camp deck: {escape(deck)}<br>"
            f"<i>{escape(PHASE_TEXT[phase])}</i>{outcome}")
        self.begin_button.setEnabled(phase == MISSION)
        self.event_button.setEnabled(phase == EVENT)
        self.city_button.setEnabled(phase == CITY)
        self.move_button.setEnabled(phase == MOVE and not state.at_last_location)
        self.stop_button.setEnabled(phase == MOVE)
        self.end_camp_button.setEnabled(phase in (CAMP, STOP) and not j.camp_event_pending)
        self.camp_event_button.setEnabled(j.camp_event_pending)
        self.camp_failed_button.setEnabled(j.camp_event_pending)
        self.objective.setChecked(j.objective_met)
        # solo and alternate 2-player objectives are checked by the rules, not ticked
        self.objective.setVisible(state.variant not in (SOLO, ALTERNATE))


def _set_objective(state: GameState, met: bool) -> None:
    state.journey.objective_met = met
    state.note("Objective marked " + ("fulfilled" if met else "not fulfilled"))
