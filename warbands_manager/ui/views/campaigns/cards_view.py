"""The card view of a campaign warband: a card per character and unit (profile, equipment,
Veteran Status, Archetype and abilities, injuries with their effect, battles and the next step
with its XP) beside the Warband Rating broken down — what players keep between games."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.campaign.cards import Card, WarbandCards
from warbands_manager.ui.theme import set_tone

COLUMNS = 2  # two cards a row: at 1024 pixels each card still reads without wrapping much


def _line(label: str, text: str) -> QLabel:
    widget = QLabel(f"<b>{label}</b> {_escape(text)}")
    widget.setWordWrap(True)
    return widget


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class CardFrame(QFrame):
    """One character's or unit's card."""

    def __init__(self, card: Card, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("campaign-card")
        self.card = card
        title = QLabel(f"<b>{_escape(card.name)}</b> — {card.kind}, {card.models} "
                       f"model{'' if card.models == 1 else 's'}, {card.points} pts")
        title.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        profile = "  ".join(f"{stat} {value or '–'}" for stat, value in card.profile)
        parts = [("Profile", profile), ("Equipment", ", ".join(card.equipment) or "—")]
        if card.kind == "Character":
            parts += [("Archetype", card.archetype),
                      ("Abilities", ", ".join(card.abilities) or "—")]
        parts += [("Veteran Status", card.veteran),
                  ("Injuries", "; ".join(f"{n}: {e}" for n, e in card.injuries) or "none")]
        if card.battles:
            parts.append(("Battles", card.battles))
        parts.append(("Next", card.next_step))
        for label, text in parts:
            layout.addWidget(_line(label, text))
        if card.injuries:
            set_tone(title, "warning", bold=True)
        layout.addStretch(1)


class CardsView(QDialog):
    """The selected warband's cards, scrolling; Close hides it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaign-cards")
        self.setModal(False)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.rating = QLabel()
        self.rating.setWordWrap(True)
        self.print_button = QPushButton("Print cards…")
        self.print_button.setToolTip("Every warband's cards, each warband on its own page")
        self.blank_button = QPushButton("Print blank cards…")
        self.close_button = QPushButton("Close")
        self.close_button.clicked.connect(self.close)
        self.grid = QGridLayout()
        self.frames: list[CardFrame] = []
        holder = QWidget()
        holder.setLayout(self.grid)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.print_button)
        top.addWidget(self.blank_button)
        top.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.rating)
        layout.addWidget(scroll, 1)

    def show_warband(self, warband: WarbandCards) -> None:
        self.setWindowTitle(f"{warband.name} — cards")
        facts = " · ".join(x for x in (warband.player and f"Player: {warband.player}",
                                       f"Army: {warband.army}", f"XP bank: {warband.xp_bank}")
                           if x)
        self.heading.setText(f"<b>{_escape(warband.name)}</b><br>{_escape(facts)}")
        self.rating.setText(" · ".join(f"{what} {value}" for what, value in warband.rating))
        for frame in self.frames:
            self.grid.removeWidget(frame)
            frame.deleteLater()
        self.frames = [CardFrame(card, self) for card in warband.cards]
        for index, frame in enumerate(self.frames):
            self.grid.addWidget(frame, index // COLUMNS, index % COLUMNS)
        rows = (len(self.frames) + COLUMNS - 1) // COLUMNS
        for row in range(rows):
            self.grid.setRowStretch(row, 0)
        self.grid.setRowStretch(rows, 1)  # cards as tall as their text, the rest below
