"""Opening a roster file that is already stored: no pile of copies."""

import pytest

from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.rules.roster_io import write_roster_text


class ChoosingDialogs:
    """Answers the "already stored" question with ``answer`` and records that it was asked."""

    def __init__(self, answer):
        self.answer = answer
        self.asked = []
        self.reports = []

    def choose(self, _parent, title, text, choices):
        self.asked.append((title, text, choices))
        return self.answer

    def show_report(self, _parent, title, text, error=False):
        self.reports.append((title, text, error))


def bones(models=10):
    return Roster(name="Toran's Bones", army="vampire-counts", player="Steve", units=[
        Unit(id="u1", name="Skeleton Warriors", category="core", models=models,
             points_per_model=8, base="20x20", book_min=10, commander=True)])


@pytest.fixture
def page(window):
    return window.page("rosters")


def _write(tmp_path, roster):
    path = tmp_path / "bones.json"
    path.write_text(write_roster_text(roster), encoding="utf-8")
    return str(path)


def test_an_unchanged_file_opened_again_adds_nothing(page, services, tmp_path):
    page.dialogs = ChoosingDialogs(answer=None)
    path = _write(tmp_path, bones())
    first = page.import_roster_file(path)
    assert page.import_roster_file(path) == first
    assert len(services.rosters.list()) == 1 and not page.dialogs.asked


def test_a_changed_file_updates_the_stored_roster_undoably(page, services, tmp_path):
    page.dialogs = ChoosingDialogs(answer=0)
    first = page.import_roster_file(_write(tmp_path, bones(10)))
    assert page.import_roster_file(_write(tmp_path, bones(14))) == first
    assert page.dialogs.asked and "already in your rosters" in page.dialogs.asked[0][1]
    assert [s.id for s in services.rosters.list()] == [first]
    assert services.rosters.load(first).units[0].models == 14
    page.undo_stack.undo()
    assert services.rosters.load(first).units[0].models == 10


def test_a_changed_file_may_be_added_as_another_roster_or_cancelled(page, services, tmp_path):
    page.dialogs = ChoosingDialogs(answer=None)
    page.import_roster_file(_write(tmp_path, bones(10)))
    assert page.import_roster_file(_write(tmp_path, bones(14))) is None
    assert len(services.rosters.list()) == 1
    page.dialogs.answer = 1
    assert page.import_roster_file(_write(tmp_path, bones(14))) is not None
    assert len(services.rosters.list()) == 2
