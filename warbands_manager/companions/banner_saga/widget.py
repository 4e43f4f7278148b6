"""The The Banner Saga: Warbands page of the main window."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.model import GAME
from warbands_manager.navigation import ViewInfo
from warbands_manager.services.container import Services
from warbands_manager.ui.views.companion import CompanionView


def create_view(info: ViewInfo, services: Services) -> CompanionView:
    return CompanionView(info, services.companion_saves, GAME)
