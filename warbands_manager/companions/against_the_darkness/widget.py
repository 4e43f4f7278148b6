"""The Warband: Against the Darkness page of the main window."""

from __future__ import annotations

from warbands_manager.companions.against_the_darkness.model import GAME
from warbands_manager.navigation import ViewInfo
from warbands_manager.services.container import Services
from warbands_manager.ui.views.companion import CompanionView


def create_view(info: ViewInfo, services: Services) -> CompanionView:
    return CompanionView(info, services.companion_saves, GAME)
