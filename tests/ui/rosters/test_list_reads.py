"""The Rosters list is read once when the window builds its page and shows it in the same turn
(each read is the list's query and the texts of every row, before the start's
content paint), and read again whenever the page is shown later, so a roster saved
meanwhile appears."""

from __future__ import annotations

from tests.roster_sample import bones
from warbands_manager.services.roster_listing import RosterListing
from warbands_manager.ui.main_window import MainWindow


def _counted(monkeypatch) -> list[int]:
    reads: list[int] = []
    rosters = RosterListing.rosters

    def counting(self):
        reads.append(1)
        return rosters(self)

    monkeypatch.setattr(RosterListing, "rosters", counting)
    return reads


def test_building_and_showing_the_page_reads_the_list_once(qtbot, services, settings,
                                                           monkeypatch):
    reads = _counted(monkeypatch)
    window = MainWindow(services, settings, initial_view="rosters")
    qtbot.addWidget(window)
    assert window.current_page() is window.pages["rosters"]
    assert len(reads) == 1


def test_showing_the_page_again_later_reads_the_list_again(qtbot, services, settings,
                                                           monkeypatch):
    window = MainWindow(services, settings, initial_view="rosters")
    qtbot.addWidget(window)
    page = window.pages["rosters"]
    qtbot.wait(10)  # the event loop turns: the first reading is no longer fresh
    reads = _counted(monkeypatch)
    services.rosters.create(bones("Saved Elsewhere"))
    window.show_view("leagues")
    window.show_view("rosters")
    assert len(reads) == 1
    assert page.list_panel.model.row_of(
        next(line.id for line in services.roster_listing.rosters()
             if line.name == "Saved Elsewhere")) is not None
