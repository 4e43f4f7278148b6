"""Roster sheet, campaign sheet and score pad PDFs are written on a pool thread (ui gaps)."""

import random
import threading

import pytest
from pypdf import PdfReader

from tests.campaign_sample import empire
from tests.ui.campaign_pages import start_campaign
from warbands_manager.navigation import view_info
from warbands_manager.ui.background import write_failure_text

BOLD = "Þór Łukasz <the Bold>"


class Dialogs:
    """The Rosters page's dialogs, answered by the test."""

    def __init__(self, save):
        self.save = save
        self.reports = []
        self.opened = None

    def save_path(self, _parent, _title, _suggested, _pattern):
        return self.save

    def show_report(self, _parent, title, text, error=False):
        self.reports.append((title, text, error))

    def open_file(self, path):
        self.opened = path


def idle(page) -> bool:
    return not page.__dict__.get("background_jobs")


def pdf_text(path) -> str:
    return "".join(page.extract_text() for page in PdfReader(path).pages)


@pytest.fixture
def rosters(window, services):
    page = window.page("rosters")
    roster_id = services.rosters.create(empire())
    page.refresh_list(roster_id)
    return page


def test_roster_sheet_is_written_off_the_gui_thread_and_opened(rosters, tmp_path, qtbot,
                                                               monkeypatch):
    import warbands_manager.ui.views.rosters.page as page_module

    target = tmp_path / f"{BOLD}.pdf"
    rosters.dialogs = Dialogs(str(target))
    release, threads = threading.Event(), []
    real = page_module.print_roster_pdf

    def slow_print(roster, path):
        threads.append(threading.current_thread())
        assert release.wait(20)
        return real(roster, path)

    monkeypatch.setattr(page_module, "print_roster_pdf", slow_print)
    messages = []
    rosters.status_message.connect(messages.append)
    rosters.print_roster()
    # print_roster returned while the PDF is still being written: the page is usable.
    assert not target.exists() and messages[-1].startswith("Writing the roster sheet")
    rosters.duplicate_roster()
    assert rosters.list_panel.model.rowCount() == 2
    release.set()
    qtbot.waitUntil(lambda: rosters.dialogs.opened is not None, timeout=20_000)
    assert threads and threads[0] is not threading.main_thread()
    assert rosters.dialogs.opened == str(target)
    assert BOLD in pdf_text(target)
    assert messages[-1] == f"Saved the roster sheet as {target.name} in {target.parent}"
    assert rosters.dialogs.reports == []


def test_roster_sheet_to_an_unwritable_path_is_reported_with_the_file_name(rosters, tmp_path,
                                                                           qtbot):
    target = tmp_path / "no such folder" / "sheet.pdf"
    rosters.dialogs = Dialogs(str(target))
    rosters.print_roster()
    qtbot.waitUntil(lambda: bool(rosters.dialogs.reports), timeout=20_000)
    title, text, error = rosters.dialogs.reports[0]
    assert error and str(target) in text and "No such file or directory" in text
    assert rosters.dialogs.opened is None and not target.exists()
    # Nothing broke: the next print works.
    rosters.dialogs.save = str(tmp_path / "sheet.pdf")
    rosters.print_roster()
    qtbot.waitUntil(lambda: rosters.dialogs.opened is not None, timeout=20_000)
    assert BOLD in pdf_text(tmp_path / "sheet.pdf")


@pytest.fixture
def campaigns(qtbot, services, tmp_path):
    from warbands_manager.ui.views.campaigns.page import CampaignsPage

    page = CampaignsPage(view_info("campaigns"), services.campaigns, random.Random(3))
    qtbot.addWidget(page)
    page.errors = []
    page.show_error = page.errors.append
    return start_campaign(page, tmp_path)


def test_campaign_sheet_is_written_in_the_background(campaigns, tmp_path, qtbot):
    target = tmp_path / "sheet.pdf"
    campaigns.save_file = lambda _title, _pattern: str(target)
    campaigns.warbands_tab.view.selectRow(
        next(r for r in range(2) if campaigns.warbands_tab.model.row_at(r).roster.name == BOLD))
    campaigns.document_handlers["print"]()
    assert campaigns.message.text().startswith("Writing the campaign roster sheet")
    qtbot.waitUntil(lambda: idle(campaigns), timeout=20_000)
    assert campaigns.message.text() == \
        f"Saved the campaign roster sheet as {target.name} in {target.parent}"
    text = pdf_text(target)
    assert BOLD in text and "Miragliano" in text
    assert campaigns.errors == []


def test_campaign_sheet_failure_names_the_file_and_changes_nothing(campaigns, tmp_path, qtbot):
    target = tmp_path  # a folder: cannot be written as a file
    campaigns.save_file = lambda _title, _pattern: str(target)
    campaigns.document_handlers["print"]()
    qtbot.waitUntil(lambda: bool(campaigns.errors), timeout=20_000)
    assert str(target) in campaigns.errors[0] and campaigns.errors[0].startswith(
        "Could not write the campaign roster sheet")
    assert campaigns.message.text() == campaigns.errors[0]
    assert campaigns.warbands_tab.model.rowCount() == 2


def test_failure_text_names_the_file_once_and_says_why(tmp_path):
    path = tmp_path / "x.pdf"
    missing = FileNotFoundError(2, "No such file or directory", str(path))
    assert write_failure_text("the sheet", path, missing) == \
        f"Could not write the sheet to {path}: No such file or directory"
    assert write_failure_text("the sheet", path, ValueError("bad")) == \
        f"Could not write the sheet to {path}: ValueError: bad"
