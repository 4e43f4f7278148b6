"""A main window over the user guide's saved games: a game open on every companion page."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from warbands_manager.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]


def _save_demo_games(db_path: Path) -> None:
    """The user guide's saved games (a game open on every page, as players see it)."""
    spec = importlib.util.spec_from_file_location("companion_demo",
                                                  ROOT / "docs" / "companion_demo.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.save_companion_games(db_path)


@pytest.fixture
def demo_window(qtbot, tmp_path, settings):
    """``demo_window(view)``: a window showing ``view`` with the guide's games saved; only that
    page is built (so another page's width cannot hide or cause a failure here)."""
    from warbands_manager.services.container import Services
    from warbands_manager.store.database import open_database

    db_path = tmp_path / "demo.sqlite"
    _save_demo_games(db_path)
    database = open_database(db_path)
    opened = []

    def open_window(view: str) -> MainWindow:
        window = MainWindow(Services.for_database(database), settings, initial_view=view)
        qtbot.addWidget(window)
        window.show()
        opened.append(window)
        return window

    yield open_window
    for window in opened:
        window.close()
    database.close()
