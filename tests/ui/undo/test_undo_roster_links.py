"""Undo and redo of linking a roster to a league week carry the link the organiser saw (issue
22): with two organisers on one database, a step is refused, naming both rosters, when the
other one linked or unlinked a roster for that week since; nothing is changed."""

from __future__ import annotations

from datetime import date

import pytest

from warbands_manager.navigation import view_info
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.services.container import Services
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.store.database import open_database


def _roster(name: str) -> Roster:
    roster = Roster(name=name, army="dwarfs", player="Ann", points_limit=300)
    roster.units = [Unit(id="u1", name="Warriors", category="core", models=10,
                         points_per_model=8)]
    return roster


@pytest.fixture
def other(db_path, database):
    """Organiser B on the same database: a second engine and its own sessions."""
    second = open_database(db_path)
    second.actor = "south"
    yield Services.for_database(second)
    second.close()


@pytest.fixture
def page(qtbot, services):
    from warbands_manager.ui.views.leagues.page import LeaguesPage
    from warbands_manager.ui.views.registry import league_page_services

    services.database.actor = "north"
    view = LeaguesPage(view_info("leagues"), league_page_services(services))
    qtbot.addWidget(view)
    view.told = []
    view.tell_conflict = view.told.append
    view.ask_league = lambda current: LeagueSettings("Autumn", "Jeremy", date(2026, 9, 1))
    view.new_league()
    view.ask_player = lambda current: PlayerData("Ann", "Ann's band", "Dwarfs")
    view.players_tab.add_button.click()
    view.rosters = {name: services.rosters.create(_roster(name))
                    for name in ("Karak Eight Peaks", "Zhufbar Rangers", "Barak Varr")}
    view.tabs.setCurrentWidget(view.players_tab)
    return view


def _link(page, name: str, week: int = 1) -> None:
    page.ask_roster_link = lambda player: (week, page.rosters[name])
    page.players_tab.table.selectRow(0)  # a refresh after a change clears the selection
    count = page.undo_stack.count()
    page.players_tab.link_button.click()
    assert page.undo_stack.count() == count + 1


def _linked(page, week: int = 1) -> int | None:
    links = [link for link in page.services.league_rosters.links(page.league_id)
             if link.week == week]
    return links[0].roster_id if links else None


def test_undo_of_a_first_link_keeps_a_roster_another_organiser_linked_since(page, other):
    _link(page, "Karak Eight Peaks")
    ann = page.detail.players[0].id
    other.league_rosters.link(ann, 1, page.rosters["Zhufbar Rangers"])
    count = page.undo_stack.count()
    page.undo_stack.undo()
    assert _linked(page) == page.rosters["Zhufbar Rangers"]  # B's link stays
    assert len(page.told) == 1
    assert "roster: Karak Eight Peaks → Zhufbar Rangers" in page.told[0]
    assert page.undo_stack.count() == count - 1


def test_undo_of_a_replaced_link_is_refused_when_the_other_organiser_unlinked(page, other):
    _link(page, "Karak Eight Peaks")
    _link(page, "Barak Varr")
    other.league_rosters.unlink(page.detail.players[0].id, 1)
    page.undo_stack.undo()
    assert _linked(page) is None  # not put back to Karak Eight Peaks behind B's back
    assert "roster: Barak Varr → none linked" in page.told[0]


def test_redo_of_a_link_is_refused_when_the_week_was_linked_meanwhile(page, other):
    _link(page, "Karak Eight Peaks")
    page.undo_stack.undo()
    assert _linked(page) is None
    other.league_rosters.link(page.detail.players[0].id, 1, page.rosters["Barak Varr"])
    page.undo_stack.redo()
    assert _linked(page) == page.rosters["Barak Varr"]
    assert "roster: none linked → Barak Varr" in page.told[0]


def test_undo_and_redo_still_work_when_nobody_else_changed_the_link(page, other):
    _link(page, "Karak Eight Peaks")
    _link(page, "Barak Varr")
    page.undo_stack.undo()
    assert _linked(page) == page.rosters["Karak Eight Peaks"]
    page.undo_stack.undo()
    assert _linked(page) is None
    page.undo_stack.redo()
    page.undo_stack.redo()
    assert _linked(page) == page.rosters["Barak Varr"] and page.told == []


def test_the_service_refuses_a_stale_unlink_and_changes_nothing(database, other):
    from warbands_manager.services.league_conflicts import LeagueEditConflict
    from warbands_manager.services.league_rosters import LeagueRosterService, SeenLink

    services = Services.for_database(database)
    league_id = services.leagues.create_league(LeagueSettings("Spring"), [PlayerData("Ann")])
    ann = services.leagues.league(league_id).players[0].id
    first = services.rosters.create(_roster("Karak Eight Peaks"))
    second = services.rosters.create(_roster("Barak Varr"))
    links = LeagueRosterService(database)
    links.link(ann, 2, first)
    other.league_rosters.link(ann, 2, second)
    with pytest.raises(LeagueEditConflict, match="Karak Eight Peaks → Barak Varr"):
        links.unlink(ann, 2, SeenLink(first, "Karak Eight Peaks"))
    assert links.seen_link(ann, 2) == SeenLink(second, "Barak Varr")
