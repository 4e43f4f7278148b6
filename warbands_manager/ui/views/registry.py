"""Which widget class builds each named view (names and titles: ``navigation.py``), and which
services each one gets.

This is the one place that unpacks the container: every page's constructor takes the services
(or providers of them) it uses and nothing else, so a page can neither reach
for a service it does not declare nor make the start path build one it does not need.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING

from warbands_manager.navigation import ViewInfo
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.rosters.page import RostersPage
from warbands_manager.ui.views.rosters.page_services import RosterPageServices

if TYPE_CHECKING:
    from warbands_manager.services.container import Services
    from warbands_manager.ui.views.leagues.page import LeaguePageServices

ViewFactory = Callable[[ViewInfo, "Services"], BaseView]


def _later_page(module: str) -> ModuleType:
    """The module of a page other than the Rosters page, imported when the page is first
    built: the window paints the Rosters page first and needs none of the others for it
    (this is the one place the pages' modules load late)."""
    return importlib.import_module(f"warbands_manager.ui.{module}")


def league_page_services(services: Services) -> LeaguePageServices:
    """The services the Leagues page uses, out of the container."""
    return _later_page("views.leagues.page").LeaguePageServices(
        database=services.database, leagues=services.leagues,
        league_games=services.league_games, league_rosters=services.league_rosters,
        rosters=services.rosters)


def _leagues_page(info: ViewInfo, services: Services) -> BaseView:
    return _later_page("views.leagues.page").LeaguesPage(info, league_page_services(services))


def _rosters_page(info: ViewInfo, services: Services) -> BaseView:
    """Built before the database is opened (its list is a stdlib read); each service is
    asked for when an action needs it."""
    return RostersPage(info, RosterPageServices(
        listing=services.roster_listing, rosters_of=lambda: services.rosters,
        armies_of=lambda: services.armies, database_of=lambda: services.database))


def _campaigns_page(info: ViewInfo, services: Services) -> BaseView:
    return _later_page("views.campaigns.page").CampaignsPage(info, services.campaigns)


def _companion(package: str) -> ViewFactory:
    def factory(info: ViewInfo, services: Services) -> BaseView:
        module = _later_page(f"companions.{package}.widget")
        return module.create_view(info, services.companion_saves)

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

# Pages that can be built before the database is open (everything they read at first is
# a stdlib read); every other page opens it first.
BEFORE_THE_DATABASE = frozenset({"rosters"})


def create_view(info: ViewInfo, services: Services) -> BaseView:
    if info.name not in BEFORE_THE_DATABASE:
        _ = services.database
    return FACTORIES[info.name](info, services)
