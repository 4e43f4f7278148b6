"""The Warhammer Warbands pages: Rosters, Leagues, Campaigns.

Each shows what it is for and what the database holds; their editors arrive with the roster,
league and campaign features and replace the body below the heading.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout

from warbands_manager.navigation import ViewInfo
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.intro import heading_block

DETAILS = {
    "rosters": (
        "Small warbands are 1-199 points, large ones 200-500. Every roster is checked against "
        "the Warbands composition rules and its army's exceptions."
    ),
    "leagues": (
        "An escalation league grows warbands week by week; games are Little War scenarios "
        "scored as massacre, victory, draw or loss."
    ),
    "campaigns": (
        "Campaign warbands earn experience, gain Veteran Status and archetype abilities, and "
        "suffer injuries between games."
    ),
}
EMPTY_STATE = {
    "rosters": "No rosters yet.",
    "leagues": "No leagues yet.",
    "campaigns": "No campaigns yet.",
}


class WarbandsPage(BaseView):
    """Heading and body of a Warhammer Warbands page."""

    def __init__(self, info: ViewInfo) -> None:
        super().__init__(info)
        self.empty_label = QLabel(EMPTY_STATE[info.name])
        self.empty_label.setObjectName("empty-state")
        layout = QVBoxLayout(self)
        layout.addWidget(heading_block(info.title, info.summary, DETAILS[info.name]))
        layout.addWidget(self.empty_label)
        layout.addStretch(1)
