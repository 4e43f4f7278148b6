"""The tracker's widgets for the table: turn bar, players, selected player's panel, roster,
map, score pad and log. Layout only; the page connects the signals."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QMenu,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.against_the_darkness.board import ACTIONS, REALMS, label
from warbands_manager.companions.against_the_darkness.model import READINGS
from warbands_manager.ui.companions.against_the_darkness.widget_models import (
    MapModel,
    PlayersModel,
    RosterModel,
    ScorePadModel,
)
from warbands_manager.ui.companions.against_the_darkness.widget_padinput import PadInputModel
from warbands_manager.ui.flow import FlowLayout
from warbands_manager.ui.views.reflow import ReflowRow

PLAYER_FIELDS = [("gold", "Gold"), ("reserve", "Reserve"), ("medica", "Medica"),
                 ("redress", "Redress")]


def _table(model, stretch_last: bool = True) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setStretchLastSection(stretch_last)
    view.setAlternatingRowColors(True)
    return view


class PlayerPanel(QGroupBox):
    """The selected player's counts as spin boxes (corrections) and their Intel by realm."""

    def __init__(self) -> None:
        super().__init__("Player")
        self.spins: dict[str, QSpinBox] = {}
        grid = QGridLayout(self)
        grid.setVerticalSpacing(2)
        for column, (key, title) in enumerate(PLAYER_FIELDS, start=1):
            grid.addWidget(QLabel(title), 0, column)
            grid.addWidget(self._spin(key, 999), 1, column)
        self.peek = QPushButton("Peek (owner only)")
        self.peek.setCheckable(True)
        self.peek.setToolTip("Intel and Enemy cards lie face down: others look away while "
                             "their owner looks, then press again")
        grid.addWidget(self.peek, 1, 0)
        self.reveal = QCheckBox("Revealed")
        self.reveal.setToolTip("Intel revealed: shown to everyone in the players table")
        grid.addWidget(self.reveal, 1, 5)
        for column, realm in enumerate(REALMS, start=1):
            grid.addWidget(QLabel(label(realm)), 2, column)
        for row, (group, title) in enumerate((("scouts", "Scouts"), ("intel", "Intel")), 3):
            self.intel_label = QLabel(title)
            grid.addWidget(self.intel_label, row, 0)
            for column, realm in enumerate(REALMS, start=1):
                grid.addWidget(self._spin(f"{group}.{realm}", 20), row, column)
        self.ability = QLabel()
        self.ability.setWordWrap(True)
        grid.addWidget(self.ability, 5, 0, 1, 6)

    def _spin(self, key: str, maximum: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(0, maximum)
        spin.setKeyboardTracking(False)
        self.spins[key] = spin
        return spin

    def show_intel(self, visible: bool) -> None:
        for key, spin in self.spins.items():
            if key.startswith("intel."):
                spin.setVisible(visible)
        self.intel_label.setText("Intel" if visible else "Intel: hidden")


def _score_pad_view(model) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().setDefaultSectionSize(22)
    # Five players side by side in the right-hand panel of a 1024-pixel window: the player
    # columns share the width; a name too long is elided in the middle, so "Player 1" and
    # "Player 2" stay apart (the full name is in the tooltip).
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setTextElideMode(Qt.TextElideMode.ElideMiddle)
    header.setMinimumSectionSize(34)
    return view


class TabsFirstReflow(ReflowRow):
    """The board beside the tabs when both fit; when stacked, the tabs (map, score pad, log)
    come first so their tab bar is in view without scrolling, the board below them."""

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        wanted = (QBoxLayout.Direction.LeftToRight
                  if event.size().width() >= self.side_by_side_width()
                  else QBoxLayout.Direction.BottomToTop)
        if wanted != self._box.direction():
            self._box.setDirection(wanted)
            self.updateGeometry()
        QWidget.resizeEvent(self, event)

    @property
    def stacked(self) -> bool:
        return self._box.direction() != QBoxLayout.Direction.LeftToRight


class TrackerPanel(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.games_button = QPushButton("◀ Games")
        self.round_label = QLabel()
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
        self.upgrade_button = QToolButton()
        self.upgrade_button.setText("Upgrade ▾")
        self.upgrade_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.upgrade_menu = QMenu(self.upgrade_button)
        self.upgrade_actions = {a: self.upgrade_menu.addAction(a.capitalize()) for a in ACTIONS}
        self.upgrade_button.setMenu(self.upgrade_menu)
        self.tax_button = QPushButton("Tax")
        self.train_button = QPushButton("Train…")
        self.scout_button = QPushButton("Scout…")
        self.fight_button = QPushButton("Fight…")
        self.heal_button = QPushButton("Heal…")
        self.redress_button = QToolButton()
        self.redress_button.setText("Redress ▾")
        self.redress_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        redress_menu = QMenu(self.redress_button)
        self.redress_gold_action = redress_menu.addAction("Play for +1 gold")
        self.redress_train_action = redress_menu.addAction("Play to Train one unit…")
        self.redress_button.setMenu(redress_menu)
        self.end_turn_button = QPushButton("End turn")
        self.strength_label = QLabel()
        self.strength_label.setWordWrap(True)
        self.players_model = PlayersModel(self)
        self.roster_model = RosterModel(self)
        self.map_model = MapModel(self)
        self.pad_model = ScorePadModel(self)
        self.pad_input_model = PadInputModel(lambda *_: None, self)
        self.log_model = QStringListModel(self)
        self.players_view = _table(self.players_model, stretch_last=False)
        self.roster_view = _table(self.roster_model, stretch_last=False)
        self.map_view = _table(self.map_model)
        self.pad_view = _score_pad_view(self.pad_model)
        self.pad_input_view = QTableView()
        self.pad_input_view.setModel(self.pad_input_model)
        self.pad_input_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.log_view = QListView()
        self.log_view.setModel(self.log_model)
        self.player_panel = PlayerPanel()
        self.edit_card_button = QPushButton("Set Enemy card…")
        self.card_move_button = QPushButton("A card moved a unit…")
        self.card_move_button.setToolTip("A Redress card or race ability moved a unit: "
                                         "record it and recount the captains")
        self.pad_source_label = QLabel()
        self.pad_source_label.setWordWrap(True)
        self.pad_type_in_button = QPushButton("Type in…")
        self.pad_board_button = QPushButton("From the board")
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        self.finish_button = QPushButton("Record game")
        self.tabs = QTabWidget()
        self._build_layout()

    def _build_layout(self) -> None:
        # The actions wrap onto a second line in a narrow window instead of widening the page.
        bar = FlowLayout()
        for widget in (self.games_button, self.upgrade_button,
                       self.tax_button, self.train_button, self.scout_button,
                       self.fight_button, self.heal_button, self.redress_button,
                       self.end_turn_button):
            bar.addWidget(widget)
        self.bar = bar
        left = self.board_panel = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.player_panel)
        roster_title = QHBoxLayout()
        roster_title.addWidget(QLabel("<b>Warband roster</b> (bold: captain's units)"), 1)
        roster_title.addWidget(self.card_move_button)
        left_layout.addLayout(roster_title)
        left_layout.addWidget(self.roster_view, 4)
        self.players_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.roster_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self._build_tabs()
        # The board beside the map and score pad when both fit, above them when narrow.
        # The map and the pad need this much to show every column (five players side by side).
        self.tabs.setMinimumWidth(400)
        panels = self.panels = TabsFirstReflow((left, 4), (self.tabs, 3))
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.round_label)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.players_view)
        layout.addWidget(panels, 1)

    def _build_tabs(self) -> None:
        """The map, the score pad, the log and the readings."""
        map_page = QWidget()
        map_layout = QVBoxLayout(map_page)
        self.map_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        map_layout.addWidget(self.map_view)
        map_layout.addWidget(self.strength_label)
        map_layout.addWidget(self.edit_card_button)
        pad_page = QWidget()
        pad_layout = QVBoxLayout(pad_page)
        pad_buttons = FlowLayout()
        for widget in (self.pad_type_in_button, self.pad_board_button, self.finish_button):
            pad_buttons.addWidget(widget)
        pad_layout.addWidget(self.pad_source_label)
        pad_layout.addLayout(pad_buttons)
        pad_layout.addWidget(self.pad_view, 3)
        pad_layout.addWidget(self.verdict_label)
        pad_layout.addWidget(self.pad_input_view, 2)
        self.tabs.addTab(map_page, "Map")
        pad_scroll = QScrollArea()  # the verdict never sits on top of the pad
        pad_scroll.setWidgetResizable(True)
        pad_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        pad_scroll.setWidget(pad_page)
        self.tabs.addTab(pad_scroll, "Score pad")
        self.tabs.addTab(self.log_view, "Log")
        readings = QLabel("<b>How the tracker reads the rulebook where it is silent:</b><ul>"
                          + "".join(f"<li>{escape(text)}</li>" for text in READINGS) + "</ul>")
        readings.setWordWrap(True)
        readings.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.tabs.addTab(readings, "Readings")
