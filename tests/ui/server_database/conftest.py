"""File › Open Server Database…'s dialog, shown, on the test's own settings."""

import pytest

from warbands_manager.ui.server_dialog import ServerDatabaseDialog


@pytest.fixture
def dialog(qtbot, settings):
    shown = ServerDatabaseDialog(settings)
    qtbot.addWidget(shown)
    shown.show()
    return shown
