"""A new player with no files at hand: Army data… › Get army data…, show the community's
repository (here on loopback), tick the army, import; later a new release: Check for
updates ticks the catalogue, Import shows what changed for the saved rosters."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.integration.army_sources.site import (
    REMOVED,
    RENAMED,
    RENAMED_TO,
    REPRICED,
    SKAVEN_NAME,
    Site,
    build_site,
    publish_next,
)
from tests.shared_data import needs_bsdata

pytestmark = needs_bsdata


class FakeDialogs:
    def __init__(self) -> None:
        self.reports, self.asked = [], []

    def show_report(self, _parent, title, text, error=False):
        self.reports.append((title, text, error))

    def choose(self, _parent, title, text, choices):
        self.asked.append((title, text, choices))
        return 0  # move the roster to the new revision


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
    roster_id = _saved_roster(services, [REMOVED, RENAMED, REPRICED])
    publish_next(site.root)
    dialog.update_button.click()
    _wait_idle(qtbot, dialog)
    assert dialog.table.item(row, 0).checkState() == Qt.CheckState.Checked
    assert "a newer one is here" in dialog.table.item(row, 4).text()
    dialog.import_button.click()
    _wait_idle(qtbot, dialog)
    title, text, _error = page.dialogs.reports[-1]
    assert f"{REMOVED} (no longer in the catalogue)" in text
    assert "roster “Rat pack” on the new revision:" in text
    assert dialog.table.item(row, 4).text() == "Revision 2"
    (_title, asked, choices), = page.dialogs.asked
    assert f"{RENAMED} is now called {RENAMED_TO}" in asked and "Keep it as saved" in choices
    moved = services.rosters.load(roster_id)
    assert [u.name for u in moved.units] == [REMOVED, RENAMED_TO, REPRICED]
    page.undo_stack.undo()  # the move is one undoable step
    assert [u.name for u in services.rosters.load(roster_id).units] == [REMOVED, RENAMED,
                                                                        REPRICED]


def _saved_roster(services, names):
    from warbands_manager.rules.armydata.build import unit_from_entry
    from warbands_manager.rules.roster import Roster

    army = services.armies.army_list(services.armies.armies()[0].bs_id)
    table = services.armies.trait_table(army.army)
    units = [unit_from_entry(army, next(u for u in army.units if u.name == name), table,
                             f"u{number}") for number, name in enumerate(names)]
    return services.rosters.create(Roster(name="Rat pack", army="skaven", units=units))


def test_no_network_says_so_and_stores_nothing(qtbot, window, services, site):
    _page, dialog = _source_dialog(qtbot, window)
    address = site.url("whfb.latest.bsi")
    site.close()
    dialog.source.setCurrentText(address)
    dialog.show_button.click()
    _wait_idle(qtbot, dialog)
    assert address in dialog.message.text() and "could not be reached" in dialog.message.text()
    assert services.armies.armies() == []


def test_a_roster_kept_as_saved_shows_beside_the_new_revision(qtbot, window, services, site):
    page, dialog = _source_dialog(qtbot, window)
    page.dialogs.choose = lambda *_args: 1  # keep the roster on the revision it was built with
    dialog.source.setCurrentText(site.url("whfb.latest.bsi"))
    dialog.show_button.click()
    _wait_idle(qtbot, dialog)
    dialog.tick([SKAVEN_NAME])
    dialog.import_button.click()
    _wait_idle(qtbot, dialog)
    _saved_roster(services, [REMOVED, RENAMED, REPRICED])
    publish_next(site.root)
    dialog.update_button.click()
    _wait_idle(qtbot, dialog)
    dialog.import_button.click()
    _wait_idle(qtbot, dialog)
    names = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    status = dialog.table.item(names.index(SKAVEN_NAME), 4).text()
    assert status == "Revision 2 (revision 1 kept for 1 roster)"
