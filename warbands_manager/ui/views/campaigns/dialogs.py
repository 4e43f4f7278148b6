"""Small dialogs of the Campaigns page: a new campaign; a warband from a roster file."""

from __future__ import annotations

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
)

from warbands_manager.rules.campaign.archetypes import available_archetypes, missing_archetypes
from warbands_manager.rules.campaign.ledger import ensure_ids
from warbands_manager.ui.dialog_buttons import ok_cancel
from warbands_manager.ui.views.leagues.players_dialog import roster_line
from warbands_manager.ui.views.words import unambiguous_date_edit


class NewCampaignDialog(QDialog):
    """Name, conclusion date and victory condition."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New campaign")
        self.name = QLineEdit()
        self.ends = QDateEdit(QDate.currentDate().addMonths(3))
        self.ends.setCalendarPopup(True)
        unambiguous_date_edit(self.ends)
        self.condition = QComboBox()
        self.condition.addItem("highest Warband Rating", "wbr")
        self.condition.addItem("best win-loss record", "record")
        buttons = ok_cancel(self)
        form = QFormLayout(self)
        form.addRow("Name", self.name)
        form.addRow("Conclusion date", self.ends)
        form.addRow("Victory condition", self.condition)
        form.addRow(buttons)

    def values(self) -> tuple[str, str, str]:
        return (self.name.text().strip(), self.ends.date().toString("yyyy-MM-dd"),
                self.condition.currentData())


class PlayerDialog(QDialog):
    """The player's name for a warband being added."""

    def __init__(self, warband: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Player of {warband}")
        self.player = QLineEdit()
        buttons = ok_cancel(self)
        form = QFormLayout(self)
        form.addRow("Player", self.player)
        form.addRow(buttons)


class ArchetypeDialog(QDialog):
    """Choose an Archetype for each character that has none (it can never change later)."""

    def __init__(self, choices: dict[str, tuple[str, list[str]]], parent=None,
                 note: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle("Character Archetypes")
        self.combos: dict[str, QComboBox] = {}
        form = QFormLayout(self)
        # Where the choices come from (the assumed all-open default, or the organiser's table).
        self.note = QLabel(note)
        self.note.setWordWrap(True)
        self.note.setVisible(bool(note))
        form.addRow(self.note)
        for unit_id, (name, options) in choices.items():
            combo = QComboBox()
            for option in options:
                combo.addItem(option.title(), option)
            self.combos[unit_id] = combo
            form.addRow(name, combo)
        buttons = ok_cancel(self)
        form.addRow(buttons)

    def chosen(self) -> dict[str, str]:
        return {unit_id: combo.currentData() for unit_id, combo in self.combos.items()}


def ask_new_campaign(parent) -> tuple[str, str, str] | None:
    dialog = NewCampaignDialog(parent)
    return dialog.values() if dialog.exec() else None


def ask_archetypes(parent, choices, note: str = "") -> dict[str, str] | None:
    dialog = ArchetypeDialog(choices, parent, note)
    return dialog.chosen() if dialog.exec() else None


def ask_player(parent, warband: str) -> str | None:
    dialog = PlayerDialog(warband, parent)
    return dialog.player.text() if dialog.exec() else None


def complete_archetypes(roster, tables, ask, parent):
    """Ask for the Archetype of every character that has none; None if cancelled."""
    ensure_ids(roster)
    choices = {unit.id: (unit.name, available_archetypes(tables, roster, unit))
               for unit in missing_archetypes(roster)}
    if not choices:
        return roster
    chosen = ask(parent, choices)
    if chosen is None:
        return None
    for unit_id, archetype in chosen.items():
        roster.unit_by_id(unit_id).archetype = archetype
    return roster


def choose_saved_roster(parent, rosters) -> int | None:
    """A saved roster (shown with its player, army, points and validity) to start a campaign
    warband from; None when cancelled or none is saved."""
    dialog = QDialog(parent)
    dialog.setWindowTitle("Starting warband from a saved roster")
    listing = QListWidget()
    for summary in rosters:
        item = QListWidgetItem(roster_line(summary))
        item.setData(256, summary.id)
        listing.addItem(item)
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel("The campaign warband is a copy of the roster, kept linked to it; "
                            "the roster itself is not changed." if rosters else
                            "No saved rosters yet: build one on the Rosters page."))
    layout.addWidget(listing)
    layout.addWidget(ok_cancel(dialog))
    listing.itemDoubleClicked.connect(lambda _item: dialog.accept())
    if rosters:
        listing.setCurrentRow(0)
    if dialog.exec() != QDialog.DialogCode.Accepted or listing.currentItem() is None:
        return None
    return listing.currentItem().data(256)
