"""A new player with no files at hand: Army data… › Get army data…, show the community's
repository (here on loopback), tick the army, import; later a new release: Check for
updates ticks the catalogue, Import shows what changed for the saved rosters."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.integration.army_sources.site import (
    REMOVED,
    SKAVEN_NAME,
    Site,
    build_site,
    publish_next,
)
from tests.shared_data import needs_bsdata

pytestmark = needs_bsdata


class FakeDialogs:
    def __init__(self) -> None:
        self.reports = []

    def show_report(self, _parent, title, text, error=False):
        self.reports.append((title, text, error))


@pytest.fixture
def site(tmp_path):
    served = Site(build_site(tmp_path / "whfb"))
    yield served
    served.close()


def _source_dialog(qtbot, window):
    window.resize(1280, 800)
    page = window.page("rosters") if hasattr(window, "page") else window
    page.dialogs = FakeDialogs()
    page.list_panel.army_data_button.click()
    page.army_data_dialog.get_button.click()
    return page, page.army_sources_dialog


def _wait_idle(qtbot, dialog):
    qtbot.waitUntil(lambda: not dialog._busy, timeout=30_000)


def test_a_new_player_gets_an_army_and_later_its_update(qtbot, window, services, site):
    page, dialog = _source_dialog(qtbot, window)
    assert dialog.source.currentText().startswith("https://github.com/BSData/whfb/")
    assert dialog.table.rowCount() == 0  # nothing fetched before the player asks
    dialog.source.setCurrentText(site.url("whfb.latest.bsi"))
    dialog.show_button.click()
    _wait_idle(qtbot, dialog)
    names = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    assert SKAVEN_NAME in names and not dialog.import_button.isEnabled()
    dialog.tick([SKAVEN_NAME])
    assert dialog.import_button.isEnabled()
    dialog.import_button.click()
    _wait_idle(qtbot, dialog)
    assert [a.name for a in services.armies.armies()] == [SKAVEN_NAME]
    row = names.index(SKAVEN_NAME)
    assert dialog.table.item(row, 4).text() == "Revision 1"
    publish_next(site.root)
    dialog.update_button.click()
    _wait_idle(qtbot, dialog)
    assert dialog.table.item(row, 0).checkState() == Qt.CheckState.Checked
    assert "a newer one is here" in dialog.table.item(row, 4).text()
    dialog.import_button.click()
    _wait_idle(qtbot, dialog)
    title, text, _error = page.dialogs.reports[-1]
    assert f"{REMOVED} (no longer in the catalogue)" in text
    assert dialog.table.item(row, 4).text() == "Revision 2"


def test_no_network_says_so_and_stores_nothing(qtbot, window, services, site):
    _page, dialog = _source_dialog(qtbot, window)
    address = site.url("whfb.latest.bsi")
    site.close()
    dialog.source.setCurrentText(address)
    dialog.show_button.click()
    _wait_idle(qtbot, dialog)
    assert address in dialog.message.text() and "could not be reached" in dialog.message.text()
    assert services.armies.armies() == []
