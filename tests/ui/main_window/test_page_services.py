"""Pages get the services they use, not the whole container: the registry
unpacks it; no page, nor anything a page keeps, holds the container."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from warbands_manager.navigation import VIEW_NAMES
from warbands_manager.services.container import Services
from warbands_manager.ui.views.registry import create_view


def _held(value) -> list:
    """``value`` and, for a dataclass of page services, each of its fields."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [value, *(getattr(value, f.name) for f in dataclasses.fields(value))]
    return [value]


@pytest.mark.parametrize("name", VIEW_NAMES)
def test_no_page_keeps_the_container(qtbot, services, name):
    from warbands_manager.navigation import view_info

    page = create_view(view_info(name), services)
    qtbot.addWidget(page)
    kept = [key for key, value in vars(page).items()
            if any(isinstance(held, Services) for held in _held(value))]
    assert kept == []
    signature = inspect.signature(type(page).__init__)
    assert "Services" not in [str(p.annotation) for p in signature.parameters.values()]


def test_the_rosters_page_builds_no_service_until_an_action_needs_one(qtbot, database):
    from warbands_manager.navigation import view_info
    from warbands_manager.store import quick_read
    from warbands_manager.store.database import open_database

    opened = []
    services = Services.opening(database.path,
                                lambda: opened.append(open_database(database.path)) or opened[0],
                                quick=quick_read.open_current(database.path))
    page = create_view(view_info("rosters"), services)
    qtbot.addWidget(page)
    assert not services.is_open and "rosters" not in vars(services)
    assert page._editor is None  # the editor (and what it needs) is built on first open
    page.new_roster()
    assert services.is_open and "rosters" in vars(services) and page._editor is not None
    assert "leagues" not in vars(services)  # nor any other page's
    opened[0].close()
