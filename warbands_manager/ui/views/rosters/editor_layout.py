"""The roster editor's widgets, layout, keyboard shortcuts and signal connections.

Layout (works from 1024×700 up): a header row; the roster actions under it; then two columns —
the roster by slot above tabs for Problems, Reminders, the composition meter (Counts), the Army
list and What fits; and the selected unit's details (scrolling). Nothing sets a minimum
width: combo boxes size to a few characters, long texts wrap or elide with tooltips. When the
editor is wide (a 1920-pixel screen) the selected unit's card stands beside the roster, where
the tree would otherwise leave most of the room empty.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.roster import ARMIES, CHAOS_TYPES
from warbands_manager.ui.views.rosters.army_picker import ArmyPicker
from warbands_manager.ui.views.rosters.availability import Availability
from warbands_manager.ui.views.rosters.delegates import roster_tree_view
from warbands_manager.ui.views.rosters.list_model import army_title
from warbands_manager.ui.views.rosters.meter import CompositionMeter
from warbands_manager.ui.views.rosters.unit_card import UnitCard
from warbands_manager.ui.views.rosters.unit_model import UnitTreeModel
from warbands_manager.ui.views.rosters.unit_panel import UnitPanel
from warbands_manager.ui.views.rosters.violations import ViolationPanel
from warbands_manager.ui.views.rosters.what_fits_panel import WhatFitsPanel

# The roster's text exports as the Copy button offers them (the editor names them too).
TEXT_FORMATS = (("plain", "Plain text"), ("markdown", "Markdown"), ("bbcode", "BBCode (forums)"))
COMBO_CHARACTERS = 10
SPLIT = (640, 360)  # the columns' shares of the width (scaled to the window)
CARD_EDITOR_WIDTH = 1400  # the editor's width from which the unit card is shown
CARD_SHARE = (3, 2)  # the roster tree's and the unit card's shares of the left column


def build_editor(editor) -> None:
    _widgets(editor)
    _layout(editor)
    _shortcuts(editor)
    _connect(editor)


def _narrow_combo() -> QComboBox:
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_CHARACTERS)
    return combo


def _widgets(e) -> None:
    e.back_button = QPushButton("◀ All rosters")
    e.name_edit = QLineEdit()
    e.name_edit.setPlaceholderText("warband name")
    e.player_edit = QLineEdit()
    e.player_edit.setPlaceholderText("player")
    e.army_combo = _narrow_combo()
    for army in ARMIES:
        e.army_combo.addItem(army_title(army), army)
    e.chaos_label = QLabel("Chaos:")
    e.chaos_combo = _narrow_combo()
    e.chaos_combo.addItem("(choose)", None)
    for chaos_type in CHAOS_TYPES:
        e.chaos_combo.addItem(chaos_type, chaos_type)
    e.limit_spin = QSpinBox()
    e.limit_spin.setRange(0, 10_000)
    e.limit_spin.setSingleStep(50)
    e.limit_spin.setSpecialValueText("no limit")
    e.limit_spin.setToolTip("Points limit")
    e.status_label = QLabel()
    e.status_label.setWordWrap(True)
    e.copy_button = QToolButton()
    e.copy_button.setText("Copy as text")
    e.copy_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    e.copy_button.setToolTip("Copy the roster to share it: plain text, Markdown or BBCode")
    menu = QMenu(e.copy_button)
    for fmt, label in TEXT_FORMATS:
        menu.addAction(label, partial(e.copy_text, fmt))
    e.copy_button.setMenu(menu)
    e.action_buttons = {name: QPushButton(label) for name, label in (
        ("compare", "Compare…"), ("duplicate", "Duplicate roster"), ("export", "Export…"),
        ("print", "Print…"))}
    e.action_buttons["compare"].setToolTip("Compare with another roster (last week's list) "
                                           "or a roster file")
    e.picker = ArmyPicker()
    e.what_fits = WhatFitsPanel()
    e.availability = Availability(e.picker, e.what_fits, e)
    e.unit_model = UnitTreeModel(e._on_unit_model_edited, e)
    e.unit_table = roster_tree_view(e.unit_model)
    e.unit_card = UnitCard()
    e.unit_card.setVisible(False)  # until the editor is wide enough (see show_card_if_room)
    e.add_button = QPushButton("Add unit…")
    e.add_button.setToolTip("Add from the army list to the selected slot (Insert)")
    e.duplicate_unit_button = QPushButton("Duplicate unit")
    e.duplicate_unit_button.setToolTip("Add a copy of the selected unit (Ctrl+D)")
    e.remove_button = QPushButton("Remove unit")
    e.remove_button.setToolTip("Remove the selected unit (Delete)")
    e.unit_panel = UnitPanel(e._edit_selected_unit)
    e.meter = CompositionMeter()
    e.problems = ViolationPanel()
    e.problems.addTab(e.meter, "Counts")
    e.problems.addTab(e.picker, "Army list")
    e.problems.addTab(e.what_fits, "What fits")
    e.adding = e.problems  # the tabs the Army list and What fits live in


def _layout(e) -> None:
    header = QHBoxLayout()
    header.addWidget(e.back_button)
    for label, widget, stretch in (("Warband:", e.name_edit, 3), ("Player:", e.player_edit, 2),
                                   ("Army:", e.army_combo, 2)):
        header.addWidget(QLabel(label))
        header.addWidget(widget, stretch)
    header.addWidget(e.chaos_label)
    header.addWidget(e.chaos_combo, 1)
    header.addWidget(QLabel("Limit:"))
    header.addWidget(e.limit_spin)
    actions = QHBoxLayout()
    actions.addWidget(e.status_label, 1)
    actions.addWidget(e.copy_button)
    for button in e.action_buttons.values():
        actions.addWidget(button)
    roster_box = QWidget()
    roster_layout = QVBoxLayout(roster_box)
    roster_layout.setContentsMargins(0, 0, 0, 0)
    table_row = QHBoxLayout()
    table_row.addWidget(e.unit_table, CARD_SHARE[0])
    table_row.addWidget(e.unit_card, CARD_SHARE[1])
    roster_layout.addLayout(table_row, 1)
    row = QHBoxLayout()
    for button in (e.add_button, e.duplicate_unit_button, e.remove_button):
        row.addWidget(button)
    row.addStretch(1)
    roster_layout.addLayout(row)
    left = QSplitter(Qt.Orientation.Vertical)
    left.setChildrenCollapsible(False)
    left.addWidget(roster_box)
    left.addWidget(e.problems)
    left.setSizes([380, 260])
    body = QSplitter()
    body.setObjectName("roster-editor-split")
    body.setChildrenCollapsible(False)
    body.addWidget(left)
    body.addWidget(e.unit_panel)
    body.setStretchFactor(0, 3)
    body.setStretchFactor(1, 2)
    body.setSizes(list(SPLIT))
    layout = QVBoxLayout(e)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addLayout(header)
    layout.addLayout(actions)
    layout.addWidget(body, 1)


def show_card_if_room(e) -> None:
    """The unit card beside the roster only where it leaves the tree and panel their room."""
    wide = e.width() >= CARD_EDITOR_WIDTH
    if e.unit_card.isVisibleTo(e) != wide:
        e.unit_card.setVisible(wide)


def _shortcut(parent: QWidget, keys, slot, context=Qt.ShortcutContext.WidgetWithChildrenShortcut):
    action = QAction(parent)
    action.setShortcut(QKeySequence(keys))
    action.setShortcutContext(context)
    action.triggered.connect(slot)
    parent.addAction(action)
    return action


def _shortcuts(e) -> None:
    e.shortcuts = {
        "insert": _shortcut(e, "Insert",
                            lambda: e.open_entry_list()),
        # Delete only where the roster has focus: in a text field it deletes text.
        "delete": _shortcut(e.unit_table, QKeySequence(QKeySequence.StandardKey.Delete),
                            e.remove_selected_unit, Qt.ShortcutContext.WidgetShortcut),
        "duplicate": _shortcut(e, "Ctrl+D", e.duplicate_selected_unit),
        "find": _shortcut(e, QKeySequence(QKeySequence.StandardKey.Find), e.show_army_list),
    }


def _connect(e) -> None:
    e.back_button.clicked.connect(e.back_requested.emit)
    for name, button in e.action_buttons.items():
        button.clicked.connect(lambda _checked=False, n=name: e.action_requested.emit(n))
    e.name_edit.editingFinished.connect(e._on_name_edit_editing_finished)
    e.player_edit.editingFinished.connect(e._on_player_edit_editing_finished)
    e.army_combo.activated.connect(e._on_army_combo_activated)
    e.chaos_combo.activated.connect(e._on_chaos_combo_activated)
    e.limit_spin.valueChanged.connect(e._on_limit_spin_value_changed)
    e.picker.entry_chosen.connect(e.add_entry)
    e.picker.custom_requested.connect(e.add_custom_unit)
    e.picker.catalogue_chosen.connect(e._on_picker_catalogue_chosen)
    e.what_fits.entry_chosen.connect(e.add_entry)
    e.add_button.clicked.connect(lambda: e.open_entry_list())
    e.duplicate_unit_button.clicked.connect(e.duplicate_selected_unit)
    e.remove_button.clicked.connect(e.remove_selected_unit)
    e.unit_table.selectionModel().selectionChanged.connect(e._show_selected_unit)
    e.unit_panel.models_changed.connect(e._on_unit_panel_models_changed)
    e.unit_panel.commander_chosen.connect(e._on_unit_panel_commander_chosen)
    e.problems.units_selected.connect(e.select_units)
    # The army list and What fits are brought up to date (if an edit is pending) when shown.
    e.problems.currentChanged.connect(
        lambda _i: e.problems.currentWidget() in (e.picker, e.what_fits)
        and e.availability.current())
