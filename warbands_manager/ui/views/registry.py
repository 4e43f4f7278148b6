"""Which widget class builds each named view (names and titles: ``navigation.py``)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from warbands_manager.navigation import ViewInfo
from warbands_manager.ui.views.base import BaseView

if TYPE_CHECKING:
    from warbands_manager.services.container import Services

ViewFactory = Callable[[ViewInfo, "Services"], BaseView]


def _leagues_page(info: ViewInfo, services: Services) -> BaseView:
    from warbands_manager.ui.views.leagues.page import create_view as create_leagues_view

    return create_leagues_view(info, services)


def _rosters_page(info: ViewInfo, services: Services) -> BaseView:
    from warbands_manager.ui.views.rosters.page import RostersPage

    return RostersPage(info, services)


def _campaigns_page(info: ViewInfo, services: Services) -> BaseView:
    from warbands_manager.ui.views.campaigns.page import create_view as create_campaigns

    return create_campaigns(info, services)


def _companion(package: str) -> ViewFactory:
    def factory(info: ViewInfo, services: Services) -> BaseView:
        module = importlib.import_module(f"warbands_manager.ui.companions.{package}.widget")
        return module.create_view(info, services)

    return factory


FACTORIES: dict[str, ViewFactory] = {
    "rosters": _rosters_page,
    "leagues": _leagues_page,
    "campaigns": _campaigns_page,
    "against-the-darkness": _companion("against_the_darkness"),
    "banner-saga": _companion("banner_saga"),
    "runewars": _companion("runewars"),
    "tiny-big-wars": _companion("tiny_big_wars"),
}


def create_view(info: ViewInfo, services: Services) -> BaseView:
    return FACTORIES[info.name](info, services)
