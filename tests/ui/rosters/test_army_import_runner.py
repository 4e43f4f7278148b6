"""The window's army-data import runs on the app's one background runner (``ui/background``)."""

from tests.shared_data import BSDATA, needs_bsdata
from tests.ui.rosters.test_rosters_page import FakeDialogs
from warbands_manager.ui.background import BackgroundJob

GST = BSDATA / "Warhammer Fantasy 7th ed.gst"
VC = BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"


def rosters_page(window):
    page = window.page("rosters")
    page.dialogs = FakeDialogs()
    return page


@needs_bsdata
def test_army_import_goes_through_the_shared_background_runner(window, services, qtbot):
    page = rosters_page(window)
    messages = []
    page.status_message.connect(messages.append)
    page.dialogs.open = [str(GST), str(VC)]
    page.open_files()
    # The runner keeps the job on the page until it has reported: one BackgroundJob, no other.
    assert [type(job) for job in page.background_jobs] == [BackgroundJob]
    assert messages[0] == "Importing 2 file(s)…"
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=20_000)
    assert page.background_jobs == []
    title, text, error = page.dialogs.reports[0]
    assert (title, error) == ("Import", False) and "Vampire Counts" in text
    assert services.armies.army_list_for("vampire-counts") is not None


def test_a_failing_import_is_shown_in_a_dialog(window, services, qtbot, monkeypatch):
    page = rosters_page(window)

    def broken(_paths):
        raise OSError("the disk went away")

    monkeypatch.setattr(services.armies, "import_paths", broken)
    page.import_paths(["army.cat"])
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=20_000)
    assert page.dialogs.reports == [("Import failed", "the disk went away", True)]
    assert page.background_jobs == []
