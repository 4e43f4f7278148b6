"""The status bar's "Importing 2 file(s)…" is replaced by the import's outcome when it ends."""

from tests.ui.rosters.test_rosters_page import FakeDialogs
from warbands_manager.services.army_import_report import ImportReport


def _page(window):
    page = window.page("rosters")
    page.dialogs = FakeDialogs()
    return page


def test_a_finished_import_replaces_the_importing_message(window, services, qtbot, monkeypatch):
    page = _page(window)
    report = ImportReport(stored=["Vampire Counts"], errors=["broken.cat: not XML"])
    monkeypatch.setattr(services.armies, "import_paths", lambda _paths: report)
    page.import_paths(["Vampire Counts.cat", "broken.cat"])
    assert window.statusBar().currentMessage() == "Importing 2 file(s)…"
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=20_000)
    assert window.statusBar().currentMessage() == "Import finished: 1 imported, 1 refused"


def test_a_failed_import_replaces_it_too(window, services, qtbot, monkeypatch):
    page = _page(window)

    def broken(_paths):
        raise OSError("the file went away")

    monkeypatch.setattr(services.armies, "import_paths", broken)
    page.import_paths(["a.cat", "b.cat"])
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=20_000)
    assert "Importing" not in window.statusBar().currentMessage()
    assert window.statusBar().currentMessage() == "Import failed: nothing was imported"
